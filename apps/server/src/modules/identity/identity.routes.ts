import type { FastifyInstance } from 'fastify';
import { route, routes } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { IdentityService } from './identity.service.js';
import type { SessionService } from './session.service.js';
import { registerSignUpRoutes, type SignUpRoutesOptions } from './sign-up.routes.js';

export interface IdentityRoutesOptions extends Omit<SignUpRoutesOptions, 'perAddress'> {
  session: SessionService;
  identity: IdentityService;
  /** Sign-in attempts per client address per minute. */
  loginMaxPerAddress: number;
}

const AUTH = '/cognito-login-service/auth';
const tags = ['identity'];

/** Identity and session calls (CONTRACT.md); mounted under /api. */
export function registerIdentityRoutes(app: FastifyInstance, opts: IdentityRoutesOptions): void {
  const { session, identity } = opts;
  const perAddress = { max: opts.loginMaxPerAddress, timeWindow: 60_000 };

  route(
    app,
    `POST ${AUTH}/login`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'Sign in with email or mobile and password',
      description:
        'Failures make the account and address pair wait, longer each time, and spend the address budget; the 429 says how long.',
    },
    async (request) => ok(await session.login(request.body.username, request.body.password, request.ip)),
  );

  route(
    app,
    `POST ${AUTH}/guestLogin`,
    { config: { rateLimit: perAddress }, tags, summary: 'Start a guest session (guest-allowed reads only)' },
    async () => ok(await session.guestLogin()),
  );

  // The specs' own refresh and the reward service's refresh: one handler (CONTRACT.md).
  routes(
    app,
    [`POST ${AUTH}/refreshToken`, 'POST /v1/auth/refresh'],
    {
      tags,
      summary: 'Rotate the refresh token and get a new access token',
      description: 'A refresh token works once. Presenting a used one revokes its whole family (401).',
    },
    async (request) => ok(await session.refresh(request.body.refresh_token)),
  );

  route(app, `POST ${AUTH}/logout`, { tags, summary: 'Sign out: revoke the session family' }, async (request) => {
    await session.logout(request.body.refresh_token);
    return ok({});
  });

  registerSignUpRoutes(app, { ...opts, perAddress });

  route(app, `GET ${AUTH}/me`, { tags, summary: 'Profile of the signed-in user' }, async (request) =>
    ok(await identity.profile(requireUser(request).uuid)),
  );

  routes(
    app,
    [`POST ${AUTH}/studentDetailUuid`, `POST ${AUTH}/getStudentDetailUuid`],
    { tags, summary: 'A learner: themselves, a parent’s linked child, or a learner of the caller’s school' },
    async (request) => ok(await identity.studentDetail(requireUser(request), request.body.uuid)),
  );

  route(
    app,
    `POST ${AUTH}/teacherDetailByUuid`,
    { tags, summary: 'A teacher: themselves, or staff of a school the caller belongs to' },
    async (request) => ok(await identity.teacherDetail(requireUser(request), request.body.uuid)),
  );
}
