import { openOfflineDb, writeOfflineSession, type OfflineSession } from './offline-db';
import { readSession, subscribeSession } from './session';

/** What the service worker may use of the session: never the refresh token, never a guest's. */
function offlineSession(): OfflineSession | null {
  const session = readSession();
  if (!session || session.guest) return null;
  return { uuid: session.uuid, access_token: session.access_token, expires_at: session.expires_at };
}

/**
 * Keeps the offline database's `session` store in step with the signed-in session (sign-in, each
 * refresh, sign-out, another tab's change), so Background Sync can send the person's waiting writes
 * while no window is open. Where IndexedDB is missing nothing is mirrored (no Background Sync either).
 */
export interface OfflineSessionMirror {
  stop(): void;
  /** Resolves when what was mirrored so far is written. */
  idle(): Promise<void>;
}

export function startOfflineSessionMirror(factory?: IDBFactory | null): OfflineSessionMirror {
  const opened = openOfflineDb(factory).catch(() => null);
  let last = '';
  let chain: Promise<void> = Promise.resolve();
  const mirror = () => {
    const session = offlineSession();
    const text = JSON.stringify(session);
    if (text === last) return;
    last = text;
    chain = chain
      .then(() => opened)
      .then((db) => (db ? writeOfflineSession(db, session) : undefined))
      .catch((error: unknown) => console.warn('outbox: could not keep the session for Background Sync', error));
  };
  mirror();
  return { stop: subscribeSession(mirror), idle: () => chain };
}
