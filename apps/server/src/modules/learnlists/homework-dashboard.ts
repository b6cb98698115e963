import type { DashboardItem } from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { homeworkLink } from './homework-notices.js';
import type { HomeworkService } from './homework.service.js';

/** Homework can be long-running; the integrated dashboard reads the first page of a learner's, most urgent first. */
const HOMEWORK_PAGE = 100;

/** A learner's homework as integrated-dashboard items (learn-lists decides who may read it). */
export function homeworkDashboardSource(homework: Pick<HomeworkService, 'homework'>) {
  return async (caller: AuthContext, learnerUuid: string): Promise<DashboardItem[]> => {
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
