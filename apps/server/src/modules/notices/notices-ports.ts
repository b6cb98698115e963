import type { FastifyBaseLogger } from 'fastify';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { SectionRecord, StaffScopes } from '../institutes/institutes.module.js';
import type { MediaSigner, UploadLookup } from '../media/media.module.js';
import type { NotificationEvent } from '../notifications/notifications.module.js';
import type { NoticesRepository } from './notices.repository.js';

/** What the notices module asks of other modules' services (never their repositories). */
export interface NoticesPorts {
  identity: Pick<IdentityService, 'tenantSchoolIds' | 'profile'> & ParentLinks;
  directory: Pick<DirectoryService, 'people' | 'placementsOf' | 'learnersOfSections' | 'parentsOfChildren'>;
  scopes: StaffScopes;
  sections: {
    sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]>;
    /** Every section of a school (ids, classes and names). */
    sectionsOfSchool(schoolId: number): Promise<{ section_id: number; class_id: number; board_id: number }[]>;
  };
  signer: Pick<MediaSigner, 'signKeyShared'>;
  /** The uploads recorded by the media module: a notice attaches only its school's own. */
  uploads: Pick<UploadLookup, 'byKeys'>;
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  publish(event: NotificationEvent): Promise<void>;
  /** Marks the person's notifications of these events read (a notice read clears its bell item). */
  readEvents(uuid: string, eventIds: readonly string[]): Promise<void>;
  clock: () => number;
  log: FastifyBaseLogger;
}

export interface NoticesDeps extends NoticesPorts {
  repos: { notices: NoticesRepository };
}

export const iso = (ms: number) => new Date(ms).toISOString();

export { fieldRefused as invalid } from '../../platform/http/field-refusal.js';
export { noSuch as notFound } from '../../platform/http/wire-ids.js';
export { fullName } from '../../platform/person-name.js';
