import { randomUUID } from 'node:crypto';
import { DEFAULT_SCHOOL_ID } from '@esc/domain';
import { makeUser, TEST_PASSWORD } from './factories.js';
import { AUTH, prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext } from './matrix-requests.js';

// Parental consent in the authorisation matrix: each request gets its own self-registered child,
// waiting for a parent (a consent row as sign-up writes it), so the positive control has a real
// request to name a parent for, agree to with the right code, or withdraw.

const C = '/api/privacy/consent';
let children = 0;

/** A learner of the default school, under 18, waiting for a parent; signed in. */
async function waitingChild(ctx: FixtureContext) {
  children += 1;
  const child = await makeUser(ctx.t.db, { schoolId: DEFAULT_SCHOOL_ID, email: `waiting${children}@consent.test` });
  const id = randomUUID();
  await ctx.t.db
    .insertInto('parental_consents')
    .values({ id, child_uuid: child.uuid, state: 'waiting', created_at: new Date().toISOString() })
    .execute();
  const login = await ctx.t.app.inject({
    method: 'POST',
    url: `${AUTH}/login`,
    payload: { username: child.email, password: TEST_PASSWORD },
    remoteAddress: `10.81.${children % 250}.1`,
  });
  return { uuid: child.uuid, consentId: id, token: (login.json().data as { access_token: string }).access_token };
}

/** A waiting child who named the demo parent: the request and the code the parent was sent. */
async function askedDemoParent(ctx: FixtureContext) {
  const child = await waitingChild(ctx);
  await prepare(ctx, `${C}/parent`, child.token, { email: 'parent@demo.school' });
  const otp = String(ctx.inbox.last('parent@demo.school', 'parental_consent')?.variables.code);
  return { ...child, otp };
}

const agree = (consentId: string, otp: string) => ({
  consent_id: consentId,
  otp,
  adult_and_parent: true,
  notice_version: '2026-12',
});

export function consentFixtures(): Record<string, Fixture> {
  return {
    'PUT /api/privacy/school-notice': async (_ctx, base) => ({
      ...base,
      label: 'the notice the victim school gave its parents',
      body: { told_on: '2026-06-01', notice: 'A letter to parents about their children’s data' },
    }),
    [`POST ${C}/parent`]: async (ctx, base) => {
      const child = await waitingChild(ctx);
      return {
        ...base,
        label: 'the victim’s parent named as a waiting child’s parent',
        body: { email: 'parent@demo.school' },
        positive: { token: child.token, request: { body: { email: `named${children}@consent.test` } } },
      };
    },
    [`POST ${C}/give`]: async (ctx, base) => {
      // Outsiders guess at another request than the positive control's, so their tries do not end its code.
      const decoy = await askedDemoParent(ctx);
      const asked = await askedDemoParent(ctx);
      return {
        ...base,
        label: 'a waiting child’s request, with a guessed code',
        body: agree(decoy.consentId, decoy.otp === '000000' ? '111111' : '000000'),
        positive: { caller: 'parent', request: { body: agree(asked.consentId, asked.otp) } },
      };
    },
    [`POST ${C}/withdraw`]: async (ctx, base) => {
      const asked = await askedDemoParent(ctx);
      await prepare(ctx, `${C}/give`, ctx.world.tokens.parent, agree(asked.consentId, asked.otp));
      return {
        ...base,
        label: 'the consent the victim’s parent gave for a child',
        body: { uuid: asked.uuid },
        positive: { caller: 'parent' },
      };
    },
  };
}
