import type { Readable } from 'node:stream';
import type { Storage } from '../storage/storage.js';
import type { SchoolExportOut, SchoolExportTable } from './school-export-source.js';
import { csvLine, jsonRow } from './table-formats.js';
import type { ZippedFile, ZipStream } from './zip-stream.js';

/** One file of the export as manifest.json describes it. */
export interface ManifestFile {
  path: string;
  holds: string;
  format: string;
  /** Rows of a table file; null for a file that has none to count (an upload). */
  rows: number | null;
  bytes: number;
  sha256: string;
}

/** An upload the records name that storage no longer has: listed, so the school knows. */
export interface MissingUpload {
  key: string;
  holds: string;
}

const UPLOADS = 'uploads/';

/**
 * Writes the modules' parts into the zip and keeps the manifest: each table as CSV and JSON, page by
 * page; each upload once, however many records name it.
 */
export function createSchoolExportWriter(zip: ZipStream, storage: Storage, signal?: AbortSignal) {
  const files: ManifestFile[] = [];
  const missing: MissingUpload[] = [];
  const copied = new Set<string>();

  const record = (done: ZippedFile, holds: string, format: string, rows: number | null) =>
    files.push({ path: done.path, holds, format, rows, bytes: done.bytes, sha256: done.sha256 });

  async function csv<Row extends object>(path: string, table: SchoolExportTable<Row>): Promise<void> {
    const entry = zip.entry(path);
    // A byte-order mark, so a spreadsheet reads Hindi, Bengali or Tamil names as UTF-8.
    await entry.write('\ufeff');
    await entry.write(csvLine(table.columns));
    let rows = 0;
    for await (const page of table.pages()) {
      // A job past its time limit stops at the next page rather than at the end of a large table.
      signal?.throwIfAborted();
      const cells = page as readonly Record<string, unknown>[];
      await entry.write(cells.map((row) => csvLine(table.columns.map((c) => row[c]))).join(''));
      rows += page.length;
    }
    record(await entry.end(), table.holds, 'csv', rows);
  }

  async function json<Row extends object>(path: string, table: SchoolExportTable<Row>): Promise<void> {
    const entry = zip.entry(path);
    let rows = 0;
    await entry.write('[');
    for await (const page of table.pages()) {
      signal?.throwIfAborted();
      const lines = page.map((row, i) => `${rows + i === 0 ? '' : ','}\n${jsonRow(row, table.columns)}`);
      await entry.write(lines.join(''));
      rows += page.length;
    }
    await entry.write(rows === 0 ? ']\n' : '\n]\n');
    record(await entry.end(), table.holds, 'json', rows);
  }

  async function upload(key: string, holds: string): Promise<void> {
    if (copied.has(key)) return;
    copied.add(key);
    if (!(await storage.exists(key))) return void missing.push({ key, holds });
    const path = key.startsWith(UPLOADS) ? key : `${UPLOADS}${key}`;
    const entry = zip.entry(path, { stored: true });
    for await (const chunk of (await storage.get(key)).body as Readable) await entry.write(chunk as Uint8Array);
    record(await entry.end(), holds, 'upload', null);
  }

  /** The part of the export one module writes: its files go in its own folder. */
  function forModule(module: string): SchoolExportOut {
    return {
      async table(table) {
        await csv(`${module}/${table.name}.csv`, table);
        await json(`${module}/${table.name}.json`, table);
      },
      upload,
      async file(spec, data) {
        const done = await zip.file(`${module}/${spec.name}`, data);
        record(done, spec.holds, spec.format, spec.rows ?? null);
      },
    };
  }

  return { forModule, files: () => [...files], missing: () => [...missing] };
}

export type SchoolExportWriter = ReturnType<typeof createSchoolExportWriter>;
