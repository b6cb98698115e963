import type { AccessLog } from '../audit/audit.module.js';
import type { FastifyBaseLogger } from 'fastify';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { DirectoryService } from '../identity/identity.module.js';
import type { SectionRecord, StaffScopes } from '../institutes/institutes.module.js';
import type { HandinTasks } from '../learnlists/learnlists.module.js';
import type { MediaSigner, UploadLookup, WorkUploads } from '../media/media.module.js';
import type { NotificationEvent } from '../notifications/notifications.module.js';
import type { HandinsRepository } from './handins.repository.js';

/** What the hand-ins module asks of other modules' services (never their repositories). */
export interface HandinsPorts {
  identity: ParentLinks;
  directory: Pick<
    DirectoryService,
    'people' | 'sectionIdsOf' | 'parentsByChild' | 'staffOfSections' | 'learnersOfSections'
  >;
  scopes: Pick<StaffScopes, 'scopeOf'>;
  sections: { sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]> };
  /** Learn-lists' tasks and the homework they are given in. */
  tasks: HandinTasks;
  signer: Pick<MediaSigner, 'signKey'>;
  /** Work files through media's upload pipeline; a hand-in names only the learner's own of the school. */
  work: WorkUploads;
  /** The school's staff uploads: a teacher's drawings on photos are theirs. */
  uploads: Pick<UploadLookup, 'byKeys'>;
  publish(event: NotificationEvent): Promise<void>;
  /** Who looked: staff reads of learners' work are noted in their access log. */
  audit: Pick<AccessLog, 'record'>;
  clock: () => number;
  log: FastifyBaseLogger;
}

export interface HandinsDeps extends HandinsPorts {
  repos: { handins: HandinsRepository };
}

export const iso = (ms: number) => new Date(ms).toISOString();

export { fieldInvalid as invalid } from '../../platform/errors/app-error.js';
export { fullName } from '../../platform/person-name.js';
