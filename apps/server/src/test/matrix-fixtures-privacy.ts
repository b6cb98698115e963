import { prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext } from './matrix-requests.js';

// A person's data out in the authorisation matrix: the victim learner's own export, asked for and
// built before the outsiders call, so the reads and the download point at a real, ready zip that
// only the learner and their parent may see.

const E = '/api/privacy/exports';
const S = '/api/privacy/school-exports';

/** One export per world: the matrix reads the fixtures more than once, and asks a day are few. */
const made = new WeakMap<object, string>();

async function victimExport(ctx: FixtureContext): Promise<string> {
  const known = made.get(ctx.world);
  if (known) return known;
  const asked = await prepare(ctx, E, ctx.world.tokens.student, {});
  await ctx.t.services.jobs.drain();
  made.set(ctx.world, asked.export_id as string);
  return asked.export_id as string;
}

/** The victim school's export, asked by its admin and built, once per world. */
const schoolMade = new WeakMap<object, string>();

async function victimSchoolExport(ctx: FixtureContext): Promise<string> {
  const known = schoolMade.get(ctx.world);
  if (known) return known;
  const asked = await prepare(ctx, S, ctx.world.tokens.admin, undefined);
  await ctx.t.services.jobs.drain();
  schoolMade.set(ctx.world, asked.export_id as string);
  return asked.export_id as string;
}

export function privacyFixtures(): Record<string, Fixture> {
  return {
    [`POST ${E}`]: async (ctx, base) => ({
      ...base,
      label: 'an export of the victim learner',
      body: { uuid: ctx.world.victimUuid },
      positive: { caller: 'parent' },
    }),
    [`GET ${E}/{exportId}`]: async (ctx, base) => ({
      ...base,
      label: "the victim learner's export",
      path: { exportId: await victimExport(ctx) },
    }),
    [`GET ${E}/{exportId}/file`]: async (ctx, base) => ({
      ...base,
      label: "the zip of the victim learner's data",
      path: { exportId: await victimExport(ctx) },
      positive: { caller: 'parent' },
    }),
    [`GET ${S}/{exportId}`]: async (ctx, base) => ({
      ...base,
      label: "the victim school's export",
      path: { exportId: await victimSchoolExport(ctx) },
    }),
    [`GET ${S}/{exportId}/file`]: async (ctx, base) => ({
      ...base,
      label: "the zip of the victim school's records",
      path: { exportId: await victimSchoolExport(ctx) },
    }),
  };
}
