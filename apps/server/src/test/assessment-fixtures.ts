import type { AnswerKey } from '@esc/domain';
import type { Db } from '../db/database.js';
import { createQuestionsRepository } from '../modules/question-bank/question-bank.module.js';
import { call, type TestApp } from './test-app.js';
import { makeHomeworkWorld, type HomeworkWorld } from './learnlist-factories.js';

// Papers, questions and assignments put straight into the assessments tables (the real database,
// through the module's question repository and Kysely), so the attempt calls can be tested before
// the paper builder's calls exist. The people are the homework world's: a school with sections 7-A
// (a1, a2, their teacher) and 7-B (b1), parents of a1 and b1, and a teacher of another school.

export const STUDENT = '/api/student-report/student';
export const TEACHER = '/api/student-report/teacher';

let nextNode = 7_700_000;

export interface FixtureQuestion {
  key: AnswerKey;
  marks?: number;
  negative?: number;
  options?: string[];
  matchLeft?: string[];
  stem?: string;
  explanation?: string;
  /** Put it under the world's second topic (the first by default). */
  topic?: 0 | 1;
  children?: FixtureQuestion[];
}

export interface AssessmentWorld extends HomeworkWorld {
  topics: number[];
}

export async function makeAssessmentWorld(db: Db): Promise<AssessmentWorld> {
  const world = await makeHomeworkWorld(db);
  const topics = [++nextNode, ++nextNode];
  await db
    .insertInto('syllabus_nodes')
    .values(
      topics.map((syllabus_id, i) => ({
        syllabus_id,
        parent_id: world.place.chapterId,
        syllabus_name: i === 0 ? 'Speed' : 'Acceleration',
        syllabus_type_id: 1,
        rack_type_id: 6,
        board_id: world.place.boardId,
        class_id: world.place.classId,
      })),
    )
    .execute();
  return { ...world, topics };
}

const optionList = (texts: readonly string[]) =>
  texts.map((t, i) => ({ option_id: String.fromCharCode(97 + i), option_text: t }));

async function insertQuestion(
  db: Db,
  world: AssessmentWorld,
  q: FixtureQuestion,
  parentId: number | null,
  order: number,
  schoolId: number | null = world.school.school_id,
) {
  const repo = createQuestionsRepository(db);
  const now = new Date(0).toISOString();
  const id = await repo.insert(
    {
      parent_question_id: parentId,
      child_order: order,
      school_id: schoolId,
      author_uuid: world.people.teacher.uuid,
      question_type: q.key.type,
      syllabus_id: world.topics[q.topic ?? 0]!,
      board_id: world.place.boardId,
      class_id: world.place.classId,
      subject_id: world.place.subjectId,
      chapter_id: world.place.chapterId,
      topic_id: world.topics[q.topic ?? 0]!,
      group_id: null,
      difficulty: 2,
      marks: q.marks ?? 4,
      negative_marks: q.negative ?? 1,
      answer_key: JSON.stringify(q.key),
      created_at: now,
      updated_at: now,
    },
    {
      language_id: 1,
      stem: q.stem ?? `Question about ${q.key.type}`,
      options: JSON.stringify(optionList(q.options ?? ['one', 'two', 'three', 'four'])),
      match_left: JSON.stringify(optionList(q.matchLeft ?? [])),
      explanation: q.explanation ?? `SECRET-EXPLANATION of a ${q.key.type} question`,
      image_keys: '[]',
    },
    [],
  );
  for (const [i, child] of (q.children ?? []).entries()) await insertQuestion(db, world, child, id, i, schoolId);
  return id;
}

/** A bank question: the world's school's, another school's, or the platform's (schoolId null). */
export const makeBankQuestion = (db: Db, world: AssessmentWorld, q: FixtureQuestion, schoolId: number | null) =>
  insertQuestion(db, world, q, null, 0, schoolId);

