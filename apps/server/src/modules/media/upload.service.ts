import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  DOUBT_PHOTO_MAX_BYTES,
  type DoubtPhotoData,
  UPLOAD_FOLDER_PATH_MAX,
  type TransVideoData,
  type TransVideoStatusData,
  type UploadFileData,
} from '@esc/contracts';
import { isLearner } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { contentTypeOf, extensionFor } from '../../platform/storage/content-types.js';
import { isSafeKey, type Storage } from '../../platform/storage/storage.js';
import { PLATFORM_UPLOADS_PREFIX, schoolUploadsPrefix } from './media-owners.js';
import type { MediaPolicy } from './media.policy.js';
import type { MediaRepository } from './media.repository.js';
import type { ReceivedFile } from './multipart-upload.js';
import type { MediaSigner } from './signed-url.js';
import type { TranscodeService } from './transcode.service.js';
import { IMAGE_FORMATS, refusedType, VIDEO_FORMATS, type TypeRefusal } from './upload-formats.js';
import { WORK_PREFIX } from './upload-lookup.js';
import { probeVideo } from './video-probe.js';

/** Raster images only: an SVG can carry script. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];
const FILE_TYPES = [...IMAGE_TYPES, 'application/pdf', 'video/mp4', 'text/html'];
/** Videos ffmpeg turns into mp4 on getTransVideo. */
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska', 'video/x-msvideo'];

export type UploadKind = 'file' | 'video';

/** The type to trust: the part's own, or the name's when the client sent a generic one. */
export function effectiveType(mimeType: string, fileName: string): string {
  const declared = mimeType.split(';')[0]!.trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream') return declared;
  return contentTypeOf(fileName).split(';')[0]!;
}

const FILE_REFUSAL: TypeRefusal = {
  named: ['media.fileType', 'media.fileTypeField'],
  unnamed: ['media.fileTypeUnknown', 'media.fileTypeUnknownField'],
};
const VIDEO_REFUSAL: TypeRefusal = {
  named: ['media.videoType', 'media.videoTypeField'],
  unnamed: ['media.videoTypeUnknown', 'media.videoTypeUnknownField'],
  formats: VIDEO_FORMATS,
};

/** Throws a 400 naming the field when the type is not taken for this kind of upload. */
export function checkUploadType(kind: UploadKind, mimeType: string, fileName: string, field: string): void {
  const allowed = kind === 'file' ? FILE_TYPES : VIDEO_TYPES;
  const type = effectiveType(mimeType, fileName);
  if (!allowed.includes(type)) throw refusedType(kind === 'file' ? FILE_REFUSAL : VIDEO_REFUSAL, type, field);
}

/** 'Unit 1/Notes' -> 'Unit-1/Notes'; refuses '..' and empty paths with a 400 on folderPath. */
export function safeFolderPath(folderPath: string | undefined): string {
  // The form's documented bound (contracts UploadFileForm): checked here, as the route streams the form.
  if ((folderPath ?? '').length > UPLOAD_FOLDER_PATH_MAX) {
    const params = { max: UPLOAD_FOLDER_PATH_MAX };
    throw new AppError(
      'VALIDATION_FAILED',
      { reason: 'media.folderTooLong', params },
      {
        errors: [{ field: 'folderPath', reason: 'media.folderTooLongField', params }],
      },
    );
  }
  const segments = (folderPath ?? '').split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  const cleaned = segments.map((s) =>
    s
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, 60),
  );
  if (segments.includes('..') || cleaned.length === 0 || cleaned.length > 6 || cleaned.some((s) => s === '')) {
    throw new AppError(
      'VALIDATION_FAILED',
      { reason: 'media.folderNotRelative', params: { example: 'notes/chapter-1' } },
      {
        errors: [{ field: 'folderPath', reason: 'media.folderNotRelativeField' }],
      },
    );
  }
  return cleaned.join('/');
}

/** A file name safe in a key, with the extension of its type so the store serves the right type. */
export function safeFileName(fileName: string, contentType: string): string {
  const ext = extensionFor(contentType) ?? '';
  const base = path.basename(fileName.replace(/\\/g, '/'));
  const stem = base.slice(0, base.length - path.extname(base).length) || 'file';
  const cleaned =
    stem
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, 80) || 'file';
  const given = path.extname(base).toLowerCase();
  return `${cleaned}${given && contentTypeOf(`x${given}`).startsWith(contentType) ? given : ext}`;
}

/**
 * Every video is probed for what it really is (ffprobe, restricted to the file and to real video
 * containers): a playlist or any other file sent as video/mp4 is refused before it is stored.
 * An upload named mp4 must be of the mp4 family.
 */
async function assertRealVideo(file: ReceivedFile, type: string): Promise<void> {
  const probe = await probeVideo(file.tempPath);
  if (probe && (type !== 'video/mp4' || probe.container === 'mp4')) return;
  const params = { formats: VIDEO_FORMATS };
  throw new AppError(
    'VALIDATION_FAILED',
    { reason: 'media.notPlayable', params },
    {
      errors: [{ field: file.field, reason: 'media.notPlayableField', params }],
    },
  );
}

/** Where the caller's uploads go: their school's area, or the platform's for a platform editor. */
export interface UploadAreas {
  isPlatformEditor(auth: AuthContext): Promise<boolean>;
  /** The school the caller is staff of (their main school), or null. */
  primarySchoolId(uuid: string): Promise<number | null>;
}

export type UploadService = ReturnType<typeof createUploadService>;

