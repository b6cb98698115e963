import { DEMO_PASSWORD } from '../seed/demo-seed.js';
import { AUTH, body, pendingParentLink, prepare, ROSTER_HEADER, spareLearner } from './matrix-fixture-kit.js';
import type { Fixture } from './matrix-requests.js';
import { TEST_PASSWORD } from './factories.js';
import { withCode } from './sign-up-kit.js';
import { randomUUID } from 'node:crypto';

/** Sign-in, sessions, codes, accounts and parent links: each credential route with a real credential. */
export function identityFixtures(): Record<string, Fixture> {
  const refresh: Fixture = async (ctx, base) => {
    const spare = await spareLearner(ctx);
    return {
      ...base,
      body: { refresh_token: 'not-a-refresh-token' },
      positive: { request: { body: { refresh_token: spare.refreshToken } } },
    };
  };
  return {
    // The owner signed in at home before the outsiders guess from their own networks: however many
    // guesses the account gets, they keep nobody out of a network the owner used before.
    [`POST ${AUTH}/login`]: async (ctx, base) => {
      const home = '10.81.0.1';
      const credentials = { username: 'student@demo.school', password: DEMO_PASSWORD };
      const before = await ctx.t.app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        payload: credentials,
        remoteAddress: home,
      });
      if (before.statusCode !== 200) throw new Error(`the owner could not sign in at home: ${before.body}`);
      return {
        ...base,
        label: "the victim's username with wrong passwords, then the right one from the owner's home network",
        positive: { address: home, request: { body: credentials } },
      };
    },
    [`POST ${AUTH}/refreshToken`]: refresh,
    ['POST /api/v1/auth/refresh']: refresh,
    [`POST ${AUTH}/logout`]: refresh,
    [`POST ${AUTH}/changePassword`]: async (ctx, base) => {
      const spare = await spareLearner(ctx);
      return {
        ...base,
        body: { current_password: 'Wrong-password-1', new_password: 'Another-2026-pw' },
        positive: {
          token: spare.token,
          request: { body: { current_password: TEST_PASSWORD, new_password: 'Another-2026-pw' } },
        },
      };
    },
    // The codes a name may be sent are limited (its owner's phone is not to be flooded): outsiders
    // asking for the victim's use them up, so the owner's own request is shown on an account of its own.
    [`POST ${AUTH}/forgotPassword`]: async (ctx, base) => {
      const spare = await spareLearner(ctx);
      return { ...base, positive: { caller: 'anonymous', request: { body: { username: spare.email } } } };
    },
    // Wrong codes count against the code (5 tries): outsiders guessing at one account's code burn it,
    // so the owner resets another account with its own untouched code.
    [`POST ${AUTH}/resetPassword`]: async (ctx, base) => {
      const [guessed, owner] = [await spareLearner(ctx), await spareLearner(ctx)];
      const codeOf = async (email: string) => {
        await prepare(ctx, `${AUTH}/forgotPassword`, undefined, { username: email });
        return String(ctx.inbox.last(email, 'otp')?.variables.code);
      };
      const wrong = (await codeOf(guessed.email!)) === '000000' ? '111111' : '000000';
      const otp = await codeOf(owner.email!);
      return {
        ...base,
        body: { username: guessed.email, otp: wrong, new_password: 'Another-2026-pw' },
        positive: {
          caller: 'anonymous',
          request: { body: { username: owner.email, otp, new_password: 'Another-2026-pw' } },
        },
      };
    },
    [`POST ${AUTH}/checkRegistration`]: async (_ctx, base) => ({
      ...base,
      body: { entity_name: 'email', entity_value: 'student@demo.school' },
      positive: { caller: 'anonymous' },
    }),
    [`POST ${AUTH}/sendOtp`]: async (_ctx, base) => ({
      ...base,
      body: { mobile: '9800000001', country_iso: 'IN' },
      positive: { caller: 'anonymous', request: { body: { mobile: '9123400001', country_iso: 'IN' } } },
    }),
    [`POST ${AUTH}/verifyOtp`]: async (ctx, base) => {
      const sent = await withCode(
        ctx.t.app,
        { mobile: '9123400002', country_iso: 'IN', email: 'verify@example.com' },
        'mobile',
        ctx.inbox,
      );
      return {
        ...base,
        body: { mobile: '9800000001', country_iso: 'IN', otp: '123456' },
        positive: { caller: 'anonymous', request: { body: { mobile: sent.mobile, country_iso: 'IN', otp: sent.otp } } },
      };
    },
    [`POST ${AUTH}/signUp`]: async (ctx, base) => {
      const person = {
        first_name: 'New',
        last_name: 'Learner',
        country_iso: 'IN',
        password: 'Signup-2026-pw',
        role: 'student',
        date_of_birth: '2000-01-01',
      };
      const fresh = await withCode(
        ctx.t.app,
        { ...person, email: 'new.learner@example.com', mobile: '9123400003' },
        'mobile',
        ctx.inbox,
      );
      return {
        ...base,
        label: "the victim's email and mobile with a code nobody was sent",
        body: { ...person, email: 'student@demo.school', mobile: '9800000001', otp: '123456', otp_channel: 'mobile' },
        positive: { caller: 'anonymous', request: { body: { ...fresh, board_id: 101, class_id: 1010 } } },
      };
    },
    [`POST ${AUTH}/acceptInvitation`]: async (ctx, base) => {
      const email = `invited${randomUUID().slice(0, 8)}@demo.school`;
      const csv = [ROSTER_HEADER, `student,10-A,101,1010,,,Invited,Learner,${email},,IN,,`].join('\n');
      const applied = await prepare(ctx, '/api/institutes/roster/apply', ctx.world.tokens.admin, { csv });
      const code = (applied.invitations as { email: string; code: string }[]).find((i) => i.email === email)!.code;
      return {
        ...base,
        body: { code: 'not-an-invitation', password: 'Invited-2026-pw' },
        positive: { caller: 'anonymous', request: { body: { code, password: 'Invited-2026-pw' } } },
      };
    },
    [`POST ${AUTH}/confirmParentLink`]: async (ctx, base) => {
      const pending = await pendingParentLink(ctx);
      return {
        ...base,
        label: "the parent's pending link, with its real code",
        body: pending,
        positive: { caller: 'parent' },
      };
    },
    [`POST ${AUTH}/declineParentLink`]: async (ctx, base) => {
      const { link_id } = await pendingParentLink(ctx);
      return {
        ...base,
        label: "the parent's pending link",
        body: body(base, { link_id }),
        positive: { caller: 'parent' },
      };
    },
    [`POST ${AUTH}/teacherDetail`]: async (ctx, base) => ({ ...base, body: { uuid: ctx.world.named.teacher_uuid } }),
    [`POST ${AUTH}/teacherDetailByUuid`]: async (ctx, base) => ({
      ...base,
      body: { uuid: ctx.world.named.teacher_uuid },
    }),
  };
}
