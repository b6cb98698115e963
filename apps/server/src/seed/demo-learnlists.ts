import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  assignmentDueAt,
  assignmentStartsAt,
  LearnListItemType,
  LearnListStage,
  localDate,
  UserType,
} from '@esc/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { LearnListItemsTable } from '../db/schema.js';
import { CLASSMATES, SUNRISE, uuidsOf, type SeedSchool } from './seed-school.js';

// The demo teacher's homework: a list given to 10-A that some learners have worked on, one
// given to 10-B due tomorrow, and a draft, all made of the demo catalogue's own class 10 content.

/** The 10-A homework with the platform's paper and yesterday's recorded class among its items. */
export const DEMO_HOMEWORK_LIST = 'Acids, Bases and Salts — Homework 1';
/** The platform's practice paper that homework holds (demo-papers.ts). */
export const DEMO_HOMEWORK_PAPER_ID = 90002;

type Item = Omit<Insertable<LearnListItemsTable>, 'learnlist_id' | 'item_row_id' | 'created_at'>;

/** Class 10 content of a chapter, topic by topic, in the catalogue's order. */
async function chapterContent(db: Db, chapter: string, count: number) {
  return db
    .selectFrom('content_mappings as m')
    .innerJoin('syllabus_nodes as n', 'n.syllabus_id', 'm.chapter_id')
    .innerJoin('contents as c', 'c.content_id', 'm.content_id')
    .select(['c.content_id', 'c.total_media_time_ms', 'm.syllabus_id', 'm.syllabus_mapping_id', 'm.group_id'])
    .where('n.syllabus_name', '=', chapter)
    .where('m.class_id', '=', 1010)
    .where('c.language_id', '=', 1)
    .where('c.content_kind', 'in', ['video', 'pdf', 'interactive', 'study_notes'])
    .orderBy('m.syllabus_id')
    .orderBy('m.display_order')
    .limit(count)
    .execute();
}

const contentItems = (rows: Awaited<ReturnType<typeof chapterContent>>): Item[] =>
  rows.map((r, i) => ({
    item_type: LearnListItemType.Content,
    item_id: String(r.content_id),
    syllabus_id: r.syllabus_id,
    syllabus_mapping_id: r.syllabus_mapping_id,
    group_id: r.group_id,
    item_order: i + 1,
    task_text: null,
  }));

const task = (order: number, text: string): Item => ({
  item_type: LearnListItemType.Task,
  item_id: `task-${order}`,
  syllabus_id: null,
  syllabus_mapping_id: null,
  group_id: null,
  item_order: order,
  task_text: text,
});

/** A paper item: the platform's paper, taken as the learner's own attempt from the homework. */
const paper = (order: number, paperId: number): Item => ({
  ...task(order, ''),
  item_type: LearnListItemType.Paper,
  item_id: String(paperId),
  task_text: null,
});

