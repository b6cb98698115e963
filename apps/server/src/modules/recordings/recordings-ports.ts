import type { ContentDetailList } from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { machineRefusal } from '../../platform/errors/app-error.js';
import type { AccessService } from '../access/access.module.js';
import type { NodeLookup } from '../catalogue/catalogue.module.js';
import type { BookmarksService } from '../learning/learning.module.js';
import type { HeldItem, HomeworkItemOpen } from '../learnlists/learnlists.module.js';
import type { MediaSigner, UploadLookup } from '../media/media.module.js';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { SchoolRecord, SectionRecord, StaffScopes } from '../institutes/institutes.module.js';
import type { ClassReader, LiveClassAudience, LiveClassViews } from '../live-classes/live-classes.module.js';
import type { RecordingsRepository } from './recordings.repository.js';

/** What the recordings module asks of other modules' services (never their repositories). */
export interface RecordingPorts {
  identity: Pick<IdentityService, 'tenantSchoolIds' | 'profile'> & ParentLinks;
  directory: Pick<DirectoryService, 'people' | 'placementsOf'>;
  scopes: StaffScopes;
  sections: {
    sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]>;
    schoolsByIds(ids: readonly number[]): Promise<SchoolRecord[]>;
  };
  signer: Pick<MediaSigner, 'signKeyShared'>;
  storage: Pick<Storage, 'exists'>;
  clock: () => number;
  /** The classes recordings are of (the live-classes module's): read by id, paged, counted, joined. */
  classes: Pick<ClassReader, 'byIds' | 'startedPage' | 'attendeeCounts' | 'joinable'>;
  /** Whose schedule a learner's call reads, and whether a class reaches them (live-classes'). */
  audience: Pick<LiveClassAudience, 'readerOf' | 'reaches'>;
  /** The classes as the calls answer them (live-classes'), for a teacher's past classes. */
  classViews: LiveClassViews;
  /** The access gate: recorded-lecture playback (spec 001 §4) is its decision, for sets. */
  access: Pick<AccessService, 'decideMany'>;
  /** The media module's uploads: whose a file is, its type, and its transcoding. */
  uploads: Pick<UploadLookup, 'byKeys'>;
  /**
   * Learn-list homework the learner holds that lists these items (learn-lists' held items), and telling
   * learn-lists a recorded lecture the learner opened from their homework (it completes the item).
   */
  homework: {
    heldItems(learnerUuid: string, itemType: number, itemIds: readonly string[]): Promise<HeldItem[]>;
    itemOpened(event: HomeworkItemOpen): Promise<void>;
  };
  /** Whether the learner bookmarked the recordings (the learning module's bookmarks). */
  bookmarks: Pick<BookmarksService, 'statusOfItems'>;
  /** Study notes of the catalogue as the content module answers their details, for the caller. */
  studyNotes(caller: AuthContext, noteIds: readonly number[]): Promise<ContentDetailList>;
  /** The rest of a teacher's library: their learn-lists and the papers they assign from. */
  library: { learnListCount(caller: AuthContext): Promise<number>; paperCount(caller: AuthContext): Promise<number> };
  /** Subjects as the catalogue names them (their group presentation, spec 002 §2.2). */
  subjectNodes: Pick<NodeLookup, 'byIds'>;
}

export interface RecordingDeps extends RecordingPorts {
  repos: { recordings: RecordingsRepository };
}

export const iso = (ms: number) => new Date(ms).toISOString();

export { idsOf } from '../../platform/json-ids.js';
export { fieldInvalid as invalid } from '../../platform/errors/app-error.js';

/** The 404 of a recording not found, or one the caller may not see (told apart from none). */
export const NO_RECORDING = { reason: 'recordings.noRecording' } as const;

/** 400 naming a field of a provider's recording: the provider's machine reads it, so its words stay English. */
export const providerFieldRefusal = (field: string, words: string) =>
  machineRefusal('VALIDATION_FAILED', `${field} ${words}.`, { errors: [{ field, message: words }] });
export { fullName } from '../../platform/person-name.js';
