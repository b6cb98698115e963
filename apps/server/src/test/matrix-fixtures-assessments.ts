import { body, prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext, MatrixRequest } from './matrix-requests.js';

// Assessments: the victim school's own bank question, its demo paper open now (and its assignment to
// 10-A), and the victim learner's Olympiad enrollment. Writes that remove something are pointed at a
// fresh question and paper of the demo teacher's, so the positive control uses up nothing of the demo.

const Q = '/api/question-msa-test';
const P = '/api/paperCreation';
const R = '/api/student-report';

/** A question of the victim school's bank (Sunrise's own rack 45001). */
const schoolQuestion = {
  question_type: 'single',
  school_id: 501,
  syllabus_id: 45_001,
  difficulty: 1,
  marks: 2,
  stem: 'Sunrise bank: which planet is closest to the Sun?',
  options: [
    { option_id: 'a', option_text: 'Mercury' },
    { option_id: 'b', option_text: 'Venus' },
  ],
  answer: { option_ids: ['a'] },
  explanation: 'Mercury orbits closest.',
};

/** A small Aiken file (Moodle's documented format) for the victim school's import. */
const importBody = {
  school_id: 501,
  format: 'aiken',
  file_name: 'planets.txt',
  file_base64: Buffer.from('Which planet is closest to the Sun?\nA. Mercury\nB. Venus\nANSWER: A\n').toString('base64'),
};

async function freshImportPreview(ctx: FixtureContext): Promise<string> {
  const preview = await prepare(ctx, `${Q}/question/import/preview`, ctx.world.tokens.teacher, importBody);
  return preview.preview_id as string;
}

async function freshQuestion(ctx: FixtureContext): Promise<number> {
  const q = await prepare(ctx, `${Q}/question/v2/saveQuestion`, ctx.world.tokens.teacher, schoolQuestion);
  return q.question_id as number;
}

const paperBody = (questionId: number) => ({
  paper_name: 'Matrix paper',
  school_id: 501,
  syllabus_id: 45_001,
  paper_time: 20,
  sections: [{ section_name: 'Only', questions: [{ question_id: questionId }] }],
});

async function freshPaper(ctx: FixtureContext): Promise<number> {
  const paper = await prepare(ctx, `${P}/v2/savePaper`, ctx.world.tokens.teacher, paperBody(await freshQuestion(ctx)));
  return paper.paper_id as number;
}

/** The demo's paper open now for 10-A (Sunrise's own). */
async function demoPaper(ctx: FixtureContext): Promise<number> {
  const row = await ctx.t.db
    .selectFrom('papers')
    .select('paper_id')
    .where('school_id', '=', 501)
    .where('paper_name', '=', 'Real Numbers — Chapter Test')
    .executeTakeFirstOrThrow();
  return row.paper_id;
}

const withBody =
  (fields: (ctx: FixtureContext) => Promise<Record<string, unknown>>, positive?: MatrixRequest['positive']): Fixture =>
  async (ctx, base) => ({
    ...base,
    label: "the victim school's question bank and papers",
    body: body(base, await fields(ctx)),
    ...(positive ? { positive } : {}),
  });

export function assessmentsFixtures(): Record<string, Fixture> {
  const teacher = { caller: 'teacher' as const };
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
  return {
    [`POST ${Q}/question/v2/saveQuestion`]: withBody(async () => schoolQuestion, teacher),
    [`POST ${Q}/question/import/preview`]: withBody(async () => importBody, teacher),
    // The demo teacher's own preview: nobody else may import it (404), and it imports once.
    [`POST ${Q}/question/import/apply`]: withBody(
      async (ctx) => ({ preview_id: await freshImportPreview(ctx), syllabus_id: 45_001, difficulty: 1 }),
      teacher,
    ),
    [`POST ${Q}/question/manualQuestionDetailsByIdsUniversity`]: withBody(
      async (ctx) => ({ question_data: [{ question_id: await freshQuestion(ctx) }] }),
      teacher,
    ),
    [`POST ${Q}/question/getQuestionDetailsById`]: withBody(
      async (ctx) => ({ question_id: await freshQuestion(ctx), stage: 5 }),
      teacher,
    ),
    // The victim school's question, and its teacher's paper, taken out as files by its own staff only.
    [`POST ${Q}/question/export`]: async (ctx, base) => [
      {
        ...base,
        label: "the victim school's question as a file",
        body: { format: 'qti3', question_ids: [await freshQuestion(ctx)] },
        positive: teacher,
      },
      {
        ...base,
        label: "the victim school's paper as a file",
        body: { format: 'moodle-xml', paper_id: await freshPaper(ctx) },
        positive: teacher,
      },
      {
        ...base,
        label: "the victim school's paper as a QTI test",
        body: { format: 'qti3', paper_id: await freshPaper(ctx) },
        positive: teacher,
      },
    ],
    // A staff member of the victim school checks a practice answer to its own question; outsiders get 404.
    [`POST ${Q}/question/v2/checkPracticeAnswer`]: withBody(
      async (ctx) => ({ question_id: await freshQuestion(ctx), answer: { option_ids: ['a'] } }),
      teacher,
    ),
    [`POST ${P}/v2/savePaper`]: withBody(async (ctx) => paperBody(await freshQuestion(ctx)), teacher),
    [`PUT ${P}/deletePaper`]: withBody(async (ctx) => ({ paper_id: await freshPaper(ctx) }), teacher),
    [`POST ${P}/v2/questionListByPaperId`]: withBody(async (ctx) => ({ paper_id: await freshPaper(ctx) })),
    // The victim school named: its staff get its papers, another school's staff a 404.
    [`POST ${P}/v2/teacherPaperList`]: withBody(async () => ({ school_id: 501, search_text: 'real numbers' }), teacher),
    [`GET ${P}/paperDetailById/{id}`]: async (ctx, base) => ({ ...base, path: { id: String(await demoPaper(ctx)) } }),
    [`GET ${P}/paperNamesByPaperIdsUniversity`]: async (ctx, base) => ({
      ...base,
      query: { ...base.query, paperIds: String(await demoPaper(ctx)) },
    }),
    [`POST ${R}/teacher/assignPaper`]: withBody(async (ctx) => ({
      paper_id: await demoPaper(ctx),
      sections: [5001],
      paper_start_time: inAnHour(),
      paper_end_time: inADay(),
      paper_duration: 30,
    })),
    // The victim learner's own enrollment in the demo Olympiad.
    [`POST ${R}/olympiad/updatePaperStatus`]: withBody(async (ctx) => {
      const row = await ctx.t.db
        .selectFrom('olympiad_enrollments')
        .select(['olympiad_enrollment_id', 'paper_id', 'assign_id'])
        .where('uuid', '=', ctx.world.victimUuid)
        .executeTakeFirstOrThrow();
      return { ...row, status: 1 };
    }),
  };
}