async function insertList(
  db: Db,
  school: SeedSchool,
  owner: string,
  name: string,
  stage: LearnListStage,
  subjectName: string,
  items: Item[],
  at: string,
) {
  const subject = await db
    .selectFrom('syllabus_nodes')
    .select('syllabus_id')
    .where('parent_id', '=', 1010)
    .where('syllabus_name', '=', subjectName)
    .executeTakeFirst();
  const { learnlist_id } = await db
    .insertInto('learnlists')
    .values({
      school_id: school.schoolId,
      owner_uuid: owner,
      learnlist_name: name,
      stage,
      board_id: 101,
      class_id: 1010,
      subject_id: subject?.syllabus_id ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('learnlist_id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('learnlist_items')
    .values(items.map((i) => ({ ...i, learnlist_id, created_at: at })))
    .returning(['item_row_id', 'item_id'])
    .execute();
  return { learnlist_id, rows };
}

async function assign(
  db: Db,
  school: SeedSchool,
  listId: number,
  owner: string,
  sectionId: number,
  start: string,
  due: string,
  at: string,
) {
  const { assign_id } = await db
    .insertInto('learnlist_assignments')
    .values({
      learnlist_id: listId,
      school_id: school.schoolId,
      assigned_by: owner,
      is_parent_assigned: 0,
      group_id: null,
      learner_uuid: null,
      assigned_as: JSON.stringify([1, 2, 3]),
      country_iso: 'IN',
      start_date: start,
      due_date: due,
      starts_at: new Date(assignmentStartsAt(start, 'IN')).toISOString(),
      due_at: new Date(assignmentDueAt(due, 'IN')).toISOString(),
      created_at: at,
      updated_at: at,
    })
    .returning('assign_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('learnlist_assignment_sections').values({ assign_id, section_id: sectionId }).execute();
  return assign_id;
}

async function addClassmates(db: Db, school: SeedSchool, passwordHash: string, createdAt: string): Promise<string[]> {
  const uuids: string[] = [];
  for (const [role, c] of Object.entries(CLASSMATES) as [keyof typeof CLASSMATES, (typeof CLASSMATES)['kavya']][]) {
    const uuid = randomUUID();
    uuids.push(uuid);
    await db
      .insertInto('users')
      .values({
        uuid,
        user_type_id: UserType.Student,
        role: null,
        first_name: c.first,
        last_name: c.last,
        email: school.people[role].email,
        mobile: school.people[role].mobile,
        country_iso: 'IN',
        password_hash: passwordHash,
        gts_user_id: null,
        em_user_id: null,
        created_at: createdAt,
      })
      .execute();
    await db
      .insertInto('memberships')
      .values({
        id: randomUUID(),
        user_uuid: uuid,
        school_id: school.schoolId,
        section_id: school.tenA,
        created_at: createdAt,
      })
      .execute();
  }
  return uuids;
}

/** Completions in 10-A: content counts once its progress record is complete, so the seed writes both. */
async function work(
  db: Db,
  school: SeedSchool,
  assignId: number,
  learner: string,
  done: { item_row_id: number; content?: { id: number; ms: number } }[],
  at: (daysAgo: number) => string,
) {
  for (const [i, d] of done.entries()) {
    const when = at(2 - i * 0.25);
    await db
      .insertInto('learnlist_completions')
      .values({
        assign_id: assignId,
        uuid: learner,
        item_row_id: d.item_row_id,
        completed_on: when,
        first_opened_at: when,
        last_opened_at: when,
      })
      .execute();
    if (!d.content) continue;
    await db
      .insertInto('learning_progress')
      .values({
        id: randomUUID(),
        uuid: learner,
        content_id: d.content.id,
        total_consumption_ms: Math.max(d.content.ms, 120_000),
        total_media_ms: d.content.ms,
        is_complete: 1,
        source: 1,
        section_id: school.tenA,
        enrolled_school_id: school.schoolId,
        board_id: 101,
        class_id: 1010,
        completed_at: when,
        created_at: when,
        updated_at: when,
      })
      .execute();
  }
}

/** The teacher's three lists; runs inside the demo seed's transaction, after the catalogue. */
export async function seedDemoLearnLists(
  db: Db,
  now: number,
  passwordHash: string,
  school: SeedSchool = SUNRISE,
): Promise<void> {
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const { teacher, student } = await uuidsOf(db, school, ['teacher', 'student']);
  if (!teacher || !student) return;
  const classmates = await addClassmates(db, school, passwordHash, at(30));
  const today = localDate(now, 'IN');

  const acids = await chapterContent(db, 'Acids, Bases and Salts', 4);
  const a = await insertList(
    db,
    school,
    teacher,
    DEMO_HOMEWORK_LIST,
    LearnListStage.Published,
    'Science',
    [
      ...contentItems(acids),
      task(
        5,
        'Test three things from your kitchen with turmeric paper and write down which are acids and which are bases.',
      ),
      paper(6, DEMO_HOMEWORK_PAPER_ID),
    ],
    at(4),
  );
  const aAssign = await assign(
    db,
    school,
    a.learnlist_id,
    teacher,
    school.tenA,
    addCalendarDays(today, -3),
    addCalendarDays(today, 3),
    at(3),
  );
  const row = (i: number) => ({
    item_row_id: a.rows[i]!.item_row_id,
    ...(i < acids.length ? { content: { id: acids[i]!.content_id, ms: acids[i]!.total_media_time_ms } } : {}),
  });
  const [kavya, rohan, ananya] = classmates;
  await work(
    db,
    school,
    aAssign,
    kavya!,
    a.rows.map((_, i) => row(i)),
    at,
  );
  await work(db, school, aAssign, rohan!, [row(0), row(1), row(4)], at);
  await work(db, school, aAssign, ananya!, [row(4)], at);
  await work(db, school, aAssign, student, [row(1), row(4)], at);

  const light = await chapterContent(db, 'Light – Reflection and Refraction', 3);
  const b = await insertList(
    db,
    school,
    teacher,
    'Light — Reflection and Refraction',
    LearnListStage.Published,
    'Science',
    [...contentItems(light), task(4, 'Draw the ray diagram for an object placed between F and 2F of a convex lens.')],
    at(2),
  );
  await assign(
    db,
    school,
    b.learnlist_id,
    teacher,
    school.tenB,
    addCalendarDays(today, -1),
    addCalendarDays(today, 1),
    at(1),
  );

  const numbers = await chapterContent(db, 'Real Numbers', 3);
  await insertList(
    db,
    school,
    teacher,
    'Real Numbers — practice',
    LearnListStage.Draft,
    'Mathematics',
    contentItems(numbers),
    at(1),
  );
}
