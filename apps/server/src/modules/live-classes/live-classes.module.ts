import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { defineModule } from '../module-map.js';
import { liveClassesPersonalData } from './live-classes.personal-data.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { movingVersionOn } from '../../platform/cache/moving-version.js';
import { createClassReader } from './class-reader.js';
import { createLearnerWeek } from './learner-week.service.js';
import { CLASS_WRITES, createWeekAnswerCache, LIVE_CLASSES_CACHE } from './week-answer-cache.js';
import { createClassReadsRepository } from './class-reads.repository.js';
import { createLiveSeeding } from './live-seeding.js';
import { createLiveAttendance } from './live-attendance.service.js';
import { createLiveClassAudience } from './live-class-audience.js';
import { createLiveClassClosing, LIVE_CLASS_CLOSE_JOB } from './live-class-close.job.js';
import { createLiveClassNotices, LIVE_CLASS_REMINDER_JOB } from './live-class-reminder.job.js';
import { createLiveClassViews } from './live-class-views.js';
import type {
  ClassRecordingsPoint,
  LiveClassesDeps,
  LiveClassesPorts,
  PresenceSharePoint,
  RoomsPoint,
} from './live-classes-ports.js';
import { createLiveClassesPolicy } from './live-classes.policy.js';
import { createLiveClassesRepository } from './live-classes.repository.js';
import { registerLiveClassRoutes } from './live-classes.routes.js';
import { createLiveClassesService } from './live-classes.service.js';
import { createLivePresence } from './live-presence.service.js';
import { createLiveRecapList } from './live-recap-list.js';
import { createRecapNotices } from './live-recap-notices.js';
import { createLiveRecapsRepository } from './live-recaps.repository.js';
import { registerLiveRecapRoutes } from './live-recaps.routes.js';
import { createLiveRecapsService } from './live-recaps.service.js';
import { roomsOf, visitSourcesOf } from './rooms-of.js';

// What the modules built on this one (recordings, meeting-rooms, attendance) read of it.
export type { ClassReader } from './class-reader.js';
export type { LiveClassAudience, ScheduleReader } from './live-class-audience.js';
export type { LiveClassClosing } from './live-class-close.job.js';
export type { LiveClassViews } from './live-class-views.js';
export type { ClassRecordingsPoint, ClassVisits, PresenceSharePoint, RoomsPoint } from './live-classes-ports.js';
export type { LiveClassRow } from './live-classes.repository.js';
export { CLASS_RECORDINGS_CACHE } from './week-answer-cache.js';
export type { LiveClassPresence, LivePresenceQuery } from './live-presence.service.js';
export { STUDENT_SCHEDULE, TEACHER_SCHEDULE } from './live-classes.routes.js';
export type {
  MeetingRoomProvider,
  MeetingRooms,
  PreparedRoom,
  RoomClass,
  RoomPerson,
  RoomPlan,
  RoomRole,
} from './meeting-room-port.js';

export type LiveClassesServices = ReturnType<typeof createLiveClassesServices>;

/**
 * The live-classes module: classes scheduled for sections, the learners' schedule, joining, the
 * reminder and closing jobs, live attendance and class recaps. People, sections and schools come from
 * identity and institutes, recap lists from learn-lists, and audiences are told through notifications.
 */
