import { DEMO_INSTITUTE_ID } from '../seed/demo-seed.js';
import { createQuestionsRepository } from '../modules/question-bank/question-bank.module.js';
import { body, prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext, MatrixRequest } from './matrix-requests.js';

// Assessments, the attempt half: a paper of the victim school (Sunrise) assigned to 10-A, and the
// victim learner's attempt of it, made straight in the tables and through the start call. Calls that
// use an attempt up (submitting it, marking it) get a fresh paper and attempt of their own.

const S = '/api/student-report/student';
const T = '/api/student-report/teacher';
const SECTION_10A = 5001;

interface VictimPaper {
  paperId: number;
  assignId: number;
  questionIds: number[];
}

async function victimPaper({ t }: FixtureContext): Promise<VictimPaper> {
  const now = new Date().toISOString();
  const [teacher] = await t.db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
    .select('u.uuid')
    .where('m.section_id', '=', SECTION_10A)
    .where('u.user_type_id', 'not in', [1, 2])
    .execute();
  const paper = await t.db
    .insertInto('papers')
    .values({
      paper_name: 'Sunrise matrix paper',
      syllabus_id: 45_001,
      board_id: null,
      class_id: null,
      group_id: null,
      created_at: now,
      school_id: DEMO_INSTITUTE_ID,
      owner_uuid: null,
      paper_nature: null,
      paper_qualified_mode: null,
      syllabus_mapping_id: null,
      subject_id: null,
      updated_at: now,
      deleted_at: null,
    })
    .returning('paper_id')
    .executeTakeFirstOrThrow();
  const repo = createQuestionsRepository(t.db);
  const questionIds: number[] = [];
  for (const key of [{ type: 'single', optionId: 'a' }, { type: 'subjective' }]) {
    const id = await repo.insert(
      {
        parent_question_id: null,
        school_id: DEMO_INSTITUTE_ID,
        author_uuid: teacher?.uuid ?? 'matrix',
        question_type: key.type,
        syllabus_id: 45_001,
        board_id: null,
        class_id: null,
        subject_id: null,
        chapter_id: null,
        topic_id: null,
        group_id: null,
        difficulty: 1,
        marks: 4,
        answer_key: JSON.stringify(key),
        created_at: now,
        updated_at: now,
      },
      {
        language_id: 1,
        stem: 'Matrix question',
        options: JSON.stringify([
          { option_id: 'a', option_text: 'one' },
          { option_id: 'b', option_text: 'two' },
        ]),
      },
      [],
    );
    questionIds.push(id);
    await t.db
      .insertInto('paper_questions')
      .values({
        paper_id: paper.paper_id,
        question_id: id,
        paper_section_id: null,
        question_order: questionIds.length,
        marks: 4,
        negative_marks: 0,
      })
      .execute();
  }
  const assignment = await t.db
    .insertInto('paper_assignments')
    .values({
      paper_id: paper.paper_id,
      school_id: DEMO_INSTITUTE_ID,
      assigned_by: teacher?.uuid ?? 'matrix',
      learner_uuid: null,
      group_id: null,
      title: 'Sunrise matrix paper',
      paper_start_time: new Date(Date.now() - 3_600_000).toISOString(),
      paper_end_time: new Date(Date.now() + 86_400_000).toISOString(),
      paper_duration: 600,
      results_published_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('assign_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('paper_assignment_sections')
    .values({ assign_id: assignment.assign_id, section_id: SECTION_10A })
    .execute();
  return { paperId: paper.paper_id, assignId: assignment.assign_id, questionIds };
}

/** The victim learner's attempt of a new paper (submitted when asked). */
async function victimAttempt(ctx: FixtureContext, submitted: boolean) {
  const paper = await victimPaper(ctx);
  const student = ctx.world.tokens.student;
  const started = await prepare(ctx, `${S}/startAttempt`, student, {
    paper_id: paper.paperId,
    assign_id: paper.assignId,
  });
  const attemptId = started.attempt_id as number;
  if (submitted) {
    await prepare(ctx, `${S}/submitAttempt`, student, {
      attempt_id: attemptId,
      answers: [
        {
          client_answer_id: `matrix-${attemptId}-1`,
          question_id: paper.questionIds[0],
          seq: 0,
          response: { option_ids: ['a'] },
        },
        {
          client_answer_id: `matrix-${attemptId}-2`,
          question_id: paper.questionIds[1],
          seq: 1,
          response: { text: 'An essay' },
        },
      ],
    });
  }
  return { ...paper, attemptId };
}

/** One prepared value per route, so the matrix's second pass (its reads) points at the same rows. */
function once<T>(make: (ctx: FixtureContext) => Promise<T>) {
  let made: Promise<T> | null = null;
  return (ctx: FixtureContext) => (made ??= make(ctx));
}

export function assessmentAttemptFixtures(): Record<string, Fixture> {
  const open = once((ctx) => victimAttempt(ctx, false));
  const submitted = once((ctx) => victimAttempt(ctx, true));
  const toSubmit = once((ctx) => victimAttempt(ctx, false));
  const toMark = once((ctx) => victimAttempt(ctx, true));
  const toDrop = once(victimPaper);
  const staffReads =
    (by: 'teacher' | 'admin' = 'admin'): Fixture =>
    async (ctx, base) => {
      const a = await submitted(ctx);
      return {
        ...base,
        label: "a Sunrise assignment's",
        query: { ...base.query, assignId: a.assignId },
        positive: { caller: by },
      };
    };
  return {
    [`POST ${S}/startAttempt`]: async (ctx, base): Promise<MatrixRequest> => {
      const a = await open(ctx);
      return {
        ...base,
        label: 'the victim learner’s assigned paper',
        body: body(base, { paper_id: a.paperId, assign_id: a.assignId, section_assign_id: null }),
      };
    },
    [`POST ${S}/saveAnswers`]: async (ctx, base) => {
      const a = await open(ctx);
      const answer = {
        client_answer_id: 'matrix-save-1',
        question_id: a.questionIds[0],
        seq: 1,
        response: { option_ids: ['b'] },
      };
      return {
        ...base,
        label: 'the victim learner’s open attempt',
        body: body(base, { attempt_id: a.attemptId, answers: [answer] }),
      };
    },
    [`POST ${S}/submitAttempt`]: async (ctx, base) => {
      const a = await toSubmit(ctx);
      return {
        ...base,
        label: 'the victim learner’s open attempt',
        body: body(base, { attempt_id: a.attemptId, answers: [] }),
      };
    },
    // Staff who teach the learner's section read their report too.
    [`GET ${S}/paperReport`]: async (ctx, base) => {
      const a = await submitted(ctx);
      return {
        ...base,
        label: 'the victim learner’s submitted attempt',
        query: { uuid: ctx.world.victimUuid, attempt_id: a.attemptId },
        insiders: [...base.insiders, 'teacher', 'admin'],
      };
    },
    [`POST ${T}/evaluateAnswers`]: async (ctx, base) => {
      const a = await toMark(ctx);
      return {
        ...base,
        label: 'the victim learner’s subjective answer',
        body: { attempt_id: a.attemptId, marks: [{ question_id: a.questionIds[1], marks: 3 }] },
        positive: { caller: 'teacher' },
      };
    },
    ['POST /api/paperCreation/v2/dropQuestion']: async (ctx, base) => {
      const p = await toDrop(ctx);
      return {
        ...base,
        label: 'a question of a Sunrise paper',
        body: { paper_id: p.paperId, question_id: p.questionIds[0], is_dropped: false },
        positive: { caller: 'teacher' },
      };
    },
    [`GET ${T}/studentActivityOnAssignedAssessment`]: staffReads(),
    [`GET ${T}/questionAnalysis`]: staffReads('teacher'),
  };
}
