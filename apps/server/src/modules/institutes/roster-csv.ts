import {
  ROSTER_COLUMNS,
  ROSTER_MAX_ROWS,
  ROSTER_ROW_TYPES,
  type RosterColumn,
  type RosterRowType,
} from '@esc/contracts';
import { isValidEmail, isValidName, parseMobile } from '@esc/domain';
import { parse } from 'csv-parse/sync';
import type { ErrorReason } from '../../platform/errors/app-error.js';
import type { MessageParams } from '../../platform/i18n/message-renderer.js';

/**
 * What is wrong with a column of a row (or with the file), by reason: the preview says it in the
 * admin's language, after the column's name ("email: is required").
 */
export interface RosterProblem {
  field: string;
  reason: ErrorReason;
  params?: MessageParams;
}

export const problem = (field: string, reason: ErrorReason, params?: MessageParams): RosterProblem =>
  params ? { field, reason, params } : { field, reason };

export interface RosterLine {
  /** The spreadsheet row: the header is row 1. */
  rowNumber: number;
  rowType: string;
  values: Record<RosterColumn, string>;
  /** Problems the file's reader found beyond the columns (a OneRoster record naming an unknown term or class). */
  problems?: RosterProblem[];
}

export interface ParsedRoster {
  lines: RosterLine[];
  fileErrors: RosterProblem[];
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
    // The parser's own words (English) say where the file breaks: kept as a value of the message.
    const detail = error instanceof Error ? error.message : '';
    return { lines: [], fileErrors: [problem('csv', 'institutes.roster.csvInvalid', { detail })] };
  }
  const [header, ...body] = records;
  if (!header) return { lines: [], fileErrors: [problem('csv', 'institutes.roster.csvEmpty')] };
  const names = header.map((h) => h.trim().toLowerCase());
  if (!names.includes('row_type')) {
    return { lines: [], fileErrors: [problem('csv', 'institutes.roster.csvNoColumn', { column: 'row_type' })] };
  }
  if (body.length > ROSTER_MAX_ROWS) {
    return {
      lines: [],
      fileErrors: [problem('csv', 'institutes.roster.csvTooManyRows', { rows: body.length, max: ROSTER_MAX_ROWS })],
    };
  }
  if (body.length === 0) return { lines: [], fileErrors: [problem('csv', 'institutes.roster.csvNoRows')] };
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
export function personFieldErrors(v: Record<RosterColumn, string>): RosterProblem[] {
  const errors: RosterProblem[] = [];
  if (!v.first_name) errors.push(problem('first_name', 'institutes.roster.required'));
  else if (v.first_name.length > 100 || !isValidName(v.first_name))
    errors.push(problem('first_name', 'institutes.roster.lettersOnly'));
  if (v.last_name && (v.last_name.length > 100 || !isValidName(v.last_name)))
    errors.push(problem('last_name', 'institutes.roster.lettersOnly'));
  if (!v.email) errors.push(problem('email', 'institutes.roster.required'));
  else if (!isValidEmail(v.email)) errors.push(problem('email', 'institutes.roster.emailInvalid'));
  const country = v.country_iso || 'IN';
  if (!/^[A-Za-z]{2}$/.test(country)) errors.push(problem('country_iso', 'institutes.roster.countryCode'));
  else if (v.mobile && !parseMobile(v.mobile, country))
    errors.push(problem('mobile', 'institutes.roster.mobileInvalid', { country: country.toUpperCase() }));
  return errors;
}

const SECTION_NAME_MAX = 50;
/** How a date is written in the file (the same in every language). */
const DATE_FORMAT = { format: 'YYYY-MM-DD' };

export function sectionFieldErrors(v: Record<RosterColumn, string>): RosterProblem[] {
  const errors: RosterProblem[] = [];
  if (!v.section_name) errors.push(problem('section_name', 'institutes.roster.required'));
  else if (v.section_name.length > SECTION_NAME_MAX || v.section_name.includes(';'))
    errors.push(problem('section_name', 'institutes.roster.sectionName', { max: SECTION_NAME_MAX }));
  // board and class are names (resolveBoardClassNames has put the ids of those it found).
  if (v.board && !v.board_id) errors.push(problem('board', 'institutes.roster.boardUnknown', { board: v.board }));
  else if (!v.board_id) errors.push(problem('board', 'institutes.roster.boardRequired', { example: 'CBSE' }));
  else if (parseId(v.board_id) === null) errors.push(problem('board_id', 'institutes.roster.boardIdNumber'));
  if (v.class && !v.class_id) {
    if (v.board_id) errors.push(problem('class', 'institutes.roster.classUnknown', { class: v.class }));
  } else if (!v.class_id) errors.push(problem('class', 'institutes.roster.classRequired', { example: 'Class 10' }));
  else if (parseId(v.class_id) === null) errors.push(problem('class_id', 'institutes.roster.classIdNumber'));
  if (!isIsoDate(v.valid_from)) errors.push(problem('valid_from', 'institutes.roster.dateFormat', DATE_FORMAT));
  if (v.valid_until && !isIsoDate(v.valid_until))
    errors.push(problem('valid_until', 'institutes.roster.dateOrEmpty', DATE_FORMAT));
  else if (v.valid_until && isIsoDate(v.valid_from) && v.valid_until < v.valid_from)
    errors.push(problem('valid_until', 'institutes.roster.notBeforeValidFrom', { column: 'valid_from' }));
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
