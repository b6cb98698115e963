import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Storage, StoredObject } from '../storage/storage.js';

/** What a finished file inside the zip was: its uncompressed length and SHA-256, as a manifest states them. */
export interface ZippedFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** One file being written into the zip, chunk by chunk. */
export interface ZipEntry {
  write(chunk: Uint8Array | string): Promise<void>;
  end(): Promise<ZippedFile>;
}

export interface ZipStream {
  /** Opens a file; files are written one after another (open the next once this one has ended). */
  entry(path: string, options?: { stored?: boolean }): ZipEntry;
  /** A whole file at once. */
  file(path: string, data: Uint8Array | string, options?: { stored?: boolean }): Promise<ZippedFile>;
  /** Ends the zip and waits until storage holds all of it. */
  finish(): Promise<StoredObject>;
  /** Gives up: storage keeps nothing of it. */
  abort(reason: unknown): Promise<void>;
}

const bytesOf = (chunk: Uint8Array | string) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk);

/**
 * A zip written straight into storage as it is made, so an export holds in memory only the chunk at
 * hand, never the whole archive: a school's years of records are as cheap as one learner's. When
 * storage reads slower than the zip is made, writers wait for it to catch up.
 */
export function openZipStream(storage: Storage, key: string): ZipStream {
  const out = new PassThrough();
  let pressure = false;
  const zip = new Zip((err, data, final) => {
    if (err) return void out.destroy(err);
    if (!out.write(data)) pressure = true;
    if (final) out.end();
  });
  const stored = storage.put(key, out, 'application/zip');
  // Seen here so a failed write is not an unhandled rejection before finish() or abort() awaits it.
  stored.catch(() => undefined);

  async function relieve(): Promise<void> {
    if (!pressure) return;
    pressure = false;
    await Promise.race([once(out, 'drain'), stored]);
  }

  function entry(path: string, options: { stored?: boolean } = {}): ZipEntry {
    // Photos and PDFs are compressed already: stored as they are.
    const file = options.stored ? new ZipPassThrough(path) : new ZipDeflate(path, { level: 6 });
    zip.add(file);
    const hash = createHash('sha256');
    let bytes = 0;
    return {
      async write(chunk) {
        const data = bytesOf(chunk);
        if (data.length === 0) return;
        hash.update(data);
        bytes += data.length;
        file.push(data);
        await relieve();
      },
      async end() {
        file.push(new Uint8Array(0), true);
        await relieve();
        return { path, bytes, sha256: hash.digest('hex') };
      },
    };
  }

  return {
    entry,
    async file(path, data, options) {
      const opened = entry(path, options);
      await opened.write(data);
      return opened.end();
    },
    async finish() {
      zip.end();
      return stored;
    },
    async abort(reason) {
      zip.terminate();
      out.destroy(reason instanceof Error ? reason : new Error(String(reason)));
      await stored.catch(() => undefined);
      await storage.delete(key);
    },
  };
}
