import {
  LEGACY_OUTBOX_KEY,
  OUTBOX_FLUSH_MESSAGE,
  OUTBOX_SYNC_TAG,
  openOfflineDb,
  outboxChannelName,
  readOfflineSession,
  type OfflineDb,
} from '../lib/offline-db';

/** Background Sync's event (not in TypeScript's libraries yet). */
export interface OutboxSyncEvent extends Event {
  readonly tag: string;
  waitUntil(work: Promise<unknown>): void;
}

/** What of the service worker's global scope the outbox sync uses (ServiceWorkerGlobalScope has it). */
export interface OutboxSyncScope {
  addEventListener(type: 'sync', listener: (event: OutboxSyncEvent) => void): void;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly { postMessage(message: unknown): void }[]>;
  };
  fetch(input: string, init: RequestInit): Promise<Response>;
  indexedDB: IDBFactory;
}

export interface OutboxSyncOptions {
  /** Where the API is (the app's VITE_API_BASE). */
  apiBase?: string;
  now?: () => number;
}

type Outcome = 'sent' | 'held' | 'stop';

/** What one answer means for the entry, as the app's outbox reads it (lib/outbox.ts verdictFor). */
function outcomeOf(response: Response | null): Outcome {
  if (response === null) return 'held';
  if (response.ok) return 'sent';
  // The session ended: the app signs in again and sends them.
  if (response.status === 401) return 'stop';
  // Retryable (408, 429, 5xx), or refused for good: the app drops those and tells its screens.
  return 'held';
}

/**
 * Sends the signed-in person's waiting writes with the session the app mirrored, in order per kind,
 * while its access token is valid. Throws when some stay, so the browser tries the sync again later.
 */
async function sendWaiting(sw: OutboxSyncScope, db: OfflineDb, apiBase: string, now: number): Promise<void> {
  const session = await readOfflineSession(db);
  if (!session || session.expires_at <= now) return;
  const entries = (await db.getAll('outbox')).filter((e) => e.owner === session.uuid).sort((a, b) => a.order - b.order);
  const held = new Set<string>();
  const sent: string[] = [];
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(outboxChannelName(LEGACY_OUTBOX_KEY));
  try {
    for (const entry of entries) {
      if (held.has(entry.tag)) continue;
      const response = await sw
        .fetch(`${apiBase}${entry.path}`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Bearer ${session.access_token}`,
          },
          body: JSON.stringify(entry.body),
        })
        .catch(() => null);
      const outcome = outcomeOf(response);
      if (outcome === 'stop') break;
      if (outcome === 'held') held.add(entry.tag);
      else {
        await db.delete('outbox', entry.id);
        sent.push(entry.id);
      }
    }
  } finally {
    // A window opened meanwhile forgets what was sent.
    if (sent.length > 0) channel?.postMessage({ type: 'removed', ids: sent });
    channel?.close();
  }
  if (held.size > 0) throw new Error('outbox: some writes still wait for the link');
}

async function onSync(sw: OutboxSyncScope, options: Required<OutboxSyncOptions>): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length > 0) {
    // An open window sends them itself, with its session rules (refresh, the owner check, events).
    windows.forEach((client) => client.postMessage(OUTBOX_FLUSH_MESSAGE));
    return;
  }
  const db = await openOfflineDb(sw.indexedDB);
  try {
    await sendWaiting(sw, db, options.apiBase, options.now());
  } finally {
    db.close();
  }
}

/**
 * Background Sync for the app's outbox (the app registers the tag while writes wait): on the sync
 * event, open windows of the app are asked to flush; with none open, the service worker sends the
 * waiting writes itself, only the signed-in person's and only while their token is unexpired (the
 * app mirrors uuid and access token into the offline database; never the refresh token).
 */
export function installOutboxSync(sw: OutboxSyncScope, options: OutboxSyncOptions = {}): void {
  const settings = { apiBase: options.apiBase ?? '/api', now: options.now ?? Date.now };
  sw.addEventListener('sync', (event) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil(onSync(sw, settings));
  });
}
