import { fieldInvalid } from '../../platform/errors/app-error.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { ContentOwner } from '../catalogue/catalogue.module.js';
import type { MediaRepository } from './media.repository.js';

/**
 * Where files live, by owner:
 * - the platform's library: `demo/...`, `content/...`, and platform editors' uploads `uploads/platform/...`;
 * - a school's own uploads: `uploads/<school_id>/...`, written only by that school's staff.
 */
export const LIBRARY_PREFIXES = ['demo/', 'content/'] as const;
export const PLATFORM_UPLOADS_PREFIX = 'uploads/platform/';

export function schoolUploadsPrefix(schoolId: number): string {
  return `uploads/${schoolId}/`;
}

export const isLibraryKey = (key: string) => LIBRARY_PREFIXES.some((prefix) => key.startsWith(prefix));

/** The owner whose upload area a key lies in; null outside the upload areas. */
export function uploadOwnerOfKey(key: string): ContentOwner | null {
  if (key.startsWith(PLATFORM_UPLOADS_PREFIX)) return { kind: 'platform' };
  const match = /^uploads\/([1-9]\d{0,9})\//.exec(key);
  return match ? { kind: 'school', schoolId: Number(match[1]) } : null;
}

const sameOwner = (a: ContentOwner, b: ContentOwner | null) =>
  !!b && a.kind === b.kind && (a.kind === 'platform' || a.schoolId === (b as { schoolId: number }).schoolId);

export type MediaOwners = ReturnType<typeof createMediaOwners>;

/** Which files an owner's content may point at. */
export function createMediaOwners({ storage, repo }: { storage: Storage; repo: MediaRepository }) {
  /**
   * A transcoded mp4 of content must be a file its owner may use: for the platform's catalogue the
   * library or platform editors' uploads, for a school's content that school's uploads; an upload
   * must be recorded under that owner and finished, and the file must be an mp4. 400 naming the field otherwise.
   */
  async function assertUsableVideo(owner: ContentOwner, key: string, field: string): Promise<void> {
    const area = uploadOwnerOfKey(key);
    if (area) {
      if (!sameOwner(owner, area)) throw fieldInvalid(field, { reason: 'media.videoNotOwners' });
      const upload = await repo.findUpload(key);
      const uploadOwner: ContentOwner | null = !upload
        ? null
        : upload.school_id === null
          ? { kind: 'platform' }
          : { kind: 'school', schoolId: upload.school_id };
      if (!upload || !sameOwner(owner, uploadOwner)) throw fieldInvalid(field, { reason: 'media.videoNotUploaded' });
      if (upload.transcode_status !== null && upload.transcode_status !== 'ready') {
        throw fieldInvalid(field, { reason: 'media.videoNotTranscoded' });
      }
    } else if (owner.kind !== 'platform' || !isLibraryKey(key)) {
      throw fieldInvalid(field, { reason: 'media.videoNotOwners' });
    }
    const info = await storage.stat(key);
    if (!info) throw fieldInvalid(field, { reason: 'media.videoNotStored' });
    if (!info.contentType.startsWith('video/mp4')) throw fieldInvalid(field, { reason: 'media.videoNotMp4' });
  }

  return { assertUsableVideo };
}
