import { RESIZE_MAX_PIXELS } from '@esc/contracts';
import sharp from 'sharp';
import { AppError } from '../../platform/errors/app-error.js';
import type { Storage, StoredObject } from '../../platform/storage/storage.js';

export type ImageFormat = 'webp' | 'jpeg' | 'png';
export type ImageFit = 'cover' | 'inside' | 'contain';

export interface ResizeRequest {
  key: string;
  width: number;
  height: number;
  format?: ImageFormat;
  fit?: ImageFit;
}

/** Resized copies live beside the media under this namespace, which no signed link can name. */
export const RESIZE_CACHE_PREFIX = '_cache/resize/';
/** Larger sources are not decoded (memory); thumbnails and photos are far below this. */
const MAX_SOURCE_BYTES = 40 * 1024 * 1024;

/** WIDTHxHEIGHT, each 1 to the maximum; a refusal names `field` (the path parameter it came in). */
export function parseSize(text: string, field = 'size'): { width: number; height: number } {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(text);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width < 1 || height < 1 || width > RESIZE_MAX_PIXELS || height > RESIZE_MAX_PIXELS) {
    const params = { pattern: 'WIDTHxHEIGHT', max: RESIZE_MAX_PIXELS };
    throw new AppError(
      'VALIDATION_FAILED',
      { reason: 'media.sizeFormat', params },
      {
        errors: [{ field, reason: 'media.sizeFormatField', params }],
      },
    );
  }
  return { width, height };
}

function outputFormat(key: string, asked?: ImageFormat): ImageFormat {
  if (asked) return asked;
  if (/\.png$/i.test(key)) return 'png';
  if (/\.jpe?g$/i.test(key)) return 'jpeg';
  return 'webp';
}

export type ImageResizeService = ReturnType<typeof createImageResizeService>;

/**
 * Image resizing with sharp (its work runs on libuv's thread pool, off the event loop). Each size,
 * fit and format of a key is made once and kept in storage, so repeat requests only read a file.
 */
export function createImageResizeService({ storage }: { storage: Storage }) {
  async function resized(request: ResizeRequest): Promise<StoredObject> {
    const format = outputFormat(request.key, request.format);
    const fit = request.fit ?? 'cover';
    const cacheKey = `${RESIZE_CACHE_PREFIX}${request.width}x${request.height}-${fit}/${request.key}.${format}`;
    const cached = await storage.stat(cacheKey);
    if (cached) return cached;

    const source = await storage.stat(request.key);
    if (!source) throw new AppError('NOT_FOUND', { reason: 'media.noSuchImage' });
    if (!source.contentType.startsWith('image/')) {
      throw new AppError(
        'VALIDATION_FAILED',
        { reason: 'media.onlyImages' },
        {
          errors: [{ field: 'key', reason: 'media.onlyImagesField' }],
        },
      );
    }
    if (source.size > MAX_SOURCE_BYTES) throw new AppError('VALIDATION_FAILED', { reason: 'media.imageTooLarge' });
    const { body } = await storage.get(request.key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    let output: Buffer;
    try {
      output = await sharp(Buffer.concat(chunks), { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(request.width, request.height, { fit, background: { r: 255, g: 255, b: 255, alpha: 1 } })
        .toFormat(format, { quality: 80 })
        .toBuffer();
    } catch (err) {
      throw new AppError('VALIDATION_FAILED', { reason: 'media.notResizable' }, { cause: err });
    }
    return storage.put(cacheKey, output, `image/${format}`);
  }

  return { resized };
}
