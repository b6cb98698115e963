import { multipart, prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext } from './matrix-requests.js';

// Doubts in the authorisation matrix: the victim learner's doubt about a chapter of a subject the
// demo teacher teaches in 10-A (the victim learner's section). Learner calls name the victim learner
// (uuid); staff calls point at the victim school and at a doubt of it, asked first as the learner.

const D = '/api/doubts';
const TEN_A = 5001;

/** A chapter under a subject the demo school teaches in 10-A. */
async function taughtChapter({ t }: FixtureContext): Promise<number> {
  const row = await t.db
    .selectFrom('teacher_assignments as a')
    .innerJoin('syllabus_nodes as n', 'n.parent_id', 'a.subject_id')
    .select('n.syllabus_id')
    .where('a.section_id', '=', TEN_A)
    .orderBy('n.syllabus_id')
    .executeTakeFirstOrThrow();
  return row.syllabus_id;
}

async function askedDoubt(ctx: FixtureContext): Promise<number> {
  const data = await prepare(ctx, `${D}/student/askDoubt`, ctx.world.tokens.student, {
    about: 'chapter',
    syllabus_id: await taughtChapter(ctx),
    doubt_text: 'Matrix doubt: why does this hold?',
  });
  return data.doubt.doubt_id as number;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export function doubtsFixtures(): Record<string, Fixture> {
  return {
    [`POST ${D}/student/askDoubt`]: async (ctx, base) => ({
      ...base,
      label: 'a doubt asked as the victim learner',
      body: {
        uuid: ctx.world.victimUuid,
        about: 'chapter',
        syllabus_id: await taughtChapter(ctx),
        doubt_text: 'Why is this so?',
      },
    }),
    [`POST ${D}/student/myDoubts`]: async (ctx, base) => {
      await askedDoubt(ctx);
      return { ...base, label: "the victim learner's doubts", body: { uuid: ctx.world.victimUuid } };
    },
    [`POST ${D}/student/classmatesDoubts`]: async (ctx, base) => ({
      ...base,
      label: "the answered doubts of the victim learner's section",
      body: { uuid: ctx.world.victimUuid },
    }),
    [`POST ${D}/teacher/queue`]: async (ctx, base) => {
      await askedDoubt(ctx);
      return { ...base, label: "the doubts of the victim school's 10-A", body: { section_id: TEN_A } };
    },
    [`POST ${D}/teacher/answerDoubt`]: async (ctx, base) => ({
      ...base,
      label: "answering the victim learner's doubt",
      body: { doubt_id: await askedDoubt(ctx), answer_text: 'Because of the definition.' },
      positive: { caller: 'teacher' },
    }),
    [`POST ${D}/school/settings`]: async (ctx, base) => [
      {
        ...base,
        label: "the victim school's doubt settings",
        body: { school_id: ctx.world.victim.schoolId },
      },
      {
        ...base,
        label: "changing the victim school's doubt settings",
        body: { school_id: ctx.world.victim.schoolId, classmates_see_answered: false },
      },
    ],
    'POST /api/upload/doubtPhoto': async (_ctx, base) => ({
      ...base,
      label: "a learner's photo into their own school",
      raw: multipart({}, { field: 'file', name: 'sum.png', type: 'image/png', data: PNG }),
      positive: { caller: 'student' },
    }),
  };
}
