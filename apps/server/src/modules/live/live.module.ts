import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createLivePresence } from './live-presence.service.js';
import { createLiveClassAudience } from './live-class-audience.js';
import { createLiveClassClosing } from './live-class-close.job.js';
import { createLiveClassNotices } from './live-class-reminder.job.js';
import { createLiveClassViews } from './live-class-views.js';
import { createLiveClassesRepository } from './live-classes.repository.js';
import { registerLiveClassRoutes } from './live-classes.routes.js';
import { createLiveClassesService } from './live-classes.service.js';
import type { LiveDeps, LivePorts } from './live-ports.js';
import { registerMeetingRoomRoutes } from './meeting-rooms.routes.js';
import { createRoomProviders, createRoomServices, visitSourcesOf } from './meeting-rooms.wiring.js';
import { createLiveRecapList } from './live-recap-list.js';
import { createRecapNotices } from './live-recap-notices.js';
import { createLiveRecapsRepository } from './live-recaps.repository.js';
import { registerLiveRecapRoutes } from './live-recaps.routes.js';
import { createLiveRecapsService } from './live-recaps.service.js';
import { createLiveSeeding } from './live-seeding.js';
import { createNoticeAudience } from './notice-audience.js';
import { createNoticeBoard } from './notice-board.service.js';
import { createNoticePublishing } from './notice-publish.job.js';
import { createNoticeViews } from './notice-views.js';
import { createNoticesRepository } from './notices.repository.js';
import { registerNoticeRoutes } from './notices.routes.js';
import { createNoticesService } from './notices.service.js';
import { createRecordingViews } from './recording-views.js';
import { createRecordingWrites } from './recording-writes.service.js';
import type { RecordingPorts } from './recordings-ports.js';
import { createRecordingsRepository } from './recordings.repository.js';
import { registerRecordingRoutes } from './recordings.routes.js';
import { createRecordingsService } from './recordings.service.js';
import { createStudyNotesService } from './study-notes.service.js';
import { createTeacherDashboard } from './teacher-dashboard.service.js';
import { defineModule } from '../module-map.js';
import { LIVE_CLASS_CLOSE_JOB } from './live-class-close.job.js';
import { LIVE_CLASS_REMINDER_JOB } from './live-class-reminder.job.js';
import { NOTICE_PUBLISH_JOB } from './notice-publish.job.js';
import type { PresenceSharePoint } from './live-ports.js';

export type LiveServices = ReturnType<typeof createLiveServices>;

/**
 * The live module: notices, live classes, their meeting rooms, recordings and recaps.
 * People, sections and schools come from identity and institutes, files from the media storage and
 * its signer, and audiences are told through the notifications module's publish.
 */
export function createLiveServices(ports: LivePorts & RecordingPorts & { db: Db }) {
  const deps: LiveDeps = {
    ...ports,
    repos: {
      notices: createNoticesRepository(ports.db),
      liveClasses: createLiveClassesRepository(ports.db),
      recordings: createRecordingsRepository(ports.db),
      recaps: createLiveRecapsRepository(ports.db),
    },
  };
  const audience = createNoticeAudience(deps);
  const views = createNoticeViews(deps);
  const publishing = createNoticePublishing({ ...deps, audience });
  const classAudience = createLiveClassAudience(deps);
  // Recordings of past classes: read through the access gate, added by teachers and providers.
  const recordingDeps = { ...deps, ...ports, audience: classAudience };
  const recordingViews = createRecordingViews(recordingDeps);
  const recordings = createRecordingsService({ ...recordingDeps, views: recordingViews });
  const classViews = createLiveClassViews(deps, recordings.classBriefs);
  const recordingWrites = createRecordingWrites({ ...recordingDeps, views: recordingViews, classViews });
  const classNotices = createLiveClassNotices({ ...deps, audience: classAudience });
  // The class's provider: the pasted link, and BigBlueButton and Zoom where configured.
  const providers = createRoomProviders(deps, ports.db);
  const closing = createLiveClassClosing(deps);
  const liveClasses = createLiveClassesService({
    ...deps,
    audience: classAudience,
    closing,
    views: classViews,
    notices: classNotices,
    rooms: providers.rooms,
  });
  const rooms = createRoomServices(
    { ...deps, recordings: { addProviderRecording: recordingWrites.addProviderRecording } },
    providers,
    closing,
  );
  return {
    liveClasses,
    /** The 10-minute reminder's sweep, for tests and operators. */
    classNotices,
    /** The sweep that closes classes whose time is over, for tests and operators. */
    closing,
    notices: createNoticesService({ ...deps, audience, views, publishing }),
    board: createNoticeBoard({ ...deps, audience, views }),
    /** The publish job's sweep, for tests and operators. */
    publishing,
    /** Provider callbacks, room visits, a class's live attendance, Zoom users. */
    rooms,
    /** Reading recordings, and addProviderRecording: the meeting-room providers' recording-ready callbacks' entry. */
    recordings: { ...recordings, addProviderRecording: recordingWrites.addProviderRecording },
    /** Teachers' uploads attached to past classes, and their past classes. */
    recordingWrites,
    studyNotes: createStudyNotesService(recordingDeps),
    teacherDashboard: createTeacherDashboard(recordingDeps),
    /** Live attendance of sections' days, for the attendance module's register (through its port). */
    attendance: createLivePresence(deps, visitSourcesOf(providers, rooms)),
    /** Where attendance, which keeps the school's setting, says what share of a class counts as present. */
    presenceShare: ports.presenceShare,
    /** Class recaps: built while teaching, published to the class's sections. */
    recaps: createLiveRecapsService({ ...deps, views: classViews, notices: createRecapNotices(deps) }),
    recapList: createLiveRecapList({ ...deps, audience: classAudience, views: classViews }),
    /** Generated worlds only (the demo seed): classes and recordings as they stand at the world's moment. */
    seeding: createLiveSeeding(ports.db),
  };
}

