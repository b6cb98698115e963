import type { ClassRecordingBrief } from '@esc/contracts';
import type { RoomVisit } from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';
import type { AccessLog } from '../audit/audit.module.js';
import type { NodeLookup } from '../catalogue/catalogue.module.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { ClassRecaps } from '../learnlists/learnlists.module.js';
import type { SchoolRecord, SectionRecord, StaffScopes } from '../institutes/institutes.module.js';
import type { NotificationEvent } from '../notifications/notifications.module.js';
import type { LiveClassesRepository } from './live-classes.repository.js';
import type { LiveRecapsRepository } from './live-recaps.repository.js';
import type { MeetingRooms } from './meeting-room-port.js';

/** The most learners (and parents) one class's notifications and attendance reach: a large school's roll. */
export const MAX_AUDIENCE = 10_000;

/** What the live-classes module asks of other modules' services (never their repositories). */
export interface LiveClassesPorts {
  identity: Pick<IdentityService, 'tenantSchoolIds' | 'profile'> & ParentLinks;
  directory: Pick<
    DirectoryService,
    'people' | 'placementsOf' | 'keptPlacementsOf' | 'learnersOfSections' | 'parentsOfChildren'
  >;
  scopes: StaffScopes;
  sections: {
    sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]>;
    schoolsByIds(ids: readonly number[]): Promise<SchoolRecord[]>;
    /** Every section of a school (ids, classes and names). */
    sectionsOfSchool(schoolId: number): Promise<{ section_id: number; class_id: number; board_id: number }[]>;
  };
  /** The catalogue's subjects of classes (a class's subject, and the school's own racks). */
  subjects: Pick<NodeLookup, 'subjectsOf'>;
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  publish(event: NotificationEvent): Promise<void>;
  /** Class recaps are learn-lists: made, filled, published and read through the learn-lists module. */
  recaps: ClassRecaps;
  clock: () => number;
  log: FastifyBaseLogger;
  /** Who looked: staff reading learners' live attendance is noted in their access log. */
  audit: Pick<AccessLog, 'record'>;
  /** The share of a class a learner must be in to count present (the attendance module's school setting, filled by it). */
  presenceShare: ExtensionPoint<PresenceSharePoint>;
  /** The meeting rooms of classes and the visits they tell (the meeting-rooms module, filled by it). */
  rooms: ExtensionPoint<RoomsPoint>;
  /** The ready recordings of classes, for their cards (the recordings module, filled by it). */
  classRecordings: ExtensionPoint<ClassRecordingsPoint>;
}

/** The extension point "live-classes.presenceShare": attendance, which keeps the school's setting, fills "ofSchool". */
export interface PresenceSharePoint {
  ofSchool: (schoolId: number) => Promise<number>;
}

/** Per class and per person (uuid), their visits of the class's room. */
export type ClassVisits = Map<number, Map<string, RoomVisit[]>>;

/**
 * The extension point "live-classes.rooms", filled by the meeting-rooms module: the providers a class
 * may name (its room is prepared, joined and ended through them), and each person's time in a class's
 * room as the providers and the join registrations tell it.
 */
export interface RoomsPoint {
  providers: MeetingRooms;
  visits: {
    /** Per class and per person, their visits; a class without any is absent from the map. */
    visitsOf(schIds: readonly number[]): Promise<ClassVisits>;
    /** Whether the provider tells each person's leave too (else joins count to the class's end). */
    tellsLeaves(provider: string): boolean;
  };
}

/** The extension point "live-classes.classRecordings", filled by the recordings module: the ready recordings of classes, by sch_id. */
export interface ClassRecordingsPoint {
  ofClasses: (schIds: readonly number[]) => Promise<Map<number, ClassRecordingBrief[]>>;
}

export interface LiveClassesDeps extends LiveClassesPorts {
  repos: {
    liveClasses: LiveClassesRepository;
    recaps: LiveRecapsRepository;
  };
}

export const iso = (ms: number) => new Date(ms).toISOString();

export { idsOf } from '../../platform/json-ids.js';
export { fieldInvalid as invalid } from '../../platform/errors/app-error.js';

/** The 404 of a class not found, or of another school's (told apart from none). */
export const NO_CLASS = { reason: 'liveClasses.noClass' } as const;
export { fullName } from '../../platform/person-name.js';
