import type { ContentDetail } from '@esc/contracts';
import { keptItemId, type KeptDb, type KeptItem } from './kept-db';

/** What a person has kept on this device, newest first. */
export async function listKept(db: KeptDb, owner: string): Promise<KeptItem[]> {
  const items = await db.getAllFromIndex('items', 'owner', owner);
  return items.sort((a, b) => b.keptAt - a.keptAt);
}

/**
 * Removes a kept item: its record, its files from the person's cache (unless another kept item of
 * theirs uses the same file) and any part of a download that had not finished.
 */
export async function removeKept(
  db: KeptDb,
  cache: Pick<Cache, 'delete'>,
  owner: string,
  contentId: number,
): Promise<void> {
  const item = await db.get('items', keptItemId(owner, contentId));
  if (!item) return;
  await db.delete('items', item.id);
  const others = await db.getAllFromIndex('items', 'owner', owner);
  const stillUsed = new Set(others.flatMap((other) => other.files.map((f) => f.address)));
  for (const file of item.files) {
    if (stillUsed.has(file.address)) continue;
    await cache.delete(file.address);
    await db.delete('partials', `${owner}|${file.address}`);
  }
}

/** The player's details of a kept item, when every file of it is on the device. */
export async function keptDetail(db: KeptDb, owner: string, contentId: number): Promise<ContentDetail | null> {
  const item = await db.get('items', keptItemId(owner, contentId));
  return item?.complete ? item.detail : null;
}

/** An interactive lesson kept with its item. */
export async function keptLesson(db: KeptDb, owner: string, contentId: number): Promise<unknown> {
  const item = await db.get('items', keptItemId(owner, contentId));
  return item?.complete ? (item.lesson ?? null) : null;
}
