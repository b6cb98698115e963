import type { TSchema } from 'typebox';

/**
 * What one API call accepts and answers, in the contract's own schemas. The server's routes declare
 * the same schemas (apps/server's call-registry test compares them with the served OpenAPI document),
 * so a test that fakes the API can check its fake against the truth the server serves.
 */
export interface CallSpec {
  /** The `data` of the success envelope; 'file' when the answer is a file (PDF, CSV, media), not JSON. */
  data: TSchema | 'file';
  body?: TSchema;
  query?: TSchema;
  /** Path parameters, for paths with `:name` in them. */
  params?: TSchema;
  headers?: TSchema;
  /** The call may also answer 204 with no body (contentDetailsByContentIds: none of the ids found). */
  noContent?: true;
  /** The answer is a file, not JSON, when the query names this value (the report's format=xlsx). */
  fileWhen?: { query: string; value: string };
}

/** Calls keyed "METHOD /path", the path without the /api base (as the web's fake API keys them). */
export type CallTable = Record<string, CallSpec>;

/** One spec for the variant paths the specs list for one call (CONTRACT.md: one handler serves them all). */
export function variants(keys: readonly string[], spec: CallSpec): CallTable {
  return Object.fromEntries(keys.map((key) => [key, spec]));
}
