import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import { Zip, ZipPassThrough, type ZipInputFile } from 'fflate';
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

/** A file written alongside another and placed in the zip when it ends. */
export interface LaterZipEntry extends ZipEntry {
  /** Forgets what was written and not placed (after a failure; nothing once it has ended). */
  discard(): Promise<void>;
}

export interface ZipStream {
  /** Opens a file; files are written one after another (open the next once this one has ended). */
  entry(path: string, options?: { stored?: boolean }): ZipEntry;
  /**
   * Opens a file written while another is open (a table's JSON beside its CSV): its compressed bytes
   * wait in a temporary file and go into the zip when it ends, after the file open before it has ended.
   */
  later(path: string): LaterZipEntry;
  /** A whole file at once. */
  file(path: string, data: Uint8Array | string, options?: { stored?: boolean }): Promise<ZippedFile>;
  /** Ends the zip and waits until storage holds all of it. */
  finish(): Promise<StoredObject>;
  /** Gives up: storage keeps nothing of it. */
  abort(reason: unknown): Promise<void>;
}

const bytesOf = (chunk: Uint8Array | string) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk);

/** zlib's level 6, its default: most of level 9's size at a fraction of its time. */
const DEFLATE_LEVEL = 6;

/** A file's uncompressed length, SHA-256 (for the manifest) and CRC-32 (for the zip), chunk by chunk. */
function checksums(path: string) {
  const hash = createHash('sha256');
  let bytes = 0;
  let crc = 0;
  return {
    add(chunk: Uint8Array | string): Uint8Array {
      const data = bytesOf(chunk);
      hash.update(data);
      crc = crc32(data, crc);
      bytes += data.length;
      return data;
    },
    crc: () => crc,
    done: (): ZippedFile => ({ path, bytes, sha256: hash.digest('hex') }),
  };
}

/**
 * A zip written straight into storage as it is made, so an export holds in memory only the chunk at
 * hand, never the whole archive: a school's years of records are as cheap as one learner's. When
 * storage reads slower than the zip is made, writers wait for it to catch up.
 */
export function openZipStream(storage: Storage, key: string): ZipStream {
  const out = new PassThrough();
  const zip = new Zip((err, data, final) => {
    if (err) return void out.destroy(err);
    out.write(data);
    if (final) out.end();
  });
  const stored = storage.put(key, out, 'application/zip');
  // Seen here so a failed write is not an unhandled rejection before finish() or abort() awaits it.
  stored.catch(() => undefined);

  // Asked of the stream itself, not remembered from a write: compressed data reaches it between a
  // writer's calls, and a drain that came before anyone waited must not be waited for.
  async function relieve(): Promise<void> {
    if (!out.writableNeedDrain) return;
    await Promise.race([once(out, 'drain'), stored]);
  }

  function entry(path: string, options: { stored?: boolean } = {}): ZipEntry {
    // Photos and PDFs are compressed already: stored as they are.
    return options.stored ? storedEntry(path) : deflatedEntry(path);
  }

  function storedEntry(path: string): ZipEntry {
    const file = new ZipPassThrough(path);
    zip.add(file);
    const sum = checksums(path);
    return {
      async write(chunk) {
        const data = sum.add(chunk);
        if (data.length === 0) return;
        file.push(data);
        await relieve();
      },
      async end() {
        file.push(new Uint8Array(0), true);
        await relieve();
        return sum.done();
      },
    };
  }

  /**
   * Text compressed by Node's zlib, which deflates on a worker thread: the rows of the next page are
   * made while the last are compressed, and the server keeps answering while an export is built.
   */
  function deflatedEntry(path: string): ZipEntry {
    const deflate = createDeflateRaw({ level: DEFLATE_LEVEL });
    const file: ZipInputFile = { filename: path, size: 0, crc: 0, compression: 8 };
    zip.add(file);
    const sum = checksums(path);
    let failed: Error | null = null;
    deflate.on('data', (data: Buffer) =>
      file.ondata!(null, new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.length), false),
    );
    deflate.on('error', (err) => (failed = err));
    const ended = once(deflate, 'end');
    ended.catch(() => undefined);
    return {
      async write(chunk) {
        const data = sum.add(chunk);
        if (failed) throw failed;
        if (data.length === 0) return;
        if (!deflate.write(data)) await Promise.race([once(deflate, 'drain'), ended]);
        await relieve();
      },
      async end() {
        deflate.end();
        await ended;
        if (failed) throw failed;
        const done = sum.done();
        file.size = done.bytes;
        file.crc = sum.crc();
        file.ondata!(null, new Uint8Array(0), true);
        await relieve();
        return done;
      },
    };
  }

  function laterEntry(path: string): LaterZipEntry {
    const dir = mkdtemp(join(tmpdir(), 'esc-zip-'));
    const deflate = createDeflateRaw({ level: DEFLATE_LEVEL });
    const spooled = dir.then((d) => pipeline(deflate, createWriteStream(join(d, 'part'))));
    spooled.catch(() => undefined);
    const sum = checksums(path);
    let placed = false;
    return {
      async write(chunk) {
        const data = sum.add(chunk);
        if (data.length === 0) return;
        if (!deflate.write(data)) await Promise.race([once(deflate, 'drain'), spooled]);
      },
      async end() {
        deflate.end();
        await spooled;
        const done = sum.done();
        const file: ZipInputFile = { filename: path, size: done.bytes, crc: sum.crc(), compression: 8 };
        zip.add(file);
        placed = true;
        for await (const chunk of createReadStream(join(await dir, 'part'))) {
          file.ondata!(null, chunk as Uint8Array<ArrayBuffer>, false);
          await relieve();
        }
        file.ondata!(null, new Uint8Array(0), true);
        await relieve();
        return done;
      },
      async discard() {
        if (!placed) deflate.destroy();
        await spooled.catch(() => undefined);
        await rm(await dir, { recursive: true, force: true });
      },
    };
  }

  return {
    entry,
    later: laterEntry,
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
