import { randomBytes, randomUUID } from 'node:crypto';
import { assignmentDueAt, assignmentStartsAt, addCalendarDays, HandinStatus } from '@esc/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../apps/server/src/db/database.js';
import type { Database } from '../apps/server/src/db/schema.js';
import type { Storage } from '../apps/server/src/platform/storage/storage.js';
import { insertBatches } from '../apps/server/src/seed/catalogue-generator.js';
import { SE_PLACE, SE_SCHOOL_ID, type SchoolExportWorld } from './school-export-data.js';

// The export bench school's year of homework, hand-ins, progress and notices, and the files they name.
// None of these modules has a seeding entry (their writes are requests of signed-in people), so the
// rows are bulk inserts in the shape the modules write them.

export const SE_LISTS = Number(process.env.BENCH_SE_LISTS ?? 300);
export const SE_PROGRESS = Number(process.env.BENCH_SE_PROGRESS ?? 200);
export const SE_NOTICES = Number(process.env.BENCH_SE_NOTICES ?? 200);
const ITEMS = 10;
const HANDIN_PHOTOS = 300;
const NOTICE_ATTACHMENTS = 50;
const FIRST_CONTENT = 5_000_001;

let seed = 11;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const iso = (ms: number) => new Date(ms).toISOString();
const uploadKey = (what: string) => `uploads/${SE_SCHOOL_ID}/${what}/${randomUUID()}.jpg`;

/** A stored photo of about 150 KB (random bytes: as incompressible as a JPEG). */
async function photo(storage: Storage, key: string): Promise<void> {
  await storage.put(key, randomBytes(100_000 + Math.floor(random() * 100_000)), 'image/jpeg');
}

