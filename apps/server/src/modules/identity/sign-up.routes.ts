import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import type { OtpService } from './otp.service.js';
import type { RegistrationService } from './registration.service.js';
import type { SignUpService } from './sign-up.service.js';
import { requestLanguage } from '../../platform/i18n/request-language.js';

export interface SignUpRoutesOptions {
  registration: RegistrationService;
  signUp: SignUpService;
  otp: OtpService;
  /** The sign-in limit per client address: the same for these calls (they reveal or create accounts). */
  perAddress: { max: number; timeWindow: number };
}

const AUTH = '/cognito-login-service/auth';
const tags = ['identity'];

/** Registration check, sign-up and the development OTP flow (spec 002 §5.1, §5.5, §2.2). */
export function registerSignUpRoutes(app: FastifyInstance, opts: SignUpRoutesOptions): void {
  const { registration, signUp, otp, perAddress } = opts;

  route(
    app,
    `POST ${AUTH}/checkRegistration`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'Is this email or mobile registered, and may the caller use it?',
      description:
        'Signed in: judged for the signed-in person. Signed out or guest: judged for role_type (the sign-up role), with the static-page messages. Never says who holds the value.',
    },
    async (request) => ok(await registration.check(request.auth, request.body, request.ip, requestLanguage(request))),
  );

  route(
    app,
    `POST ${AUTH}/signUp`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'Create a student, parent or institute account and sign in',
      description:
        'Needs the code sent (sendOtp) to the mobile or the email. A value the registration check blocks for the role answers 409 with the static-page message; one it allows is accepted. Malformed fields answer 400 naming each one.',
    },
    async (request) => ok(await signUp.signUp(request.body)),
  );

  route(
    app,
    `POST ${AUTH}/sendOtp`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'Send a 6-digit sign-up code to a mobile number or an email (demo mode: the answer shows it)',
    },
    async (request) => ok(await otp.send(request.body, request.ip, requestLanguage(request))),
  );

  route(
    app,
    `POST ${AUTH}/verifyOtp`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'Check the sign-up code (10 minutes; 5 tries per mobile or email an hour, across re-sends)',
    },
    async (request) => ok(await otp.verify(request.body)),
  );
}
