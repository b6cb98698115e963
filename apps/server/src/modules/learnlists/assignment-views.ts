import type { Assignment } from '@esc/contracts';
import type { AssignmentRow } from './assignments.repository.js';
import { fullName, type LearnListDeps } from './learnlist-ports.js';

/** The learners an assignment reaches: a parent's child, or whoever sits in its sections now. */
export async function learnersOf(
  deps: Pick<LearnListDeps, 'directory'>,
  assignment: Pick<AssignmentRow, 'learner_uuid'>,
  sectionIds: readonly number[],
) {
  if (assignment.learner_uuid !== null) {
    const people = await deps.directory.people([assignment.learner_uuid]);
    return people.map((p) => ({ ...p, section_id: null as number | null }));
  }
  if (sectionIds.length === 0) return [];
  const rank = new Map(sectionIds.map((id, i) => [id, i]));
  // A section holds a few hundred learners at most; this bound only guards a runaway row set.
  const { rows } = await deps.directory.learnersOfSections(rank, { start: 0, limit: 20_000 });
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.uuid) && seen.add(r.uuid))
    .map((r) => ({ ...r, section_id: r.section_id as number | null }));
}

export function parseAssignedAs(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

/** An assignment as answered: its sections named with their learner counts, extensions, the assigner's name. */
export async function assignmentView(deps: LearnListDeps, assignment: AssignmentRow): Promise<Assignment> {
  const { repos, directory, sections } = deps;
  const [rows, extensions, people] = await Promise.all([
    repos.assignments.sectionsOf([assignment.assign_id]),
    repos.assignments.extensionsOf([assignment.assign_id]),
    directory.people([assignment.assigned_by]),
  ]);
  const sectionIds = rows.map((r) => r.section_id);
  const [named, counts] = await Promise.all([
    sections.sectionsByIds(sectionIds),
    directory.learnerCountsBySection(sectionIds),
  ]);
  return {
    assign_id: assignment.assign_id,
    learnlist_id: assignment.learnlist_id,
    school_id: assignment.school_id,
    assigned_by: assignment.assigned_by,
    assigned_by_name: fullName(people[0]),
    is_parent_assigned: assignment.is_parent_assigned,
    learnlist_assigned_as: parseAssignedAs(assignment.assigned_as),
    starts_at: assignment.starts_at,
    due_at: assignment.due_at,
    sections: rows.map((r) => ({
      section_assign_id: r.section_assign_id,
      section_id: r.section_id,
      section_name: named.find((s) => s.section_id === r.section_id)?.section_name ?? '',
      learner_count: counts.get(r.section_id) ?? 0,
    })),
    extensions: extensions.map((e) => ({ uuid: e.uuid, due_at: e.due_at })),
  };
}
