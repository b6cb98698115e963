import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../storage/local-disk.storage.js';
import type { Storage } from '../storage/storage.js';
import { childPages, keysetPages } from './school-export-source.js';
import { createSchoolExportWriter } from './school-export-writer.js';
import { csvCell } from './table-formats.js';
import { openZipStream } from './zip-stream.js';

// The pieces a school's export is written with: rows asked page by page after the last key seen,
// CSV cells as RFC 4180 quotes them (and never as a formula), and the zip streamed into storage
// with each file's length and SHA-256 as the manifest states them.

type Mark = { register_id: number; learner_uuid: string };
const MARKS: Mark[] = [1, 1, 1, 2, 2, 3, 3, 3].map((register_id, i) => ({ register_id, learner_uuid: `u${i}` }));

/** A table's rows after a composite key, as a repository's keyset query answers. */
const after = (key: Mark | null, limit: number) =>
  Promise.resolve(
    MARKS.filter(
      (m) =>
        key === null ||
        m.register_id > key.register_id ||
        (m.register_id === key.register_id && m.learner_uuid > key.learner_uuid),
    ).slice(0, limit),
  );

describe('keyset pages', () => {
  it('walks every row exactly once, a page at a time, when a key repeats across pages', async () => {
    const pages: (readonly Mark[])[] = [];
    for await (const page of keysetPages(after, (m) => m, 3)) pages.push(page);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 2]);
    expect(pages.flat()).toEqual(MARKS);
  });

  it('asks once more after a full last page and yields no empty page', async () => {
    const pages: (readonly Mark[])[] = [];
    for await (const page of keysetPages(after, (m) => m, 4)) pages.push(page);
    expect(pages.map((p) => p.length)).toEqual([4, 4]);
  });
});

describe('child pages', () => {
  // Registers 1 to 5 of a school; register 4 has no marks.
  const registers = [1, 2, 3, 4, 5];
  const marks = MARKS.concat([5, 5].map((register_id, i) => ({ register_id, learner_uuid: `v${i}` })));
  const ids = (after: number | null, limit: number) =>
    Promise.resolve(registers.filter((id) => after === null || id > after).slice(0, limit));
  const marksOf = (page: readonly number[]) => Promise.resolve(marks.filter((m) => page.includes(m.register_id)));

  it('gives every child of every parent once, in the parents’ order, a page of parents at a time', async () => {
    const pages: (readonly Mark[])[] = [];
    for await (const page of childPages(ids, marksOf, 2)) pages.push(page);
    // Registers 1-2 (5 marks), 3-4 (3 marks: 4 has none), 5 (2 marks).
    expect(pages.map((p) => p.length)).toEqual([5, 3, 2]);
    expect(pages.flat()).toEqual(marks);
  });

  it('yields no empty page when a page of parents has no children', async () => {
    const pages: (readonly Mark[])[] = [];
    for await (const page of childPages(ids, marksOf, 1)) pages.push(page);
    expect(pages).toHaveLength(4);
    expect(pages.every((p) => p.length > 0)).toBe(true);
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and keeps a formula as text', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});

describe('a table written into a zip in storage', () => {
  it('gives CSV and JSON with the same rows, and the manifest the bytes and SHA-256 found in the zip', async () => {
    const storage = createLocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'esc-export-')));
    const zip = openZipStream(storage, 'private/test/export.zip');
    const writer = createSchoolExportWriter(zip, storage);
    await writer.forModule('attendance').table({
      name: 'marks',
      holds: 'marks',
      columns: ['register_id', 'learner_uuid'],
      pages: () => keysetPages(after, (m) => m, 3),
    });
    const stored = await zip.finish();
    const body = await storage.get('private/test/export.zip');
    const chunks: Buffer[] = [];
    for await (const chunk of body.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(stored.size).toBe(bytes.length);
    const files = unzipSync(new Uint8Array(bytes));
    const csv = Buffer.from(files['attendance/marks.csv']!).toString('utf8');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 8);
    expect(JSON.parse(Buffer.from(files['attendance/marks.json']!).toString('utf8'))).toEqual(MARKS);
    for (const file of writer.files()) {
      expect(file.rows).toBe(8);
      expect(file.bytes).toBe(files[file.path]!.length);
      expect(file.sha256).toBe(createHash('sha256').update(files[file.path]!).digest('hex'));
    }
  });
});

describe('a zip into storage that reads slower than the zip is made', () => {
  it('finishes, with every file whole, when compressed data reaches the stream between the writer’s calls', async () => {
    // Storage that takes one chunk a turn: the stream fills, drains while the writer is elsewhere, fills again.
    const disk = createLocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'esc-export-')));
    const slow: Storage = {
      ...disk,
      async put(key, data, type) {
        const chunks: Buffer[] = [];
        for await (const chunk of data as Readable) {
          chunks.push(chunk as Buffer);
          await nextTurn();
        }
        return disk.put(key, Buffer.concat(chunks), type);
      },
    };
    const zip = openZipStream(slow, 'private/test/slow.zip');
    const text = randomBytes(1_500_000).toString('hex');
    const photo = randomBytes(500_000);
    const lines = await zip.file('notes/lines.txt', text);
    const stored = await zip.file('uploads/photo.jpg', photo, { stored: true });
    await zip.finish();
    const chunks: Buffer[] = [];
    for await (const chunk of (await disk.get('private/test/slow.zip')).body) chunks.push(chunk as Buffer);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Buffer.from(files['notes/lines.txt']!).toString('utf8')).toBe(text);
    expect(Buffer.from(files['uploads/photo.jpg']!).equals(photo)).toBe(true);
    expect(lines.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    expect(stored.bytes).toBe(photo.length);
  });
});
