import type { CallKey } from '@esc/contracts/calls';
import { API_BASE, apiClient } from './api-client.app';
import { callPath, createCallApi, type CallInput } from './api-calls';

export { API_BASE };

/**
 * The app's calls, typed from the one call table (packages/contracts/src/calls):
 * `api.call('POST /student-report/student/saveAnswers', { body })` answers the entry's data, and a
 * key the table lacks does not compile. Every fetcher of every feature calls through it.
 */
export const api = createCallApi(apiClient);

/**
 * The address of a call the browser makes itself (a download link, an EventSource, an upload with
 * progress): its path from the call table, under the API base.
 */
export function apiUrl<K extends CallKey>(key: K, input?: NoInfer<Pick<CallInput<K>, 'query' | 'params'>>): string {
  return `${API_BASE}${callPath(key, input).path}`;
}
