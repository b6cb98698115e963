import type { RosterFileBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api';
import { instituteKeys } from './institutes.keys';

/** The CSV template: a plain download link (the template holds no data). */
export const ROSTER_TEMPLATE_URL = apiUrl('GET /institutes/roster/template');

export function previewRoster(body: RosterFileBody) {
  return api.call('POST /institutes/roster/preview', { body });
}

export function applyRoster(body: RosterFileBody) {
  return api.call('POST /institutes/roster/apply', { body });
}

export function usePreviewRoster() {
  return useMutation({ mutationFn: previewRoster });
}

/** All or nothing on the server; afterwards the batch list shows the new sections and counts. */
export function useApplyRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRoster,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instituteKeys.all }),
  });
}