/** The live calls of spec/calls.tsv and calls-chosen.tsv (notices, live classes, meeting rooms, recordings, recaps). */
export function registerLiveModule(api: FastifyInstance, services: LiveServices): void {
  registerNoticeRoutes(api, services);
  registerLiveClassRoutes(api, services);
  registerMeetingRoomRoutes(api, services.rooms);
  registerRecordingRoutes(api, services);
  registerLiveRecapRoutes(api, services);
}

export const liveModule = defineModule({
  name: 'live',
  purpose: 'Notices, live classes and their meeting rooms, recordings of past classes and class recaps.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections', 'directory'],
    catalogue: ['nodes'],
    media: ['signer', 'uploadLookup'],
    access: ['access'],
    notifications: ['publish'],
    learnlists: ['recaps', 'heldItems', 'listCount', 'itemSources'],
    learning: ['bookmarks', 'recordedLectures'],
    content: ['studyNotes'],
    papers: ['paperCount'],
  },
  offers: ['attendance', 'presenceShare'],
  fills: ['learnlists.itemSources:recordings', 'learning.recordedLectures:briefs'],
  publishes: ['live.homework-item-opened'],
  handles: [],
  tables: [
    'notices',
    'notice_reads',
    'live_classes',
    'live_class_joins',
    'live_class_sections',
    'live_provider_events',
    'live_room_visits',
    'live_room_registrants',
    'live_recordings',
    'live_class_recaps',
  ],
  jobs: [NOTICE_PUBLISH_JOB, LIVE_CLASS_REMINDER_JOB, LIVE_CLASS_CLOSE_JOB],
  build({ platform, needs, jobs, events, extensionPoint }) {
    const { institutes, learnlists, catalogue } = needs;
    const presenceShare = extensionPoint<PresenceSharePoint>('presenceShare', ['ofSchool']);
    const services = createLiveServices({
      db: platform.db,
      clock: platform.clock,
      log: platform.log,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: institutes.staffScopes,
      sections: { ...institutes.sections, sectionsOfSchool: institutes.directory.sectionsOfSchool },
      subjects: catalogue.nodes,
      subjectNodes: catalogue.nodes,
      signer: needs.media.signer,
      storage: platform.storage,
      jobs,
      publish: needs.notifications.publish,
      meetingRooms: { bbb: platform.config.bbb ?? null, zoom: platform.config.zoom ?? null },
      presenceShare,
      recaps: learnlists.recaps,
      access: needs.access.access,
      uploads: needs.media.uploadLookup,
      homework: {
        heldItems: learnlists.heldItems.of,
        // The playback completes the homework item: learn-lists does it as a job.
        itemOpened: (event) => events.publish(platform.db, 'live.homework-item-opened', event),
      },
      bookmarks: needs.learning.bookmarks,
      studyNotes: needs.content.studyNotes,
      library: { learnListCount: learnlists.listCount, paperCount: needs.papers.paperCount },
    });
    learnlists.itemSources.provide('recordings', services.recordings.itemBriefs);
    needs.learning.recordedLectures.provide('briefs', services.recordings);
    return {
      services,
      routes: (api) => registerLiveModule(api, services),
    };
  },
});
