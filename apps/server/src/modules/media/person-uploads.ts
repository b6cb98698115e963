import type { Readable } from 'node:stream';
import type { Storage } from '../../platform/storage/storage.js';
import type { MediaRepository } from './media.repository.js';

/** One file a person uploaded, as their data out lists it. */
export interface PersonUpload {
  key: string;
  /** The file's name on the person's device. */
  originalName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

export type PersonUploads = ReturnType<typeof createPersonUploads>;

/**
 * The files a person uploaded and their bytes, for the privacy module's export: the uploads table
 * stays this module's, and the bytes come from the same storage the media routes serve.
 */
export function createPersonUploads({ storage, repo }: { storage: Storage; repo: MediaRepository }) {
  async function of(uuid: string): Promise<PersonUpload[]> {
    const rows = await repo.uploadsBy(uuid);
    return rows.map((r) => ({
      key: r.storage_key,
      originalName: r.original_name,
      contentType: r.content_type,
      sizeBytes: r.size_bytes,
      uploadedAt: r.created_at,
    }));
  }

  /** The file's bytes, or null when storage no longer has it (a file removed by hand). */
  async function open(key: string): Promise<Readable | null> {
    if (!(await storage.exists(key))) return null;
    return (await storage.get(key)).body;
  }

  return { of, open };
}
