import type { OneRosterOrg } from '@esc/contracts';
import { ROSTER_COLUMNS, type RosterColumn } from '@esc/contracts';
import { parseMobile } from '@esc/domain';
import type { OneRosterRecord, OneRosterTables } from './oneroster-zip.js';
import { problem, type RosterLine, type RosterProblem } from './roster-csv.js';

/** Where a roster line came from in the zip: the preview names the file and the record. */
export interface OneRosterSource {
  file: string;
  sourced_id: string;
}

export interface OneRosterLines {
  lines: RosterLine[];
  sources: Map<number, OneRosterSource>;
  orgs: OneRosterOrg[];
  org: string | null;
  otherSchoolRecords: number;
  fileErrors: RosterProblem[];
}

/** The extension columns our own export writes, so that its board and class come back as they were. */
export const BOARD_COLUMN = 'metadata.esc.board';
export const CLASS_COLUMN = 'metadata.esc.class';

const EMPTY = Object.fromEntries(ROSTER_COLUMNS.map((c) => [c, ''])) as Record<RosterColumn, string>;
const PARENT_ROLES = new Set(['parent', 'guardian']);

const active = (rows: readonly OneRosterRecord[]) =>
  rows.filter((r) => (r.values.status ?? '').toLowerCase() !== 'tobedeleted');
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
const day = (value: string | undefined) => (value ?? '').slice(0, 10);

/** A OneRoster grade ("10", "09") as the catalogue names the class; other grades (KG, PK) name none. */
function classOfGrades(grades: string[]): string {
  const [grade] = grades;
  return grades.length === 1 && /^\d{1,2}$/.test(grade!) ? `Class ${Number(grade)}` : '';
}

/** The school the import reads: the one picked, or the file's only school. */
function pickOrg(tables: OneRosterTables, wanted: string | undefined) {
  const orgs = active(tables.orgs)
    .filter((o) => (o.values.type ?? '').toLowerCase() === 'school')
    .map((o) => ({ sourced_id: o.values.sourcedId ?? '', name: o.values.name ?? '' }));
  const errors: RosterProblem[] = [];
  let org: string | null = null;
  if (orgs.length === 0) errors.push(problem('orgs.csv', 'institutes.oneroster.noSchool', { type: 'school' }));
  else if (wanted) {
    if (orgs.some((o) => o.sourced_id === wanted)) org = wanted;
    else errors.push(problem('org', 'institutes.oneroster.noSuchOrg', { org: wanted }));
  } else if (orgs.length === 1) org = orgs[0]!.sourced_id;
  else errors.push(problem('org', 'institutes.oneroster.chooseSchool', { count: orgs.length }));
  return { orgs, org, errors };
}

type Values = Record<string, string>;

/** One reading of a zip for one school: the lines made so far, and how to add one. */
interface Reading {
  out: OneRosterLines;
  org: string;
  add: (
    rowType: string,
    values: Partial<Record<RosterColumn, string>>,
    source: OneRosterSource,
    problems: RosterProblem[],
  ) => void;
  users: Map<string, Values>;
  ofOrg: (u: Values) => boolean;
}

const roleOf = (u: Values) => (u.role ?? '').toLowerCase();

/**
 * Maps a OneRoster bulk set to the roster's own rows (sections from classes, people from users with
 * their enrollments, links from agents), so that the one roster rule checks and applies both kinds of
 * file. Problems only a OneRoster file can have (an unknown term, class or role) ride on the line.
 */
export function rosterLinesOfOneRoster(
  tables: OneRosterTables,
  choice: { board?: string | undefined; org?: string | undefined },
): OneRosterLines {
  const { orgs, org, errors } = pickOrg(tables, choice.org);
  const out: OneRosterLines = { lines: [], sources: new Map(), orgs, org, otherSchoolRecords: 0, fileErrors: errors };
  if (org === null) return out;
  const reading: Reading = {
    out,
    org,
    add: (rowType, values, source, problems) => {
      const rowNumber = out.lines.length + 1;
      out.lines.push({ rowNumber, rowType, values: { ...EMPTY, ...values }, ...(problems.length ? { problems } : {}) });
      out.sources.set(rowNumber, source);
    },
    users: new Map(active(tables.users).map((u) => [u.values.sourcedId ?? '', u.values])),
    ofOrg: (u) => list(u.orgSourcedIds).includes(org) || u.primaryOrgSourcedId === org,
  };
  const classTitles = addSections(reading, tables, choice.board);
  addPeople(reading, tables, classTitles);
  addLinks(reading);
  return out;
}

