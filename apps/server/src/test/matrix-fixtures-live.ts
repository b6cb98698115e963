import { prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext, MatrixRequest } from './matrix-requests.js';

// Notices in the authorisation matrix: the demo school's notices are the victim's (the demo teacher's
// notice to 10-A, the victim learner's section). Staff calls leave the victim learner's uuid out (it is
// the caller's own or nobody's); writes that change or remove a notice aim at a fresh one of the demo
// teacher's, so the positive control (the school's admin) leaves the demo notices as they were.

const TN = '/api/live-class/teacher/notices';
const N = '/api/live-class/notices';

/** The demo teacher's notice to 10-A that the victim learner has not read. */
async function demoNoticeId(ctx: FixtureContext): Promise<number> {
  const row = await ctx.t.db
    .selectFrom('notices')
    .select('notice_id')
    .where('notice_title', '=', 'Mathematics test on Friday')
    .executeTakeFirstOrThrow();
  return row.notice_id;
}

async function freshNotice(ctx: FixtureContext): Promise<number> {
  const data = await prepare(ctx, `${TN}/saveNotice`, ctx.world.tokens.teacher, {
    notice_text: 'Matrix notice to 10-A',
    audience: 'sections',
    section_ids: [5001],
  });
  return data.notice.notice_id as number;
}

/** The body without the victim learner's uuid: staff calls are about the caller's school, not a learner. */
const staffBody = (base: MatrixRequest, fields: Record<string, unknown>) => {
  const { uuid: _uuid, ...rest } = (base.body ?? {}) as Record<string, unknown>;
  return { ...rest, ...fields };
};

export function liveFixtures(): Record<string, Fixture> {
  return {
    [`POST ${TN}/saveNotice`]: async (ctx, base) => {
      const school = ctx.world.victim.schoolId;
      return [
        {
          ...base,
          label: "a notice to the victim school's 10-A with its teacher's upload",
          body: staffBody(base, {
            school_id: school,
            notice_text: 'Matrix notice',
            audience: 'sections',
            section_ids: [5001],
            attachments: [ctx.world.schoolUploadKey],
          }),
        },
        {
          ...base,
          label: "changing a notice of the victim school's teacher",
          body: staffBody(base, { notice_id: await freshNotice(ctx), notice_text: 'Changed by the matrix' }),
        },
        {
          ...base,
          label: "removing a notice of the victim school's teacher",
          body: staffBody(base, { notice_id: await freshNotice(ctx), is_deleted: true }),
        },
      ];
    },
    [`POST ${TN}/searchNoticesUniversity`]: async (ctx, base) => ({
      ...base,
      label: "the victim school's notices",
      body: staffBody(base, { school_id: ctx.world.victim.schoolId, list_type: 2 }),
    }),
    [`POST ${TN}/noticeReceipts`]: async (ctx, base) => ({
      ...base,
      label: "who read the victim school's notice",
      body: staffBody(base, { notice_id: await demoNoticeId(ctx) }),
    }),
    [`POST ${N}/markNoticeRead`]: async (ctx, base) => ({
      ...base,
      label: "marking the victim learner's notice read",
      body: { ...(base.body as object), notice_ids: [await demoNoticeId(ctx)] },
    }),
  };
}
