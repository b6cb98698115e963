import { randomUUID } from 'node:crypto';
import { assignmentDueAt, assignmentStartsAt, localDate, addCalendarDays } from '@esc/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../apps/server/src/db/database.js';
import type { LearningProgressTable, LearnListCompletionsTable, UsersTable } from '../apps/server/src/db/schema.js';
import { insertBatches } from '../apps/server/src/seed/catalogue-generator.js';
import { hashPassword } from '../apps/server/src/platform/auth/password.js';
import { benchPerson } from './bench-people.js';

// A generated school for the homework benchmarks: 2,000 learners in sections of 60, a teacher, and
// 500 learn-lists of 50 items, each given to two sections; about a tenth of every homework's cells
// completed, and half of the measured one (with its learners' progress, for time spent).

export const LL_SCHOOL_ID = 990_001;
export const LL_PASSWORD = 'Demo@1234';
export const LL_TEACHER = 'll-teacher@bench.invalid';
export const LL_STUDENT = 'll-student-0@bench.invalid';
const STUDENTS = 2_000;
const SECTION_SIZE = 60;
const LISTS = 500;
const ITEMS = 50;
const FIRST_SECTION = 990_101;

export interface LearnListBench {
  listId: number;
  assignId: number;
  sectionId: number;
}

/** The school, its sections and people; answers the learners' uuids by section. */
async function people(db: Db, boardId: number, classId: number, at: string): Promise<Map<number, string[]>> {
  const hash = await hashPassword(LL_PASSWORD);
  await db
    .insertInto('schools')
    .values({ school_id: LL_SCHOOL_ID, school_name: 'Bench School', institute_type: 1, school_status: 1 })
    .execute();
  const sections = Math.ceil(STUDENTS / SECTION_SIZE);
  await insertBatches(
    db,
    'sections',
    Array.from({ length: sections }, (_, i) => ({
      section_id: FIRST_SECTION + i,
      school_id: LL_SCHOOL_ID,
      board_id: boardId,
      class_id: classId,
      section_name: `S-${i + 1}`,
      valid_from: '2020-04-01',
      valid_until: null,
    })),
  );
  const teacher = randomUUID();
  await db
    .insertInto('users')
    .values(benchPerson(teacher, 0, 3, LL_TEACHER, hash, at))
    .execute();
  await insertBatches(
    db,
    'memberships',
    Array.from({ length: sections }, (_, i) => ({
      id: randomUUID(),
      user_uuid: teacher,
      school_id: LL_SCHOOL_ID,
      section_id: FIRST_SECTION + i,
      created_at: at,
    })),
  );
  const bySection = new Map<number, string[]>();
  const users: Insertable<UsersTable>[] = [];
  const memberships = [];
  for (let n = 0; n < STUDENTS; n++) {
    const uuid = randomUUID();
    const sectionId = FIRST_SECTION + Math.floor(n / SECTION_SIZE);
    bySection.set(sectionId, [...(bySection.get(sectionId) ?? []), uuid]);
    users.push(benchPerson(uuid, n, 1, `ll-student-${n}@bench.invalid`, n === 0 ? hash : null, at));
    memberships.push({
      id: randomUUID(),
      user_uuid: uuid,
      school_id: LL_SCHOOL_ID,
      section_id: sectionId,
      created_at: at,
    });
  }
  await insertBatches(db, 'users', users, 200);
  await insertBatches(db, 'memberships', memberships, 200);
  return bySection;
}

/**
 * Makes the school once (kept while it exists) and answers the measured homework: list 1's
 * assignment to the measured student's section.
 */
