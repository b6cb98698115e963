import { localDateTimeOf } from '@esc/domain';
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

const TS = '/api/live-class/teacher/schedule';

/** The demo class of 10-A on now (the victim learner's, joinable). */
async function liveNowId(ctx: FixtureContext): Promise<number> {
  const row = await ctx.t.db
    .selectFrom('live_classes')
    .select('sch_id')
    .where('title', '=', 'Quadratic equations: live doubt session')
    .executeTakeFirstOrThrow();
  return row.sch_id;
}

/** A day two days ahead: a class then is within a year and not past in any zone. */
const inTwoDays = () => new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);

const classFields = () => ({
  section_ids: [5001],
  subject_id: 45_001,
  title: 'Matrix live class',
  schedule_date: inTwoDays(),
  start_time: '10:00',
  duration: 40,
  room_link: 'https://meet.jit.si/matrix-room',
});

/** A fresh class of the demo teacher's for 10-A, so the positive control leaves the demo ones as they were. */
async function freshClass(ctx: FixtureContext): Promise<number> {
  const data = await prepare(ctx, `${TS}/saveLiveClass`, ctx.world.tokens.teacher, classFields());
  return data.live_class.sch_id as number;
}

/** A fresh class starting in five minutes (the demo school is in India): its presenter may start it now. */
async function startableClass(ctx: FixtureContext): Promise<number> {
  const { date, time } = localDateTimeOf(Date.now() + 5 * 60_000, 'IN');
  const body = { ...classFields(), title: 'Matrix class about to start', schedule_date: date, start_time: time };
  const data = await prepare(ctx, `${TS}/saveLiveClass`, ctx.world.tokens.teacher, body);
  return data.live_class.sch_id as number;
}

/** The body without the victim learner's uuid: staff calls are about the caller's school, not a learner. */
const staffBody = (base: MatrixRequest, fields: Record<string, unknown>) => {
  const { uuid: _uuid, ...rest } = (base.body ?? {}) as Record<string, unknown>;
  return { ...rest, ...fields };
};

export function liveFixtures(): Record<string, Fixture> {
  return {
    ...liveClassFixtures(),
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

/** Live classes: the victim school's, and the victim learner's schedule and join. */
function liveClassFixtures(): Record<string, Fixture> {
  return {
    [`POST ${TS}/saveLiveClass`]: async (ctx, base) => [
      {
        ...base,
        label: "a live class for the victim school's 10-A",
        body: staffBody(base, { school_id: ctx.world.victim.schoolId, ...classFields() }),
      },
      {
        ...base,
        label: "changing a live class of the victim school's teacher",
        body: staffBody(base, { sch_id: await freshClass(ctx), title: 'Changed by the matrix' }),
      },
      {
        ...base,
        label: "cancelling a live class of the victim school's teacher",
        body: staffBody(base, { sch_id: await freshClass(ctx), is_cancelled: true }),
      },
    ],
    [`POST ${TS}/startLiveLecture`]: async (ctx, base) => ({
      ...base,
      label: "starting a live class of the victim school's teacher",
      body: staffBody(base, { sch_id: await startableClass(ctx) }),
    }),
    [`GET ${TS}/upcomingClassesUniversity`]: async (ctx, base) => ({
      ...base,
      label: "the victim school's upcoming live classes",
      query: { school_id: ctx.world.victim.schoolId },
    }),
    ['POST /api/live-class/student/schedule/myScheduleUniversity']: async (ctx, base) => ({
      ...base,
      label: "the victim learner's live classes",
      body: { uuid: ctx.world.victimUuid },
    }),
    ['GET /api/live-class/schedule/lectureDetails']: async (ctx, base) => ({
      ...base,
      label: "the victim learner's live class",
      query: { lecture_id: await liveNowId(ctx), uuid: ctx.world.victimUuid },
      // 10-A's learners and the school's staff read it too.
      insiders: ['student', 'parent', 'classmate', 'teacher', 'admin'],
    }),
    ['POST /api/live-class/student/attendance/addImpartusUserUniversity']: async (ctx, base) => ({
      ...base,
      label: "joining the victim learner's live class on now",
      body: { uuid: ctx.world.victimUuid, sch_id: await liveNowId(ctx) },
      insiders: ['student', 'parent', 'classmate'],
    }),
  };
}
