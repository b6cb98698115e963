import { UserType } from '@esc/domain';
import type { Fixture, FixtureContext } from './matrix-requests.js';

// Who looked, in the authorisation matrix: the victim school's teacher has read the victim learner's
// attendance, so the learner's log (theirs and their parent's) and the school's (its admin's) hold
// an entry that nobody else may read.

const L = '/api/privacy/access-log';
const noted = new WeakSet<object>();

async function teacherHasLooked(ctx: FixtureContext): Promise<void> {
  if (noted.has(ctx.world)) return;
  const [, , , teacher] = ctx.world.victim.uuids;
  await ctx.t.services.audit.audit.record(
    { uuid: teacher!, userTypeId: UserType.Teacher, schoolId: ctx.world.victim.schoolId, role: null, guest: false },
    { kind: 'attendance', learners: [ctx.world.victimUuid], record: 'matrix' },
  );
  noted.add(ctx.world);
}

export function auditFixtures(): Record<string, Fixture> {
  return {
    [`GET ${L}`]: async (ctx, base) => {
      await teacherHasLooked(ctx);
      return { ...base, label: "the victim learner's access log", query: { uuid: ctx.world.victimUuid } };
    },
    [`GET ${L}/school`]: async (ctx, base) => {
      await teacherHasLooked(ctx);
      return { ...base, label: "the victim school's access log", positive: { caller: 'admin' } };
    },
    [`GET ${L}/school/people`]: async (ctx, base) => {
      await teacherHasLooked(ctx);
      return { ...base, label: "the people the victim school's access log names", positive: { caller: 'admin' } };
    },
  };
}
