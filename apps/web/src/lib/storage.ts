/**
 * Small wrapper over localStorage. localStorage (not sessionStorage) is deliberate: another tab
 * sees a rotated token pair at once, so two tabs never refresh with the same refresh token.
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

function notify(key: string): void {
  listeners.get(key)?.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  // The storage event fires only in the other tabs; same-tab writes notify through notify().
  window.addEventListener('storage', (event) => {
    if (event.key === null) listeners.forEach((_set, key) => notify(key));
    else notify(event.key);
  });
}

export function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): behave as if empty.
    return null;
  }
}

export function writeRaw(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Quota or blocked storage: the in-memory state still changes through the listeners.
  }
  notify(key);
}

export function readJson(key: string): unknown {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeRaw(key, value === null ? null : JSON.stringify(value));
}

export function subscribeKey(key: string, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
