import type { AccessLogPoint, AccessLogSlot } from './access-log-point.js';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createDirectoryRepository } from './directory.repository.js';
import { createDirectoryService } from './directory.service.js';
import { PEOPLE_NAMES_CACHE, PLACEMENTS_CACHE } from './kept-placements.js';
import { ACCOUNTS_CACHE } from './kept-account-facts.js';
import { createPersonLanguages } from './person-languages.js';
import type { Notifier } from '../../platform/notify/notifier.js';
import { createAccountRecoveryService } from './account-recovery.service.js';
import { registerAccountRoutes } from './account.routes.js';
import { createCodeDelivery } from './code-delivery.js';
import { createConsentRepository } from './consent.repository.js';
import { registerConsentRoutes } from './consent.routes.js';
import { createConsentService } from './consent.service.js';
import { createConsentRefusal, type PublishConsentDecided } from './consent-refusal.service.js';
import { createIdentityRepository, type PeopleMoved } from './identity.repository.js';
import { registerIdentityRoutes } from './identity.routes.js';
import { createIdentityService } from './identity.service.js';
import { createInvitationService } from './invitation.service.js';
import { createLearnerMediums } from './learner-medium.js';
import { createLoginThrottle } from './login-throttle.js';
import { createOneTimeCodeService } from './one-time-code.service.js';
import { createOtpChallengeRepository } from './otp-challenge.repository.js';
import { createOtpService } from './otp.service.js';
import { createParentLinkService } from './parent-link.service.js';
import { createProfilePhotoService } from './profile-photo.service.js';
import { createProfileUpdateService } from './profile-update.service.js';
import { createRegistrationService } from './registration.service.js';
import { createSchoolAccountsService } from './school-accounts.service.js';
import { createSchoolNoticeService } from './school-notice.service.js';
import { schoolPortsOf, type SchoolsPoint } from './school-ports.js';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';
import { createSecurityEvents, signInFailure } from '../../platform/security/security-events.repository.js';
import { defineModule } from '../module-map.js';
import { identityPersonalData } from './identity.personal-data.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService } from './session.service.js';
import { createDemoRecoveryProofs } from './demo-recovery-proof.js';
import { createSignUpService } from './sign-up.service.js';
import { createThrottleRepository } from './throttle.repository.js';
import { createThrottleService } from './throttle.service.js';

// What the other modules read of this one: people and their links, and the roster's account changes.
export type { DirectoryService, NameForReaders, PersonRecord } from './directory.service.js';
export type { IdentityService } from './identity.service.js';
export type { LearnerMediums } from './learner-medium.js';
export type { PersonLanguages } from './person-languages.js';
export type { RosterAccountChanges, RosterPerson } from './school-accounts.service.js';
export type { BoardClass, DirectorySchool } from './school-ports.js';
export type { ConsentDecided } from './consent-refusal.service.js';
export type { ConsentService } from './consent.service.js';

export { PEOPLE_NAMES_CACHE, PLACEMENTS_CACHE } from './kept-placements.js';
export { ACCOUNTS_CACHE } from './kept-account-facts.js';

export type IdentityServices = ReturnType<typeof createIdentityServices>;

/** People were given or lost a school or a linked child (sign-up, a roster import, a confirmed link). */
export interface MembershipsChanged {
  /** Names this change for good (a handler run twice can tell). */
  id: string;
  /** How many people moved. */
  people: number;
}

