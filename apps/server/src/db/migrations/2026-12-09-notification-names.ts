import type { Kysely } from 'kysely';

// Notifications name people by reference from now on (`{ child: { person: uuid, part: 'first' } }`),
// the name looked up when read, so a corrected name reads corrected and an erased learner reads
// "Former learner". Rows written before kept the name's words in `message_params` and in the English
// `title`/`body`. This rewrites them once, rather than leaving them for each erasure to find: a name
// corrected today reaches the older rows too, and an erasure need not know how rows once looked.
// A row says whose name it holds by its `data` (child_uuid, learner_uuid), the end of its event id
// (`...:parents:<uuid>`), or its hand-in (handin_id); a row that says nowhere is deleted, since it
// could not be kept without the name. The words below are the English the stored text now uses.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
type Db = Kysely<any>;

const KINDS = [
  'attendance_absent',
  'attendance_absence_warning',
  'handin_received',
  'assessment_results_published',
  'paper_assigned',
  'doubt_answered',
];
const WORDS: Record<string, string> = { child: 'Your child', learner: 'A learner' };
const PAGE = 500;
const UUID_AT_END = /:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

interface Row {
  id: string;
  event_id: string;
  kind: string;
  title: string;
  body: string;
  message_params: string;
  data: string | null;
}

function objectOf(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function learnerOfHandin(db: Db, handinId: unknown): Promise<string | null> {
  if (typeof handinId !== 'number') return null;
  const row = await db
    .selectFrom('handins')
    .select('learner_uuid')
    .where('handin_id', '=', handinId)
    .executeTakeFirst();
  return (row?.learner_uuid as string | undefined) ?? null;
}

async function personOf(db: Db, row: Row): Promise<string | null> {
  const data = objectOf(row.data);
  for (const key of ['child_uuid', 'learner_uuid']) if (typeof data[key] === 'string') return data[key];
  const fromId = UUID_AT_END.exec(row.event_id)?.[1];
  if (fromId) return fromId;
  return row.kind === 'handin_received' ? learnerOfHandin(db, data.handin_id) : null;
}

/** The row rewritten with a reference, or null when it does not say whose name it holds. */
async function rewritten(db: Db, row: Row): Promise<Partial<Row> | null | 'as-is'> {
  const params = objectOf(row.message_params);
  const named = Object.keys(WORDS).filter((name) => typeof params[name] === 'string');
  if (named.length === 0) return 'as-is';
  const uuid = await personOf(db, row);
  if (!uuid) return null;
  let { title, body } = row;
  for (const name of named) {
    const words = String(params[name]).trim();
    if (words) [title, body] = [title.replaceAll(words, WORDS[name]!), body.replaceAll(words, WORDS[name]!)];
    params[name] = { person: uuid, part: row.kind === 'attendance_absence_warning' ? 'full' : 'first' };
  }
  return { title, body, message_params: JSON.stringify(params) };
}

export async function up(db: Db): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('notifications')
      .select(['id', 'event_id', 'kind', 'title', 'body', 'message_params', 'data'])
      .where('kind', 'in', KINDS)
      .where('message_params', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as Row[];
    if (rows.length === 0) return;
    for (const row of rows) {
      const change = await rewritten(db, row);
      if (change === 'as-is') continue;
      if (change === null) await db.deleteFrom('notifications').where('id', '=', row.id).execute();
      else await db.updateTable('notifications').set(change).where('id', '=', row.id).execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

/** The names' words cannot come back (that is the point); the references read on as they are. */
export async function down(): Promise<void> {}
