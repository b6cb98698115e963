import type { Db } from '../../db/database.js';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import type { RegistryModule } from '../../platform/privacy/registry-page.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { PersonUploads } from '../media/media.module.js';
import { defineModule } from '../module-map.js';
import { createDataExportsRepository } from './data-exports.repository.js';
import { createDataExportsService } from './data-exports.service.js';
import { BUILD_EXPORT_JOB, createExportBuilder, EXPIRE_EXPORTS_JOB } from './export-build.service.js';
import type { ExportDirectory } from './export-people.js';
import { createPersonalRowsRepository } from './personal-rows.repository.js';
import { createPersonalRowsWriter } from './personal-rows-writer.repository.js';
import { createPersonEraser, ERASE_PERSON_JOB, type PersonErased } from './erase-person.service.js';
import { createErasureRequestsRepository } from './erasure-requests.repository.js';
import { createErasureRequestsService } from './erasure-requests.service.js';
import { registerErasureRoutes } from './erasure.routes.js';
import { createConsentErasure, ERASE_WITHOUT_CONSENT_JOB } from './consent-erasure.service.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { privacyPersonalData } from './privacy.personal-data.js';
import { createPrivacyPolicy } from './privacy.policy.js';
import { registerPrivacyRoutes } from './privacy.routes.js';
import {
  ACCOUNTS_CACHE,
  PEOPLE_NAMES_CACHE,
  type ConsentService,
  type IdentityService,
} from '../identity/identity.module.js';
import type { AccessLog } from '../audit/audit.module.js';
import type { FastifyBaseLogger } from 'fastify';
import type { SchoolExportSource } from '../../platform/exports/school-export-source.js';
import {
  BUILD_SCHOOL_EXPORT_JOB,
  createSchoolExportBuilder,
  EXPIRE_SCHOOL_EXPORTS_JOB,
} from './school-export-build.service.js';
import { createSchoolExportsRepository } from './school-exports.repository.js';
import { createSchoolExportsService } from './school-exports.service.js';
import { registerSchoolExportRoutes } from './school-exports.routes.js';

export type { PersonErased } from './erase-person.service.js';
export type PrivacyServices = ReturnType<typeof createPrivacyServices>;

export function createPrivacyServices(deps: {
  db: Db;
  clock: () => number;
  storage: Storage;
  jobs: ModuleJobs;
  links: ParentLinks;
  directory: ExportDirectory;
  uploads: PersonUploads;
  registry: () => readonly RegistryModule[];
  schoolsOf: (person: Pick<AuthContext, 'uuid' | 'userTypeId'>) => Promise<number[]>;
  identity: Pick<IdentityService, 'tenantSchoolIds' | 'primarySchoolId'>;
  /** The learners placed in a school now (identity's directory). */
  schoolLearners: (schoolId: number) => Promise<string[]>;
  accessLog: Pick<AccessLog, 'record'>;
  /** Every module's part of a school's export, read when one is built. */
  schoolSources: () => readonly { module: string; source: SchoolExportSource }[];
  isPlatformEditor: (auth: AuthContext) => Promise<boolean>;
  erased: (within: Db, event: PersonErased) => Promise<void>;
  /** Children's consents (identity's): whose erasure day has come after a withdrawal or a refusal. */
  consent: Pick<ConsentService, 'erasureDue' | 'stillDueForErasure'>;
  log: FastifyBaseLogger;
}) {
  const builder = createExportBuilder({
    exports: createDataExportsRepository(deps.db),
    rows: createPersonalRowsRepository(deps.db),
    registry: deps.registry,
    directory: deps.directory,
    uploads: deps.uploads,
    storage: deps.storage,
    jobs: deps.jobs,
    clock: deps.clock,
  });
  // A demo learner's few hundred rows take well under a second; a busy teacher's many thousand, seconds.
  deps.jobs.register<{ exportId: string }>(BUILD_EXPORT_JOB, {
    timeoutMs: 10 * 60_000,
    retryLimit: 2,
    retryDelaySeconds: 30,
    handler: (payload, context) => builder.run(payload, context),
  });
  deps.jobs.register(EXPIRE_EXPORTS_JOB, { timeoutMs: 60_000, handler: () => builder.expireDue() });
  const schoolBuilder = createSchoolExportBuilder({
    exports: createSchoolExportsRepository(deps.db),
    sources: deps.schoolSources,
    storage: deps.storage,
    jobs: deps.jobs,
    clock: deps.clock,
  });
  // A year of a school of 2,000 learners is written in about a minute; the limit leaves room for a larger one.
  deps.jobs.register<{ exportId: string }>(BUILD_SCHOOL_EXPORT_JOB, {
    timeoutMs: 30 * 60_000,
    retryLimit: 2,
    retryDelaySeconds: 60,
    handler: (payload, context) => schoolBuilder.run(payload, context),
  });
  deps.jobs.register(EXPIRE_SCHOOL_EXPORTS_JOB, { timeoutMs: 60_000, handler: () => schoolBuilder.expireDue() });
  const requests = createErasureRequestsRepository(deps.db);
  const policy = createPrivacyPolicy(async (ids) => new Map((await requests.byIds(ids)).map((row) => [row.id, row])));
  const eraser = createPersonEraser({
    ...deps,
    requests,
    writer: createPersonalRowsWriter(deps.db),
  });
  // Every table's step is its own transaction: a large account's erasure takes minutes, never one long lock.
  deps.jobs.register<{ requestId: string }>(ERASE_PERSON_JOB, {
    timeoutMs: 30 * 60_000,
    retryLimit: 5,
    retryDelaySeconds: 60,
    handler: (payload, context) => eraser.run(payload, context),
  });
  // Daily: children whose parent withdrew or refused consent, their erasure day come, are erased as an approved request is.
  const consentErasure = createConsentErasure(deps);
  const startConsentErasure = consentErasure.schedule();
  return {
    builder,
    eraser,
    consentErasure,
    startConsentErasure,
    exports: createDataExportsService({ ...deps, builder }),
    schoolBuilder,
    schoolExports: createSchoolExportsService({
      ...deps,
      builder: schoolBuilder,
      parts: () => deps.schoolSources().length,
    }),
    erasure: createErasureRequestsService({ ...deps, policy }),
    policy,
  };
}

