import { localDateTimeOf } from '@esc/domain';
import { DEMO_RECAP_CLASS } from '../seed/demo-recaps.js';
import { prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext, MatrixRequest } from './matrix-requests.js';

// Class recaps in the authorisation matrix: the demo school's recap of yesterday's 10-A
// class is the victim's. Writes aim at fresh classes of the demo teacher (who presents them), so the
// positive control (the teacher) leaves the demo recap as it was; staff calls leave the victim learner's
// uuid out (it is the caller's own or nobody's).

const CR = '/api/live-class/classroom';
const TS = '/api/live-class/teacher/schedule';

/** The demo recap: yesterday's 10-A class and its list. */
async function demoRecap(ctx: FixtureContext): Promise<{ sch_id: number; learnlist_id: number }> {
  return ctx.t.db
    .selectFrom('live_class_recaps as r')
    .innerJoin('live_classes as c', 'c.sch_id', 'r.sch_id')
    .select(['r.sch_id', 'r.learnlist_id'])
    .where('c.title', '=', DEMO_RECAP_CLASS)
    .executeTakeFirstOrThrow();
}

/** A fresh class of the demo teacher's for 10-A: on now (started five minutes ago, India), or in two days. */
async function freshClass(ctx: FixtureContext, onNow: boolean): Promise<number> {
  const start = onNow ? Date.now() - 5 * 60_000 : Date.now() + 2 * 24 * 3600_000;
  const local = localDateTimeOf(start, 'IN');
  const data = await prepare(ctx, `${TS}/saveLiveClass`, ctx.world.tokens.teacher, {
    section_ids: [5001],
    subject_id: 45_001,
    title: 'Matrix recap class',
    schedule_date: local.date,
    start_time: local.time,
    duration: 60,
    room_link: 'https://meet.jit.si/matrix-recap',
  });
  return data.live_class.sch_id as number;
}

const item = (ctx: FixtureContext) => ({ learnlist_item_id: ctx.world.platformContentId, learnlist_item_type: 1 });

/** The body without the victim learner's uuid: staff calls are about the caller's school, not a learner. */
const staffBody = (base: MatrixRequest, fields: Record<string, unknown>) => {
  const { uuid: _uuid, ...rest } = (base.body ?? {}) as Record<string, unknown>;
  return { ...rest, ...fields };
};

/** The presenter's calls: the demo teacher proves them (the default, the school's admin, presents nothing). */
const byTeacher = { positive: { caller: 'teacher' as const } };

export function recapFixtures(): Record<string, Fixture> {
  return {
    [`POST ${CR}/addItemToClassRecap`]: async (ctx, base) => ({
      ...base,
      ...byTeacher,
      label: "an item into the recap of the victim school's class on now",
      body: staffBody(base, { lecture_id: await freshClass(ctx, true), item: item(ctx) }),
    }),
    [`POST ${CR}/activeClass`]: async (_ctx, base) => ({
      ...base,
      ...byTeacher,
      label: "the classes the victim school's teacher is teaching",
      body: staffBody(base, { subject_id: 45_001 }),
    }),
    [`POST ${CR}/updatedLearnlistItemCount`]: async (ctx, base) => {
      const recap = await demoRecap(ctx);
      return {
        ...base,
        label: "the item count of the victim school's class recap",
        body: staffBody(base, {
          lecture_learnlist_ids: [{ lecture_id: recap.sch_id, learnlist_id: recap.learnlist_id }],
        }),
      };
    },
    [`POST ${CR}/publishUnpublishLiveClassLearnlist`]: async (ctx, base) => {
      const recap = await demoRecap(ctx);
      return [
        {
          ...base,
          ...byTeacher,
          label: "unpublishing the victim school's class recap (its teacher publishes it again)",
          body: staffBody(base, { lecture_id: recap.sch_id, is_published: 0 }),
          positive: { caller: 'teacher', request: { body: { lecture_id: recap.sch_id, is_published: 1 } } },
        },
      ];
    },
    [`POST ${CR}/attachLearnListToClass`]: async (ctx, base) => {
      const made = await prepare(ctx, '/api/syllabus-v2/createUpdateLearnListUniversity', ctx.world.tokens.teacher, {
        learnlist_name: 'Matrix recap list',
        learnlist_data: [item(ctx)],
      });
      return {
        ...base,
        ...byTeacher,
        label: "the victim school's teacher's list attached to their class",
        body: staffBody(base, {
          lecture_id: await freshClass(ctx, false),
          learnlist_id: made.learnlist.learnlist_id as number,
          lecture_subjects: [45_001],
        }),
      };
    },
    [`POST ${CR}/classroomRecapList`]: async (ctx, base) => {
      const yesterday = localDateTimeOf(Date.now() - 24 * 3600_000, 'IN').date;
      const tomorrow = localDateTimeOf(Date.now() + 24 * 3600_000, 'IN').date;
      return {
        ...base,
        label: "the victim learner's class recaps",
        body: { uuid: ctx.world.victimUuid, section_id: 5001, start_date: yesterday, end_date: tomorrow },
        // 10-A's learner and parent read them; the school's staff read the section's too.
        insiders: ['student', 'parent', 'teacher', 'admin'],
      };
    },
  };
}