/** The upload service of spec 002 §7.1: staff files into storage, one row per file in `uploads`. */
export function createUploadService(deps: {
  storage: Storage;
  repo: MediaRepository;
  signer: MediaSigner;
  transcoder: TranscodeService;
  areas: UploadAreas;
  policy: MediaPolicy;
  clock: () => number;
}) {
  const { storage, repo, signer, transcoder, areas } = deps;

  /** A school's staff upload into their school's own area; platform editors into the platform's. */
  async function areaOf(auth: AuthContext): Promise<{ prefix: string; schoolId: number | null }> {
    if (await areas.isPlatformEditor(auth)) return { prefix: PLATFORM_UPLOADS_PREFIX, schoolId: null };
    const schoolId = await areas.primarySchoolId(auth.uuid);
    if (schoolId === null) {
      throw new AppError('FORBIDDEN', { reason: 'media.uploadsNoSchool' });
    }
    return { prefix: schoolUploadsPrefix(schoolId), schoolId };
  }

  async function store(
    auth: AuthContext,
    folderPath: string | undefined,
    file: ReceivedFile,
    area?: { prefix: string; schoolId: number | null },
  ) {
    const folder = safeFolderPath(folderPath);
    const type = effectiveType(file.mimeType, file.fileName);
    if (type.startsWith('video/')) await assertRealVideo(file, type);
    area ??= await areaOf(auth);
    const name = safeFileName(file.fileName, type);
    const id = randomUUID();
    const key = `${area.prefix}${folder}/${id}-${name}`;
    if (!isSafeKey(key)) throw new AppError('VALIDATION_FAILED', { reason: 'media.nameNotStorable' });
    const stored = await storage.put(key, createReadStream(file.tempPath), type);
    const row = {
      id,
      storage_key: key,
      folder_path: folder,
      original_name: file.fileName.slice(0, 255),
      content_type: type,
      size_bytes: stored.size,
      school_id: area.schoolId,
      uploaded_by: auth.uuid,
      created_at: new Date(deps.clock()).toISOString(),
      transcode_status: null,
    };
    await repo.insertUpload(row);
    return row;
  }

  async function uploadFile(
    auth: AuthContext,
    folderPath: string | undefined,
    file: ReceivedFile,
  ): Promise<UploadFileData> {
    const row = await store(auth, folderPath, file);
    const link = signer.signKey(row.storage_key);
    return {
      upload_id: row.id,
      key: row.storage_key,
      folder_path: row.folder_path,
      file_name: row.original_name,
      content_type: row.content_type,
      size_bytes: row.size_bytes,
      signed_url: link.url,
      expires_in: link.expiresIn,
    };
  }

  /** Stores the source, records the mp4 to come as an upload of the caller (size 0 until ready), starts ffmpeg. */
  async function transVideo(
    auth: AuthContext,
    folderPath: string | undefined,
    file: ReceivedFile,
  ): Promise<TransVideoData> {
    const source = await store(auth, folderPath, file);
    const targetKey = source.storage_key.replace(/\.[A-Za-z0-9]+$/, '') + '-h264.mp4';
    await repo.insertUpload({
      ...source,
      id: randomUUID(),
      storage_key: targetKey,
      original_name: path.basename(targetKey),
      content_type: 'video/mp4',
      size_bytes: 0,
      transcode_status: 'processing',
    });
    const status = await transcoder.start(source.storage_key, targetKey);
    return { upload_id: source.id, source_key: source.storage_key, transcoded_key: targetKey, status };
  }

  async function transVideoStatus(auth: AuthContext, key: string): Promise<TransVideoStatusData> {
    const upload = await deps.policy.authorizeOne(
      { uuid: auth.uuid, schoolIds: [], platformEditor: false },
      'checkTranscode',
      key,
    );
    const status = upload.transcode_status ?? 'failed';
    return { transcoded_key: key, status, signed_url: status === 'ready' ? signer.signKey(key).url : null };
  }

  /**
   * A learner's photo for a doubt: an image of at most 5 MB, into their school's learners' work area
   * under doubts/, apart from the staff's uploads that notices and recordings may attach (the doubts
   * module attaches only the asker's own). Staff upload with uploadFile; parents ask nothing.
   */
  async function doubtPhoto(auth: AuthContext, file: ReceivedFile): Promise<DoubtPhotoData> {
    if (!isLearner(auth.userTypeId)) throw new AppError('FORBIDDEN', { reason: 'media.doubtPhotoLearnerOnly' });
    if (!IMAGE_TYPES.includes(effectiveType(file.mimeType, file.fileName))) {
      throw new AppError(
        'VALIDATION_FAILED',
        { reason: 'media.doubtPhotoNotPhoto', params: { formats: IMAGE_FORMATS } },
        {
          errors: [{ field: file.field, reason: 'media.doubtPhotoNotPhotoField' }],
        },
      );
    }
    if (file.size > DOUBT_PHOTO_MAX_BYTES) {
      const params = { mb: DOUBT_PHOTO_MAX_BYTES / (1024 * 1024) };
      throw new AppError(
        'VALIDATION_FAILED',
        { reason: 'media.doubtPhotoTooLarge', params },
        {
          errors: [{ field: file.field, reason: 'media.doubtPhotoTooLargeField', params }],
        },
      );
    }
    const schoolId = await areas.primarySchoolId(auth.uuid);
    if (schoolId === null) throw new AppError('FORBIDDEN', { reason: 'media.doubtNoSchool' });
    const row = await store(auth, 'doubts', file, { prefix: `${WORK_PREFIX}${schoolId}/`, schoolId });
    return { key: row.storage_key, url: signer.signKey(row.storage_key).url };
  }

  return { uploadFile, transVideo, transVideoStatus, doubtPhoto };
}