/** A section per class of the school: its board and class, and its dates from its terms. Answers the titles by sourcedId. */
function addSections(r: Reading, tables: OneRosterTables, board: string | undefined): Map<string, string> {
  const terms = new Map(active(tables.academicSessions).map((s) => [s.values.sourcedId ?? '', s.values]));
  const courses = new Map(active(tables.courses).map((c) => [c.values.sourcedId ?? '', c.values]));
  const classTitles = new Map<string, string>();
  for (const { values: v } of active(tables.classes)) {
    if (v.schoolSourcedId !== r.org) {
      r.out.otherSchoolRecords += 1;
      continue;
    }
    const id = v.sourcedId ?? '';
    classTitles.set(id, v.title ?? '');
    const problems: RosterProblem[] = [];
    const course = courses.get(v.courseSourcedId ?? '');
    const grades = list(v.grades || v.grade || course?.grades || course?.grade);
    if (grades.length > 1) problems.push(problem('grades', 'institutes.oneroster.oneGrade'));
    const starts: string[] = [];
    const ends: string[] = [];
    for (const termId of list(v.termSourcedIds)) {
      const term = terms.get(termId);
      if (!term)
        problems.push(
          problem('termSourcedIds', 'institutes.oneroster.noTerm', { id: termId, file: 'academicSessions.csv' }),
        );
      else {
        starts.push(day(term.startDate));
        if (day(term.endDate)) ends.push(day(term.endDate));
      }
    }
    starts.sort();
    ends.sort();
    const values = {
      section_name: v.title ?? '',
      board: v[BOARD_COLUMN] || board || '',
      class: v[CLASS_COLUMN] || classOfGrades(grades),
      valid_from: starts[0] ?? '',
      valid_until: ends.at(-1) ?? '',
    };
    r.add('section', values, { file: 'classes.csv', sourced_id: id }, problems);
  }
  return classTitles;
}

/** A person per user of the school, placed in the sections of their enrollments in their own role. */
function addPeople(r: Reading, tables: OneRosterTables, classTitles: Map<string, string>) {
  const enrolments = new Map<string, { role: string; classId: string }[]>();
  for (const { values: e } of active(tables.enrollments)) {
    if (e.schoolSourcedId && e.schoolSourcedId !== r.org) continue;
    const id = e.userSourcedId ?? '';
    const enrolment = { role: (e.role ?? '').toLowerCase(), classId: e.classSourcedId ?? '' };
    enrolments.set(id, [...(enrolments.get(id) ?? []), enrolment]);
  }
  for (const [id, u] of r.users) {
    if (!r.ofOrg(u)) {
      r.out.otherSchoolRecords += 1;
      continue;
    }
    const role = roleOf(u);
    const kind = role === 'student' || role === 'teacher' ? role : PARENT_ROLES.has(role) ? 'parent' : role || 'none';
    const problems: RosterProblem[] = [];
    if (kind !== 'student' && kind !== 'teacher' && kind !== 'parent')
      problems.push(problem('role', 'institutes.oneroster.roleNotImported', { role: role || '?' }));
    const sections: string[] = [];
    for (const e of enrolments.get(id) ?? []) {
      if (e.role !== kind) continue;
      const title = classTitles.get(e.classId);
      if (title === undefined)
        problems.push(problem('enrollments', 'institutes.oneroster.noClass', { id: e.classId, file: 'classes.csv' }));
      else sections.push(title);
    }
    // A phone is often a landline: it stands in for the mobile only when it is one.
    const phone = u.phone && parseMobile(u.phone, 'IN') ? u.phone : '';
    const values = {
      section_name: sections.join(';'),
      first_name: u.givenName ?? '',
      last_name: u.familyName ?? '',
      email: u.email ?? '',
      mobile: u.sms || phone,
    };
    r.add(kind, values, { file: 'users.csv', sourced_id: id }, problems);
  }
}

/** Parent links from the agents of parents and of students (either side may name the other; one link each). */
function addLinks({ users, ofOrg, add }: Reading) {
  const seen = new Set<string>();
  for (const [id, u] of users) {
    if (!ofOrg(u)) continue;
    const role = roleOf(u);
    if (role !== 'student' && !PARENT_ROLES.has(role)) continue;
    for (const agentId of list(u.agentSourcedIds || u.agents)) {
      const agent = users.get(agentId);
      const [parentId, childId] = role === 'student' ? [agentId, id] : [id, agentId];
      const key = `${parentId} → ${childId}`;
      if (seen.has(key)) continue;
      const source = { file: 'users.csv', sourced_id: key };
      if (!agent) {
        seen.add(key);
        add('parent_link', {}, source, [
          problem('agentSourcedIds', 'institutes.oneroster.noUser', { id: agentId, file: 'users.csv' }),
        ]);
        continue;
      }
      // A student's other agents (relatives) and people of another school are not links of this roster.
      const otherRole = roleOf(agent);
      if (!ofOrg(agent) || (role === 'student' ? !PARENT_ROLES.has(otherRole) : otherRole !== 'student')) continue;
      seen.add(key);
      const parent = role === 'student' ? agent : u;
      const child = role === 'student' ? u : agent;
      add('parent_link', { parent_email: parent.email ?? '', child_email: child.email ?? '' }, source, []);
    }
  }
}

/** A roster column as a OneRoster file names it, for the preview's words. */
export function oneRosterField(rowType: string, field: string): string {
  const section: Record<string, string> = {
    section_name: 'title',
    class: 'grades',
    valid_from: 'startDate',
    valid_until: 'endDate',
  };
  const person: Record<string, string> = {
    first_name: 'givenName',
    last_name: 'familyName',
    mobile: 'sms',
    country_iso: 'sms',
    section_name: 'enrollments',
  };
  const map = rowType === 'section' ? section : rowType === 'parent_link' ? {} : person;
  return map[field] ?? field;
}
