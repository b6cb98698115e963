import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { movingVersionOn } from '../../platform/cache/moving-version.js';
import { CLASS_RECORDINGS_CACHE } from '../live-classes/live-classes.module.js';
import { defineModule } from '../module-map.js';
import { recordingsPersonalData } from './recordings.personal-data.js';
import { createRecordingViews } from './recording-views.js';
import { createRecordingWrites } from './recording-writes.service.js';
import type { RecordingDeps, RecordingPorts } from './recordings-ports.js';
import { createRecordingsPolicy } from './recordings.policy.js';
import { createRecordingsRepository, type NewRecording } from './recordings.repository.js';
import { registerRecordingRoutes } from './recordings.routes.js';
import { createRecordingsService } from './recordings.service.js';
import { createStudyNotesService } from './study-notes.service.js';
import { createTeacherDashboard } from './teacher-dashboard.service.js';

export type { ProviderRecording, ProviderRecordings } from './recording-writes.service.js';

export type RecordingsServices = ReturnType<typeof createRecordingsServices>;

/** The writes that change which recordings a class's card lists. */
const RECORDING_WRITES = ['insertUpload', 'upsertProvider', 'update', 'settle', 'remove'] as const;

/**
 * The recordings module: recordings of past classes, read through the access gate, added by teachers
 * (uploads) and by meeting-room providers; the study notes call and the teacher dashboard's counts.
 * Classes come from the live-classes module's services, files from media, homework from learn-lists.
 */
export function createRecordingsServices(ports: RecordingPorts & { db: Db; versions: CacheVersions }) {
  // A class's recordings show on its card in the learners' weeks, which are kept under this version.
  const repo = movingVersionOn(createRecordingsRepository(ports.db, ports.classes), RECORDING_WRITES, () =>
    ports.versions.bump(CLASS_RECORDINGS_CACHE),
  );
  const deps: RecordingDeps = { ...ports, repos: { recordings: repo } };
  const policy = createRecordingsPolicy(
    async (schIds) => new Map((await ports.classes.byIds(schIds)).map((row) => [row.sch_id, row])),
  );
  const views = createRecordingViews(deps);
  const recordings = createRecordingsService({ ...deps, views, policy });
  const recordingWrites = createRecordingWrites({ ...deps, views, policy });
  return {
    /** Reading recordings: lists, subjects, playback, bookmarks' and learn-lists' briefs, classes' cards. */
    recordings,
    /** Teachers' uploads attached to past classes, and their past classes. */
    recordingWrites,
    /** The meeting-room providers' recording-ready callbacks' entry. */
    providerRecordings: { addProviderRecording: recordingWrites.addProviderRecording },
    studyNotes: createStudyNotesService(deps),
    teacherDashboard: createTeacherDashboard(deps),
    policy,
    /** Generated worlds only (the demo seed): a recording uploaded for a class, in the seed's transaction; its id. */
    seeding: {
      insertRecording: (row: NewRecording, trx?: Db): Promise<number> =>
        createRecordingsRepository(trx ?? ports.db, ports.classes).insertUpload(row),
    },
  };
}

/** The recorded lecture calls, study notes and the teacher dashboard's counts (spec 001 §7, calls-chosen.tsv). */
export function registerRecordingsModule(api: FastifyInstance, services: RecordingsServices): void {
  registerRecordingRoutes(api, services);
}

export const recordingsModule = defineModule({
  name: 'recordings',
  purpose:
    'Recordings of past classes: teachers’ uploads and providers’ recordings, watched through the access gate; ' +
    'the study notes call and the teacher dashboard’s counts.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections'],
    catalogue: ['nodes'],
    media: ['signer', 'uploadLookup'],
    access: ['access'],
    learnlists: ['heldItems', 'listCount', 'itemSources'],
    learning: ['bookmarks', 'recordedLectures'],
    content: ['studyNotes'],
    papers: ['paperCount'],
    'live-classes': ['classes', 'audience', 'views', 'classRecordings'],
  },
  offers: ['providerRecordings'],
  fills: [
    'learnlists.itemSources:recordings',
    'learning.recordedLectures:briefs',
    'live-classes.classRecordings:ofClasses',
  ],
  publishes: ['recordings.homework-item-opened'],
  handles: [],
  tables: ['live_recordings'],
  personalData: recordingsPersonalData,
  jobs: [],
  build({ platform, needs, events }) {
    const { learnlists } = needs;
    const classes = needs['live-classes'];
    const services = createRecordingsServices({
      db: platform.db,
      versions: platform.cacheVersions,
      clock: platform.clock,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: needs.institutes.staffScopes,
      sections: needs.institutes.sections,
      subjectNodes: needs.catalogue.nodes,
      signer: needs.media.signer,
      storage: platform.storage,
      access: needs.access.access,
      uploads: needs.media.uploadLookup,
      homework: {
        heldItems: learnlists.heldItems.of,
        // The playback completes the homework item: learn-lists does it as a job.
        itemOpened: (event) => events.publish(platform.db, 'recordings.homework-item-opened', event),
      },
      bookmarks: needs.learning.bookmarks,
      studyNotes: needs.content.studyNotes,
      library: { learnListCount: learnlists.listCount, paperCount: needs.papers.paperCount },
      classes: classes.classes,
      audience: classes.audience,
      classViews: classes.views,
    });
    learnlists.itemSources.provide('recordings', services.recordings.itemBriefs);
    needs.learning.recordedLectures.provide('briefs', services.recordings);
    classes.classRecordings.provide('ofClasses', services.recordings.classBriefs);
    return {
      services,
      policy: services.policy,
      routes: (api) => registerRecordingsModule(api, services),
    };
  },
});
