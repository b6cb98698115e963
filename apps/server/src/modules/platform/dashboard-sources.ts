import { AttemptStatus, isAttemptStarted, isAttemptSubmitted } from '@esc/domain';
import type { AssignedPaperItem, DashboardItem } from '@esc/contracts';
import type { LearnerPapers } from '../assessments/learner-papers.service.js';
import { viewerFromAuth } from '../catalogue/catalogue-viewer.js';
import type { SyllabusTreeService } from '../catalogue/syllabus-tree.service.js';
import { homeworkLink } from '../learnlists/homework-notices.js';
import type { HomeworkService } from '../learnlists/homework.service.js';
import type { BoardClassReader } from './app-shell.service.js';
import type { DashboardSource } from './dashboard.service.js';

// Adapters from other modules' services to what the platform module reads: built in the
// composition root, so the platform module's own files name no other module's internals.

/** Homework can be long-running; the integrated dashboard reads the first page of a learner's, most urgent first. */
const HOMEWORK_PAGE = 100;

/** A learner's homework as integrated-dashboard items (learn-lists decides who may read it). */
export function homeworkDashboardSource(homework: HomeworkService): DashboardSource {
  return async (caller, learnerUuid) => {
    const page = await homework.homework(caller, {
      uuid: learnerUuid,
      schoolId: null,
      pageNo: 1,
      pageSize: HOMEWORK_PAGE,
    });
    return page.homework.map((h): DashboardItem => ({
      kind: 'homework',
      id: h.assign_id,
      title: h.title,
      school_id: h.school_id,
      starts_at: h.starts_at,
      due_at: h.due_at,
      status: h.status,
      is_parent_assigned: h.is_parent_assigned,
      link: homeworkLink(h.assign_id),
    }));
  };
}

/** Where an assigned paper stands for the learner, in the dashboard's words. */
export function assessmentStatus(p: AssignedPaperItem): string {
  if (p.attempt_status_id === AttemptStatus.Evaluated && p.results_published === 1) return 'results_out';
  if (isAttemptSubmitted(p.attempt_status_id)) return 'submitted';
  if (isAttemptStarted(p.attempt_status_id)) return 'in_progress';
  if (p.time_gate.open) return 'open';
  return p.time_gate.toast === 'Paper Not started' ? 'upcoming' : 'missed';
}

/**
 * A learner's assigned papers as integrated-dashboard items (assessments decides who may read them):
 * one to take opens its instructions, a submitted one its report; a parent's links name the child.
 */
export function assessmentDashboardSource(learner: Pick<LearnerPapers, 'itemsOf'>): DashboardSource {
  return async (caller, learnerUuid) => {
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

/** The boards a guest sees (the platform catalogue, India) and each board's classes. */
export function boardClassesOf(tree: SyllabusTreeService): BoardClassReader {
  const guest = viewerFromAuth(null, []);
  return async () => {
    const boards = await tree.boardList(guest);
    return Promise.all(
      boards.map(async (board) => {
        const classes = await (await tree.childList({ boardId: board.syllabus_id }, guest)).load();
        return {
          board_id: board.syllabus_id,
          board_name: board.syllabus_name,
          classes: classes.child_list.map((c) => ({ class_id: c.syllabus_id, class_name: c.syllabus_name })),
        };
      }),
    );
  };
}
