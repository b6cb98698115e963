import type { GuestLoginData, RefreshBody, RefreshData } from '@esc/contracts';
import { shouldRefresh } from '@esc/domain';
import { sessionFromGuestLogin, type StoredSession } from './session';
import { ApiError, ClientErrorCode } from './api-error';

export const REFRESH_PATH = '/cognito-login-service/auth/refreshToken';
export const GUEST_LOGIN_PATH = '/cognito-login-service/auth/guestLogin';
/** Name of the Web Locks lock that makes one tab at a time rotate the refresh token. */
export const REFRESH_LOCK_NAME = 'esc.token-refresh';

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
  locks?: Pick<LockManager, 'request'> | null;
}

export interface Refresher {
  /**
   * A session whose access token is newer than `staleAccessToken`. Concurrent callers share one
   * refresh call; a token already rotated by another call or tab is reused instead of rotated again.
   */
  refresh(staleAccessToken: string): Promise<StoredSession>;
}

function sessionEndedError(): ApiError {
  return new ApiError({
    status: 401,
    errorCode: ClientErrorCode.SessionEnded,
    message: 'Your session has ended. Please sign in again.',
  });
}

export function createRefresher(deps: RefresherDeps): Refresher {
  let inFlight: Promise<StoredSession> | null = null;

  /** A guest's token ran out: get a new guest token silently (there is nothing to rotate). */
  async function renewGuest(): Promise<StoredSession> {
    if (!deps.postGuestLogin) throw sessionEndedError();
    const next = sessionFromGuestLogin(await deps.postGuestLogin(), deps.now());
    deps.store.write(next);
    return next;
  }

  async function rotate(staleAccessToken: string): Promise<StoredSession> {
    // Read again inside the lock: another tab may have rotated the pair while we waited.
    const current = deps.store.read();
    if (!current) throw sessionEndedError();
    if (current.access_token !== staleAccessToken && !shouldRefresh(current.expires_at, deps.now())) return current;
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
    const next: StoredSession = {
      ...current,
      access_token: data.access_token,
      refresh_token: data.refresh_token,
      expires_at: deps.now() + data.expires_in * 1000,
    };
    deps.store.write(next);
    return next;
  }

  return {
    refresh(staleAccessToken) {
      if (!inFlight) {
        const run = () => rotate(staleAccessToken);
        const locked = deps.locks ? deps.locks.request(REFRESH_LOCK_NAME, run) : run();
        inFlight = locked.finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
  };
}
