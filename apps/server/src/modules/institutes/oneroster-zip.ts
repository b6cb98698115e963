import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { problem, type RosterProblem } from './roster-csv.js';

/** One record of a OneRoster file: its columns by header name, and where it is in the file. */
export interface OneRosterRecord {
  line: number;
  values: Record<string, string>;
}

/** The files the import reads, by name without ".csv" (a file the manifest marks absent is empty). */
export type OneRosterTables = Record<(typeof READ_FILES)[number], OneRosterRecord[]>;

export interface ReadOneRoster {
  version: string | null;
  tables: OneRosterTables | null;
  fileErrors: RosterProblem[];
}

/**
 * Records one file may hold. users.csv of a school of 5,000 learners holds its learners, a parent or two
 * of each family and its teachers (about 5,000 + 7,000 + 300); its enrollments.csv as many learners plus
 * a few classes per teacher. 20,000 fits such a school with room, and keeps a preview's reply (a row per
 * record) to a few MB.
 */
export const ONEROSTER_FILE_MAX_ROWS = 20_000;
/** What one file may unpack to: 20,000 users of some 250 bytes each (every column filled) fit in this. */
export const ONEROSTER_FILE_MAX_BYTES = 8 * 1024 * 1024;
const TOTAL_MAX_BYTES = 25 * 1024 * 1024;
const MAX_ENTRIES = 40;

const READ_FILES = ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'enrollments'] as const;
/** Files of OneRoster 1.1 and 1.2 the roster does not need: accepted and left unread. */
const UNREAD_FILES = [
  'demographics',
  'roles',
  'userProfiles',
  'userResources',
  'resources',
  'courseResources',
  'classResources',
  'categories',
  'lineItems',
  'lineItemLearningObjectIds',
  'lineItemScoreScales',
  'results',
  'resultLearningObjectIds',
  'resultScoreScales',
  'scoreScales',
];
const KNOWN = new Set(['manifest', ...READ_FILES, ...UNREAD_FILES].map((f) => `${f}.csv`));
const VERSIONS = ['1.1', '1.2'];
/** Without these there is no roster; a file the others miss is read as empty. */
const REQUIRED = ['orgs', 'users'];

const ZIP = 'zip';

/** A name that could land outside the folder it is unpacked in, or is not a plain relative path. */
function unsafeName(name: string): boolean {
  return (
    name.startsWith('/') || name.includes('\\') || name.includes(':') || name.split('/').some((part) => part === '..')
  );
}

/** Lists the zip's entries and unpacks only known files within the size limits; every refusal is a problem. */
function unpack(bytes: Uint8Array): { files: Map<string, Uint8Array>; errors: RosterProblem[] } {
  const errors: RosterProblem[] = [];
  let entries = 0;
  let total = 0;
  const maxMb = ONEROSTER_FILE_MAX_BYTES / (1024 * 1024);
  const filter = ({ name, originalSize }: { name: string; originalSize: number }) => {
    entries += 1;
    if (entries > MAX_ENTRIES) return false;
    if (unsafeName(name)) {
      errors.push(problem(ZIP, 'institutes.oneroster.unsafePath', { name }));
      return false;
    }
    if (name.endsWith('/') || name.startsWith('__MACOSX/')) return false;
    if (!KNOWN.has(name)) {
      errors.push(problem(ZIP, 'institutes.oneroster.unknownFile', { name }));
      return false;
    }
    total += originalSize;
    if (originalSize > ONEROSTER_FILE_MAX_BYTES || total > TOTAL_MAX_BYTES) {
      errors.push(problem(name, 'institutes.oneroster.fileTooLarge', { max: maxMb }));
      return false;
    }
    return errors.length === 0;
  };
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, { filter });
  } catch {
    return { files: new Map(), errors: [problem(ZIP, 'institutes.oneroster.zipInvalid')] };
  }
  if (entries > MAX_ENTRIES) errors.push(problem(ZIP, 'institutes.oneroster.tooManyFiles', { max: MAX_ENTRIES }));
  // The sizes were the zip's own word: what was unpacked is measured too.
  for (const [name, data] of Object.entries(unzipped))
    if (data.length > ONEROSTER_FILE_MAX_BYTES)
      errors.push(problem(name, 'institutes.oneroster.fileTooLarge', { max: maxMb }));
  return { files: new Map(Object.entries(unzipped)), errors };
}

/** A CSV file's records by header name; the header is line 1. */
function records(name: string, data: Uint8Array): { rows: OneRosterRecord[]; error?: RosterProblem } {
  let cells: string[][];
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    cells = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    const detail = error instanceof Error ? error.message : '';
    return { rows: [], error: problem(name, 'institutes.roster.csvInvalid', { detail }) };
  }
  const [header, ...body] = cells;
  if (!header) return { rows: [] };
  if (body.length > ONEROSTER_FILE_MAX_ROWS)
    return {
      rows: [],
      error: problem(name, 'institutes.roster.csvTooManyRows', { rows: body.length, max: ONEROSTER_FILE_MAX_ROWS }),
    };
  const rows = body.map((record, i) => {
    const values: Record<string, string> = {};
    header.forEach((column, c) => {
      values[column.trim()] = (record[c] ?? '').trim();
    });
    return { line: i + 2, values };
  });
  return { rows };
}

/** The manifest's properties; a missing manifest or a version other than 1.1 and 1.2 is a problem. */
function readManifest(files: Map<string, Uint8Array>): { version: string | null; errors: RosterProblem[] } {
  const data = files.get('manifest.csv');
  if (!data)
    return { version: null, errors: [problem(ZIP, 'institutes.oneroster.missingFile', { file: 'manifest.csv' })] };
  const { rows, error } = records('manifest.csv', data);
  if (error) return { version: null, errors: [error] };
  const props = new Map(rows.map((r) => [r.values.propertyName ?? '', r.values.value ?? '']));
  const version = props.get('oneroster.version') ?? '';
  const errors: RosterProblem[] = [];
  if (!VERSIONS.includes(version))
    errors.push(problem('manifest.csv', 'institutes.oneroster.version', { version: version || '?' }));
  for (const [key, value] of props) {
    if (key.startsWith('file.') && value.toLowerCase() === 'delta')
      errors.push(problem(`${key.slice(5)}.csv`, 'institutes.oneroster.deltaFile', { delta: 'delta', bulk: 'bulk' }));
  }
  return { version: VERSIONS.includes(version) ? version : null, errors };
}

/** Reads a OneRoster CSV bulk zip: the files the roster needs, or why it cannot. Nothing is written. */
export function readOneRosterZip(bytes: Uint8Array): ReadOneRoster {
  const { files, errors } = unpack(bytes);
  if (errors.length > 0) return { version: null, tables: null, fileErrors: errors };
  const manifest = readManifest(files);
  const fileErrors = [...manifest.errors];
  const tables = {} as OneRosterTables;
  for (const name of READ_FILES) {
    const data = files.get(`${name}.csv`);
    if (!data && REQUIRED.includes(name)) {
      fileErrors.push(problem(ZIP, 'institutes.oneroster.missingFile', { file: `${name}.csv` }));
      continue;
    }
    const read = data ? records(`${name}.csv`, data) : { rows: [] };
    if (read.error) fileErrors.push(read.error);
    tables[name] = read.rows;
  }
  if (fileErrors.length > 0) return { version: manifest.version, tables: null, fileErrors };
  return { version: manifest.version, tables, fileErrors };
}

/** Reads base64 text as bytes; null when it is not base64. */
export function bytesOfBase64(text: string): Uint8Array | null {
  const clean = text.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  return new Uint8Array(Buffer.from(clean, 'base64'));
}
