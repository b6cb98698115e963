import type { TSchema } from 'typebox';

/**
 * Who may call a route:
 * - public: no token is read (sign-in calls, the OpenAPI document, health probes by machines);
 * - guest: a token is optional and guest tokens are accepted (the specs' guest-allowed reads);
 * - user: a signed-in person, never a guest;
 * - staff: a signed-in person who is neither a learner nor a parent (teacher-only calls).
 * Finer checks (tenant, active child) are helpers the services call with the record in hand.
 */
export type Guard = 'public' | 'guest' | 'user' | 'staff';
export const GUARDS: readonly Guard[] = ['public', 'guest', 'user', 'staff'];

/**
 * Whose data a route reads or writes, checked by the authorisation matrix test:
 * - none: nothing stored about anyone (health, mode, documents, templates, a new guest session);
 * - catalogue: the shared catalogue; a school's own racks and content only to that school's people;
 * - self: the caller's own records, or a linked child's when a parent names the child (uuid);
 * - school: records of the caller's own school (its people, sections, settings, roster, uploads);
 * - owner: catalogue writes, by the content's owner only (platform editors for the
 *   platform catalogue, a school's staff for that school's content and uploads);
 * - credential: whoever proves a credential the call carries (password, one-time code, refresh
 *   token, invitation, signed link, a provider's signature), and nobody else.
 */
export type Scope = 'none' | 'catalogue' | 'self' | 'school' | 'owner' | 'credential';
export const SCOPES: readonly Scope[] = ['none', 'catalogue', 'self', 'school', 'owner', 'credential'];

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call: who may make it, whose data it touches, what it accepts and what it answers, in the
 * contract's own schemas. The server registers its route from this entry (apps/server
 * platform/http/call-route.ts), the web's `api.call(...)` is typed from it, and a test that fakes
 * the API checks its fake against it.
 */
export interface CallSpec {
  guard: Guard;
  scope: Scope;
  /** The `data` of the success envelope; 'file' when the answer is not the JSON envelope (a PDF, CSV, media, a stream). */
  data: TSchema | 'file';
  body?: TSchema;
  query?: TSchema;
  /** Path parameters, for paths with `:name` (or `*`, the rest of the path) in them. */
  params?: TSchema;
  headers?: TSchema;
  /** The call may also answer 204 with no body (contentDetailsByContentIds: none of the ids found). */
  noContent?: true;
  /** The answer is a file, not JSON, when the query names this value (the report's format=xlsx). */
  fileWhen?: { query: string; value: string };
}

/** A call's key: "METHOD /path", the path without the /api base (`:name` a path parameter, `*` the rest). */
export type CallKeyText = `${CallMethod} /${string}`;

/** Calls keyed "METHOD /path". Each module's table is `{...} as const satisfies CallTable`, so its keys stay literal. */
export type CallTable = { readonly [key: CallKeyText]: CallSpec };

/** One spec for the variant paths the specs list for one call (CONTRACT.md: one handler serves them all). */
export function variants<const K extends CallKeyText, const S extends CallSpec>(
  keys: readonly K[],
  spec: S,
): { readonly [P in K]: S } {
  return Object.fromEntries(keys.map((key) => [key, spec])) as { readonly [P in K]: S };
}
