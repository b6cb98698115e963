import type { Readable } from 'node:stream';

/**
 * Where media files live, addressed by key (`demo/videos/lesson-1.mp4`, `uploads/501/notes/<uuid>-a.pdf`).
 * The local-disk implementation keeps them under STORAGE_DIR; an S3-compatible store implements the
 * same five calls (PutObject, GetObject with Range, HeadObject, DeleteObject), so services and routes
 * never learn which one runs. Keys are validated by `assertSafeKey` before any implementation sees them.
 */
export interface Storage {
  /** Writes (or replaces) the object; the write is atomic: readers never see half a file. */
  put(key: string, data: Buffer | Readable, contentType: string): Promise<StoredObject>;
  /** Reads the whole object, or the inclusive byte range asked (the caller has checked it against the size). */
  get(key: string, range?: ByteRange): Promise<StoredStream>;
  /** Size, type and change time; null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  modifiedAt: Date;
}

export interface StoredStream extends StoredObject {
  body: Readable;
}

/** Inclusive byte positions, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export class StorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`unsafe storage key "${key.slice(0, 200)}": ${reason}`);
    this.name = 'StorageKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9._@+=,-][A-Za-z0-9 ._@+=,()-]*$/;

/**
 * Keys are relative paths of plain segments: no `..`, no leading `/`, no backslashes, no control
 * characters, so a key can never name a file outside the store on disk or a different object on S3.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 1000) return false;
  if (key.startsWith('/') || key.endsWith('/') || key.includes('\\') || key.includes('//')) return false;
  return key.split('/').every((segment) => segment !== '.' && segment !== '..' && SEGMENT.test(segment));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new StorageKeyError(key, 'keys are relative paths of plain names');
}

/** A key prefix (`demo/videos/` or `demo/videos/lesson`) follows the same rules, and may end with '/'. */
export function isSafePrefix(prefix: string): boolean {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return isSafeKey(trimmed);
}
