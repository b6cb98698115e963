import {
  ROSTER_COLUMNS,
  ROSTER_MAX_ROWS,
  ROSTER_ROW_TYPES,
  type FieldError,
  type RosterColumn,
  type RosterRowType,
} from '@esc/contracts';
import { isValidEmail, isValidName, parseMobile } from '@esc/domain';
import { parse } from 'csv-parse/sync';

export interface RosterLine {
  /** The spreadsheet row: the header is row 1. */
  rowNumber: number;
  rowType: string;
  values: Record<RosterColumn, string>;
}

export interface ParsedRoster {
  lines: RosterLine[];
  fileErrors: FieldError[];
}

/** The template the web offers for download: the header and one example of each row type. */
export function rosterTemplate(): string {
  const example: Record<RosterRowType, Partial<Record<RosterColumn, string>>> = {
    section: {
      section_name: '10-C',
      board: 'CBSE',
      class: 'Class 10',
      valid_from: '2026-04-01',
      valid_until: '2027-03-31',
    },
    student: {
      section_name: '10-C',
      first_name: 'Anaya',
      last_name: 'Gupta',
      email: 'anaya.gupta@example.com',
      mobile: '9811111111',
      country_iso: 'IN',
    },
    teacher: {
      section_name: '10-C',
      first_name: 'Vikram',
      last_name: 'Rao',
      email: 'vikram.rao@example.com',
      mobile: '9822222222',
      country_iso: 'IN',
    },
    parent: {
      first_name: 'Neha',
      last_name: 'Gupta',
      email: 'neha.gupta@example.com',
      mobile: '9833333333',
      country_iso: 'IN',
    },
    parent_link: { parent_email: 'neha.gupta@example.com', child_email: 'anaya.gupta@example.com' },
  };
  // Boards and classes by name: the ids are the catalogue's, which an admin never sees.
  const columns = ROSTER_COLUMNS.filter((c) => c !== 'board_id' && c !== 'class_id');
  const lines = [columns.join(',')];
  for (const type of ROSTER_ROW_TYPES) {
    lines.push(columns.map((c) => (c === 'row_type' ? type : (example[type][c] ?? ''))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const EMPTY = Object.fromEntries(ROSTER_COLUMNS.map((c) => [c, ''])) as Record<RosterColumn, string>;

/** Reads the CSV text: a header row naming the columns (any order), then the records. Unknown columns are ignored. */
export function parseRoster(csv: string): ParsedRoster {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    const message = error instanceof Error ? error.message : 'is not valid CSV';
    return { lines: [], fileErrors: [{ field: 'csv', message: `is not valid CSV: ${message}` }] };
  }
  const [header, ...body] = records;
  if (!header) return { lines: [], fileErrors: [{ field: 'csv', message: 'is empty' }] };
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = ['row_type'].filter((c) => !names.includes(c));
  if (missing.length > 0) {
    return { lines: [], fileErrors: [{ field: 'csv', message: `the header has no ${missing.join(', ')} column` }] };
  }
  if (body.length > ROSTER_MAX_ROWS) {
    return {
      lines: [],
      fileErrors: [{ field: 'csv', message: `has ${body.length} rows; at most ${ROSTER_MAX_ROWS}` }],
    };
  }
  if (body.length === 0) return { lines: [], fileErrors: [{ field: 'csv', message: 'has no rows under the header' }] };
  const columns = names.map((n) => ((ROSTER_COLUMNS as readonly string[]).includes(n) ? (n as RosterColumn) : null));
  const lines = body.map((record, i) => {
    const values = { ...EMPTY };
    record.forEach((cell, c) => {
      const column = columns[c];
      if (column) values[column] = cell.trim();
    });
    return { rowNumber: i + 2, rowType: values.row_type.toLowerCase(), values };
  });
  return { lines, fileErrors: [] };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function parseId(value: string): number | null {
  return /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/** The person fields of a student, teacher or parent row, checked with the domain rules (spec 002 §5.5). */
export function personFieldErrors(v: Record<RosterColumn, string>): FieldError[] {
  const errors: FieldError[] = [];
  if (!v.first_name) errors.push({ field: 'first_name', message: 'is required' });
  else if (v.first_name.length > 100 || !isValidName(v.first_name))
    errors.push({ field: 'first_name', message: 'may hold letters and spaces only' });
  if (v.last_name && (v.last_name.length > 100 || !isValidName(v.last_name)))
    errors.push({ field: 'last_name', message: 'may hold letters and spaces only' });
  if (!v.email) errors.push({ field: 'email', message: 'is required' });
  else if (!isValidEmail(v.email)) errors.push({ field: 'email', message: 'is not a valid email address' });
  const country = v.country_iso || 'IN';
  if (!/^[A-Za-z]{2}$/.test(country))
    errors.push({ field: 'country_iso', message: 'must be a two-letter country code' });
  else if (v.mobile && !parseMobile(v.mobile, country))
    errors.push({ field: 'mobile', message: `is not a valid mobile number for ${country.toUpperCase()}` });
  return errors;
}

export function sectionFieldErrors(v: Record<RosterColumn, string>): FieldError[] {
  const errors: FieldError[] = [];
  if (!v.section_name) errors.push({ field: 'section_name', message: 'is required' });
  else if (v.section_name.length > 50 || v.section_name.includes(';'))
    errors.push({ field: 'section_name', message: 'must be at most 50 characters, without ";"' });
  // board and class are names (resolveBoardClassNames has put the ids of those it found).
  if (v.board && !v.board_id) errors.push({ field: 'board', message: `is not a board of the catalogue: "${v.board}"` });
  else if (!v.board_id) errors.push({ field: 'board', message: 'is required (the board’s name, e.g. CBSE)' });
  else if (parseId(v.board_id) === null) errors.push({ field: 'board_id', message: 'must be a board id (a number)' });
  if (v.class && !v.class_id) {
    if (v.board_id) errors.push({ field: 'class', message: `is not a class of this board: "${v.class}"` });
  } else if (!v.class_id) errors.push({ field: 'class', message: 'is required (the class’s name, e.g. Class 10)' });
  else if (parseId(v.class_id) === null) errors.push({ field: 'class_id', message: 'must be a class id (a number)' });
  if (!isIsoDate(v.valid_from)) errors.push({ field: 'valid_from', message: 'must be a date (YYYY-MM-DD)' });
  if (v.valid_until && !isIsoDate(v.valid_until))
    errors.push({ field: 'valid_until', message: 'must be a date (YYYY-MM-DD) or empty' });
  else if (v.valid_until && isIsoDate(v.valid_from) && v.valid_until < v.valid_from)
    errors.push({ field: 'valid_until', message: 'must not be before valid_from' });
  return errors;
}

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The section names of a row: a teacher may list several, separated by ";". */
export function sectionNames(value: string): string[] {
  return [
    ...new Set(
      value
        .split(';')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}
