import type { Readable } from 'node:stream';
import type { Storage } from '../storage/storage.js';
import { heapSweeper } from './heap-sweep.js';
import type { SchoolExportOut, SchoolExportTable } from './school-export-source.js';
import { csvLine, jsonRowOf } from './table-formats.js';
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
  const written = heapSweeper();

  const record = (done: ZippedFile, holds: string, format: string, rows: number | null) =>
    files.push({ path: done.path, holds, format, rows, bytes: done.bytes, sha256: done.sha256 });

  /**
   * A table as CSV and JSON in one pass over its pages: the CSV goes into the zip as it is made, the
   * JSON waits compressed on disk until the CSV has ended (a zip holds one file after another).
   */
  async function table<Row extends object>(folder: string, table: SchoolExportTable<Row>): Promise<void> {
    const csv = zip.entry(`${folder}/${table.name}.csv`);
    const json = zip.later(`${folder}/${table.name}.json`);
    const jsonRow = jsonRowOf(table.columns);
    try {
      // A byte-order mark, so a spreadsheet reads Hindi, Bengali or Tamil names as UTF-8.
      await csv.write(`\ufeff${csvLine(table.columns)}`);
      await json.write('[');
      let rows = 0;
      for await (const page of table.pages()) {
        // A job past its time limit stops at the next page rather than at the end of a large table.
        signal?.throwIfAborted();
        const cells = page as readonly Record<string, unknown>[];
        await csv.write(cells.map((row) => csvLine(table.columns.map((c) => row[c]))).join(''));
        await json.write(page.map((row, i) => `${rows + i === 0 ? '' : ','}\n${jsonRow(row)}`).join(''));
        rows += page.length;
        written(page.length);
      }
      await json.write(rows === 0 ? ']\n' : '\n]\n');
      record(await csv.end(), table.holds, 'csv', rows);
      record(await json.end(), table.holds, 'json', rows);
    } finally {
      await json.discard();
    }
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
      table: (rows) => table(module, rows),
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
