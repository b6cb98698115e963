import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import { isSafeKey, type Storage } from '../../platform/storage/storage.js';
import type { MediaRepository } from './media.repository.js';
import { WORK_PREFIX } from './upload-lookup.js';
import { receiveUpload, type ReceivedUpload } from './multipart-upload.js';
import { refusedType, WORK_PHOTO_FORMATS, type TypeRefusal } from './upload-formats.js';
import { effectiveType, safeFileName } from './upload.service.js';

/** Photos of a notebook page and PDFs: what a learner hands in as work. Raster images only (an SVG can carry script). */
const WORK_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

const WORK_REFUSAL: TypeRefusal = {
  named: ['media.workType', 'media.workTypeField'],
  unnamed: ['media.workTypeUnknown', 'media.workTypeUnknownField'],
  formats: WORK_PHOTO_FORMATS,
};

/** Where a school's learners' work lives: apart from the staff's uploads, which notices and content may attach. */
export const workUploadsPrefix = (schoolId: number) => `${WORK_PREFIX}${schoolId}/`;

export type WorkUploads = ReturnType<typeof createWorkUploads>;

/**
 * Learners' work files (hand-ins): read from a multipart form with the upload pipeline's reader and
 * limits, typed as photos or PDFs, stored in the school's work area and recorded as uploads of the
 * learner (so only that learner's own upload can be handed in). Who may upload is the caller's to decide.
 */
export function createWorkUploads({
  storage,
  repo,
  clock,
}: {
  storage: Storage;
  repo: MediaRepository;
  clock: () => number;
}) {
  function checkType(mimeType: string, fileName: string, field: string): void {
    const type = effectiveType(mimeType, fileName);
    if (!WORK_TYPES.includes(type)) {
      throw refusedType(WORK_REFUSAL, type, field);
    }
  }

  /** The form's text fields and its one file (`file`), type-checked before a byte is stored; discard() when done. */
  function receive(request: FastifyRequest): Promise<ReceivedUpload> {
    return receiveUpload(request, ['file'], checkType);
  }

  async function store(
    owner: { schoolId: number; uploaderUuid: string },
    file: NonNullable<ReceivedUpload['file']>,
  ): Promise<{ key: string; file_name: string; content_type: string; size_bytes: number }> {
    const type = effectiveType(file.mimeType, file.fileName);
    const id = randomUUID();
    const key = `${workUploadsPrefix(owner.schoolId)}${id}-${safeFileName(file.fileName, type)}`;
    if (!isSafeKey(key)) throw new AppError('VALIDATION_FAILED', { reason: 'media.nameNotStorable' });
    const stored = await storage.put(key, createReadStream(file.tempPath), type);
    await repo.insertUpload({
      id,
      storage_key: key,
      folder_path: 'work',
      original_name: file.fileName.slice(0, 255),
      content_type: type,
      size_bytes: stored.size,
      school_id: owner.schoolId,
      uploaded_by: owner.uploaderUuid,
      created_at: new Date(clock()).toISOString(),
      transcode_status: null,
    });
    return { key, file_name: file.fileName.slice(0, 255), content_type: type, size_bytes: stored.size };
  }

  /** The learners' files recorded under these keys (work, doubts' photos): whose school, which learner, what type. */
  async function byKeys(
    keys: readonly string[],
  ): Promise<Map<string, { schoolId: number | null; uploadedBy: string; contentType: string }>> {
    const rows = await repo.findUploads([...new Set(keys)].filter((k) => k.startsWith(WORK_PREFIX)));
    return new Map(
      rows.map((r) => [
        r.storage_key,
        { schoolId: r.school_id, uploadedBy: r.uploaded_by, contentType: r.content_type },
      ]),
    );
  }

  return { receive, store, byKeys };
}
