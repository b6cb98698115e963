import { inflateRawSync } from 'node:zlib';
import type { PackageEntry } from '@esc/domain';

/** One file of a zip as its central directory declares it, with where its data starts. */
export interface ZipEntry extends PackageEntry {
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const MADE_BY_UNIX = 3;
/** The end record sits in the last 22 bytes plus a comment of at most 64 KiB. */
const EOCD_SEARCH = 22 + 0xffff;

export class ZipUnreadable extends Error {}

function findEndRecord(zip: Buffer): number {
  const stop = Math.max(0, zip.length - EOCD_SEARCH);
  for (let at = zip.length - 22; at >= stop; at--) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipUnreadable('no end of central directory');
}

/**
 * The zip's central directory, read before anything is unpacked: names, declared sizes, symlinks
 * (a Unix mode of a link in the external attributes). ZIP64 and encrypted zips are refused as
 * unreadable: no package the standards describe needs them.
 */
export function readZipDirectory(zip: Buffer): ZipEntry[] {
  if (zip.length < 22) throw new ZipUnreadable('too short');
  const end = findEndRecord(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipUnreadable('broken directory');
    const madeBy = zip.readUInt16LE(at + 4) >> 8;
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const external = zip.readUInt32LE(at + 38);
    const localHeaderOffset = zip.readUInt32LE(at + 42);
    if (flags & 1) throw new ZipUnreadable('encrypted');
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw new ZipUnreadable('zip64');
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const mode = external >>> 16;
    entries.push({
      name,
      size,
      compressedSize,
      method,
      localHeaderOffset,
      isDirectory: name.endsWith('/'),
      isSymlink: madeBy === MADE_BY_UNIX && (mode & S_IFMT) === S_IFLNK,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The bytes of one entry. Inflating stops past the declared size, so an entry that lies about its
 * size (a zip bomb) is refused rather than unpacked.
 */
export function readZipEntry(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new ZipUnreadable('broken entry');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ZipUnreadable('truncated entry');
  let out: Buffer;
  if (entry.method === 0) out = data;
  else if (entry.method === 8) {
    try {
      out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new ZipUnreadable('entry larger than declared');
    }
  } else throw new ZipUnreadable('compression method');
  if (out.length !== entry.size) throw new ZipUnreadable('size differs from declared');
  return out;
}
