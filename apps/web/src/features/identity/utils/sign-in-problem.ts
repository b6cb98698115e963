import type { ErrorCode } from '@esc/contracts';
import { ClientErrorCode, isApiError } from '../../../lib/api-error';

export type SignInField = 'username' | 'password';

export type SignInProblem =
  | { kind: 'credentials' }
  /** `message`: the server's own words, which say how long to wait. */
  | { kind: 'rateLimited'; message: string | null }
  /** The server is busy (many signing in at once) or restarting: `message` says to try again shortly. */
  | { kind: 'busy'; message: string | null }
  | { kind: 'network' }
  | { kind: 'validation'; fields: { field: SignInField | null; name: string; message: string }[] }
  | { kind: 'other' };

/** The server may name a field as "username", "/username" or "body.username". */
function signInField(name: string): SignInField | null {
  const last = name.split(/[./]/).pop() ?? '';
  return last === 'username' || last === 'password' ? last : null;
}

/** What went wrong with a sign-in, in the terms the screen explains to the person. */
export function signInProblem(error: unknown): SignInProblem {
  if (!isApiError(error)) return { kind: 'other' };
  switch (error.errorCode) {
    case 'INVALID_CREDENTIALS' satisfies ErrorCode:
      return { kind: 'credentials' };
    case 'RATE_LIMITED' satisfies ErrorCode:
      return { kind: 'rateLimited', message: error.message || null };
    case 'SERVICE_UNAVAILABLE' satisfies ErrorCode:
      return { kind: 'busy', message: error.message || null };
    case 'VALIDATION_FAILED' satisfies ErrorCode:
      return {
        kind: 'validation',
        fields: error.fieldErrors.map((f) => ({ field: signInField(f.field), name: f.field, message: f.message })),
      };
    case ClientErrorCode.Network:
    case ClientErrorCode.Timeout:
      return { kind: 'network' };
  }
  if (error.status === 401) return { kind: 'credentials' };
  if (error.status === 429) return { kind: 'rateLimited', message: error.message || null };
  return { kind: 'other' };
}
