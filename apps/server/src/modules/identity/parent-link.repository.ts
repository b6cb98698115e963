import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PendingParentLinksTable } from '../../db/schema.js';

export type PendingParentLink = Selectable<PendingParentLinksTable>;

export type ParentLinkRepository = ReturnType<typeof createParentLinkRepository>;

/** Links a school asked for, waiting for the parent's code; over the database or a transaction. */
export function createParentLinkRepository(db: Db) {
  /** A request for a pair that waits already is renewed (new school, new expiry), not doubled. */
  async function upsert(rows: readonly Insertable<PendingParentLinksTable>[]): Promise<PendingParentLink[]> {
    const out: PendingParentLink[] = [];
    for (const row of rows) {
      const saved = await db
        .insertInto('pending_parent_links')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['parent_uuid', 'child_uuid']).doUpdateSet({
            school_id: row.school_id,
            requested_by: row.requested_by ?? null,
            expires_at: row.expires_at,
            created_at: row.created_at,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      out.push(saved);
    }
    return out;
  }

  async function openOfParent(parentUuid: string, now: string): Promise<PendingParentLink[]> {
    return db
      .selectFrom('pending_parent_links')
      .selectAll()
      .where('parent_uuid', '=', parentUuid)
      .where('expires_at', '>', now)
      .orderBy('created_at')
      .execute();
  }

  async function find(id: string): Promise<PendingParentLink | undefined> {
    return db.selectFrom('pending_parent_links').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function remove(id: string): Promise<void> {
    await db.deleteFrom('pending_parent_links').where('id', '=', id).execute();
  }

  return { upsert, openOfParent, find, remove };
}
