/**
 * What a module gives a school's export: the school's records it owns, as files the school takes
 * when it leaves. Each module writes its own tables through its own repository (one owner per table);
 * the export only collects what the modules hand it and describes every file in the manifest.
 */

/**
 * Rows asked a page at a time: a school's 50,000 attempts never sit in memory at once. Pages stay
 * small on purpose: a page of thousands of rows lives through several of V8's young-generation
 * collections while it is written and compressed, is moved to the old generation, and the server's
 * heap grew by 200 MB of such pages during a school's export; pages of 500 rows die young.
 */
export const EXPORT_PAGE_ROWS = 500;

/** One table of a school's records, written twice: as CSV for spreadsheets and as JSON for programs. */
export interface SchoolExportTable<Row extends object> {
  /** The file's name inside the module's folder, without extension: `attempts` gives attempts.csv and attempts.json. */
  name: string;
  /** What a row is, in plain words ("one learner's attempt at a paper, with its score"). */
  holds: string;
  /** The columns, in order; each is a key of the row. */
  columns: readonly (keyof Row & string)[];
  /** The rows in a stable order, page by page; called once (both formats are written in one pass). */
  pages: () => AsyncIterable<readonly Row[]>;
}

/** Where a module writes its part of the export. */
export interface SchoolExportOut {
  table<Row extends object>(table: SchoolExportTable<Row>): Promise<void>;
  /** A stored file (an answer's photo, a notice's attachment, handed-in work), copied under `uploads/<key>`. */
  upload(key: string, holds: string): Promise<void>;
  /**
   * A file a format writer makes whole (a OneRoster CSV, a QTI package, a Moodle XML file), in the
   * module's folder; `rows` when it has rows to count.
   */
  file(spec: { name: string; holds: string; format: string; rows?: number }, data: Uint8Array | string): Promise<void>;
}

/** Which school, and the job's signal (stop when it aborts). */
export interface SchoolExportScope {
  schoolId: number;
  signal: AbortSignal;
}

/** A module's part of a school's export: filled in its build (BuiltModule.schoolExport). */
export interface SchoolExportSource {
  /** What the module's folder holds, one sentence for README.txt. */
  holds: string;
  write(scope: SchoolExportScope, out: SchoolExportOut): Promise<void>;
}

/**
 * Pages of rows by a key that only grows (an id): each page asks for the rows after the last one
 * seen, so no page re-reads another's rows and deep pages cost what the first does.
 */
export async function* keysetPages<Row, Key>(
  fetch: (after: Key | null, limit: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  limit = EXPORT_PAGE_ROWS,
): AsyncIterable<readonly Row[]> {
  let after: Key | null = null;
  for (;;) {
    const page = await fetch(after, limit);
    if (page.length > 0) yield page;
    if (page.length < limit) return;
    after = keyOf(page[page.length - 1]!);
  }
}

/**
 * Rows of a child table a page of parents at a time (a register's marks, an attempt's answers): the
 * parents' ids by keyset, then their children in one query by those ids, in the children's key
 * order. A keyset over the children themselves joined to their parents for the school made each page
 * read and sort the whole school's children again; this costs one short index read per page.
 */
export async function* childPages<Child>(
  parentIds: (after: number | null, limit: number) => Promise<readonly number[]>,
  childrenOf: (ids: readonly number[]) => Promise<readonly Child[]>,
  parentsPerPage: number,
): AsyncIterable<readonly Child[]> {
  for await (const ids of keysetPages(parentIds, (id) => id, parentsPerPage)) {
    const rows = await childrenOf(ids);
    if (rows.length > 0) yield rows;
  }
}

/** The pages as they are, each row shown to `see` on the way (the upload keys a table's rows name). */
export async function* seeingRows<Row>(
  pages: AsyncIterable<readonly Row[]>,
  see: (row: Row) => void,
): AsyncIterable<readonly Row[]> {
  for await (const page of pages) {
    for (const row of page) see(row);
    yield page;
  }
}

/** The storage keys of a column holding a JSON list of them (a notice's attachments, handed-in files). */
export function keysInJsonList(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** A whole file an exchange format's writer makes for a school (a OneRoster CSV, a QTI package, a Moodle XML file). */
export interface FormatFile {
  /** Its name in the module's folder: `oneroster/users.csv`, `questions.moodle.xml`. */
  name: string;
  holds: string;
  /** The format by its standard's name: `OneRoster 1.2 CSV`, `QTI 3.0`, `Moodle XML`. */
  format: string;
  rows?: number;
  data: Uint8Array | string;
}

/** A format writer's files of one school. */
export type FormatFiles = (schoolId: number) => Promise<readonly FormatFile[]>;

/**
 * A module's part made of files that an exchange format's writer makes whole; with no writer yet,
 * the part writes nothing and the README does not name the folder.
 */
export function formatFilesSource(holds: string, writers: readonly FormatFiles[]): SchoolExportSource {
  return {
    holds,
    async write({ schoolId }, out) {
      for (const writer of writers) {
        for (const { data, ...spec } of await writer(schoolId)) await out.file(spec, data);
      }
    },
  };
}
