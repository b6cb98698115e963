import { ROSTER_ROW_TYPES, type RosterCounts, type RosterRow, type RosterRowStatus } from '@esc/contracts';
import type { ReasonRef } from '../../platform/errors/app-error.js';
import { isLearner, isParent, isStaff, parseMobile, UserType } from '@esc/domain';
import type { RosterPerson } from '../identity/identity.module.js';
import {
  normalEmail,
  parseId,
  personFieldErrors,
  problem,
  sectionFieldErrors,
  sectionNames,
  type RosterLine,
  type RosterProblem,
} from './roster-csv.js';
import type { RosterSchoolSection } from './roster.repository.js';

/**
 * A row naming an account the school may not import (another school's, or of another kind): the same
 * words whatever the reason, so the file does not confirm whose account it is.
 */
const CANNOT_IMPORT = 'institutes.roster.cannotImport' as const;

/** Everything a file is checked against, read in a handful of queries (inside the apply transaction, too). */
export interface RosterContext {
  sections: RosterSchoolSection[];
  nodes: { syllabus_id: number; syllabus_type_id: number; parent_id: number | null }[];
  users: RosterPerson[];
  memberships: { user_uuid: string; school_id: number; section_id: number | null }[];
  links: { parent_uuid: string; child_uuid: string }[];
}

type RosterUser = RosterPerson;

export interface PlannedPerson {
  rowNumber: number;
  kind: 'student' | 'teacher' | 'parent';
  email: string;
  first_name: string;
  last_name: string;
  mobile: string | null;
  country_iso: string;
  sections: string[];
  /** The existing account; absent for a new person. */
  existing?: RosterUser;
  /** A student whose section changes: their section memberships in the school are replaced. */
  moveSection: boolean;
  /** Sections of the school the person is not yet placed in (by name). */
  addSections: string[];
  updateFields: boolean;
}

export interface RosterPlan {
  newSections: { name: string; board_id: number; class_id: number; valid_from: string; valid_until: string | null }[];
  changedSections: { section_id: number; valid_from: string; valid_until: string | null }[];
  people: PlannedPerson[];
  /** Links to make; `confirm`: the parent account is not one the school created, so it waits for the parent's code. */
  links: { parentEmail: string; childEmail: string; confirm: boolean; parentUuid?: string; childUuid?: string }[];
  schoolSections: Map<string, RosterSchoolSection>;
}

/** A row of the preview before it is put in words: its problems and notes by reason. */
export interface AnalysedRow extends Omit<RosterRow, 'errors' | 'notes'> {
  errors: RosterProblem[];
  notes?: ReasonRef[];
}

export interface RosterAnalysis {
  rows: AnalysedRow[];
  counts: RosterCounts;
  plan: RosterPlan;
  seatsNeeded: { student: number; teacher: number };
}

/** Why a link row does not link at once: a parent account the school did not create waits for the parent's code. */
const CONFIRM_NOTE: ReasonRef = { reason: 'institutes.roster.confirmNote' };

const KIND_TYPE = { student: UserType.Student, teacher: UserType.Teacher, parent: UserType.Parent } as const;

/** A link row's words about the row it names, by the kind that row should be. */
const KIND_WORDS = {
  parent: { notOfKind: 'institutes.roster.rowNotParent', rejected: 'institutes.roster.parentRowRejected' },
  student: { notOfKind: 'institutes.roster.rowNotStudent', rejected: 'institutes.roster.studentRowRejected' },
} as const;

function kindFits(kind: PlannedPerson['kind'], userTypeId: number): boolean {
  if (kind === 'student') return isLearner(userTypeId);
  if (kind === 'parent') return isParent(userTypeId);
  return isStaff(userTypeId);
}

