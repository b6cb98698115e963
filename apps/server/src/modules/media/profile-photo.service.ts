import { randomUUID } from 'node:crypto';
import type { ProfilePhotoData } from '@esc/contracts';
import sharp from 'sharp';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Storage, StoredStream } from '../../platform/storage/storage.js';
import type { ReceivedFile } from './multipart-upload.js';
import { IMAGE_FORMATS } from './upload-formats.js';

/** Photos are kept at this size: enough for a profile, small on a family's phone data plan. */
export const PROFILE_PHOTO_PIXELS = 256;

/** A person's own area of the store: no signed link or school upload names it. */
export const profilePhotoPrefix = (uuid: string) => `people/${uuid}/`;

/** Whose photo is whose (identity decides; media keeps the files). */
export interface PhotoOwners {
  photoKeyFor(caller: AuthContext, uuid: string | undefined): Promise<string>;
  setPhotoKey(caller: AuthContext, key: string): Promise<string | null>;
}

export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;

/**
 * The person's photo through the upload pipeline: a raster image, decoded by sharp (which refuses
 * what is not one), turned upright, cut to a square of 256 px and kept as WebP in the person's own
 * area; the previous photo's file is removed once the new one is theirs.
 */
export function createProfilePhotoService({ storage, owners }: { storage: Storage; owners: PhotoOwners }) {
  async function store(auth: AuthContext, file: ReceivedFile): Promise<ProfilePhotoData> {
    let resized: Buffer;
    try {
      resized = await sharp(file.tempPath, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(PROFILE_PHOTO_PIXELS, PROFILE_PHOTO_PIXELS, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new AppError(
        'VALIDATION_FAILED',
        { reason: 'media.photoUnreadable' },
        {
          errors: [{ field: file.field, reason: 'media.photoUnreadableField', params: { formats: IMAGE_FORMATS } }],
        },
      );
    }
    const key = `${profilePhotoPrefix(auth.uuid)}photo-${randomUUID()}.webp`;
    await storage.put(key, resized, 'image/webp');
    const previous = await owners.setPhotoKey(auth, key);
    if (previous && previous !== key) await storage.delete(previous);
    return { stored: true, width: PROFILE_PHOTO_PIXELS, height: PROFILE_PHOTO_PIXELS };
  }

  /** The photo of the caller, or of a child linked to them; anyone else's is not found. */
  async function read(auth: AuthContext, uuid: string | undefined): Promise<StoredStream> {
    const key = await owners.photoKeyFor(auth, uuid);
    try {
      return await storage.get(key);
    } catch {
      throw new AppError('NOT_FOUND', { reason: 'media.noPhoto' });
    }
  }

  return { store, read };
}
