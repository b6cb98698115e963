import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.js';
import type { Services } from '../apps/server/src/modules/composition-root.js';
import { createTokenService } from '../apps/server/src/platform/auth/tokens.js';
import { insertBatches } from '../apps/server/src/seed/catalogue-generator.js';
import { seedDemoWorld } from '../apps/server/src/seed/demo-seed.js';
import { benchPerson } from './bench-people.js';
import { PAPER_NAME, paper, QUESTIONS, type MorningQuestion } from './exam-morning-paper.js';

export type { MorningQuestion } from './exam-morning-paper.js';

// The exam morning's world: a chain of schools (5 of 1,000 learners in sections of 50 by default), a
// teacher per school teaching all its sections, and one paper of 40 questions (single-correct, a few
// multiple-correct and numeric, some with a figure). Made once per database and reused; each run
// assigns the paper afresh to every section, its window opening now, so every run starts new attempts.

export const CHAIN_LEARNERS = 5_000;
const SCHOOLS = 5;
const SECTION_SIZE = 50;
const FIRST_SCHOOL = 995_001;
const FIRST_SECTION = 995_101;

export interface MorningLearner {
  uuid: string;
  schoolId: number;
  token: string;
}

export interface MorningSchool {
  schoolId: number;
  teacherUuid: string;
  teacherToken: string;
  assignId: number;
}

export interface MorningWorld {
  paperId: number;
  questions: MorningQuestion[];
  schools: MorningSchool[];
  learners: MorningLearner[];
}

async function people(db: Db, place: { boardId: number; classId: number }, at: string): Promise<void> {
  await insertBatches(
    db,
    'schools',
    Array.from({ length: SCHOOLS }, (_, s) => ({
      school_id: FIRST_SCHOOL + s,
      school_name: `Exam Chain School ${s + 1}`,
      institute_type: 1,
      school_status: 1,
    })),
  );
  const perSchool = CHAIN_LEARNERS / SCHOOLS;
  const sectionsPerSchool = perSchool / SECTION_SIZE;
  const sections = Array.from({ length: SCHOOLS * sectionsPerSchool }, (_, i) => ({
    section_id: FIRST_SECTION + i,
    school_id: FIRST_SCHOOL + Math.floor(i / sectionsPerSchool),
    board_id: place.boardId,
    class_id: place.classId,
    section_name: `10-${(i % sectionsPerSchool) + 1}`,
    valid_from: '2020-04-01',
    valid_until: null,
  }));
  await insertBatches(db, 'sections', sections);
  const users = [];
  const memberships = [];
  for (let s = 0; s < SCHOOLS; s++) {
    const teacher = randomUUID();
    users.push(benchPerson(teacher, s, 3, `exam-teacher-${s}@bench.invalid`, null, at));
    for (let k = 0; k < sectionsPerSchool; k++) {
      const section = FIRST_SECTION + s * sectionsPerSchool + k;
      memberships.push({
        id: randomUUID(),
        user_uuid: teacher,
        school_id: FIRST_SCHOOL + s,
        section_id: section,
        created_at: at,
      });
    }
  }
  for (let n = 0; n < CHAIN_LEARNERS; n++) {
    const uuid = randomUUID();
    const section = FIRST_SECTION + Math.floor(n / SECTION_SIZE);
    const school = FIRST_SCHOOL + Math.floor(n / perSchool);
    users.push(benchPerson(uuid, n, 1, `exam-learner-${n}@bench.invalid`, null, at));
    memberships.push({ id: randomUUID(), user_uuid: uuid, school_id: school, section_id: section, created_at: at });
  }
  await insertBatches(db, 'users', users, 200);
  await insertBatches(db, 'memberships', memberships, 200);
}

