import type { Db } from '../../db/database.js';
import { defineModule } from '../module-map.js';
import { doubtsPersonalData } from './doubts.personal-data.js';
import { createDoubtAbout } from './doubt-about.js';
import { createDoubtQueueService } from './doubt-queue.service.js';
import { createDoubtViews } from './doubt-views.js';
import type { DoubtsDeps, DoubtsPorts } from './doubts-ports.js';
import { createDoubtsPolicy } from './doubts.policy.js';
import { createDoubtsRepository } from './doubts.repository.js';
import { registerDoubtRoutes } from './doubts.routes.js';
import { createDoubtsService } from './doubts.service.js';

export type DoubtsServices = ReturnType<typeof createDoubtsServices>;

/**
 * The doubts module: learners ask about content, chapters and released test questions; the teachers
 * of their section for the subject answer; learners and parents are told. Sections and teachers come
 * from institutes, the catalogue places the doubt in its subject, attempts and papers say whether a
 * question may be asked about, media records the photos, and notifications tell people.
 */
export function createDoubtsServices(ports: DoubtsPorts & { db: Db }) {
  const deps: DoubtsDeps = { ...ports, repo: createDoubtsRepository(ports.db) };
  const policy = createDoubtsPolicy(
    async (ids) => new Map((await deps.repo.byIds(ids)).map((row) => [row.doubt_id, row])),
  );
  const views = createDoubtViews(deps);
  return {
    doubts: createDoubtsService({ ...deps, about: createDoubtAbout(deps), views }),
    queue: createDoubtQueueService({ ...deps, views, policy }),
    policy,
  };
}

export const doubtsModule = defineModule({
  name: 'doubts',
  purpose:
    'Doubts: asked by learners about content, chapters and released test questions, in words and photos; ' +
    'answered by the teachers of their section for the subject; read by their parents.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections', 'directory'],
    catalogue: ['nodes', 'contentStore', 'briefs'],
    attempts: ['attemptRecords'],
    papers: ['sheets'],
    'question-bank': ['holders'],
    media: ['signer', 'uploadLookup', 'workUploads'],
    notifications: ['publish'],
    audit: ['audit'],
  },
  offers: [],
  fills: [],
  publishes: [],
  handles: [],
  tables: ['doubts', 'doubt_settings'],
  personalData: doubtsPersonalData,
  jobs: [],
  build({ platform, needs }) {
    const services = createDoubtsServices({
      db: platform.db,
      clock: platform.clock,
      audit: needs.audit.audit,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: needs.institutes.staffScopes,
      sections: { ...needs.institutes.sections, sectionsOfSchool: needs.institutes.directory.sectionsOfSchool },
      nodes: needs.catalogue.nodes,
      contentStore: needs.catalogue.contentStore,
      briefs: needs.catalogue.briefs,
      attempts: needs.attempts.attemptRecords,
      sheets: needs.papers.sheets,
      liveQuestions: (ids) => needs['question-bank'].holders.get('papers').liveQuestions(ids),
      signer: needs.media.signer,
      uploads: needs.media.uploadLookup,
      learnerFiles: needs.media.workUploads,
      publish: needs.notifications.publish,
    });
    return {
      services,
      policy: services.policy,
      routes: (api) => registerDoubtRoutes(api, services),
    };
  },
});