/**
 * The privacy module, declared over the registry it reads: modules.ts hands it every module's
 * declaration (itself among them) once they all exist, so this file need not import the list.
 */
export function privacyModuleOver(registry: () => readonly RegistryModule[]) {
  return defineModule({
    name: 'privacy',
    purpose:
      'A person’s data out: everything the registry of personal data says the product holds about them (a parent: ' +
      'about a linked child), built in the background into a zip whose link lasts 7 days; and erasure: asked for, ' +
      'decided by the school or the platform (or due by itself 30 days after a parent withdrew or refused a child’s ' +
      'consent), carried out by a job over every table the registry declares; and a ' +
      'school’s data out, what it takes when it leaves: every module’s part of the school’s records in one zip.',
    needs: {
      identity: ['identity', 'directory', 'consent'],
      media: ['personUploads'],
      catalogue: ['contentEdits'],
      audit: ['audit'],
    },
    offers: [],
    fills: [],
    publishes: ['privacy.person-erased'],
    handles: [],
    tables: ['data_exports', 'erasure_requests', 'school_exports'],
    personalData: privacyPersonalData,
    jobs: [
      BUILD_EXPORT_JOB,
      EXPIRE_EXPORTS_JOB,
      ERASE_PERSON_JOB,
      BUILD_SCHOOL_EXPORT_JOB,
      EXPIRE_SCHOOL_EXPORTS_JOB,
      ERASE_WITHOUT_CONSENT_JOB,
    ],
    build({ platform, needs, jobs, events, schoolExports }) {
      const services = createPrivacyServices({
        db: platform.db,
        clock: platform.clock,
        storage: platform.storage,
        jobs,
        links: needs.identity.identity,
        directory: needs.identity.directory,
        uploads: needs.media.personUploads,
        registry,
        schoolsOf: needs.identity.identity.tenantSchoolIds,
        identity: needs.identity.identity,
        schoolLearners: needs.identity.directory.learnersOfSchool,
        accessLog: needs.audit.audit,
        schoolSources: schoolExports,
        isPlatformEditor: needs.catalogue.contentEdits.isPlatformEditor,
        erased: async (trx, event) => {
          // Answers kept with people's names (a teacher's report) read "Former learner" on the next read,
          // and the guard's kept facts refuse the account's tokens on its next call.
          await platform.cacheVersions.bumpWithin(trx, PEOPLE_NAMES_CACHE);
          await platform.cacheVersions.bumpWithin(trx, ACCOUNTS_CACHE);
          await events.publish(trx, 'privacy.person-erased', event);
        },
        consent: needs.identity.consent,
        log: platform.log,
      });
      return {
        services,
        policy: services.policy,
        routes: (api) => {
          registerPrivacyRoutes(api, services.exports);
          registerErasureRoutes(api, services.erasure);
          registerSchoolExportRoutes(api, services.schoolExports);
        },
        start: services.startConsentErasure,
      };
    },
  });
}