/** One learn-list of ITEMS items (the last a task handed in), set as homework to two sections over a week. */
async function homework(db: Db, world: SchoolExportWorld, l: number, photos: string[]): Promise<number> {
  const day = world.days[Math.floor((l * world.days.length) / SE_LISTS)]!;
  const at = iso(assignmentStartsAt(day, 'IN'));
  const pair = [world.sections[l % world.sections.length]!, world.sections[(l + 1) % world.sections.length]!];
  const teacher = pair[0]!.teacher;
  return db.transaction().execute(async (trx) => {
    const { learnlist_id } = await trx
      .insertInto('learnlists')
      .values({
        school_id: SE_SCHOOL_ID,
        owner_uuid: teacher,
        learnlist_name: `Week ${l + 1}: practice and a written task`,
        stage: 2,
        board_id: SE_PLACE.boardId,
        class_id: SE_PLACE.classId,
        subject_id: SE_PLACE.subjectId,
        created_at: at,
        updated_at: at,
      })
      .returning('learnlist_id')
      .executeTakeFirstOrThrow();
    const items = await trx
      .insertInto('learnlist_items')
      .values(
        Array.from({ length: ITEMS }, (_, i) => ({
          learnlist_id,
          item_type: i === ITEMS - 1 ? 4 : 1,
          item_id: i === ITEMS - 1 ? `task-${l}` : String(FIRST_CONTENT + ((l * 7 + i) % 500)),
          syllabus_id: SE_PLACE.topicId,
          syllabus_mapping_id: null,
          group_id: null,
          item_order: i + 1,
          task_text: i === ITEMS - 1 ? 'Solve exercise 1.3 in your notebook and upload a photo.' : null,
          created_at: at,
        })),
      )
      .returning(['item_row_id', 'item_type'])
      .execute();
    const task = items.find((i) => i.item_type === 4)!;
    await trx
      .insertInto('handin_tasks')
      .values({
        learnlist_id,
        item_id: String(task.item_row_id),
        school_id: SE_SCHOOL_ID,
        max_marks: 10,
        set_by: teacher,
        updated_at: at,
      })
      .execute();
    let rows = 0;
    for (const section of pair) {
      const due = addCalendarDays(day, 6);
      const { assign_id } = await trx
        .insertInto('learnlist_assignments')
        .values({
          learnlist_id,
          school_id: SE_SCHOOL_ID,
          assigned_by: teacher,
          is_parent_assigned: 0,
          group_id: null,
          learner_uuid: null,
          assigned_as: '[1,2,3]',
          country_iso: 'IN',
          start_date: day,
          due_date: due,
          starts_at: at,
          due_at: iso(assignmentDueAt(due, 'IN')),
          created_at: at,
          updated_at: at,
        })
        .returning('assign_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('learnlist_assignment_sections')
        .values({ assign_id, section_id: section.sectionId })
        .execute();
      const completions: Insertable<Database['learnlist_completions']>[] = [];
      const handins: Insertable<Database['handins']>[] = [];
      const opens = Date.parse(at);
      for (const uuid of section.learners) {
        for (const item of items) {
          if (random() >= 0.5) continue;
          const done = iso(opens + Math.floor(random() * 5 * 86_400_000));
          completions.push({
            assign_id,
            uuid,
            item_row_id: item.item_row_id,
            completed_on: done,
            first_opened_at: done,
            last_opened_at: done,
          });
        }
        if (random() >= 0.7) continue;
        const handedIn = opens + Math.floor(random() * 6 * 86_400_000);
        const returned = random() < 0.8;
        const files = photos.length > 0 && random() < 0.05 ? [photos.pop()!] : [];
        handins.push({
          assign_id,
          learnlist_id,
          item_id: String(task.item_row_id),
          learner_uuid: uuid,
          school_id: SE_SCHOOL_ID,
          section_id: section.sectionId,
          attempt_no: 1,
          client_handin_id: randomUUID(),
          status: returned ? HandinStatus.Returned : HandinStatus.HandedIn,
          late: 0,
          text: 'I solved all five; the third one, "√2 + √3", I am not sure about.',
          file_keys: JSON.stringify(files),
          handed_in_at: iso(handedIn),
          max_marks: 10,
          marks: returned ? 5 + Math.floor(random() * 6) : null,
          comment: returned ? 'Good work, show every step next time.' : null,
          returned_by: returned ? teacher : null,
          returned_at: returned ? iso(handedIn + 86_400_000) : null,
          updated_at: iso(handedIn),
        });
      }
      await insertBatches(trx, 'learnlist_completions', completions, 300);
      await insertBatches(trx, 'handins', handins, 200);
      rows += completions.length + handins.length;
    }
    return rows;
  });
}

/** SE_PROGRESS progress records per learner over the year, a learner's records in one insert run. */
async function progress(db: Db, world: SchoolExportWorld): Promise<number> {
  const first = Date.parse(world.days[0]!);
  const span = Date.parse(world.days[world.days.length - 1]!) - first;
  let rows = 0;
  for (const s of world.sections) {
    const records: Insertable<Database['learning_progress']>[] = [];
    for (const uuid of s.learners) {
      for (let k = 0; k < SE_PROGRESS; k++) {
        const at = iso(first + Math.floor((k / SE_PROGRESS) * span) + Math.floor(random() * 3_600_000));
        const complete = random() < 0.7;
        records.push({
          id: randomUUID(),
          uuid,
          content_id: FIRST_CONTENT + k,
          total_consumption_ms: complete ? 300_000 : Math.floor(random() * 300_000),
          total_media_ms: 300_000,
          resume_position_ms: complete ? 0 : Math.floor(random() * 300_000),
          is_complete: complete ? 1 : 0,
          source: 1 + (k % 4),
          section_id: s.sectionId,
          enrolled_school_id: SE_SCHOOL_ID,
          group_category_id: 1,
          group_category_name: 'Learn',
          board_id: SE_PLACE.boardId,
          class_id: SE_PLACE.classId,
          completed_at: complete ? at : null,
          created_at: at,
          updated_at: at,
        });
      }
    }
    await db.transaction().execute((trx) => insertBatches(trx, 'learning_progress', records, 300));
    rows += records.length;
  }
  return rows;
}

/** A notice on about every school day, some with an attachment, each read by a share of the learners and parents. */
async function notices(db: Db, world: SchoolExportWorld, attachments: string[]): Promise<number> {
  const readers = [...world.learners, ...world.parents];
  let reads = 0;
  for (let n = 0; n < SE_NOTICES; n++) {
    const at = iso(Date.parse(world.days[Math.floor((n * world.days.length) / SE_NOTICES)]!) + 4 * 3_600_000);
    const keys =
      n % Math.ceil(SE_NOTICES / NOTICE_ATTACHMENTS) === 0 && attachments.length > 0 ? [attachments.pop()!] : [];
    await db.transaction().execute(async (trx) => {
      const { notice_id } = await trx
        .insertInto('notices')
        .values({
          school_id: SE_SCHOOL_ID,
          author_uuid: world.adminUuid,
          notice_title: `Notice ${n + 1}: parent–teacher meeting`,
          notice_text: 'The parent–teacher meeting is on Saturday at 10:00 in the hall. अभिभावक-शिक्षक बैठक शनिवार को है।',
          audience: 'school',
          attachment_keys: JSON.stringify(keys),
          publish_at: at,
          notified_at: at,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        })
        .returning('notice_id')
        .executeTakeFirstOrThrow();
      const start = Math.floor(random() * readers.length);
      const who = Array.from({ length: 300 }, (_, k) => readers[(start + k * 13) % readers.length]!);
      await insertBatches(
        trx,
        'notice_reads',
        [...new Set(who)].map((uuid) => ({ notice_id, uuid, read_at: at })),
        300,
      );
      reads += new Set(who).size;
    });
  }
  return reads;
}

/** The school's homework, hand-ins, progress, notices and their uploads in storage. */
export async function prepareRecords(db: Db, storage: Storage, world: SchoolExportWorld) {
  let started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const photos = Array.from({ length: HANDIN_PHOTOS }, () => uploadKey('handins'));
  const attachments = Array.from({ length: NOTICE_ATTACHMENTS }, () => uploadKey('notices'));
  for (const key of [...photos, ...attachments]) await photo(storage, key);
  console.log(`  ${photos.length + attachments.length} uploads in storage in ${elapsed()}`);
  started = Date.now();
  let rows = 0;
  for (let l = 0; l < SE_LISTS; l++) rows += await homework(db, world, l, photos);
  console.log(
    `  ${SE_LISTS} learn-lists set as ${SE_LISTS * 2} homework, ${rows} completions and hand-ins in ${elapsed()}`,
  );
  started = Date.now();
  console.log(`  ${await progress(db, world)} progress records in ${elapsed()}`);
  started = Date.now();
  console.log(`  ${SE_NOTICES} notices, ${await notices(db, world, attachments)} reads in ${elapsed()}`);
}