export function createIdentityServices(deps: {
  db: Db;
  config: AppConfig;
  clock: () => number;
  log: FastifyBaseLogger;
  tokens: TokenService;
  notifier: Notifier;
  /** Schools and sections (institutes) and boards' classes (the catalogue), filled by those modules. */
  schools: ExtensionPoint<SchoolsPoint>;
  /** The audit module's log of staff reads, filled by that module. */
  accessLog: AccessLogSlot;
  /** Publishes identity.memberships-changed in the writing transaction. */
  peopleMoved: PeopleMoved;
  /** The caches every process agrees on: kept placements follow the memberships' version. */
  cacheVersions: CacheVersions;
  /** Publishes identity.consent-decided in the writing transaction. */
  consentDecided: PublishConsentDecided;
}) {
  const { db, config, clock, log, tokens, notifier, peopleMoved } = deps;
  const ports = schoolPortsOf(deps.schools);
  const peopleRenamed = (trx: Db) => deps.cacheVersions.bumpWithin(trx, PEOPLE_NAMES_CACHE);
  const accountsMoved = (trx: Db) => deps.cacheVersions.bumpWithin(trx, ACCOUNTS_CACHE);
  const repo = createIdentityRepository(db, peopleMoved, peopleRenamed);
  const directoryRepo = createDirectoryRepository(db);
  const languages = createPersonLanguages({ repo: directoryRepo, ports });
  const identity = createIdentityService({
    repo,
    ports,
    accessLog: deps.accessLog,
    consentWaiting: async (uuid) => (await createConsentRepository(db).withoutConsent([uuid])).has(uuid),
    kept: { versions: deps.cacheVersions, clock },
  });
  const throttle = createThrottleService({ repo: createThrottleRepository(db), clock });
  const security = createSecurityEvents({ db, clock });
  const loginThrottle = createLoginThrottle(
    throttle,
    {
      freeFailures: config.loginFreeFailures,
      accountFreeFailures: config.loginAccountFreeFailures,
      maxDelaySeconds: config.loginMaxDelaySeconds,
      failureWindowSeconds: config.loginFailureWindowSeconds,
      addressFreeFailures: config.loginAddressFreeFailures,
    },
    (account, address) => security.record(signInFailure(account, address)),
  );
  const session = createSessionService({
    identityRepo: repo,
    sessionRepo: createSessionRepository(db),
    identity,
    tokens,
    clock,
    log,
    loginThrottle,
    security,
    policy: { refreshTokenTtlDays: config.refreshTokenTtlDays, passwordScryptN: config.passwordScryptN },
  });
  const codes = createOneTimeCodeService({ repo: createOtpChallengeRepository(db), secret: config.jwtSecret, clock });
  const delivery = createCodeDelivery({ codes, notifier, log });
  const registration = createRegistrationService({ identity, throttle });
  const passwordScryptN = config.passwordScryptN;
  // Only the demo's console notifier keeps messages to show; production has no proofs at all.
  const proofs = notifier.outbox ? createDemoRecoveryProofs(config.jwtSecret) : null;
  const consent = createConsentService({
    db,
    repo,
    identity,
    codes,
    notifier,
    session,
    languages,
    clock,
    publicUrl: config.notify?.publicUrl ?? null,
    log,
    decided: deps.consentDecided,
    accountsMoved,
  });
  return {
    identity,
    directory: createDirectoryService({ repo: directoryRepo, versions: deps.cacheVersions }),
    /** The language of each person's messages: `languagesOf(uuids)` for a set, in a fixed number of queries. */
    languages,
    session,
    registration,
    signUp: createSignUpService({ repo, session, registration, delivery, ports, passwordScryptN, proofs, consent }),
    /** A self-registered child's parental consent (the guard asks with the account: identity.accountFacts). */
    consent,
    /** A parent's link: the request as they see it, and their refusal. */
    consentRefusal: createConsentRefusal({ db, repo, codes, clock, decided: deps.consentDecided, accountsMoved }),
    schoolNotice: createSchoolNoticeService({ db, identity, clock }),
    otp: createOtpService({ delivery, registration, throttle }),
    recovery: createAccountRecoveryService({
      languages,
      repo,
      session,
      delivery,
      throttle,
      loginThrottle,
      passwordScryptN,
      proofs,
    }),
    profileUpdate: createProfileUpdateService({ repo, identity, registration, delivery, languages }),
    /** A person's medium of instruction: the language catalogue and question reads answer in by default. */
    mediums: createLearnerMediums({ repo, ports }),
    /** Which file is a person's photo, and whose a caller may see (media stores and serves the file). */
    profilePhotos: createProfilePhotoService({ repo }),
    invitations: createInvitationService({
      languages,
      db,
      repo,
      session,
      throttle,
      clock,
      passwordScryptN,
      notifier,
      publicUrl: config.notify?.publicUrl ?? null,
      log,
    }),
    parentLinks: createParentLinkService({ db, repo, identity, codes, notifier, ports, clock, log, languages }),
    schoolAccounts: createSchoolAccountsService({ db, peopleMoved, peopleRenamed }),
    /** Budgets per window and growing waits, kept in the database so every process agrees (roster previews use one). */
    throttle,
    /** Institutes fill its places, the catalogue its boards' classes. */
    schools: deps.schools,
    /** The audit module fills its record of staff reads. */
    accessLog: deps.accessLog,
  };
}

/** Identity and session calls (CONTRACT.md), sign-up and codes, and the accounts calls. */
export function registerIdentityModule(
  api: FastifyInstance,
  services: IdentityServices,
  loginMaxPerAddress: number,
): void {
  registerIdentityRoutes(api, { ...services, loginMaxPerAddress });
  registerAccountRoutes(api, services, { max: loginMaxPerAddress, timeWindow: 60_000 });
  registerConsentRoutes(api, { ...services, perAddress: { max: loginMaxPerAddress, timeWindow: 60_000 } });
}

export const identityModule = defineModule({
  name: 'identity',
  purpose: 'Accounts, sign-in and sessions, one-time codes, invitations, parent links and who belongs to which school.',
  needs: {},
  offers: [
    'identity',
    'directory',
    'schoolAccounts',
    'invitations',
    'parentLinks',
    'schools',
    'throttle',
    'profilePhotos',
    'mediums',
    'languages',
    'accessLog',
    'consent',
  ],
  fills: [],
  publishes: ['identity.memberships-changed', 'identity.consent-decided'],
  handles: [],
  tables: [
    'users',
    'memberships',
    'parent_child_links',
    'refresh_tokens',
    'throttles',
    'otp_challenges',
    'invitations',
    'pending_parent_links',
    'parental_consents',
    'school_privacy_notices',
  ],
  personalData: identityPersonalData,
  jobs: [],
  build({ platform, extensionPoint, events }) {
    const services = createIdentityServices({
      ...platform,
      schools: extensionPoint<SchoolsPoint>('schools', ['places', 'boardClasses']),
      accessLog: extensionPoint<AccessLogPoint>('accessLog', ['record']),
      peopleMoved: async (trx, uuids) => {
        await platform.cacheVersions.bumpWithin(trx, PLACEMENTS_CACHE);
        await events.publish(trx, 'identity.memberships-changed', { id: randomUUID(), people: uuids.length });
      },
      consentDecided: (trx, event) => events.publish(trx, 'identity.consent-decided', event),
    });
    return {
      services,
      policy: services.identity.policy,
      routes: (api) => registerIdentityModule(api, services, platform.config.loginMaxPerAddress),
    };
  },
});