export async function prepareLearnListBench(
  db: Db,
  contentIds: readonly number[],
  place: { boardId: number; classId: number },
  afterGenerating: () => Promise<unknown>,
): Promise<LearnListBench> {
  const existing = await db
    .selectFrom('schools')
    .select('school_id')
    .where('school_id', '=', LL_SCHOOL_ID)
    .executeTakeFirst();
  if (!existing) {
    const started = Date.now();
    process.stdout.write('  homework school (2,000 learners, 500 lists of 50 items)...');
    await generate(db, contentIds, place);
    await afterGenerating();
    console.log(` ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return prepareLearnListBenchIds(db);
}

/** The measured homework of a generated school: list 1's assignment to the measured student's section. */
export async function prepareLearnListBenchIds(db: Db): Promise<LearnListBench> {
  const first = await db
    .selectFrom('learnlist_assignments as a')
    .innerJoin('learnlist_assignment_sections as s', 's.assign_id', 'a.assign_id')
    .select(['a.learnlist_id', 'a.assign_id', 's.section_id'])
    .where('a.school_id', '=', LL_SCHOOL_ID)
    .where('s.section_id', '=', FIRST_SECTION)
    .orderBy('a.assign_id')
    .executeTakeFirstOrThrow();
  return { listId: first.learnlist_id, assignId: first.assign_id, sectionId: first.section_id };
}

async function generate(
  db: Db,
  contentIds: readonly number[],
  place: { boardId: number; classId: number },
): Promise<void> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const bySection = await people(db, place.boardId, place.classId, at);
  const sectionIds = [...bySection.keys()];
  const teacher = await db.selectFrom('users').select('uuid').where('email', '=', LL_TEACHER).executeTakeFirstOrThrow();
  const today = localDate(now, 'IN');
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  for (let l = 0; l < LISTS; l++) {
    await db.transaction().execute(async (trx) => {
      const { learnlist_id } = await trx
        .insertInto('learnlists')
        .values({
          school_id: LL_SCHOOL_ID,
          owner_uuid: teacher.uuid,
          learnlist_name: `Bench list ${l + 1}`,
          stage: 2,
          board_id: place.boardId,
          class_id: place.classId,
          subject_id: null,
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
            item_type: i % 10 === 9 ? 4 : 1,
            item_id: i % 10 === 9 ? `task-${i}` : String(contentIds[(l * 7 + i) % contentIds.length]),
            syllabus_id: null,
            syllabus_mapping_id: null,
            group_id: null,
            item_order: i + 1,
            task_text: i % 10 === 9 ? 'Write a summary.' : null,
            created_at: at,
          })),
        )
        .returning(['item_row_id', 'item_id', 'item_type'])
        .execute();
      for (const sectionId of [sectionIds[l % sectionIds.length]!, sectionIds[(l + 1) % sectionIds.length]!]) {
        const { assign_id } = await trx
          .insertInto('learnlist_assignments')
          .values({
            learnlist_id,
            school_id: LL_SCHOOL_ID,
            assigned_by: teacher.uuid,
            is_parent_assigned: 0,
            group_id: null,
            learner_uuid: null,
            assigned_as: '[1,2,3]',
            country_iso: 'IN',
            start_date: addCalendarDays(today, -2),
            due_date: addCalendarDays(today, 5 + (l % 10)),
            starts_at: new Date(assignmentStartsAt(addCalendarDays(today, -2), 'IN')).toISOString(),
            due_at: new Date(assignmentDueAt(addCalendarDays(today, 5 + (l % 10)), 'IN')).toISOString(),
            created_at: at,
            updated_at: at,
          })
          .returning('assign_id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('learnlist_assignment_sections').values({ assign_id, section_id: sectionId }).execute();
        const measured = l === 0 && sectionId === sectionIds[0];
        const share = measured ? 0.5 : 0.1;
        const completions: Insertable<LearnListCompletionsTable>[] = [];
        const progress: Insertable<LearningProgressTable>[] = [];
        for (const uuid of bySection.get(sectionId)!) {
          for (const item of items) {
            if (random() >= share) continue;
            // Each cell its own instants (to the millisecond) within the two days the homework was open,
            // as learners' opens and completions are: a report's instants do not repeat.
            const opened = new Date(now - Math.floor(random() * 2 * 86_400_000)).toISOString();
            completions.push({
              assign_id,
              uuid,
              item_row_id: item.item_row_id,
              completed_on: opened,
              first_opened_at: opened,
              last_opened_at: opened,
            });
            if (measured && item.item_type === 1) {
              progress.push({
                id: randomUUID(),
                uuid,
                content_id: Number(item.item_id),
                total_consumption_ms: 120_000,
                total_media_ms: 120_000,
                is_complete: 1,
                source: 1,
                completed_at: at,
                created_at: at,
                updated_at: at,
              });
            }
          }
        }
        await insertBatches(trx, 'learnlist_completions', completions, 300);
        await insertBatches(trx, 'learning_progress', progress, 200);
      }
    });
  }
}
