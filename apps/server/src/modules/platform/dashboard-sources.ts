import type { DashboardItem } from '@esc/contracts';
import { viewerFromAuth } from '../catalogue/catalogue-viewer.js';
import type { SyllabusTreeService } from '../catalogue/syllabus-tree.service.js';
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
      link: `/learnlist?assignId=${h.assign_id}`,
    }));
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
