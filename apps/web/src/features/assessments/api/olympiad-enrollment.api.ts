import { OlympiadEnrollmentStatus } from '@esc/domain';
import type { UpdatePaperStatusBody } from '@esc/contracts';
import { api } from '../../../lib/api';

/** The learner's Olympiad enrollments (spec 002 §3, §4.5). */
export function fetchOlympiadEnrollments(signal?: AbortSignal) {
  return api.call('GET /student-report/olympiad/enrollments', undefined, { signal });
}

/** Marks an Olympiad paper opened (status 1), as spec 002 §4.5 asks before the attempt. */
export function updateOlympiadPaperStatus(enrollment: {
  olympiad_enrollment_id: number;
  paper_id: number;
  assign_id: number;
}) {
  const body: UpdatePaperStatusBody = { ...enrollment, status: OlympiadEnrollmentStatus.PaperOpened };
  return api.call('POST /student-report/olympiad/updatePaperStatus', { body });
}