export function createLiveClassesServices(ports: LiveClassesPorts & { db: Db; versions: CacheVersions }) {
  const deps: LiveClassesDeps = {
    ...ports,
    repos: {
      liveClasses: movingVersionOn(createLiveClassesRepository(ports.db), CLASS_WRITES, () =>
        ports.versions.bump(LIVE_CLASSES_CACHE),
      ),
      recaps: createLiveRecapsRepository(ports.db),
    },
  };
  const policy = createLiveClassesPolicy(
    async (ids) => new Map((await deps.repos.liveClasses.byIds(ids)).map((row) => [row.sch_id, row])),
  );
  const audience = createLiveClassAudience(deps);
  // Each class's card carries its ready recordings, which the recordings module names.
  const views = createLiveClassViews(deps, (schIds) => ports.classRecordings.get('ofClasses')(schIds));
  const classNotices = createLiveClassNotices({ ...deps, audience });
  const closing = createLiveClassClosing(deps);
  const liveClasses = createLiveClassesService({
    ...deps,
    audience,
    closing,
    views,
    notices: classNotices,
    // The class's provider: the pasted link, and BigBlueButton and Zoom where configured.
    roomProviders: roomsOf(ports.rooms),
    policy,
  });
  const weeks = createWeekAnswerCache(ports.versions);
  return {
    liveClasses,
    /** A learner's week of classes (myScheduleUniversity), kept while nothing it shows changed. */
    learnerWeek: createLearnerWeek({ ...deps, audience, views, weeks }),
    weeks,
    /** The 10-minute reminder's sweep, for tests and operators. */
    classNotices,
    /** The sweep that closes classes whose time is over; the meeting-rooms module closes one whose meeting ended. */
    closing,
    /** A class's live attendance (getLiveAttendance). */
    liveAttendance: createLiveAttendance({ ...deps, policy }),
    /** Live attendance of sections' days, for the attendance module's register (through its port). */
    attendance: createLivePresence(deps, () => visitSourcesOf(ports.rooms)),
    /** Where attendance, which keeps the school's setting, says what share of a class counts as present. */
    presenceShare: ports.presenceShare,
    /** Where the meeting-rooms module puts the providers and the visits they tell. */
    rooms: ports.rooms,
    /** Where the recordings module names the ready recordings of classes. */
    classRecordings: ports.classRecordings,
    /** Generated worlds only (the demo seed, the benchmarks): classes as they stand at the seed's moment. */
    seeding: createLiveSeeding(ports.db),
    /** The classes as recordings and meeting-rooms read them. */
    classes: createClassReader(deps.repos.liveClasses, createClassReadsRepository(ports.db), audience),
    /** Whose schedule a call reads, and whether a class reaches them. */
    audience,
    /** The classes as the calls answer them. */
    views,
    /** Class recaps: built while teaching, published to the class's sections. */
    recaps: createLiveRecapsService({ ...deps, views, notices: createRecapNotices(deps), policy }),
    recapList: createLiveRecapList({ ...deps, audience, views }),
    policy,
  };
}

/** The live class and class recap calls of spec/calls.tsv and calls-chosen.tsv. */
export function registerLiveClassesModule(api: FastifyInstance, services: LiveClassesServices): void {
  registerLiveClassRoutes(api, services);
  registerLiveRecapRoutes(api, services);
}

export const liveClassesModule = defineModule({
  name: 'live-classes',
  purpose:
    'Live classes of sections: scheduling, the schedule, joining, the 10-minute reminder and the closing jobs, ' +
    'a class’s live attendance and the register’s, and class recaps.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections', 'directory'],
    catalogue: ['nodes'],
    notifications: ['publish'],
    learnlists: ['recaps'],
    audit: ['audit'],
  },
  offers: ['attendance', 'presenceShare', 'rooms', 'classRecordings', 'classes', 'audience', 'views', 'closing'],
  fills: [],
  publishes: [],
  handles: [],
  tables: ['live_classes', 'live_class_joins', 'live_class_sections', 'live_class_recaps'],
  personalData: liveClassesPersonalData,
  jobs: [LIVE_CLASS_REMINDER_JOB, LIVE_CLASS_CLOSE_JOB],
  build({ platform, needs, jobs, extensionPoint }) {
    const { institutes } = needs;
    const services = createLiveClassesServices({
      db: platform.db,
      versions: platform.cacheVersions,
      clock: platform.clock,
      log: platform.log,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: institutes.staffScopes,
      sections: { ...institutes.sections, sectionsOfSchool: institutes.directory.sectionsOfSchool },
      subjects: needs.catalogue.nodes,
      jobs,
      publish: needs.notifications.publish,
      recaps: needs.learnlists.recaps,
      audit: needs.audit.audit,
      presenceShare: extensionPoint<PresenceSharePoint>('presenceShare', ['ofSchool']),
      rooms: extensionPoint<RoomsPoint>('rooms', ['providers', 'visits']),
      classRecordings: extensionPoint<ClassRecordingsPoint>('classRecordings', ['ofClasses']),
    });
    return {
      services,
      policy: services.policy,
      routes: (api) => registerLiveClassesModule(api, services),
    };
  },
});
