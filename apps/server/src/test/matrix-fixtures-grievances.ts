import { prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext } from './matrix-requests.js';

// Grievances in the authorisation matrix: the victim learner's grievance (raised by their parent),
// which only the victim school's admins answer and close; outsiders (another school's admin, the
// platform's officer) find no such grievance. The school's officer is read and named by its admin.

const G = '/api/privacy/grievances';

async function raised(ctx: FixtureContext): Promise<string> {
  const data = await prepare(ctx, G, ctx.world.tokens.parent, {
    uuid: ctx.world.victimUuid,
    subject: 'Matrix grievance',
    details: 'Who opened my child’s answers?',
  });
  return data.grievance_id as string;
}

async function answered(ctx: FixtureContext): Promise<string> {
  const id = await raised(ctx);
  await prepare(ctx, `${G}/${id}/answer`, ctx.world.tokens.admin, { answer: 'Only the class teacher.' });
  return id;
}

export function grievancesFixtures(): Record<string, Fixture> {
  return {
    [`POST ${G}`]: async (ctx, base) => ({
      ...base,
      label: 'a grievance about the victim learner',
      body: { uuid: ctx.world.victimUuid, subject: 'About my data', details: 'Please tell me who read it.' },
      positive: { caller: 'parent' },
    }),
    [`POST ${G}/{grievanceId}/answer`]: async (ctx, base) => ({
      ...base,
      label: "answering the victim learner's grievance",
      path: { grievanceId: await raised(ctx) },
      body: { answer: 'We looked into it.' },
    }),
    [`POST ${G}/{grievanceId}/close`]: async (ctx, base) => ({
      ...base,
      label: "closing the victim learner's answered grievance",
      path: { grievanceId: await answered(ctx) },
    }),
    // The operator's read: platform editors only; every school's staff, the victim's own admin too, are outsiders.
    'GET /api/privacy/security-events': async (_ctx, base) => ({
      ...base,
      label: 'the security events of every school, the victim school’s among them',
      insiders: ['platformEditor'],
      positive: { caller: 'platformEditor' },
    }),
    'PUT /api/privacy/grievance-officer': async (ctx, base) => ({
      ...base,
      label: "naming the victim school's grievance officer",
      body: { school_id: ctx.world.victim.schoolId, name: 'Mrs. Menon', contact: 'grievance@sunrise.test' },
    }),
  };
}
