import type { UploadsTable } from '../../db/schema.js';
import { ABSENT, ALLOWED, definePolicy, inSchools, type Decision } from '../../platform/auth/policy.js';
import { uploadOwnerOfKey } from './media-owners.js';
import type { MediaRepository } from './media.repository.js';

/** The caller as the rules see them: who they are, the schools whose staff they are, whether they edit the platform's catalogue. */
export interface MediaActor {
  uuid: string;
  schoolIds: readonly number[];
  platformEditor: boolean;
}

export type MediaAction = 'readUpload' | 'checkTranscode';

/**
 * An uploaded file is read by its uploader, by staff of the school whose upload area it lies in, and
 * (the platform's area) by platform editors; a transcoding is followed by the person who asked for it.
 * Anyone else's is absent, as a missing one.
 */
export const mediaRules = {
  readUpload: (actor: MediaActor, upload: UploadsTable): Decision => {
    if (upload.uploaded_by === actor.uuid) return ALLOWED;
    const area = uploadOwnerOfKey(upload.storage_key);
    if (area?.kind === 'platform') return actor.platformEditor ? ALLOWED : ABSENT;
    return area !== null && inSchools(actor.schoolIds, area.schoolId) ? ALLOWED : ABSENT;
  },
  checkTranscode: (actor: MediaActor, upload: UploadsTable): Decision =>
    upload.uploaded_by === actor.uuid ? ALLOWED : ABSENT,
} as const;

export type MediaPolicy = ReturnType<typeof createMediaPolicy>;

/** Uploads are named by their storage key. */
export function createMediaPolicy({ repo }: { repo: Pick<MediaRepository, 'findUploads'> }) {
  return definePolicy({
    module: 'media',
    noun: { readUpload: { reason: 'http.noSuch.file' }, checkTranscode: { reason: 'http.noSuch.video' } },
    actions: {
      readUpload:
        'Read an uploaded file no content uses: its uploader, staff of the school whose area it lies in, or platform editors for the platform’s area.',
      checkTranscode: 'Follow the transcoding of an uploaded video: the person who uploaded it.',
    },
    async load(keys: readonly string[]) {
      return new Map((await repo.findUploads(keys)).map((u) => [u.storage_key, u]));
    },
    rules: mediaRules,
  });
}