/** A paper of the world's school with its questions in one section, weighed as the bank weighs them. */
export async function makeFixturePaper(
  db: Db,
  world: AssessmentWorld,
  options: {
    questions: FixtureQuestion[];
    /** Paper settings as setting/child pairs, e.g. [[10, 11], [17, 19]]. */
    settings?: [number, number][];
    name?: string;
    minutes?: number;
    boardId?: number;
    isOmr?: boolean;
    /** The paper's school: the world's by default; null for the platform's. */
    schoolId?: number | null;
  },
) {
  const schoolId = options.schoolId === undefined ? world.school.school_id : options.schoolId;
  const now = new Date(0).toISOString();
  const settings = (options.settings ?? []).map(([setting_id, child]) => ({
    setting_id,
    child_setting_list: [{ child_setting_id: child }],
  }));
  const paper = await db
    .insertInto('papers')
    .values({
      paper_name: options.name ?? 'Motion unit test',
      syllabus_id: world.place.chapterId,
      board_id: options.boardId ?? world.place.boardId,
      class_id: world.place.classId,
      group_id: null,
      created_at: now,
      school_id: schoolId,
      owner_uuid: schoolId === null ? null : world.people.teacher.uuid,
      paper_time: options.minutes ?? 30,
      paper_settings: JSON.stringify(settings),
      is_omr: options.isOmr ? 1 : 0,
      updated_at: now,
      deleted_at: null,
      paper_nature: null,
      paper_qualified_mode: null,
      syllabus_mapping_id: null,
      subject_id: world.place.subjectId,
    })
    .returning('paper_id')
    .executeTakeFirstOrThrow();
  const section = await db
    .insertInto('paper_sections')
    .values({ paper_id: paper.paper_id, section_order: 1, section_name: 'Physics', subject_id: world.place.subjectId })
    .returning('paper_section_id')
    .executeTakeFirstOrThrow();
  const questionIds: number[] = [];
  for (const [i, q] of options.questions.entries()) {
    const id = await insertQuestion(db, world, q, null, 0, schoolId);
    questionIds.push(id);
    await db
      .insertInto('paper_questions')
      .values({
        paper_id: paper.paper_id,
        question_id: id,
        paper_section_id: section.paper_section_id,
        question_order: i + 1,
        marks: q.marks ?? 4,
        negative_marks: q.negative ?? 1,
      })
      .execute();
  }
  const childIds = await db
    .selectFrom('questions')
    .select(['question_id', 'parent_question_id'])
    .where('parent_question_id', 'in', questionIds)
    .orderBy('question_id')
    .execute();
  return { paperId: paper.paper_id, questionIds, childIds: childIds.map((c) => c.question_id) };
}

/** An assignment of the paper to sections of the world's school, with a window (ISO instants). */
export async function assignFixturePaper(
  db: Db,
  world: AssessmentWorld,
  paperId: number,
  options: {
    start: string;
    end: string;
    minutes: number;
    sectionIds?: number[];
    extraMinutes?: Record<string, number>;
    allowReattempt?: boolean;
    isOlympiad?: boolean;
  },
) {
  const now = new Date(0).toISOString();
  const made = await db
    .insertInto('paper_assignments')
    .values({
      paper_id: paperId,
      school_id: world.school.school_id,
      assigned_by: world.people.teacher.uuid,
      learner_uuid: null,
      group_id: options.isOlympiad ? 3798 : null,
      is_olympiad: options.isOlympiad ? 1 : 0,
      title: 'Motion unit test',
      paper_start_time: new Date(options.start).toISOString(),
      paper_end_time: new Date(options.end).toISOString(),
      paper_duration: options.minutes,
      allow_reattempt: options.allowReattempt ? 1 : 0,
      results_published_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('assign_id')
    .executeTakeFirstOrThrow();
  const sectionIds = options.sectionIds ?? [world.sectionA.section_id];
  await db
    .insertInto('paper_assignment_sections')
    .values(sectionIds.map((section_id) => ({ assign_id: made.assign_id, section_id })))
    .execute();
  const extra = Object.entries(options.extraMinutes ?? {});
  if (extra.length > 0) {
    await db
      .insertInto('paper_extensions')
      .values(extra.map(([uuid, extra_minutes]) => ({ assign_id: made.assign_id, uuid, extra_minutes })))
      .execute();
  }
  return made.assign_id;
}

/** A client of the attempt and report calls. */
export function attemptApi(t: TestApp) {
  const post = (path: string, token: string, body: unknown) => call(t.app, 'POST', path, { token, body });
  const get = (path: string, token: string, query: Record<string, string | number>) =>
    call(
      t.app,
      'GET',
      `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      { token },
    );
  return {
    post,
    get,
    start: (token: string, body: Record<string, unknown>) => post(`${STUDENT}/startAttempt`, token, body),
    save: (token: string, attemptId: number, answers: unknown[]) =>
      post(`${STUDENT}/saveAnswers`, token, { attempt_id: attemptId, answers }),
    submit: (token: string, attemptId: number, answers?: unknown[]) =>
      post(`${STUDENT}/submitAttempt`, token, { attempt_id: attemptId, ...(answers ? { answers } : {}) }),
    report: (token: string, query: Record<string, string | number>) => get(`${STUDENT}/paperReport`, token, query),
    evaluate: (token: string, body: Record<string, unknown>) => post(`${TEACHER}/evaluateAnswers`, token, body),
  };
}

let answerCounter = 0;
/** An answer as the web's outbox sends it: a fresh client-made id unless one is given. */
export function answer(
  questionId: number,
  seq: number,
  response: Record<string, unknown> | null,
  extra: Record<string, unknown> = {},
) {
  return { client_answer_id: `ans-${++answerCounter}-${Date.now()}`, question_id: questionId, seq, response, ...extra };
}
