import {
  CheckRegistrationBody,
  CheckRegistrationData,
  LoginData,
  SendOtpBody,
  SendOtpData,
  SignUpBody,
  VerifyOtpBody,
  VerifyOtpData,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok, responses } from '../../platform/http/envelope.js';
import type { OtpService } from './otp.service.js';
import type { RegistrationService } from './registration.service.js';
import type { SignUpService } from './sign-up.service.js';

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
export function registerSignUpRoutes(parent: FastifyInstance, opts: SignUpRoutesOptions): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { registration, signUp, otp, perAddress } = opts;

  app.post(
    `${AUTH}/checkRegistration`,
    {
      config: { guard: 'guest', scope: 'credential', rateLimit: perAddress },
      schema: {
        tags,
        summary: 'Is this email or mobile registered, and may the caller use it?',
        description:
          'Signed in: judged for the signed-in person. Signed out or guest: judged for role_type (the sign-up role), with the static-page messages. Never says who holds the value.',
        body: CheckRegistrationBody,
        response: responses(CheckRegistrationData),
      },
    },
    async (request) => ok(await registration.check(request.auth, request.body, request.ip)),
  );

  app.post(
    `${AUTH}/signUp`,
    {
      config: { guard: 'public', scope: 'credential', rateLimit: perAddress },
      schema: {
        tags,
        summary: 'Create a student, parent or institute account and sign in',
        description:
          'Needs the code sent (sendOtp) to the mobile or the email. A value the registration check blocks for the role answers 409 with the static-page message; one it allows is accepted. Malformed fields answer 400 naming each one.',
        body: SignUpBody,
        response: responses(LoginData),
      },
    },
    async (request) => ok(await signUp.signUp(request.body)),
  );

  app.post(
    `${AUTH}/sendOtp`,
    {
      config: { guard: 'public', scope: 'credential', rateLimit: perAddress },
      schema: {
        tags,
        summary: 'Send a 6-digit sign-up code to a mobile number or an email (demo mode: the answer shows it)',
        body: SendOtpBody,
        response: responses(SendOtpData),
      },
    },
    async (request) => ok(await otp.send(request.body, request.ip)),
  );

  app.post(
    `${AUTH}/verifyOtp`,
    {
      config: { guard: 'public', scope: 'credential', rateLimit: perAddress },
      schema: {
        tags,
        summary: 'Check the sign-up code (10 minutes; 5 tries per mobile or email an hour, across re-sends)',
        body: VerifyOtpBody,
        response: responses(VerifyOtpData),
      },
    },
    async (request) => ok(await otp.verify(request.body)),
  );
}
