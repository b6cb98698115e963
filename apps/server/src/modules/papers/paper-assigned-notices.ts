import { readableTimeIn } from '@esc/domain';
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
    const country = school?.country_iso;
    const title = `“${assignment.title.slice(0, 150)}”`;
    const window = `opens ${readableTimeIn(assignment.paper_start_time, country)} and closes ${readableTimeIn(assignment.paper_end_time, country)}`;
    const base = {
      kind: 'paper_assigned' as const,
      title: 'A test is assigned',
      link: TESTS_LINK,
      data: { assign_id: assignment.assign_id },
    };
    await ports.publish({
      ...base,
      id: `paper_assigned:${assignment.assign_id}:learners`,
      recipients: [...learners],
      body: `${title} ${window}.`,
    });
    for (const child of children) {
      await ports.publish({
        ...base,
        id: `paper_assigned:${assignment.assign_id}:parents:${child.uuid}`,
        recipients: child.parents,
        body: `${child.firstName} has a test: ${title} ${window}.`,
      });
    }
  }

  return { assigned };
}
