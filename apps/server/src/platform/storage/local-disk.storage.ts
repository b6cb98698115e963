import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './content-types.js';
import { assertSafeKey, type ByteRange, type Storage, type StoredObject, type StoredStream } from './storage.js';

/**
 * Files under one directory (STORAGE_DIR, by default DATA_DIR/media). Several server processes on
 * one machine may share it: writes go to a temporary file first and are renamed into place.
 */
export function createLocalDiskStorage(root: string): Storage {
  const base = path.resolve(root);

  function fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(base, key);
    // Belt and braces: the key rules already keep every path inside the root.
    if (!file.startsWith(base + path.sep)) throw new Error('storage key escapes the root');
    return file;
  }

  async function statOf(key: string): Promise<StoredObject | null> {
    const file = fileOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { key, size: info.size, contentType: contentTypeOf(key), modifiedAt: info.mtime };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(temp, data);
        else await pipeline(data as Readable, createWriteStream(temp));
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return (await statOf(key))!;
    },

    async get(key, range?: ByteRange): Promise<StoredStream> {
      const info = await statOf(key);
      if (!info) throw Object.assign(new Error(`no object ${key}`), { code: 'ENOENT' });
      const body = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return { ...info, body };
    },

    stat: statOf,

    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    },

    async exists(key) {
      return (await statOf(key)) !== null;
    },
  };
}
