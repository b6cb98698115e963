import { lazy } from '../../lib/lazy-with-words';

/** /offline-storage: what is kept on this device for offline use, its size and "Remove". */
export const OfflineStorageRoute = lazy(() =>
  import('./routes/offline-storage.route').then((m) => ({ default: m.OfflineStorageRoute })),
);
export type { OfflineStorageStrings } from './offline-storage.strings';
