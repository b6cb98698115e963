import type { Kysely } from 'kysely';

// A notification may quote a person's own words to someone else (a learner's doubt, to the teachers):
// `words_of` names that person, so that erasing them empties the quote in everyone's centre. Rows
// written before name the learner through their doubt (`data.doubt_id`); those are filled in here,
// and a quote whose doubt is gone (erased with its learner before this) is emptied.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
type Db = Kysely<any>;

const PAGE = 500;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('words_of', 'text').execute();
  await db.schema.createIndex('notifications_words_of').on('notifications').column('words_of').execute();
  for (let after = ''; ;) {
    const rows: { id: string; data: string | null }[] = await db
      .selectFrom('notifications')
      .select(['id', 'data'])
      .where('kind', '=', 'doubt_asked')
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    const doubtOf = new Map(rows.map((r) => [r.id, doubtIdIn(r.data)]));
    const doubtIds = [...new Set([...doubtOf.values()].filter((id): id is number => id !== null))];
    const learners: { doubt_id: number; learner_uuid: string }[] =
      doubtIds.length === 0
        ? []
        : await db
            .selectFrom('doubts')
            .select(['doubt_id', 'learner_uuid'])
            .where('doubt_id', 'in', doubtIds)
            .execute();
    const learnerOf = new Map(learners.map((l) => [l.doubt_id, l.learner_uuid]));
    for (const [id, doubtId] of doubtOf) {
      const learner = doubtId === null ? undefined : learnerOf.get(doubtId);
      // A doubt that is gone went with its learner's erasure: its quote goes now.
      const set = learner ? { words_of: learner } : { body: '' };
      await db.updateTable('notifications').set(set).where('id', '=', id).execute();
    }
  }
}

function doubtIdIn(data: string | null): number | null {
  try {
    const id = (JSON.parse(data ?? 'null') as { doubt_id?: unknown } | null)?.doubt_id;
    return typeof id === 'number' && Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_words_of').execute();
  await db.schema.alterTable('notifications').dropColumn('words_of').execute();
}
