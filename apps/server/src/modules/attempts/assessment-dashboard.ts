import { AttemptStatus, isAttemptStarted, isAttemptSubmitted } from '@esc/domain';
import type { AssignedPaperItem, DashboardItem } from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { LearnerPapers } from './learner-papers.service.js';

/** Where an assigned paper stands for the learner, in the dashboard's words. */
export function assessmentStatus(p: AssignedPaperItem): string {
  if (p.attempt_status_id === AttemptStatus.Evaluated && p.results_published === 1) return 'results_out';
  if (isAttemptSubmitted(p.attempt_status_id)) return 'submitted';
  if (isAttemptStarted(p.attempt_status_id)) return 'in_progress';
  if (p.time_gate.open) return 'open';
  return p.time_gate.toast === 'Paper Not started' ? 'upcoming' : 'missed';
}

/**
 * A learner's assigned papers as integrated-dashboard items (the attempts module decides who may read them):
 * one to take opens its instructions, a submitted one its report; a parent's links name the child.
 */
export function assessmentDashboardSource(learner: Pick<LearnerPapers, 'itemsOf'>) {
  return async (caller: AuthContext, learnerUuid: string): Promise<DashboardItem[]> => {
    const { items } = await learner.itemsOf(caller, learnerUuid);
    return items.map(({ item: p }): DashboardItem => {
      const status = assessmentStatus(p);
      const query = new URLSearchParams({ paperId: String(p.paper_id), assignId: String(p.assign_id) });
      if (p.section_assign_id) query.set('sectionAssignId', String(p.section_assign_id));
      if (learnerUuid !== caller.uuid) query.set('uuid', learnerUuid);
      const done = status === 'submitted' || status === 'results_out';
      return {
        kind: 'assessment',
        id: p.assign_id,
        title: p.title || p.paper_name,
        school_id: p.batch_details.school_id,
        starts_at: p.paper_start_time,
        // An Olympiad closes at the end of the learner's enrollment slot.
        due_at: p.slot_end_time ?? p.paper_end_time,
        status,
        is_parent_assigned: p.is_parent_assigned,
        link: `${done ? '/reports' : '/paper-instructions'}?${query.toString()}`,
      };
    });
  };
}
