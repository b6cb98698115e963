import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContentsTable, Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

export interface BoardClassPair {
  board_id: number;
  class_id: number;
}

/** Fields an edit may set on a content row. */
export type ContentFields = Partial<Pick<ContentsTable, 'content_size' | 'transcoded_key'>>;

export interface TagValueChange {
  tag_id: number;
  tag_value_id: number;
  tag_value: string;
}

export type EditResult =
  | { kind: 'done'; version: number; pairs: BoardClassPair[] }
  | { kind: 'missing' }
  | { kind: 'stale'; current: number }
  | { kind: 'tag-of-another-tag' };

class TagOfAnotherTag extends Error {}

export type ContentEditsRepository = ReturnType<typeof createContentEditsRepository>;

/**
 * Writes to the catalogue's content: each edit runs in one transaction with an optimistic version
 * check, the change, contents.version + 1, and a syllabus version bump of every board and class the
 * content is mapped to (so cached trees refetch). Also the platform editors (who may edit the catalogue).
 */
/** The cache version a content edit moves in its transaction: answers that show contents' titles follow it. */
export const CONTENT_TITLES_CACHE = 'catalogue.contents';

/** edited: moves CONTENT_TITLES_CACHE in the edit's transaction (absent in scripts that keep no cache). */
export function createContentEditsRepository(db: Db, edited?: (trx: Trx) => Promise<void>) {
  async function bumpSyllabusVersions(trx: Trx, pairs: readonly BoardClassPair[], now: string): Promise<void> {
    for (const { board_id, class_id } of pairs) {
      await trx
        .insertInto('syllabus_versions')
        .values({ board_id, class_id, version: 2, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['board_id', 'class_id']).doUpdateSet((eb) => ({
            version: eb('syllabus_versions.version', '+', 1),
            updated_at: now,
          })),
        )
        .execute();
    }
  }

  async function setTag(trx: Trx, contentId: number, change: TagValueChange): Promise<void> {
    const existing = await trx
      .selectFrom('tags')
      .selectAll()
      .where('tag_value_id', '=', change.tag_value_id)
      .executeTakeFirst();
    if (existing && existing.tag_id !== change.tag_id) throw new TagOfAnotherTag();
    if (existing) {
      await trx
        .updateTable('tags')
        .set({ tag_value: change.tag_value })
        .where('tag_value_id', '=', change.tag_value_id)
        .execute();
    } else {
      const sibling = await trx
        .selectFrom('tags')
        .select('tag_name')
        .where('tag_id', '=', change.tag_id)
        .executeTakeFirst();
      await trx
        .insertInto('tags')
        .values({
          tag_value_id: change.tag_value_id,
          tag_id: change.tag_id,
          tag_name: sibling?.tag_name ?? `Tag ${change.tag_id}`,
          tag_value: change.tag_value,
        })
        .execute();
    }
    await trx
      .deleteFrom('content_tags')
      .where('content_id', '=', contentId)
      .where('tag_value_id', 'in', (eb) =>
        eb.selectFrom('tags').select('tag_value_id').where('tag_id', '=', change.tag_id),
      )
      .execute();
    await trx.insertInto('content_tags').values({ content_id: contentId, tag_value_id: change.tag_value_id }).execute();
  }

  /** One edit: fields and/or the content's value of a tag, under the version the editor saw. */
  async function edit(
    contentId: number,
    expectedVersion: number | undefined,
    change: { fields?: ContentFields; tag?: TagValueChange },
    now: string,
  ): Promise<EditResult> {
    try {
      return await db.transaction().execute(async (trx): Promise<EditResult> => {
        const current = await trx
          .selectFrom('contents')
          .select('version')
          .where('content_id', '=', contentId)
          .executeTakeFirst();
        if (!current) return { kind: 'missing' };
        if (expectedVersion !== undefined && expectedVersion !== current.version) {
          return { kind: 'stale', current: current.version };
        }
        if (change.tag) await setTag(trx, contentId, change.tag);
        // The version in the WHERE makes a concurrent writer that read the same version lose here.
        const result = await trx
          .updateTable('contents')
          .set((eb) => ({ ...change.fields, version: eb('version', '+', 1), updated_at: now }))
          .where('content_id', '=', contentId)
          .where('version', '=', current.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new StaleWrite(current.version);
        const pairs: BoardClassPair[] = await trx
          .selectFrom('content_mappings')
          .select(['board_id', 'class_id'])
          .distinct()
          .where('content_id', '=', contentId)
          .orderBy('board_id')
          .orderBy('class_id')
          .execute();
        await bumpSyllabusVersions(trx, pairs, now);
        await edited?.(trx);
        return { kind: 'done', version: current.version + 1, pairs };
      });
    } catch (err) {
      // Thrown to roll the transaction back; answered as results.
      if (err instanceof TagOfAnotherTag) return { kind: 'tag-of-another-tag' };
      if (err instanceof StaleWrite) return { kind: 'stale', current: err.version };
      throw err;
    }
  }

  return {
    edit,

    /** The owners of several contents (null: the platform's catalogue); a missing content is left out. */
    async ownersOf(contentIds: readonly number[]) {
      if (contentIds.length === 0) return [];
      return db
        .selectFrom('contents')
        .select(['content_id', 'owner_school_id'])
        .where('content_id', 'in', contentIds)
        .execute();
    },

    async isPlatformEditor(uuid: string): Promise<boolean> {
      const row = await db.selectFrom('platform_editors').select('uuid').where('uuid', '=', uuid).executeTakeFirst();
      return !!row;
    },

    /** Every platform editor (a handful of the operator's staff). */
    async platformEditorUuids(): Promise<string[]> {
      return (await db.selectFrom('platform_editors').select('uuid').orderBy('uuid').execute()).map((r) => r.uuid);
    },

    /** True when the person was not an editor before. */
    async grantPlatformEditor(uuid: string, grantedAt: string, grantedBy: string): Promise<boolean> {
      const result = await db
        .insertInto('platform_editors')
        .values({ uuid, granted_at: grantedAt, granted_by: grantedBy })
        .onConflict((oc) => oc.column('uuid').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** True when the person was an editor. */
    async revokePlatformEditor(uuid: string): Promise<boolean> {
      const result = await db.deleteFrom('platform_editors').where('uuid', '=', uuid).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

class StaleWrite extends Error {
  constructor(readonly version: number) {
    super('stale write');
  }
}
