import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { defineModule } from '../module-map.js';
import { handinsPersonalData } from './handins.personal-data.js';
import { createHandinMarking } from './handin-marking.service.js';
import { createHandinReport } from './handin-report.js';
import { createHandinStates } from './handin-states.service.js';
import { createHandinTelling } from './handin-telling.js';
import { createHandinViews } from './handin-views.js';
import type { HandinsDeps, HandinsPorts } from './handins-ports.js';
import { createHandinsPolicy } from './handins.policy.js';
import { createHandinsRepository } from './handins.repository.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { registerHandinRoutes } from './handins.routes.js';
import { createHandinsService } from './handins.service.js';
import { createHandinsSchoolExport } from './handins-school-export.repository.js';

export type HandinsServices = ReturnType<typeof createHandinsServices>;

/** A photo or PDF of work, at most: the upload pipeline's limit when it is lower. */
const WORK_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The hand-ins module: homework tasks that ask for work, the learners' hand-ins (photos, PDFs, typed
 * text), on time or late, and the teachers' marks, comments and "asked again". Tasks and homework come
 * from learn-lists, sections and teachers from institutes, files from media's upload pipeline, and
 * people are told through notifications.
 */
export function createHandinsServices(ports: HandinsPorts & { db: Db; versions?: Pick<CacheVersions, 'bumpWithin'> }) {
  const moved = ports.versions ? (trx: Db, name: string) => ports.versions!.bumpWithin(trx, name) : undefined;
  const deps: HandinsDeps = { ...ports, repos: { handins: createHandinsRepository(ports.db, moved) } };
  const policy = createHandinsPolicy(
    async (ids) => new Map((await deps.repos.handins.byIds(ids)).map((row) => [Number(row.handin_id), row])),
  );
  const views = createHandinViews(deps);
  const telling = createHandinTelling(deps);
  return {
    handins: createHandinsService({ ...deps, views, telling }),
    marking: createHandinMarking({ ...deps, views, telling, policy }),
    states: createHandinStates(deps),
    /** The item-wise report's work cells (learn-lists' reportHandins point). */
    report: createHandinReport(deps),
    policy,
  };
}

/** The hand-in calls, in the module's own scope with a multipart reader for work files. */
export function registerHandinsModule(api: FastifyInstance, services: HandinsServices, uploadMaxBytes: number): void {
  void api.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: Math.min(uploadMaxBytes, WORK_FILE_MAX_BYTES),
        files: 1,
        fields: 10,
        fieldSize: 200,
        parts: 12,
      },
    });
    registerHandinRoutes(scope, services);
  });
}

export const handinsModule = defineModule({
  name: 'handins',
  purpose:
    'Work handed in and returned: homework tasks that ask for work, learners’ hand-ins (on time or late), and the ' +
    'teachers’ marks, comments and requests to hand in again.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections'],
    learnlists: ['handinTasks', 'reportHandinsPoint'],
    media: ['signer', 'workUploads', 'uploadLookup'],
    notifications: ['publish'],
    audit: ['audit'],
  },
  offers: [],
  fills: ['learnlists.reportHandins:ofReport'],
  publishes: [],
  handles: [],
  tables: ['handin_tasks', 'handins'],
  personalData: handinsPersonalData,
  jobs: [],
  build({ platform, needs }) {
    const services = createHandinsServices({
      db: platform.db,
      versions: platform.cacheVersions,
      clock: platform.clock,
      log: platform.log,
      audit: needs.audit.audit,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: needs.institutes.staffScopes,
      sections: needs.institutes.sections,
      tasks: needs.learnlists.handinTasks,
      signer: needs.media.signer,
      work: needs.media.workUploads,
      uploads: needs.media.uploadLookup,
      publish: needs.notifications.publish,
    });
    needs.learnlists.reportHandinsPoint.provide('ofReport', services.report.ofReport);
    return {
      services,
      policy: services.policy,
      routes: (api) => registerHandinsModule(api, services, platform.config.uploadMaxBytes),
      schoolExport: createHandinsSchoolExport(platform.db),
    };
  },
});
