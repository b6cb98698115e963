import { prepare, spareLearner } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext } from './matrix-requests.js';

// Erasure in the authorisation matrix. Nothing here may erase the victim learner (other routes'
// fixtures still need him): the request decided is a spare learner's of the victim school, made anew
// each time the matrix reads the fixture, and the positive control refuses it, which keeps everything.

const R = '/api/privacy/erasure-requests';

async function spareRequest(ctx: FixtureContext): Promise<string> {
  const learner = await spareLearner(ctx);
  const asked = await prepare(ctx, R, learner.token, {});
  return asked.request_id as string;
}

export function erasureFixtures(): Record<string, Fixture> {
  return {
    [`POST ${R}`]: async (ctx, base) => ({
      ...base,
      label: 'an erasure request for the victim learner (asked, never decided)',
      body: { uuid: ctx.world.victimUuid },
      positive: { caller: 'parent' },
    }),
    [`POST ${R}/{requestId}/decision`]: async (ctx, base) => ({
      ...base,
      label: "a refusal of a victim-school learner's erasure request",
      path: { requestId: await spareRequest(ctx) },
      body: { approve: false, refusal: 'Asked by mistake' },
      positive: { caller: 'admin' },
    }),
  };
}
