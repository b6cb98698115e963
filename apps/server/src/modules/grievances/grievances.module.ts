import type { LanguageCode } from '@esc/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Notifier } from '../../platform/notify/notifier.js';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import { createSecurityEvents } from '../../platform/security/security-events.repository.js';
import { defineModule } from '../module-map.js';
import { createGrievanceOfficers, type PlatformOfficer, type SchoolsOfPeople } from './grievance-officers.service.js';
import { grievancesPersonalData } from './grievances.personal-data.js';
import { createGrievancesPolicy } from './grievances.policy.js';
import { createGrievancesRepository } from './grievances.repository.js';
import { registerGrievanceRoutes } from './grievances.routes.js';
import { createGrievancesService, type GrievancesDeps } from './grievances.service.js';
import { createSecurityEventsReader } from './security-events-reader.service.js';
import { createOfficerNotices, OFFICER_NOTICE_JOB } from './officer-notices.service.js';

export type GrievancesServices = ReturnType<typeof createGrievancesServices>;

/** Removes security events past their retention, once a day (the next run queued by the last). */
export const PRUNE_SECURITY_EVENTS_JOB = 'grievances.prune-security-events';
const DAY_MS = 86_400_000;
const DAILY = 'daily';

const DEFAULT_PLATFORM_OFFICER: PlatformOfficer = { name: 'ESC+ Grievance Officer', email: '' };

export function createGrievancesServices(deps: {
  db: Db;
  clock: () => number;
  jobs: ModuleJobs;
  links: ParentLinks;
  schools: SchoolsOfPeople;
  directory: GrievancesDeps['directory'];
  isPlatformEditor: (auth: AuthContext) => Promise<boolean>;
  publish: GrievancesDeps['publish'];
  platformOfficer: PlatformOfficer;
  /** Who is told in the app of a grievance: a school's admins, the platform's editors. */
  answerers: {
    adminsOfSchools(schoolIds: readonly number[]): Promise<{ uuid: string; school_id: number }[]>;
    platformEditors(): Promise<string[]>;
  };
  schoolLanguagesOf(schoolIds: readonly number[]): Promise<Map<number, LanguageCode>>;
  notifier: Notifier;
  log: FastifyBaseLogger;
}) {
  const repo = createGrievancesRepository(deps.db);
  const policy = createGrievancesPolicy({ repo });
  const officers = createGrievanceOfficers({
    repo,
    schools: deps.schools,
    platform: deps.platformOfficer,
    clock: deps.clock,
    isPlatformEditor: deps.isPlatformEditor,
    policy,
  });
  const notices = createOfficerNotices({ ...deps, ...deps.answerers, repo, officers });
  const grievances = createGrievancesService({ ...deps, repo, officers, policy, arrived: notices.arrived });
  const security = createSecurityEvents({ db: deps.db, clock: deps.clock });
  const queueNextPrune = (runAt: number) =>
    deps.jobs.enqueue(PRUNE_SECURITY_EVENTS_JOB, {}, { runAt, singletonKey: DAILY });
  /** The job's run: the events past their retention go, and the next run is queued a day on. */
  const pruneSecurityEvents = async (): Promise<number> => {
    const pruned = await security.prune();
    await queueNextPrune(deps.clock() + DAY_MS);
    return pruned;
  };
  deps.jobs.register(PRUNE_SECURITY_EVENTS_JOB, {
    timeoutMs: 5 * 60_000,
    handler: async () => {
      await pruneSecurityEvents();
    },
  });
  const securityEvents = createSecurityEventsReader({ security, isPlatformEditor: deps.isPlatformEditor });
  return { grievances, officers, notices, policy, security, securityEvents, queueNextPrune, pruneSecurityEvents };
}

export const grievancesModule = defineModule({
  name: 'grievances',
  purpose:
    'Grievances about how a person’s data is handled, answered by the school’s or the platform’s grievance ' +
    'officer within a stated period; and the daily pruning of the security events a breach procedure reads.',
  needs: {
    identity: ['identity', 'directory', 'languages'],
    catalogue: ['contentEdits'],
    notifications: ['publish'],
  },
  offers: [],
  fills: [],
  publishes: [],
  handles: [],
  tables: ['grievances', 'grievance_officers'],
  personalData: grievancesPersonalData,
  jobs: [PRUNE_SECURITY_EVENTS_JOB, OFFICER_NOTICE_JOB],
  build({ platform, needs, jobs }) {
    const services = createGrievancesServices({
      db: platform.db,
      clock: platform.clock,
      jobs,
      links: needs.identity.identity,
      schools: needs.identity.identity,
      directory: needs.identity.directory,
      isPlatformEditor: (auth) => needs.catalogue.contentEdits.isPlatformEditor(auth),
      publish: (event) => needs.notifications.publish(event),
      platformOfficer: platform.config.grievanceOfficer ?? DEFAULT_PLATFORM_OFFICER,
      answerers: {
        adminsOfSchools: needs.identity.directory.adminsOfSchools,
        platformEditors: () => needs.catalogue.contentEdits.platformEditors(),
      },
      schoolLanguagesOf: needs.identity.languages.schoolLanguagesOf,
      notifier: platform.notifier,
      log: platform.log,
    });
    return {
      services,
      policy: services.policy,
      routes: (api) => registerGrievanceRoutes(api, services),
      start: async () => {
        await services.queueNextPrune(platform.clock());
      },
    };
  },
});
