import type { StartAttemptBody, StartAttemptData } from '@esc/contracts';
import { api } from '../../../lib/api';

/**
 * Starts (or resumes) a lesson's test as the learner's own attempt: no assignment, as a practice
 * test starts (the server lets a platform paper through the access gate, and refuses a school's
 * paper or one that does not exist).
 */
export function startLessonTest(paperId: number): Promise<StartAttemptData> {
  const body: StartAttemptBody = { paper_id: paperId, assign_id: 0, language_id: 1 };
  return api.call('POST /student-report/student/startAttempt', { body });
}

/** The test engine of an attempt without an assignment (spec 002 §2.3, 0 for the missing ids). */
export const lessonTestEnginePath = (paperId: number) => `/test-engine/${paperId}/0/0/1`;
