import type { GuestLoginData, RefreshBody, RefreshData } from '@esc/contracts';
import { REFRESH_LOCK_MS, refreshResultCached, shouldRefresh } from '@esc/domain';
import { sessionFromGuestLogin, type StoredSession } from './session';
import { ApiError, ClientErrorCode, NO_ANSWER } from './api-error';

export const REFRESH_PATH = '/cognito-login-service/auth/refreshToken';
export const GUEST_LOGIN_PATH = '/cognito-login-service/auth/guestLogin';
/** Name of the Web Locks lock that makes one tab at a time rotate the refresh token. */
export const REFRESH_LOCK_NAME = 'esc.token-refresh';
const LOCK_WAIT_OVER = 'Another tab held the token refresh for longer than the lock wait.';

export interface SessionStore {
  read(): StoredSession | null;
  write(session: StoredSession): void;
  /** Ends the session: clears it and tells the app (toast, sign-in screen). */
  end(): void;
}

export interface RefresherDeps {
  store: SessionStore;
  now: () => number;
  /** Sends the refresh call; answers with the parsed data or throws ApiError. */
  postRefresh: (body: RefreshBody) => Promise<RefreshData>;
  /** Starts a new guest session; a guest has no refresh token (spec 000 §6). */
  postGuestLogin?: () => Promise<GuestLoginData>;
  /** The browser's Web Locks (navigator.locks): one tab at a time rotates the refresh token. */
  locks?: Pick<LockManager, 'request'> | null;
}

/** Why a refresh is asked for: the token expires within 5 minutes, or the server refused it (401). */
export type RefreshReason = 'expiring' | 'refused';

export interface Refresher {
  /**
   * A session whose access token may be used instead of `staleAccessToken`. Concurrent callers
   * share one refresh call; a token already rotated by another call or tab is reused instead of
   * rotated again, and so is a refresh made less than 90000 ms ago when the token is only expiring
   * (spec 001 §9). Across tabs the refresh runs under a Web Lock, waited for at most 2000 ms.
   */
  refresh(staleAccessToken: string, reason?: RefreshReason): Promise<StoredSession>;
}

function sessionEndedError(): ApiError {
  return new ApiError({
    status: 401,
    errorCode: ClientErrorCode.SessionEnded,
    message: 'Your session has ended. Please sign in again.',
  });
}

function refreshBusyError(): ApiError {
  // No answer: a passing failure, as a network error is (the outbox tries again, the session stays).
  return new ApiError({
    status: NO_ANSWER,
    errorCode: ClientErrorCode.RefreshBusy,
    message: 'Your session is being renewed in another tab. Please try again.',
  });
}

/**
 * The stored session when it may be used instead of rotating: another call or tab already rotated
 * past the stale token, or (for an expiring token) a refresh made less than 90000 ms ago.
 */
function reusable(current: StoredSession, staleAccessToken: string, reason: RefreshReason, nowMs: number) {
  const cached = refreshResultCached(current.refreshed_at, current.expires_at, nowMs);
  if (current.access_token !== staleAccessToken) return cached || !shouldRefresh(current.expires_at, nowMs);
  // A refused token is rotated even when it is recent: the server said no to that very token.
  return reason === 'expiring' && cached;
}

export function createRefresher(deps: RefresherDeps): Refresher {
  let inFlight: Promise<StoredSession> | null = null;

  /** A guest's token ran out: get a new guest token silently (there is nothing to rotate). */
  async function renewGuest(): Promise<StoredSession> {
    if (!deps.postGuestLogin) throw sessionEndedError();
    const now = deps.now();
    const next = { ...sessionFromGuestLogin(await deps.postGuestLogin(), now), refreshed_at: now };
    deps.store.write(next);
    return next;
  }

  async function rotate(staleAccessToken: string, reason: RefreshReason): Promise<StoredSession> {
    // Read again inside the lock: another tab may have rotated the pair while we waited.
    const current = deps.store.read();
    if (!current) throw sessionEndedError();
    if (reusable(current, staleAccessToken, reason, deps.now())) return current;
    if (current.guest) return renewGuest();
    let data: RefreshData;
    try {
      data = await deps.postRefresh({ refresh_token: current.refresh_token, username: current.username });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        deps.store.end();
        throw sessionEndedError();
      }
      throw error;
    }
    const now = deps.now();
    const next: StoredSession = {
      ...current,
      access_token: data.access_token,
      refresh_token: data.refresh_token,
      expires_at: now + data.expires_in * 1000,
      refreshed_at: now,
    };
    deps.store.write(next);
    return next;
  }

  /**
   * Rotates under the cross-tab lock. A tab waits at most 2000 ms for it (spec 001 §9); when another
   * tab still holds it then, this tab never rotates the same refresh token beside it (a refresh
   * token used twice revokes the whole session): it uses what that tab stored, keeps a token that
   * is still valid, or fails this call with a passing error.
   */
  async function rotateLocked(staleAccessToken: string, reason: RefreshReason): Promise<StoredSession> {
    let granted = false;
    const run = () => {
      granted = true;
      return rotate(staleAccessToken, reason);
    };
    if (!deps.locks) return run();
    const wait = new AbortController();
    const timer = setTimeout(() => wait.abort(new DOMException(LOCK_WAIT_OVER, 'TimeoutError')), REFRESH_LOCK_MS);
    try {
      return await deps.locks.request(REFRESH_LOCK_NAME, { signal: wait.signal }, run);
    } catch (error) {
      if (granted || !wait.signal.aborted) throw error;
      const current = deps.store.read();
      if (!current) throw sessionEndedError();
      const now = deps.now();
      if (reusable(current, staleAccessToken, reason, now)) return current;
      if (reason === 'expiring' && current.expires_at > now) return current;
      throw refreshBusyError();
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    refresh(staleAccessToken, reason = 'refused') {
      const current = deps.store.read();
      // The cached result answers without waiting for any lock.
      if (current && reusable(current, staleAccessToken, reason, deps.now())) return Promise.resolve(current);
      if (!inFlight) {
        inFlight = rotateLocked(staleAccessToken, reason).finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
  };
}
