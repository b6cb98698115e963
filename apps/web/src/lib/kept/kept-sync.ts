import type { KeepCheckData } from '@esc/contracts';
import type { KeptDb, KeptItem } from './kept-db';
import { listKept, removeKept } from './kept-store';

export interface KeptSyncDeps {
  db: KeptDb;
  cache: Pick<Cache, 'delete'>;
  /** POST /media/keep-grants/check for the ids, for oneself or (a parent) the child named. */
  check: (contentIds: number[], forUuid: string | null) => Promise<KeepCheckData>;
}

/** At most this many ids per check, as the server takes them (KEEP_ITEMS_MAX). */
const CHECK_BATCH = 200;

/**
 * The next sync's check of what a person kept: the server says which items they may still open;
 * the copies of the others (a package ended, a child unlinked, content gone) are removed, and the
 * grant of those that stay is renewed. Answers the items removed, so the app can say so.
 */
export async function checkKept(deps: KeptSyncDeps, owner: string): Promise<KeptItem[]> {
  const items = await listKept(deps.db, owner);
  const byChild = new Map<string | null, KeptItem[]>();
  for (const item of items) byChild.set(item.forUuid, [...(byChild.get(item.forUuid) ?? []), item]);
  const removed: KeptItem[] = [];
  for (const [forUuid, group] of byChild) {
    for (let at = 0; at < group.length; at += CHECK_BATCH) {
      const batch = group.slice(at, at + CHECK_BATCH);
      const answer = await deps.check(
        batch.map((item) => item.contentId),
        forUuid,
      );
      const verdicts = new Map(answer.items.map((v) => [v.content_id, v.may_keep]));
      for (const item of batch) {
        if (verdicts.get(item.contentId) === false) {
          await removeKept(deps.db, deps.cache, owner, item.contentId);
          removed.push(item);
        } else if (verdicts.get(item.contentId) === true) {
          await deps.db.put('items', { ...item, keepUntil: answer.keep_until * 1000 });
        }
      }
    }
  }
  return removed;
}