async function generate(
  db: Db,
  services: Pick<Services, 'media'> & Parameters<typeof seedDemoWorld>[1],
  engine: string,
) {
  const started = Date.now();
  process.stdout.write(
    `Generating the exam chain (${CHAIN_LEARNERS} learners, ${SCHOOLS} schools, a ${QUESTIONS}-question paper; once, ${engine})...`,
  );
  const hasWorld = await db.selectFrom('syllabus_nodes').select('syllabus_id').limit(1).executeTakeFirst();
  if (!hasWorld) await seedDemoWorld(db, services);
  // A class of the catalogue (type 2) and its board (its parent), for the sections.
  const cls = await db
    .selectFrom('syllabus_nodes')
    .select(['syllabus_id', 'parent_id'])
    .where('syllabus_type_id', '=', 2)
    .where('parent_id', 'is not', null)
    .orderBy('syllabus_id')
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const place = { boardId: cls.parent_id!, classId: cls.syllabus_id };
  // All or nothing: a generation stopped half-way leaves no chain to be taken for a whole one.
  await db.transaction().execute(async (trx) => {
    await people(trx, place, at);
    await paper(trx, services, place, at);
  });
  if (engine === 'postgres') await sql`analyze`.execute(db);
  console.log(` ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Today's assignment of the paper to every section of each school, its window opening now. */
async function assignToday(
  db: Db,
  paperId: number,
  teachers: { schoolId: number; uuid: string }[],
  durationMin: number,
) {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const assigns: number[] = [];
  for (const t of teachers) {
    const { assign_id } = await db
      .insertInto('paper_assignments')
      .values({
        paper_id: paperId,
        school_id: t.schoolId,
        assigned_by: t.uuid,
        title: `${PAPER_NAME} ${at}`,
        paper_start_time: new Date(now - 60_000).toISOString(),
        // The window closes a few hours on: the compressed morning submits well before its deadline.
        paper_end_time: new Date(now + 4 * 3_600_000).toISOString(),
        paper_duration: durationMin,
        created_at: at,
        updated_at: at,
      })
      .returning('assign_id')
      .executeTakeFirstOrThrow();
    const sections = await db.selectFrom('sections').select('section_id').where('school_id', '=', t.schoolId).execute();
    await insertBatches(
      db,
      'paper_assignment_sections',
      sections.map((s) => ({ assign_id, section_id: s.section_id })),
    );
    assigns.push(assign_id);
  }
  return assigns;
}

export interface WorldOptions {
  learners: number;
  durationMin: number;
  jwtSecret: string;
  /** How long the tokens made for the morning last: past the whole run, as a refreshed session would. */
  tokenTtlSeconds: number;
  engine: string;
}

/**
 * The chain (generated when absent), today's assignments, and signed-in sessions for the first
 * `learners` learners taken round the schools in turn: access tokens signed by the identity
 * module's token service with the deployment's JWT secret, as its sign-in would sign them.
 */
export async function prepareMorning(
  db: Db,
  services: Pick<Services, 'media'> & Parameters<typeof seedDemoWorld>[1],
  o: WorldOptions,
): Promise<MorningWorld> {
  const exists = await db
    .selectFrom('papers')
    .select('paper_id')
    .where('paper_name', '=', PAPER_NAME)
    .executeTakeFirst();
  if (!exists) await generate(db, services, o.engine);
  const { paper_id: paperId } = await db
    .selectFrom('papers')
    .select('paper_id')
    .where('paper_name', '=', PAPER_NAME)
    .executeTakeFirstOrThrow();
  const questions = await db
    .selectFrom('paper_questions as pq')
    .innerJoin('questions as q', 'q.question_id', 'pq.question_id')
    .select(['q.question_id', 'q.question_type'])
    .where('pq.paper_id', '=', paperId)
    .orderBy('pq.question_order')
    .execute();
  const teachers = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_uuid', 'u.uuid')
    .select(['u.uuid', 'm.school_id'])
    .distinct()
    .where('u.email', 'like', 'exam-teacher-%@bench.invalid')
    .orderBy('m.school_id')
    .execute();
  const assigns = await assignToday(
    db,
    paperId,
    teachers.map((t) => ({ schoolId: t.school_id!, uuid: t.uuid })),
    o.durationMin,
  );
  const tokens = createTokenService({ secret: o.jwtSecret, accessTokenTtlSeconds: o.tokenTtlSeconds });
  const sign = async (uuid: string, userTypeId: number, schoolId: number) =>
    (await tokens.signAccessToken({ uuid, userTypeId, schoolId, role: null, guest: false })).token;
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_uuid', 'u.uuid')
    .select(['u.uuid', 'm.school_id', 'u.email'])
    .where('u.email', 'like', 'exam-learner-%@bench.invalid')
    .execute();
  const bySchool = new Map<number, { uuid: string; n: number }[]>();
  for (const r of rows) {
    const list = bySchool.get(r.school_id!) ?? [];
    list.push({ uuid: r.uuid, n: Number(/(\d+)@/.exec(r.email ?? '')?.[1] ?? 0) });
    bySchool.set(r.school_id!, list);
  }
  const schoolIds = [...bySchool.keys()].sort((a, b) => a - b);
  for (const list of bySchool.values()) list.sort((a, b) => a.n - b.n);
  const learners: MorningLearner[] = [];
  for (let i = 0; i < Math.min(o.learners, rows.length); i++) {
    const schoolId = schoolIds[i % schoolIds.length]!;
    const person = bySchool.get(schoolId)![Math.floor(i / schoolIds.length)]!;
    learners.push({ uuid: person.uuid, schoolId, token: await sign(person.uuid, 1, schoolId) });
  }
  const schools = await Promise.all(
    teachers.map(async (t, i) => ({
      schoolId: t.school_id!,
      teacherUuid: t.uuid,
      teacherToken: await sign(t.uuid, 3, t.school_id!),
      assignId: assigns[i]!,
    })),
  );
  return {
    paperId,
    questions: questions.map((q) => ({ questionId: q.question_id, type: q.question_type as MorningQuestion['type'] })),
    schools,
    learners,
  };
}
