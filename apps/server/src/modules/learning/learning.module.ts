import type { PackagePeriod } from '@esc/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { moveProgress } from './progress-versions.js';
import { createActingUserResolver, type ParentLinks } from '../../platform/auth/access.js';
import type { ContentBriefs, NodeLookup, ViewerSchools } from '../catalogue/catalogue.module.js';
import { registerBookmarkReadRoutes } from './bookmark-reads.routes.js';
import { createBookmarksRepository, inBookmarksTransaction } from './bookmarks.repository.js';
import { registerBookmarkWriteRoutes } from './bookmarks.routes.js';
import { createBookmarksService, type RecordedLectureBriefs } from './bookmarks.service.js';
import type { HomeworkProgress } from './homework-progress-event.js';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';
import { defineModule } from '../module-map.js';
import { learningPersonalData } from './learning.personal-data.js';

export { PROGRESS_VERSIONS, PROGRESS_BATCH_CACHE } from './progress-versions.js';
export type { HomeworkProgress } from './homework-progress-event.js';

/** Learning's extension point "learning.recordedLectures": the recordings module fills "briefs". */
export interface RecordedLecturesPoint {
  briefs: RecordedLectureBriefs;
}
import { createProgressRepository } from './progress.repository.js';
import { registerProgressRoutes } from './progress.routes.js';
import { createProgressService } from './progress.service.js';
import { createLearningSchoolExport } from './learning-school-export.repository.js';

// What learn-lists and recordings read of this module: a learner's progress and recorded-lecture bookmarks.
export type { BookmarksService, RecordedLectureBrief } from './bookmarks.service.js';
export type { ProgressService } from './progress.service.js';

export type LearningServices = ReturnType<typeof createLearningServices>;

/** Titles, lengths and syllabus names come from the catalogue's services, a set per query. */
export function createLearningServices(deps: {
  db: Db;
  clock: () => number;
  identity: ParentLinks & { profile(uuid: string): Promise<{ country_iso: string | null }> };
  catalogue: { briefs: ContentBriefs; nodes: NodeLookup; viewerSchools: ViewerSchools };
  /** Progress batches written at once (see createWriteBatcher): 1 unless the database takes several writers. */
  concurrentWrites?: number;
  /** Publishes a post from homework inside its transaction (learning.homework-progress). */
  homeworkProgress?: (within: Db, event: HomeworkProgress) => Promise<void>;
  recordedLectures: ExtensionPoint<RecordedLecturesPoint>;
  /** The learner's periods of a package (commerce): progress made offline after it ended is refused. */
  packagePeriods?: (uuid: string, packageId: number) => Promise<PackagePeriod[]>;
  /** The caches every process agrees on: progress written moves its learners' versions. */
  versions?: Pick<CacheVersions, 'bumpWithin'>;
}) {
  const { db, clock, identity, catalogue, concurrentWrites, recordedLectures } = deps;
  return {
    actingUser: createActingUserResolver(identity),
    progress: createProgressService({
      repo: createProgressRepository(db),
      catalogue: catalogue.briefs,
      schools: catalogue.viewerSchools,
      clock,
      concurrentBatches: concurrentWrites,
      homeworkProgress: deps.homeworkProgress,
      progressMoved: deps.versions ? (within, uuids) => moveProgress(deps.versions!, within, uuids) : undefined,
      countryOf: async (uuid) => (await identity.profile(uuid)).country_iso,
      packagePeriods: deps.packagePeriods,
    }),
    bookmarks: createBookmarksService({
      repo: createBookmarksRepository(db),
      transaction: (work) => inBookmarksTransaction(db, work),
      catalogue: catalogue.briefs,
      nodes: catalogue.nodes,
      schools: catalogue.viewerSchools,
      recordings: { briefsFor: (who, ids) => recordedLectures.get('briefs').briefsFor(who, ids) },
      clock,
    }),
    /** Where the recordings module names recorded lectures for bookmarks. */
    recordedLectures,
  };
}

/** The learning calls of spec/calls.tsv: progress and bookmarks, for the caller or a parent's linked child. */
export function registerLearningModule(api: FastifyInstance, services: LearningServices): void {
  registerProgressRoutes(api, services);
  registerBookmarkWriteRoutes(api, services);
  registerBookmarkReadRoutes(api, services);
}

export const learningModule = defineModule({
  name: 'learning',
  purpose: 'Progress (time spent, resume points, completion by spec 000 §4) and bookmarks of every kind.',
  needs: {
    identity: ['identity'],
    catalogue: ['briefs', 'nodes', 'viewerSchools'],
    commerce: ['subscriptions'],
  },
  offers: ['progress', 'bookmarks', 'recordedLectures'],
  fills: [],
  publishes: ['learning.homework-progress'],
  handles: [],
  tables: ['learning_progress', 'progress_events', 'bookmarks', 'bookmark_writes'],
  personalData: learningPersonalData,
  jobs: [],
  build({ platform, needs, events, extensionPoint }) {
    const services = createLearningServices({
      db: platform.db,
      clock: platform.clock,
      identity: needs.identity.identity,
      catalogue: needs.catalogue,
      concurrentWrites: platform.concurrentWrites,
      versions: platform.cacheVersions,
      homeworkProgress: (within, event) => events.publish(within, 'learning.homework-progress', event),
      recordedLectures: extensionPoint<RecordedLecturesPoint>('recordedLectures', ['briefs']),
      packagePeriods: (uuid, packageId) => needs.commerce.subscriptions.periodsOfPackage(uuid, packageId),
    });
    return {
      services,
      routes: (api) => registerLearningModule(api, services),
      schoolExport: createLearningSchoolExport(platform.db),
    };
  },
});
