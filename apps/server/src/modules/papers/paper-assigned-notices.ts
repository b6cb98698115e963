import { timeZoneOfCountry } from '@esc/domain';
import type { AssessmentPorts } from '../question-bank/question-bank.module.js';

/** Where a learner (or a parent, for the active child) finds the tests to attempt. */
const TESTS_LINK = '/my-assignment';

export type PaperAssignedNotices = ReturnType<typeof createPaperAssignedNotices>;

/**
 * Telling an assignment's learners that a test is assigned, with its window in the school's time,
 * and each learner's parents, naming the child. The event ids name the assignment (and the child), so
 * a retry tells nobody twice.
 */
export function createPaperAssignedNotices(ports: Pick<AssessmentPorts, 'directory' | 'sections' | 'publish'>) {
  async function assigned(
    assignment: {
      assign_id: number;
      school_id: number;
      title: string;
      paper_start_time: string;
      paper_end_time: string;
    },
    learners: readonly string[],
  ): Promise<void> {
    if (learners.length === 0) return;
    const [[school], children] = await Promise.all([
      ports.sections.schoolsByIds([assignment.school_id]),
      ports.directory.parentsByChild(learners),
    ]);
    const params = {
      title: assignment.title.slice(0, 150),
      start: assignment.paper_start_time,
      end: assignment.paper_end_time,
      tz: timeZoneOfCountry(school?.country_iso),
    };
    const base = {
      kind: 'paper_assigned' as const,
      title: { key: 'notifications.paperAssigned.title' } as const,
      link: TESTS_LINK,
      data: { assign_id: assignment.assign_id },
    };
    await ports.publish({
      ...base,
      id: `paper_assigned:${assignment.assign_id}:learners`,
      recipients: [...learners],
      body: { key: 'notifications.paperAssigned.bodyLearners', params },
    });
    for (const child of children) {
      await ports.publish({
        ...base,
        id: `paper_assigned:${assignment.assign_id}:parents:${child.uuid}`,
        recipients: child.parents,
        body: {
          key: 'notifications.paperAssigned.bodyParents',
          params: { ...params, child: { person: child.uuid, part: 'first' } },
        },
      });
    }
  }

  return { assigned };
}
