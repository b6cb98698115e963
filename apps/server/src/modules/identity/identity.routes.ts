import {
  EmptyData,
  GuestLoginBody,
  GuestLoginData,
  LoginBody,
  LoginData,
  LogoutBody,
  Profile,
  RefreshBody,
  RefreshData,
  StudentDetail,
  TeacherDetail,
  UuidBody,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { ok, responses } from '../../platform/http/envelope.js';
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
export function registerIdentityRoutes(parent: FastifyInstance, opts: IdentityRoutesOptions): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { session, identity } = opts;
  const perAddress = { max: opts.loginMaxPerAddress, timeWindow: 60_000 };

  app.post(
    `${AUTH}/login`,
    {
      config: { guard: 'public', scope: 'credential', rateLimit: perAddress },
      schema: {
        tags,
        summary: 'Sign in with email or mobile and password',
        description:
          'Failures make the account and address pair wait, longer each time, and spend the address budget; the 429 says how long (issue 7 §1.6).',
        body: LoginBody,
        response: responses(LoginData),
      },
    },
    async (request) => ok(await session.login(request.body.username, request.body.password, request.ip)),
  );

  app.post(
    `${AUTH}/guestLogin`,
    {
      config: { guard: 'public', scope: 'none', rateLimit: perAddress },
      schema: {
        tags,
        summary: 'Start a guest session (guest-allowed reads only)',
        body: GuestLoginBody,
        response: responses(GuestLoginData),
      },
    },
    async () => ok(await session.guestLogin()),
  );

  // The specs' own refresh and the reward service's refresh: one handler (CONTRACT.md).
  for (const url of [`${AUTH}/refreshToken`, '/v1/auth/refresh']) {
    app.post(
      url,
      {
        config: { guard: 'public', scope: 'credential' },
        schema: {
          tags,
          summary: 'Rotate the refresh token and get a new access token',
          description: 'A refresh token works once. Presenting a used one revokes its whole family (401).',
          body: RefreshBody,
          response: responses(RefreshData),
        },
      },
      async (request) => ok(await session.refresh(request.body.refresh_token)),
    );
  }

  app.post(
    `${AUTH}/logout`,
    {
      config: { guard: 'public', scope: 'credential' },
      schema: {
        tags,
        summary: 'Sign out: revoke the session family',
        body: LogoutBody,
        response: responses(EmptyData),
      },
    },
    async (request) => {
      await session.logout(request.body.refresh_token);
      return ok({});
    },
  );

  registerSignUpRoutes(parent, { ...opts, perAddress });

  app.get(
    `${AUTH}/me`,
    {
      config: { guard: 'user', scope: 'self' },
      schema: { tags, summary: 'Profile of the signed-in user', response: responses(Profile) },
    },
    async (request) => ok(await identity.profile(requireUser(request).uuid)),
  );

  for (const url of [`${AUTH}/studentDetailUuid`, `${AUTH}/getStudentDetailUuid`]) {
    app.post(
      url,
      {
        config: { guard: 'user', scope: 'school' },
        schema: {
          tags,
          summary: 'A learner: themselves, a parent’s linked child, or a learner of the caller’s school',
          body: UuidBody,
          response: responses(StudentDetail),
        },
      },
      async (request) => ok(await identity.studentDetail(requireUser(request), request.body.uuid)),
    );
  }

  app.post(
    `${AUTH}/teacherDetailByUuid`,
    {
      config: { guard: 'user', scope: 'school' },
      schema: {
        tags,
        summary: 'A teacher: themselves, or staff of a school the caller belongs to',
        body: UuidBody,
        response: responses(TeacherDetail),
      },
    },
    async (request) => ok(await identity.teacherDetail(requireUser(request), request.body.uuid)),
  );
}
