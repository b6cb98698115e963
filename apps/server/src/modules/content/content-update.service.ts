import type { ContentUpdateData } from '@esc/contracts';
import type { Db } from '../../db/database.js';
import type { ContentsTable, Database } from '../../db/schema.js';
import type { Transaction } from 'kysely';
import { AppError } from '../../platform/errors/app-error.js';
import { isSafeKey } from '../../platform/storage/storage.js';
import { notifySyllabusChanged } from '../catalogue/syllabus-version-state.js';
import { createSyllabusVersionService, type BoardClass } from '../catalogue/syllabus-version.service.js';
import { keyFromPath } from '../media/media-access.service.js';

type Trx = Transaction<Database>;

export type ContentUpdateService = ReturnType<typeof createContentUpdateService>;

/**
 * Staff edits of content (spec 001 §7). Each runs in one transaction: an optimistic version check
 * (the version the editor saw; a stale one is 409 CONFLICT), the change, contents.version + 1, and a
 * syllabus version bump of every board and class the content is mapped to, so cached trees refetch.
 */
export function createContentUpdateService(deps: { db: Db; clock: () => number }) {
  const { db, clock } = deps;

  async function update(
    contentId: number,
    expectedVersion: number | undefined,
    change: (trx: Trx) => Promise<Partial<Pick<ContentsTable, 'content_size' | 'transcoded_key'>>>,
  ): Promise<ContentUpdateData> {
    const updated = await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('contents')
        .select('version')
        .where('content_id', '=', contentId)
        .executeTakeFirst();
      if (!current) throw new AppError('NOT_FOUND', 'No such content.');
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        throw new AppError(
          'CONFLICT',
          `The content changed meanwhile (version ${current.version}). Reload and try again.`,
        );
      }
      const fields = await change(trx);
      // The version in the WHERE makes a concurrent writer that read the same version lose here.
      const result = await trx
        .updateTable('contents')
        .set((eb) => ({ ...fields, version: eb('version', '+', 1), updated_at: new Date(clock()).toISOString() }))
        .where('content_id', '=', contentId)
        .where('version', '=', current.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1)
        throw new AppError('CONFLICT', 'The content changed meanwhile. Reload and try again.');
      const pairs: BoardClass[] = await trx
        .selectFrom('content_mappings')
        .select(['board_id', 'class_id'])
        .distinct()
        .where('content_id', '=', contentId)
        .orderBy('board_id')
        .orderBy('class_id')
        .execute();
      await createSyllabusVersionService({ db: trx, clock }).bump(pairs);
      return { content_id: contentId, version: current.version + 1, syllabus_versions: pairs };
    });
    // After the commit: cached tree answers and content rows of this process go at once (others
    // see the new versions within their refresh interval).
    notifySyllabusChanged(db);
    return updated;
  }

  function updateSize(contentId: number, size: number, version: number) {
    return update(contentId, version, async () => ({ content_size: size }));
  }

  function updateTranscodedUrl(contentId: number, url: string, version: number) {
    const key = keyFromPath(url);
    if (!isSafeKey(key)) {
      throw new AppError('VALIDATION_FAILED', 'Not a storage key or media URL.', {
        errors: [{ field: 'content_transcoded_url', message: 'must be a storage key or a media URL of this server' }],
      });
    }
    return update(contentId, version, async () => ({ transcoded_key: key }));
  }

  /** Sets the content's value of one tag (tag_id): the value row is created or renamed, the old value of that tag replaced. */
  function updateTagValue(input: {
    content_id: number;
    tag_id: number;
    tag_value_id: number;
    tag_value: string;
    version?: number;
  }) {
    return update(input.content_id, input.version, async (trx) => {
      const existing = await trx
        .selectFrom('tags')
        .selectAll()
        .where('tag_value_id', '=', input.tag_value_id)
        .executeTakeFirst();
      if (existing && existing.tag_id !== input.tag_id) {
        throw new AppError('CONFLICT', `Tag value ${input.tag_value_id} belongs to another tag.`);
      }
      if (existing) {
        await trx
          .updateTable('tags')
          .set({ tag_value: input.tag_value })
          .where('tag_value_id', '=', input.tag_value_id)
          .execute();
      } else {
        const sibling = await trx
          .selectFrom('tags')
          .select('tag_name')
          .where('tag_id', '=', input.tag_id)
          .executeTakeFirst();
        await trx
          .insertInto('tags')
          .values({
            tag_value_id: input.tag_value_id,
            tag_id: input.tag_id,
            tag_name: sibling?.tag_name ?? `Tag ${input.tag_id}`,
            tag_value: input.tag_value,
          })
          .execute();
      }
      await trx
        .deleteFrom('content_tags')
        .where('content_id', '=', input.content_id)
        .where('tag_value_id', 'in', (eb) =>
          eb.selectFrom('tags').select('tag_value_id').where('tag_id', '=', input.tag_id),
        )
        .execute();
      await trx
        .insertInto('content_tags')
        .values({ content_id: input.content_id, tag_value_id: input.tag_value_id })
        .execute();
      return {};
    });
  }

  return { updateSize, updateTranscodedUrl, updateTagValue };
}
