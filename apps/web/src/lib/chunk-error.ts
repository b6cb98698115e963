/**
 * A screen's code is loaded on demand (React.lazy). After a deploy, the chunk names the open page
 * knows no longer exist on the server; offline, nothing can be fetched. Both end in a rejected
 * dynamic import, whose message differs per browser.
 */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload of a chunk's styles
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_LOAD_MESSAGES.some((text) => message.includes(text));
}

/** sessionStorage key: when the page last reloaded itself for a missing chunk (epoch ms). */
export const CHUNK_RELOAD_KEY = 'esc.chunkReloadAt';
/** One reload per this window: a chunk still missing after a fresh page is not a stale page. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

export interface ChunkReloadDeps {
  now: number;
  online: boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

/**
 * Whether the page may reload itself for a chunk a stale page asked for (a deploy replaced it):
 * not while offline (the reload would fail too), and not twice within 30 s (a loop).
 */
export function mayReloadForStaleChunk({ now, online, storage }: Omit<ChunkReloadDeps, 'reload'>): boolean {
  if (!online || !storage) return false;
  try {
    return now - Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0) >= CHUNK_RELOAD_WINDOW_MS;
  } catch {
    return false;
  }
}

/** Reloads the page once for a stale chunk (the fresh page knows the new names); answers whether it did. */
export function reloadForStaleChunk(deps: ChunkReloadDeps): boolean {
  if (!mayReloadForStaleChunk(deps)) return false;
  try {
    deps.storage?.setItem(CHUNK_RELOAD_KEY, String(deps.now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * What a reload would meet: `stale` when the server answers that the chunk is gone (a deploy replaced
 * it; the fresh page knows the new names), `unreachable` when the server cannot be reached (offline,
 * a dropped connection: a reload would end on a page that cannot start), `present` when the chunk is
 * there after all (a passing failure: the screen offers Retry rather than reloading by itself).
 */
export type ChunkProbe = 'stale' | 'unreachable' | 'present';

/** The chunk's address, when the browser's message names it (Chromium and Firefox do; Safari does not). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /https?:\/\/\S+/.exec(message)?.[0] ?? null;
}

/** Asks the server for the missing chunk (or, when it is not named, for the app's page) before any reload. */
export async function probeChunk(error: unknown, fetcher: typeof fetch = fetch): Promise<ChunkProbe> {
  const url = chunkUrlOf(error);
  try {
    const answer = await fetcher(url ?? '/', { method: 'HEAD', cache: 'no-store' });
    if (url === null) return answer.ok ? 'stale' : 'unreachable';
    if (answer.status === 404 || answer.status === 410) return 'stale';
    if (!answer.ok) return 'unreachable';
    // The server answers the app's page for an address it does not have: the chunk is gone.
    return (answer.headers.get('content-type') ?? '').includes('text/html') ? 'stale' : 'present';
  } catch {
    return 'unreachable';
  }
}

/** The browser's side of mayReloadForStaleChunk and reloadForStaleChunk. */
export function browserChunkReload(): ChunkReloadDeps {
  return {
    now: Date.now(),
    online: navigator.onLine,
    storage: sessionStore(),
    reload: () => window.location.reload(),
  };
}
