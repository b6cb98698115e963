/** Path of the sign-in screen (the specs' product calls it login). */
export const SIGN_IN_PATH = '/login';

/** Router state the route guard leaves for the sign-in screen: where to come back to. */
export interface SignInRedirectState {
  from?: string;
}

export function fromPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as SignInRedirectState).from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * A link sent to a parent (a child's consent request): sign-up from it starts as a parent's. The
 * consent feature owns the path; the sign-in screens only need to recognise it.
 */
export function isParentLinkPath(path: string): boolean {
  return /^\/consent\/[^/?#]+/.test(path);
}
