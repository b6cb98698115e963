import { AppError } from '../../platform/errors/app-error.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { StaffScope } from '../institutes/staff-scope.js';
import { notFound, type AssessmentPorts } from './assessment-ports.js';
import type { AssignmentRow, AttemptPapersRepository } from './attempt-papers.repository.js';

// Who reaches an assignment. A learner: one named by it (a parent's test for their child) or placed in
// one of its sections; anyone else is answered as if it did not exist (404). Staff: those of its
// school (another school's: 404); a teacher only for sections they teach or an assignment they made
// (403 otherwise); school admins, bde and coordinators for all of it.

export interface LearnerReach {
  assignment: AssignmentRow;
  /** The learner's section the assignment reached them through (null: assigned to them by name). */
  sectionId: number | null;
  sectionAssignId: number | null;
}

export interface StaffReach {
  assignment: AssignmentRow;
  scope: StaffScope;
  /** The assignment's sections the caller sees. */
  sectionIds: number[];
}

export function createAssignmentScope(deps: {
  papers: AttemptPapersRepository;
  ports: Pick<AssessmentPorts, 'directory' | 'scopes'>;
}) {
  const { papers, ports } = deps;

  async function forLearner(uuid: string, assignId: number, sectionAssignId: number | null): Promise<LearnerReach> {
    const assignment = await papers.assignment(assignId);
    if (!assignment) throw notFound('assignment');
    if (assignment.learner_uuid !== null) {
      if (assignment.learner_uuid !== uuid) throw notFound('assignment');
      return { assignment, sectionId: null, sectionAssignId: null };
    }
    const [sections, mine] = await Promise.all([
      papers.sectionsOfAssignments([assignId]),
      ports.directory.sectionIdsOf(uuid),
    ]);
    const reached = sections.filter(
      (s) => mine.includes(s.section_id) && (sectionAssignId === null || s.section_assign_id === sectionAssignId),
    );
    const first = reached[0];
    if (!first) throw notFound('assignment');
    return { assignment, sectionId: first.section_id, sectionAssignId: first.section_assign_id };
  }

  async function forStaff(auth: AuthContext, assignId: number): Promise<StaffReach> {
    const scope = await ports.scopes.scopeOf(auth);
    const assignment = await papers.assignment(assignId);
    if (!assignment || assignment.school_id === null || !scope.schoolIds.includes(assignment.school_id)) {
      throw notFound('assignment');
    }
    const all = (await papers.sectionsOfAssignments([assignId])).map((s) => s.section_id);
    if (scope.allSections || assignment.assigned_by === auth.uuid) return { assignment, scope, sectionIds: all };
    const taught = all.filter((id) => scope.sectionIds.has(id));
    if (taught.length === 0) throw new AppError('FORBIDDEN', 'You do not teach a section this paper was assigned to.');
    return { assignment, scope, sectionIds: taught };
  }

  return { forLearner, forStaff };
}

export type AssignmentScope = ReturnType<typeof createAssignmentScope>;
