import {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBKeyRange,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRequest,
  IDBTransaction,
} from 'fake-indexeddb';
import { vi } from 'vitest';

/**
 * A fresh fake IndexedDB for one test. `idb` recognises requests by the global IDB classes, so they
 * are stubbed (and unstubbed after the test by setup.ts); `indexedDB` itself is not: the web test
 * files share one module registry, and the app's own outbox must stay on localStorage in them.
 */
export function fakeOfflineDb(): IDBFactory {
  const classes = {
    IDBCursor,
    IDBCursorWithValue,
    IDBDatabase,
    IDBIndex,
    IDBKeyRange,
    IDBObjectStore,
    IDBOpenDBRequest,
    IDBRequest,
    IDBTransaction,
  };
  for (const [name, value] of Object.entries(classes)) vi.stubGlobal(name, value);
  return new IDBFactory();
}
