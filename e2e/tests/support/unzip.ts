import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;

/**
 * One file of a zip by its name. Node's zlib inflates a zip's entries but does not read the zip
 * around them: the central directory is read here (its sizes are right even when the writer
 * streamed the entries and left the local headers' sizes empty). No ZIP64: a person's data is small.
 */
export function readZipEntry(zip: Buffer, name: string): Buffer {
  const end = zip.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0) throw new Error('not a zip: no end of its central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let entry = 0; entry < count; entry += 1) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error('a broken central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skipped = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const dataAt = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(dataAt, dataAt + compressedSize);
      if (method === 0) return data;
      if (method === 8) return inflateRawSync(data);
      throw new Error(`${name} is stored with compression method ${method}, which this reader does not know`);
    }
    at += 46 + nameLength + skipped;
  }
  throw new Error(`the zip has no ${name}`);
}
