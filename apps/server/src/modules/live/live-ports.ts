import type { FastifyBaseLogger } from 'fastify';
import type { BbbSettings, ZoomSettings } from '../../meeting-room-config.js';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { NodeLookup } from '../catalogue/node-lookup.service.js';
import type { DirectoryService } from '../identity/directory.service.js';
import type { ClassRecaps } from '../learnlists/learnlists.module.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { SectionRecord } from '../institutes/institute-reader.js';
import type { SchoolRecord } from '../institutes/institutes.repository.js';
import type { StaffScopes } from '../institutes/staff-scope.js';
import type { MediaSigner } from '../media/signed-url.js';
import type { NotificationEvent } from '../notifications/notification-event.js';
import type { LiveClassesRepository } from './live-classes.repository.js';
import type { LiveRecapsRepository } from './live-recaps.repository.js';
import type { NoticesRepository } from './notices.repository.js';
import type { RecordingsRepository } from './recordings.repository.js';

/** A recording a meeting-room provider made of a class, handed to the recordings module. */
export interface ProviderRecordingInput {
  sch_id: number;
  provider: string;
  external_id: string;
  playback_url: string;
  duration_seconds: number | null;
}

/** The recordings module's intake of providers' recordings: idempotent by provider + external_id. */
export interface ProviderRecordings {
  addProviderRecording(input: ProviderRecordingInput): Promise<void>;
}

/** What the live module asks of other modules' services (never their repositories). */
export interface LivePorts {
  identity: Pick<IdentityService, 'tenantSchoolIds' | 'profile'> & ParentLinks;
  directory: Pick<DirectoryService, 'people' | 'placementsOf' | 'learnersOfSections' | 'parentsOfChildren'>;
  scopes: StaffScopes;
  sections: {
    sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]>;
    schoolsByIds(ids: readonly number[]): Promise<SchoolRecord[]>;
    /** Every section of a school (ids, classes and names). */
    sectionsOfSchool(schoolId: number): Promise<{ section_id: number; class_id: number; board_id: number }[]>;
  };
  /** The catalogue's subjects of classes (a class's subject, and the school's own racks). */
  subjects: Pick<NodeLookup, 'subjectsOf'>;
  signer: Pick<MediaSigner, 'signKeyShared'>;
  storage: Pick<Storage, 'exists'>;
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  publish(event: NotificationEvent): Promise<void>;
  /** Class recaps are learn-lists: made, filled, published and read through the learn-lists module. */
  recaps: ClassRecaps;
  clock: () => number;
  log: FastifyBaseLogger;
  /** The share of a class a learner must be in to count present (the attendance module's school setting, filled by it). */
  presenceShare: ExtensionPoint<PresenceSharePoint>;
  /** The meeting-room providers configured besides the pasted link (BBB_*, ZOOM_*). */
  meetingRooms?: { bbb?: BbbSettings | null; zoom?: ZoomSettings | null };
}

/** Live's extension point "live.presenceShare": attendance, which keeps the school's setting, fills "ofSchool". */
export interface PresenceSharePoint {
  ofSchool: (schoolId: number) => Promise<number>;
}

export interface LiveDeps extends LivePorts {
  repos: {
    notices: NoticesRepository;
    liveClasses: LiveClassesRepository;
    recordings: RecordingsRepository;
    recaps: LiveRecapsRepository;
  };
}

export const iso = (ms: number) => new Date(ms).toISOString();

export { fieldInvalid as invalid, notFoundOf as notFound } from '../../platform/errors/app-error.js';
export { fullName } from '../../platform/person-name.js';