/** Checks every line of a roster file against the school as it is, and plans the writes (nothing is written here). */
export function analyseRoster(schoolId: number, lines: readonly RosterLine[], ctx: RosterContext): RosterAnalysis {
  const rows: AnalysedRow[] = [];
  const plan: RosterPlan = {
    newSections: [],
    changedSections: [],
    people: [],
    links: [],
    schoolSections: new Map(ctx.sections.map((s) => [s.section_name, s])),
  };
  const nodes = new Map(ctx.nodes.map((n) => [n.syllabus_id, n]));
  const schoolMembers = new Set(ctx.memberships.filter((m) => m.school_id === schoolId).map((m) => m.user_uuid));
  // Several accounts may share an email (spec 002 §5.1): the file's person is the one of this school, if any.
  const holders = new Map<string, RosterUser[]>();
  for (const u of ctx.users)
    if (u.email) holders.set(normalEmail(u.email), [...(holders.get(normalEmail(u.email)) ?? []), u]);
  const userOfEmail = (email: string, kind?: PlannedPerson['kind']): RosterUser | undefined => {
    const found = holders.get(email) ?? [];
    const fits = kind ? found.filter((u) => kindFits(kind, u.user_type_id)) : found;
    return fits.find((u) => schoolMembers.has(u.uuid)) ?? fits[0] ?? found[0];
  };
  const usersByMobile = new Map<string, RosterUser>();
  for (const u of ctx.users) {
    const e164 = u.mobile ? parseMobile(u.mobile, u.country_iso)?.e164 : undefined;
    if (e164 && !usersByMobile.has(e164)) usersByMobile.set(e164, u);
  }
  const sectionIdsOf = (uuid: string) =>
    new Set(
      ctx.memberships
        .filter((m) => m.user_uuid === uuid && m.school_id === schoolId && m.section_id !== null)
        .map((m) => m.section_id!),
    );
  const linkKeys = new Set(ctx.links.map((l) => `${l.parent_uuid}>${l.child_uuid}`));

  // Names of the file's sections, with the row that declares them and whether that row is good.
  const fileSections = new Map<string, { rowNumber: number; ok: boolean }>();
  const emailsSeen = new Map<string, number>();
  const mobilesSeen = new Map<string, number>();
  const filePeople = new Map<string, { kind: PlannedPerson['kind']; ok: boolean; rowNumber: number; isNew: boolean }>();
  const linksSeen = new Map<string, number>();
  const seatsNeeded = { student: 0, teacher: 0 };

  const push = (
    line: RosterLine,
    key: string,
    status: RosterRowStatus,
    errors: RosterProblem[],
    changes: string[] = [],
    notes: ReasonRef[] = [],
  ) => {
    const final: RosterRowStatus = errors.length > 0 ? 'rejected' : status;
    rows.push({
      row_number: line.rowNumber,
      row_type: line.rowType,
      key,
      status: final,
      changes: final === 'changed' ? changes : [],
      errors,
      ...(final !== 'rejected' && notes.length > 0 ? { notes } : {}),
    });
    return final !== 'rejected';
  };

  // Sections first, so people may name a section declared further down the file.
  for (const line of lines.filter((l) => l.rowType === 'section')) {
    const v = line.values;
    const errors = [...(line.problems ?? []), ...sectionFieldErrors(v)];
    const boardId = parseId(v.board_id);
    const classId = parseId(v.class_id);
    const board = boardId === null ? undefined : nodes.get(boardId);
    const cls = classId === null ? undefined : nodes.get(classId);
    if (boardId !== null && board?.syllabus_type_id !== 3) errors.push(problem('board_id', 'institutes.notBoard'));
    if (classId !== null && (cls?.syllabus_type_id !== 2 || cls.parent_id !== boardId))
      errors.push(problem('class_id', 'institutes.notClassOfBoard'));
    const earlier = fileSections.get(v.section_name);
    if (v.section_name && earlier)
      errors.push(problem('section_name', 'institutes.roster.declaredTwice', { row: earlier.rowNumber }));
    const existing = plan.schoolSections.get(v.section_name);
    const validUntil = v.valid_until || null;
    let status: RosterRowStatus = 'new';
    const changes: string[] = [];
    if (existing && errors.length === 0) {
      if (existing.board_id !== boardId) errors.push(problem('board_id', 'institutes.roster.keepsBoard'));
      if (existing.class_id !== classId) errors.push(problem('class_id', 'institutes.roster.keepsClass'));
      if (existing.valid_from !== v.valid_from) changes.push('valid_from');
      if (existing.valid_until !== validUntil) changes.push('valid_until');
      status = changes.length > 0 ? 'changed' : 'unchanged';
    }
    const ok = push(line, v.section_name, status, errors, changes);
    if (!earlier && v.section_name) fileSections.set(v.section_name, { rowNumber: line.rowNumber, ok });
    if (!ok) continue;
    if (status === 'new')
      plan.newSections.push({
        name: v.section_name,
        board_id: boardId!,
        class_id: classId!,
        valid_from: v.valid_from,
        valid_until: validUntil,
      });
    if (status === 'changed')
      plan.changedSections.push({
        section_id: existing!.section_id,
        valid_from: v.valid_from,
        valid_until: validUntil,
      });
  }

  for (const line of lines.filter(
    (l) => l.rowType === 'student' || l.rowType === 'teacher' || l.rowType === 'parent',
  )) {
    const v = line.values;
    const kind = line.rowType as PlannedPerson['kind'];
    const errors = [...(line.problems ?? []), ...personFieldErrors(v)];
    const email = normalEmail(v.email);
    // One stored form of every number (spec 002 §5.5): the domain's parser, as sign-up stores it.
    const parsed = v.mobile ? parseMobile(v.mobile, v.country_iso || 'IN') : null;
    const mobile = parsed?.national ?? (v.mobile || null);
    const country = parsed?.countryIso ?? (v.country_iso || 'IN').toUpperCase();
    const names = kind === 'parent' ? [] : sectionNames(v.section_name);
    if (kind === 'student' && names.length !== 1) errors.push(problem('section_name', 'institutes.roster.oneSection'));
    if (kind === 'parent' && v.section_name) errors.push(problem('section_name', 'institutes.roster.emptyForParent'));
    for (const name of names) {
      const declared = fileSections.get(name);
      if (declared && !declared.ok)
        errors.push(problem('section_name', 'institutes.roster.sectionRowRejected', { row: declared.rowNumber }));
      else if (!declared && !plan.schoolSections.has(name))
        errors.push(problem('section_name', 'institutes.roster.noSuchSection', { name }));
    }
    if (email && emailsSeen.has(email))
      errors.push(problem('email', 'institutes.roster.alsoOnRow', { row: emailsSeen.get(email)! }));
    const mobileKey = parsed?.e164 ?? mobile;
    if (mobileKey && mobilesSeen.has(mobileKey))
      errors.push(problem('mobile', 'institutes.roster.alsoOnRow', { row: mobilesSeen.get(mobileKey)! }));
    if (email && !emailsSeen.has(email)) emailsSeen.set(email, line.rowNumber);
    if (mobileKey && !mobilesSeen.has(mobileKey)) mobilesSeen.set(mobileKey, line.rowNumber);

    const existing = email ? userOfEmail(email, kind) : undefined;
    const mobileOwner = parsed ? usersByMobile.get(parsed.e164) : undefined;
    if (mobileOwner && mobileOwner.uuid !== existing?.uuid) errors.push(problem('mobile', CANNOT_IMPORT));
    const fields = { first_name: v.first_name, last_name: v.last_name, mobile, country_iso: country };
    const changed: string[] = existing
      ? (Object.keys(fields) as (keyof typeof fields)[]).filter((f) => (existing[f] ?? null) !== fields[f])
      : [];
    // A parent belongs to the school through a linked child of the school.
    const ofSchool =
      existing &&
      (kind === 'parent'
        ? ctx.links.some((l) => l.parent_uuid === existing.uuid && schoolMembers.has(l.child_uuid))
        : schoolMembers.has(existing.uuid));
    if (
      existing &&
      (!kindFits(kind, existing.user_type_id) || (!ofSchool && (kind !== 'parent' || changed.length > 0)))
    ) {
      errors.push(problem('email', CANNOT_IMPORT));
    }
    let moveSection = false;
    let addSections: string[] = [];
    if (existing && kind !== 'parent') {
      const current = sectionIdsOf(existing.uuid);
      const missing = names.filter((n) => {
        const s = plan.schoolSections.get(n);
        return !s || !current.has(s.section_id);
      });
      if (missing.length > 0) changed.push('section_name');
      moveSection = kind === 'student' && missing.length > 0;
      addSections = missing;
    }
    const status: RosterRowStatus = !existing ? 'new' : changed.length > 0 ? 'changed' : 'unchanged';
    const ok = push(line, email || `row ${line.rowNumber}`, status, errors, changed);
    if (email && !filePeople.has(email))
      filePeople.set(email, { kind, ok, rowNumber: line.rowNumber, isNew: !existing });
    if (!ok) continue;
    if (status === 'new' && kind !== 'parent') seatsNeeded[kind] += 1;
    if (status === 'unchanged') continue;
    plan.people.push({
      rowNumber: line.rowNumber,
      kind,
      email,
      ...fields,
      sections: names,
      existing,
      moveSection,
      addSections: existing ? addSections : names,
      updateFields: !!existing && changed.some((c) => c !== 'section_name') && (kind !== 'parent' || !!ofSchool),
    });
  }

  for (const line of lines.filter((l) => l.rowType === 'parent_link')) {
    const v = line.values;
    const errors: RosterProblem[] = [...(line.problems ?? [])];
    const parentEmail = normalEmail(v.parent_email);
    const childEmail = normalEmail(v.child_email);
    const resolve = (email: string, field: string, kind: 'parent' | 'student') => {
      if (!email) return errors.push(problem(field, 'institutes.roster.required'));
      const inFile = filePeople.get(email);
      if (inFile) {
        const row = { row: inFile.rowNumber };
        if (inFile.kind !== kind) errors.push(problem(field, KIND_WORDS[kind].notOfKind, row));
        else if (!inFile.ok) errors.push(problem(field, KIND_WORDS[kind].rejected, row));
        return;
      }
      const user = userOfEmail(email, kind);
      if (kind === 'parent' && (!user || !isParent(user.user_type_id)))
        errors.push(problem(field, 'institutes.roster.noParent'));
      if (kind === 'student' && (!user || !isLearner(user.user_type_id) || !schoolMembers.has(user.uuid)))
        errors.push(problem(field, 'institutes.roster.noStudent'));
    };
    resolve(parentEmail, 'parent_email', 'parent');
    resolve(childEmail, 'child_email', 'student');
    const key = `${parentEmail} → ${childEmail}`;
    if (linksSeen.has(key))
      errors.push(problem('child_email', 'institutes.roster.sameLink', { row: linksSeen.get(key)! }));
    else linksSeen.set(key, line.rowNumber);
    const parent = filePeople.get(parentEmail)?.isNew ? undefined : userOfEmail(parentEmail, 'parent');
    const child = userOfEmail(childEmail, 'student');
    const exists = !!parent && !!child && linkKeys.has(`${parent.uuid}>${child.uuid}`);
    // A school links at once only a parent account it created (in this file or an earlier one of its imports).
    const confirm = !filePeople.get(parentEmail)?.isNew && parent?.created_by_school_id !== schoolId;
    const notes = !exists && confirm ? [CONFIRM_NOTE] : [];
    if (push(line, key, exists ? 'unchanged' : 'new', errors, [], notes) && !exists) {
      plan.links.push({ parentEmail, childEmail, confirm, parentUuid: parent?.uuid, childUuid: child?.uuid });
    }
  }

  for (const line of lines.filter(
    (l) => !['section', 'student', 'teacher', 'parent', 'parent_link'].includes(l.rowType),
  )) {
    const why = line.problems?.length
      ? line.problems
      : [problem('row_type', 'institutes.roster.rowType', { types: ROSTER_ROW_TYPES.join(', ') })];
    push(line, `row ${line.rowNumber}`, 'rejected', why);
  }

  rows.sort((a, b) => a.row_number - b.row_number);
  const counts: RosterCounts = { total: rows.length, new: 0, changed: 0, unchanged: 0, rejected: 0 };
  for (const r of rows) counts[r.status] += 1;
  return { rows, counts, plan, seatsNeeded };
}

export { KIND_TYPE };
