import type { BookmarkKind, BookmarkStatusBody, BookmarkStatusData } from '@esc/contracts';
import { api } from '../../lib/api';

/** The batch status call's (server: learning module) limit of items per call. */
export const MAX_STATUS_ITEMS = 100;

interface Waiting {
  kind: BookmarkKind;
  itemId: string;
  resolve: (bookmarked: boolean) => void;
  reject: (error: unknown) => void;
}

export type StatusRequest = (body: BookmarkStatusBody) => Promise<BookmarkStatusData>;

const postStatus: StatusRequest = (body) => api.call('POST /learning/bookmarks/status', { body }, { idempotent: true });

/**
 * Gathers the status questions of one moment into one call: the bookmark buttons of a list mount
 * together and each asks for its own item, so a list of 55 items makes one request (of at most 100
 * items each), not 55. Each button keeps its own query (and optimistic updates); only the fetch is
 * shared.
 */
export function createBookmarkStatusLoader(request: StatusRequest = postStatus) {
  let waiting: Waiting[] = [];
  let scheduled = false;

  async function send(batch: Waiting[]): Promise<void> {
    try {
      const data = await request({ items: batch.map((w) => ({ kind: w.kind, item_id: w.itemId })) });
      const flags = new Map(data.items.map((i) => [`${i.kind}:${i.item_id}`, i.is_bookmarked === 1]));
      for (const w of batch) w.resolve(flags.get(`${w.kind}:${w.itemId}`) ?? false);
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }

  function flush(): void {
    scheduled = false;
    const all = waiting;
    waiting = [];
    for (let i = 0; i < all.length; i += MAX_STATUS_ITEMS) void send(all.slice(i, i + MAX_STATUS_ITEMS));
  }

  return function load(kind: BookmarkKind, itemId: string): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      waiting.push({ kind, itemId, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        // A macrotask: every button of the list has asked by then (they mount in one commit).
        setTimeout(flush, 0);
      }
    });
  };
}

/** The app's loader. */
export const loadBookmarkStatus = createBookmarkStatusLoader();
