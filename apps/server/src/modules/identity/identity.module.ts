import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import { createDirectoryRepository } from './directory.repository.js';
import { createDirectoryService } from './directory.service.js';
import { createIdentityRepository } from './identity.repository.js';
import { registerIdentityRoutes } from './identity.routes.js';
import { createIdentityService } from './identity.service.js';
import { createOtpService } from './otp.service.js';
import { createRegistrationService } from './registration.service.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService } from './session.service.js';
import { createSignUpService } from './sign-up.service.js';

export type IdentityServices = ReturnType<typeof createIdentityServices>;

export function createIdentityServices(deps: {
  db: Db;
  config: AppConfig;
  clock: () => number;
  log: FastifyBaseLogger;
  tokens: TokenService;
  env?: NodeJS.ProcessEnv;
}) {
  const { db, config, clock, log, tokens } = deps;
  const env = deps.env ?? process.env;
  const identityRepo = createIdentityRepository(db);
  const identity = createIdentityService({ repo: identityRepo });
  const session = createSessionService({
    identityRepo,
    sessionRepo: createSessionRepository(db),
    identity,
    tokens,
    clock,
    log,
    policy: {
      refreshTokenTtlDays: config.refreshTokenTtlDays,
      loginMaxFailuresPerAccount: config.loginMaxFailuresPerAccount,
      loginFailureWindowSeconds: config.loginFailureWindowSeconds,
    },
  });
  const registration = createRegistrationService({ identity });
  return {
    identity,
    directory: createDirectoryService({ repo: createDirectoryRepository(db) }),
    session,
    registration,
    signUp: createSignUpService({ identity, session, registration }),
    otp: createOtpService({
      clock,
      log,
      echo: env.OTP_ECHO === '1',
      logCodes: env.NODE_ENV !== 'production',
    }),
  };
}

/** Identity and session calls (CONTRACT.md), sign-up and the OTP flow. */
export function registerIdentityModule(
  api: FastifyInstance,
  services: IdentityServices,
  loginMaxPerAddress: number,
): void {
  registerIdentityRoutes(api, { ...services, loginMaxPerAddress });
}
