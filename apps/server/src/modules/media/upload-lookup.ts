import type { TranscodeState } from '../../db/schema.js';
import type { MediaRepository } from './media.repository.js';

/** Where learners' work lives (work-uploads.ts). */
export const WORK_PREFIX = 'work/';

/** An uploaded file as another module may know it: whose area it is in, its type, and its transcoding. */
export interface UploadFacts {
  key: string;
  /** The school whose staff uploaded it; null for a platform editor's. */
  schoolId: number | null;
  /** Who uploaded it (a learner's work is handed in, and a doubt's photos sent, only by that learner). */
  uploadedBy: string;
  contentType: string;
  /** A transcoded mp4's state (processing, ready, failed); null for a file stored as it was sent. */
  transcodeStatus: TranscodeState | null;
}

export type UploadLookup = ReturnType<typeof createUploadLookup>;

/**
 * The uploads table read for other modules (the live module attaches a school's uploaded video and
 * notes to a recording, and follows the video's transcoding): the keys recorded, by key.
 */
export function createUploadLookup({ repo }: { repo: MediaRepository }) {
  async function byKeys(keys: readonly string[]): Promise<Map<string, UploadFacts>> {
    // Learners' work (hand-ins) is never a staff upload another module may attach: only workUploads reads it.
    const rows = await repo.findUploads([...new Set(keys)].filter((k) => !k.startsWith(WORK_PREFIX)));
    return new Map(
      rows.map((r) => [
        r.storage_key,
        {
          key: r.storage_key,
          schoolId: r.school_id,
          uploadedBy: r.uploaded_by,
          contentType: r.content_type,
          transcodeStatus: r.transcode_status,
        },
      ]),
    );
  }

  return { byKeys };
}
