import type { ContentDetailList } from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { AccessService } from '../access/access.module.js';
import type { NodeLookup } from '../catalogue/node-lookup.service.js';
import type { BookmarksService } from '../learning/bookmarks.service.js';
import type { HeldItem } from '../learnlists/held-items.js';
import type { HomeworkItemOpen } from '../learnlists/learnlists.module.js';
import type { UploadLookup } from '../media/upload-lookup.js';
import type { LiveClassAudience } from './live-class-audience.js';
import type { LiveDeps } from './live-ports.js';

/** What the recordings ask of other modules' services, beside the live module's own ports. */
export interface RecordingPorts {
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

export type RecordingDeps = LiveDeps & RecordingPorts & { audience: LiveClassAudience };
