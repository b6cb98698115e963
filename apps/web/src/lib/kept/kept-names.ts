/**
 * Names the app and its service worker share for content kept for offline use:
 * the IndexedDB database of what is kept, and each person's Cache Storage of the kept files. Both
 * are this feature's own ('esc-kept'), so they never meet another part's databases or caches.
 */
export const KEPT_DB_NAME = 'esc-kept';
export const KEPT_DB_VERSION = 1;
/** Each person's kept files: 'esc-kept-v1:<uuid>'. */
export const KEPT_CACHE_PREFIX = 'esc-kept-v1:';
/** The path under which the server reads media (apps/server media/signed-url.ts). */
export const MEDIA_FILE_PATH = '/api/media/file/';
/** The meta record naming whose kept files the worker serves: the person signed in on this device. */
export const OWNER_META = 'owner';

export function keptCacheName(owner: string): string {
  return KEPT_CACHE_PREFIX + owner;
}

/**
 * The stable name a kept file is stored under: its media address without the signature, which
 * expires within the hour. Any signed link of the same file, old or new, finds the kept copy.
 */
export function keptFileAddress(url: string | URL, base?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (!parsed.pathname.startsWith(MEDIA_FILE_PATH)) return null;
  return parsed.origin + parsed.pathname;
}

/** The app's own build files kept beside kept content (the PDF reader's worker), by their address. */
export const APP_ASSETS_PATH = '/assets/';
