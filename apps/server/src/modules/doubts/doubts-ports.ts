import type { AccessLog } from '../audit/audit.module.js';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { AttemptRecords } from '../attempts/attempts.module.js';
import type { ContentBriefs, ContentStoreService, NodeLookup } from '../catalogue/catalogue.module.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { SectionRecord, StaffScopes } from '../institutes/institutes.module.js';
import type { MediaSigner, UploadLookup, WorkUploads } from '../media/media.module.js';
import type { NotificationEvent } from '../notifications/notifications.module.js';
import type { PaperSheets } from '../papers/papers.module.js';
import type { DoubtsRepository } from './doubts.repository.js';

/** A teacher's subject in a section, with the subject's name. */
export interface Assignment {
  user_uuid: string;
  section_id: number;
  subject_id: number;
  subject_name: string;
}

/** What the doubts module asks of other modules' services (never their repositories). */
export interface DoubtsPorts {
  identity: Pick<IdentityService, 'tenantSchoolIds'> & ParentLinks;
  directory: Pick<DirectoryService, 'people' | 'membershipsOf' | 'parentsByChild'>;
  scopes: StaffScopes;
  sections: {
    sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]>;
    assignmentsOfSections(sectionIds: readonly number[]): Promise<Assignment[]>;
    assignmentsOfTeachers(uuids: readonly string[]): Promise<Assignment[]>;
    /** Every section of a school (a school admin's queue offers all its classes). */
    sectionsOfSchool(schoolId: number): Promise<{ section_id: number }[]>;
  };
  nodes: Pick<NodeLookup, 'byIds'>;
  contentStore: Pick<ContentStoreService, 'placements'>;
  briefs: Pick<ContentBriefs, 'contents'>;
  attempts: Pick<AttemptRecords, 'byId'>;
  sheets: Pick<PaperSheets, 'sheetOf'>;
  /** The question ids among these that a test open now (or coming) holds. */
  liveQuestions(ids: readonly number[]): Promise<Set<number>>;
  signer: Pick<MediaSigner, 'signKeyShared'>;
  /** The staff's uploads recorded by the media module: an answer carries its school's. */
  uploads: Pick<UploadLookup, 'byKeys'>;
  /** Learners' own files (kept apart from the staff's): a doubt carries only the asker's photos. */
  learnerFiles: Pick<WorkUploads, 'byKeys'>;
  publish(event: NotificationEvent): Promise<void>;
  /** Who looked: staff reads of learners' doubts are noted in their access log. */
  audit: Pick<AccessLog, 'record'>;
  clock: () => number;
}

export interface DoubtsDeps extends DoubtsPorts {
  repo: DoubtsRepository;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** A JSON list of keys read back; a broken value reads as none rather than failing a list. */
export function keysOf(text: string | null): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export { fieldInvalid as invalid } from '../../platform/errors/app-error.js';
export { fullName } from '../../platform/person-name.js';
