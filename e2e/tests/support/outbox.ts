import type { Page } from '@playwright/test';

export interface WaitingWrite {
  id: string;
  tag: string;
  path: string;
  body: unknown;
}

/**
 * The writes waiting in the app's outbox on this page's device, oldest first: read from IndexedDB
 * (`esc-offline`, store `outbox`) as the app keeps them, once the app has stored them.
 */
export async function waitingWrites(page: Page): Promise<WaitingWrite[]> {
  return page.evaluate(
    () =>
      new Promise<WaitingWrite[]>((resolve, reject) => {
        const opening = indexedDB.open('esc-offline');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve([]);
            return;
          }
          const reading = db.transaction('outbox').objectStore('outbox').getAll();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            db.close();
            const rows = reading.result as (WaitingWrite & { order: number })[];
            resolve(rows.sort((a, b) => a.order - b.order).map(({ id, tag, path, body }) => ({ id, tag, path, body })));
          };
        };
      }),
  );
}
