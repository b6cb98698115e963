import { ABSENT, ALLOWED, definePolicy, forbidden, type Decision } from '../../platform/auth/policy.js';
import type { StaffScope } from '../institutes/institutes.module.js';
import type { AssignmentRow, PaperRecords } from '../papers/papers.module.js';
import type { AttemptsRepository } from './attempts.repository.js';

// Who reaches an assignment, and so its attempts. A learner: one named by it (a parent's test for
// their child) or placed in one of its sections (the one they name, when they name one); to anyone
// else it is answered as if it did not exist (404). Staff: those of its school (another school's:
// 404); a teacher only for sections they teach or an assignment they made (403 otherwise); school
// admins, bde and coordinators for all of it. Reports read results by the same staff rule. One
// attempt is marked (and its report read) only by staff who see the learner's section: a teacher
// who teaches another of the assignment's sections does not mark this learner.

/** A learner (through the section assignment they name, if any), or staff with their scope. */
export type AssignmentActor =
  | { kind: 'learner'; uuid: string; sectionIds: readonly number[]; sectionAssignId: number | null }
  | { kind: 'staff'; uuid: string; scope: StaffScope };

/** An assignment with the sections it reaches. */
export interface AssignmentReach {
  assignment: AssignmentRow;
  sections: { section_assign_id: number; section_id: number }[];
  /** For an action on one attempt (its id is the attempt's): the section the learner took it in, null when assigned by name. */
  attempt?: { attempt_id: number; section_id: number | null };
}

export const NOT_TAUGHT = { reason: 'attempts.notTaught' } as const;
export const NOT_LEARNERS_SECTION = { reason: 'attempts.notLearnersSection' } as const;

type AttemptRecordsOf = Pick<AttemptsRepository, 'byIds'>;

/** The assignments named, with their sections: two queries whatever their number. */
export async function loadAssignmentReach(
  records: Pick<PaperRecords, 'assignmentsByIds' | 'sectionsOfAssignments'>,
  ids: readonly number[],
): Promise<Map<number, AssignmentReach>> {
  const [rows, sections] = await Promise.all([records.assignmentsByIds(ids), records.sectionsOfAssignments(ids)]);
  return new Map(
    rows.map((assignment) => [
      assignment.assign_id,
      {
        assignment,
        sections: sections
          .filter((s) => s.assign_id === assignment.assign_id)
          .map(({ section_assign_id, section_id }) => ({ section_assign_id, section_id })),
      },
    ]),
  );
}

/** The attempts named, each with its assignment's reach: three queries whatever their number. */
export async function loadAttemptReach(
  records: Pick<PaperRecords, 'assignmentsByIds' | 'sectionsOfAssignments'>,
  attempts: AttemptRecordsOf,
  ids: readonly number[],
): Promise<Map<number, AssignmentReach>> {
  const rows = await attempts.byIds(ids);
  const assignIds = [...new Set(rows.flatMap((a) => (a.assign_id === null ? [] : [a.assign_id])))];
  const reaches = await loadAssignmentReach(records, assignIds);
  const loaded = new Map<number, AssignmentReach>();
  for (const { attempt_id, assign_id, section_id } of rows) {
    const reach = assign_id === null ? undefined : reaches.get(assign_id);
    if (reach) loaded.set(attempt_id, { ...reach, attempt: { attempt_id, section_id } });
  }
  return loaded;
}

/** The learner's sections the assignment reaches them through (none when it names them, or does not reach them). */
export function sectionsReached(actor: Extract<AssignmentActor, { kind: 'learner' }>, reach: AssignmentReach) {
  return reach.sections.filter(
    (s) =>
      actor.sectionIds.includes(s.section_id) &&
      (actor.sectionAssignId === null || s.section_assign_id === actor.sectionAssignId),
  );
}

/** The assignment's sections this staff member sees: all, or those they teach. */
export function sectionsSeen(actor: Extract<AssignmentActor, { kind: 'staff' }>, reach: AssignmentReach): number[] {
  const all = reach.sections.map((s) => s.section_id);
  if (actor.scope.allSections || reach.assignment.assigned_by === actor.uuid) return all;
  return all.filter((id) => actor.scope.sectionIds.has(id));
}

/** A learner takes (and reads their attempt of) an assignment named to them or reaching a section of theirs. */
export function learnerReaches(actor: AssignmentActor, reach: AssignmentReach): Decision {
  if (actor.kind !== 'learner') return ABSENT;
  const { learner_uuid } = reach.assignment;
  if (learner_uuid !== null) return learner_uuid === actor.uuid ? ALLOWED : ABSENT;
  return sectionsReached(actor, reach).length > 0 ? ALLOWED : ABSENT;
}

/** Staff of the assignment's school who made it, see every section, or teach one of its sections. */
export function staffReaches(actor: AssignmentActor, reach: AssignmentReach): Decision {
  if (actor.kind !== 'staff') return ABSENT;
  const school = reach.assignment.school_id;
  if (school === null || !actor.scope.schoolIds.includes(school)) return ABSENT;
  return sectionsSeen(actor, reach).length > 0 || actor.scope.allSections || reach.assignment.assigned_by === actor.uuid
    ? ALLOWED
    : forbidden(NOT_TAUGHT);
}

/** Staff who reach the attempt's assignment and see the section it was taken in (or it names its learner). */
export function attemptSeen(actor: Extract<AssignmentActor, { kind: 'staff' }>, reach: AssignmentReach): boolean {
  const section = reach.attempt?.section_id ?? null;
  return section === null || sectionsSeen(actor, reach).includes(section);
}

/** Staff mark one attempt of an assignment they reach only in a section they see (403 with the reason otherwise). */
export function staffMarksAttempt(actor: AssignmentActor, reach: AssignmentReach): Decision {
  if (reach.attempt === undefined) return ABSENT;
  const reaches = staffReaches(actor, reach);
  if (reaches !== ALLOWED || actor.kind !== 'staff') return reaches;
  return attemptSeen(actor, reach) ? ALLOWED : forbidden(NOT_LEARNERS_SECTION);
}

export const ATTEMPT_ACTIONS = {
  take: 'Start, answer and submit an attempt of an assignment.',
  mark: 'Mark the attempts of an assignment, or make one for a paper answered on paper.',
  markAttempt: 'Mark one learner’s attempt: staff who reach its assignment and see the learner’s section.',
} as const;

export type AttemptAction = keyof typeof ATTEMPT_ACTIONS;

export type AttemptPolicy = ReturnType<typeof createAttemptPolicy>;

/**
 * The attempts module's policy, over the assignments attempts are made under (markAttempt: over
 * attempts, each with its assignment). One out of reach answers as its assignment, the words the
 * assignment's own check has always used.
 */
export function createAttemptPolicy(
  records: Pick<PaperRecords, 'assignmentsByIds' | 'sectionsOfAssignments'>,
  attempts: AttemptRecordsOf,
) {
  return definePolicy({
    module: 'attempts',
    noun: { reason: 'http.noSuch.assignment' },
    actions: ATTEMPT_ACTIONS,
    load: (ids: readonly number[], action: AttemptAction) =>
      action === 'markAttempt' ? loadAttemptReach(records, attempts, ids) : loadAssignmentReach(records, ids),
    rules: { take: learnerReaches, mark: staffReaches, markAttempt: staffMarksAttempt },
  });
}
