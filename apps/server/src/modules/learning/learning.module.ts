import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createActingUserResolver, type ParentLinks } from '../../platform/auth/access.js';
import type { ContentBriefs } from '../catalogue/content-briefs.service.js';
import type { NodeLookup } from '../catalogue/node-lookup.service.js';
import type { ViewerSchools } from '../catalogue/viewer-schools.js';
import { registerBookmarkReadRoutes } from './bookmark-reads.routes.js';
import { createBookmarksRepository } from './bookmarks.repository.js';
import { registerBookmarkWriteRoutes } from './bookmarks.routes.js';
import { createBookmarksService, type RecordedLectureBriefs } from './bookmarks.service.js';
import { createProgressListeners } from './progress-listeners.js';
import { createProgressRepository } from './progress.repository.js';
import { registerProgressRoutes } from './progress.routes.js';
import { createProgressService } from './progress.service.js';

export type LearningServices = ReturnType<typeof createLearningServices>;

/** Titles, lengths and syllabus names come from the catalogue's services, a set per query. */
export function createLearningServices(deps: {
  db: Db;
  clock: () => number;
  identity: ParentLinks & { profile(uuid: string): Promise<{ country_iso: string | null }> };
  catalogue: { briefs: ContentBriefs; nodes: NodeLookup; viewerSchools: ViewerSchools };
  /** Progress batches written at once (see createWriteBatcher): 1 unless the database takes several writers. */
  concurrentWrites?: number;
}) {
  const { db, clock, identity, catalogue, concurrentWrites } = deps;
  const listeners = createProgressListeners();
  // The live module's recordings, built after this module: none is known until it is connected.
  let recordings: RecordedLectureBriefs | null = null;
  return {
    actingUser: createActingUserResolver(identity),
    progress: createProgressService({
      repo: createProgressRepository(db),
      catalogue: catalogue.briefs,
      schools: catalogue.viewerSchools,
      clock,
      concurrentBatches: concurrentWrites,
      listeners,
      countryOf: async (uuid) => (await identity.profile(uuid)).country_iso,
    }),
    /** The learn-lists module is built after this one; the composition root connects it here. */
    connectHomework: listeners.connect,
    bookmarks: createBookmarksService({
      repo: createBookmarksRepository(db),
      catalogue: catalogue.briefs,
      nodes: catalogue.nodes,
      schools: catalogue.viewerSchools,
      recordings: {
        briefsFor: async (who, ids) => (recordings ? recordings.briefsFor(who, ids) : new Map()),
      },
      clock,
    }),
    /** Recorded-lecture bookmarks name the live module's recordings; the composition root connects it here. */
    connectRecordings: (briefs: RecordedLectureBriefs) => {
      recordings = briefs;
    },
  };
}

/** The learning calls of spec/calls.tsv: progress and bookmarks, for the caller or a parent's linked child. */
export function registerLearningModule(api: FastifyInstance, services: LearningServices): void {
  registerProgressRoutes(api, services);
  registerBookmarkWriteRoutes(api, services);
  registerBookmarkReadRoutes(api, services);
}
