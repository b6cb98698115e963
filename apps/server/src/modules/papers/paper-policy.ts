import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { SectionRecord } from '../institutes/institutes.module.js';
import { editRule, useRule, type Caller } from '../question-bank/question-bank.module.js';
import type { PaperAssignmentRow, PaperAssignmentsRepository } from './paper-assignments.repository.js';
import type { PaperRow, PapersRepository } from './papers.repository.js';

// The papers' policy: a school's papers are that school's (another school's answer as a missing
// one, 404); all staff use the platform's papers and their schools' (read them with keys, assign
// them); the staff of the owning school change or delete a school's paper, platform editors the
// platform's (403 to other staff who may use it); a learner's practice test is theirs alone. A
// deleted paper is not found. Staff assign papers in their own schools only, to sections they teach
// (or any of the school's, when they see every section); an assignment is changed by whoever made
// it while they are still of its school, or by its school's staff who teach all its sections.

/** The caller, with the sections a teacher teaches for the actions on sections and assignments (none when not read). */
export interface PaperActor extends Caller {
  taught?: ReadonlySet<number>;
}

/** A paper, a school papers are assigned in, a section one is assigned to, or an assignment with its sections. */
export type PaperRecord =
  | { kind: 'paper'; paper: PaperRow }
  | { kind: 'school'; school_id: number }
  | { kind: 'section'; section: SectionRecord }
  | { kind: 'assignment'; assignment: PaperAssignmentRow; sectionIds: number[] };

export const PAPER_ACTIONS = {
  use: 'Read a paper with its keys, or assign it.',
  edit: 'Change, delete, or drop a question of a paper.',
  assignIn: 'Assign papers in a school: its own staff.',
  assignTo: 'Assign a paper to a section: staff of its school who see every section, or a teacher who teaches it.',
  changeAssignment:
    'Change an assignment’s window and extra time: whoever made it while still of its school, or its school’s staff who teach all its sections.',
} as const;

export type PaperAction = keyof typeof PAPER_ACTIONS;

const PAPER_REFUSALS = {
  platform: { reason: 'papers.editPlatformPapers' },
  school: { reason: 'papers.editSchoolPaper' },
} as const;

export const NOT_TAUGHT_SECTION = { reason: 'auth.notTaughtSection' } as const;

/** The rules of a paper itself (the lists of papers apply them to rows they have read). */
export const paperRules = {
  use: (caller: Caller, paper: PaperRow) => useRule(caller, paper),
  edit: (caller: Caller, paper: PaperRow) => editRule(PAPER_REFUSALS)(caller, paper),
};

const teaches = (actor: PaperActor, sectionId: number) => actor.allOfSchool || actor.taught?.has(sectionId) === true;

/** The author changes their assignment; other staff of its school only when they teach every section it reaches. */
function changeRule(actor: PaperActor, assignment: PaperAssignmentRow, sectionIds: readonly number[]): Decision {
  const school = assignment.school_id;
  // The school comes first, for its author too: someone who has left the school changes nothing of it.
  if (actor.staff && school !== null && !inSchools(actor.staffSchools, school)) return ABSENT;
  if (assignment.assigned_by === actor.auth.uuid) return ALLOWED;
  if (!actor.staff || school === null) return ABSENT;
  return sectionIds.every((id) => teaches(actor, id)) ? ALLOWED : forbidden(NOT_TAUGHT_SECTION);
}

export const paperPolicyRules = {
  use: (actor: PaperActor, record: PaperRecord) =>
    record.kind === 'paper' ? paperRules.use(actor, record.paper) : ABSENT,
  edit: (actor: PaperActor, record: PaperRecord) =>
    record.kind === 'paper' ? paperRules.edit(actor, record.paper) : ABSENT,
  assignIn: (actor: PaperActor, record: PaperRecord): Decision =>
    record.kind === 'school' && actor.staff && inSchools(actor.staffSchools, record.school_id) ? ALLOWED : ABSENT,
  assignTo: (actor: PaperActor, record: PaperRecord): Decision => {
    if (record.kind !== 'section' || !actor.staff || !inSchools(actor.staffSchools, record.section.school_id)) {
      return ABSENT;
    }
    return teaches(actor, record.section.section_id) ? ALLOWED : forbidden(NOT_TAUGHT_SECTION);
  },
  changeAssignment: (actor: PaperActor, record: PaperRecord): Decision =>
    record.kind === 'assignment' ? changeRule(actor, record.assignment, record.sectionIds) : ABSENT,
} as const;

export type PaperPolicy = ReturnType<typeof createPaperPolicy>;

interface Loads {
  papers: Pick<PapersRepository, 'papersByIds'>;
  assignments: Pick<PaperAssignmentsRepository, 'assignmentsByIds'> & {
    sectionsOf(ids: readonly number[]): Promise<{ assign_id: number; section_id: number }[]>;
  };
  sections: { sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]> };
}

/** The records an action is about, one query a kind (two for assignments with their sections). */
async function load({ papers, assignments, sections }: Loads, ids: readonly number[], action: PaperAction) {
  const entries = (records: [number, PaperRecord][]) => new Map(records);
  if (action === 'assignIn') return entries(ids.map((id) => [id, { kind: 'school', school_id: id }]));
  if (action === 'assignTo') {
    return entries(
      (await sections.sectionsByIds(ids)).map((section) => [section.section_id, { kind: 'section', section }]),
    );
  }
  if (action === 'changeAssignment') {
    const [rows, reached] = await Promise.all([assignments.assignmentsByIds(ids), assignments.sectionsOf(ids)]);
    return entries(
      rows.map((assignment) => [
        assignment.assign_id,
        {
          kind: 'assignment',
          assignment,
          sectionIds: reached.filter((s) => s.assign_id === assignment.assign_id).map((s) => s.section_id),
        },
      ]),
    );
  }
  return entries((await papers.papersByIds(ids)).map((paper) => [paper.paper_id, { kind: 'paper', paper }]));
}

export function createPaperPolicy(loads: Loads) {
  return definePolicy({
    module: 'papers',
    noun: {
      use: { reason: 'http.noSuch.paper' },
      edit: { reason: 'http.noSuch.paper' },
      assignIn: { reason: 'http.noSuch.school' },
      assignTo: { reason: 'http.noSuch.section' },
      changeAssignment: { reason: 'http.noSuch.assignment' },
    },
    actions: PAPER_ACTIONS,
    load: (ids: readonly number[], action: PaperAction) => load(loads, ids, action),
    rules: paperPolicyRules,
  });
}
