import type { AuthContext } from '../../platform/auth/tokens.js';
import type { Policy } from '../../platform/auth/policy.js';
import type { StaffScope } from '../institutes/institutes.module.js';
import type { AssignmentRow } from '../papers/papers.module.js';
import { notFound, type AssessmentPorts } from '../question-bank/question-bank.module.js';
import { sectionsReached, sectionsSeen, type AssignmentActor, type AssignmentReach } from './assignment-policy.js';

// Reaching an assignment as its policy decides (assignment-policy.ts): the assignment with the
// sections it reaches the caller through.

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

/** A policy over assignments with an action for learners and one for staff. */
type ReachPolicy = Pick<Policy<AssignmentActor, string, number, AssignmentReach>, 'authorizeOne'>;

export function createAssignmentScope(deps: {
  policy: ReachPolicy;
  /** The policy's actions: a learner's (taking it; none where only staff reach) and staff's (marking it, reading its results). */
  actions: { learner?: string; staff: string };
  ports: Pick<AssessmentPorts, 'directory' | 'scopes'>;
}) {
  const { policy, actions, ports } = deps;

  async function forLearner(uuid: string, assignId: number, sectionAssignId: number | null): Promise<LearnerReach> {
    if (actions.learner === undefined) throw notFound('learnlists.noAssignment');
    const actor = {
      kind: 'learner' as const,
      uuid,
      sectionIds: await ports.directory.sectionIdsOf(uuid),
      sectionAssignId,
    };
    const reach = await policy.authorizeOne(actor, actions.learner, assignId);
    if (reach.assignment.learner_uuid !== null) {
      return { assignment: reach.assignment, sectionId: null, sectionAssignId: null };
    }
    const first = sectionsReached(actor, reach)[0]!;
    return { assignment: reach.assignment, sectionId: first.section_id, sectionAssignId: first.section_assign_id };
  }

  async function forStaff(auth: AuthContext, assignId: number): Promise<StaffReach> {
    const scope = await ports.scopes.scopeOf(auth);
    const actor = { kind: 'staff' as const, uuid: auth.uuid, scope };
    const reach = await policy.authorizeOne(actor, actions.staff, assignId);
    return { assignment: reach.assignment, scope, sectionIds: sectionsSeen(actor, reach) };
  }

  return { forLearner, forStaff };
}

export type AssignmentScope = ReturnType<typeof createAssignmentScope>;
