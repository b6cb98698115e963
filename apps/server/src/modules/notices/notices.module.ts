import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { defineModule } from '../module-map.js';
import { noticesPersonalData } from './notices.personal-data.js';
import { createNoticeAudience } from './notice-audience.js';
import { createNoticeBoard } from './notice-board.service.js';
import { createNoticePublishing, NOTICE_PUBLISH_JOB } from './notice-publish.job.js';
import { createNoticeViews } from './notice-views.js';
import type { NoticesDeps, NoticesPorts } from './notices-ports.js';
import { createNoticesPolicy } from './notices.policy.js';
import { createNoticesRepository } from './notices.repository.js';
import { registerNoticeRoutes } from './notices.routes.js';
import { createNoticesService } from './notices.service.js';
import { createNoticesSchoolExport } from './notices-school-export.repository.js';

export type NoticesServices = ReturnType<typeof createNoticesServices>;

/**
 * The notices module: a school's notices, written by its staff for the school, classes, sections or
 * parents, published at once or later by a job, and read on the notice board with read receipts.
 * People, sections and schools come from identity and institutes, files from media's storage and
 * signer, and audiences are told through notifications.
 */
export function createNoticesServices(ports: NoticesPorts & { db: Db }) {
  const deps: NoticesDeps = { ...ports, repos: { notices: createNoticesRepository(ports.db) } };
  const policy = createNoticesPolicy(
    async (ids) => new Map((await deps.repos.notices.byIds(ids)).map((row) => [row.notice_id, row])),
  );
  const audience = createNoticeAudience(deps);
  const views = createNoticeViews(deps);
  const publishing = createNoticePublishing({ ...deps, audience });
  return {
    notices: createNoticesService({ ...deps, audience, views, publishing, policy }),
    board: createNoticeBoard({ ...deps, audience, views }),
    /** The publish job's sweep, for tests and operators. */
    publishing,
    policy,
  };
}

/** The notice calls of spec/calls.tsv and calls-chosen.tsv. */
export function registerNoticesModule(api: FastifyInstance, services: NoticesServices): void {
  registerNoticeRoutes(api, services);
}

export const noticesModule = defineModule({
  name: 'notices',
  purpose:
    'A school’s notices: written by its staff for the school, classes, sections or parents, published now or by ' +
    'the publish job, read on the notice board with read receipts.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections', 'directory'],
    media: ['signer', 'uploadLookup'],
    notifications: ['publish', 'readEvents'],
  },
  offers: [],
  fills: [],
  publishes: [],
  handles: [],
  tables: ['notices', 'notice_reads'],
  personalData: noticesPersonalData,
  jobs: [NOTICE_PUBLISH_JOB],
  build({ platform, needs, jobs }) {
    const { institutes } = needs;
    const services = createNoticesServices({
      db: platform.db,
      clock: platform.clock,
      log: platform.log,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: institutes.staffScopes,
      sections: { ...institutes.sections, sectionsOfSchool: institutes.directory.sectionsOfSchool },
      signer: needs.media.signer,
      uploads: needs.media.uploadLookup,
      jobs,
      publish: needs.notifications.publish,
      readEvents: needs.notifications.readEvents,
    });
    return {
      services,
      policy: services.policy,
      routes: (api) => registerNoticesModule(api, services),
      schoolExport: createNoticesSchoolExport(platform.db),
    };
  },
});
