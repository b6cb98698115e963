import type { StudentPaperListBody } from '@esc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { assessmentKeys, type PaperListKind } from './assessments.keys';

const STUDENT = '/student-report/student';

/** The server's list call of each kind (spec 000 §7). */
const LIST_CALLS = {
  assigned: `POST ${STUDENT}/studentAssignedPaperList`,
  submitted: `POST ${STUDENT}/studentSubmittedPaperList`,
  evaluated: `POST ${STUDENT}/studentEvaluatedPaperList`,
  reattempt: `POST ${STUDENT}/v3/paperListForReattempt`,
} as const satisfies Record<PaperListKind, string>;

const PAGE_SIZE = 100;

/** One of the learner's paper lists; a parent names the child (`childUuid`). */
export function fetchStudentPaperList(kind: PaperListKind, childUuid: string | null, signal?: AbortSignal) {
  const body: StudentPaperListBody = { page_no: 1, page_size: PAGE_SIZE, ...(childUuid ? { uuid: childUuid } : {}) };
  return api.call(LIST_CALLS[kind], { body }, { signal });
}

export function studentPaperListQueryOptions(kind: PaperListKind, childUuid: string | null) {
  return queryOptions({
    queryKey: assessmentKeys.list(kind, childUuid),
    queryFn: ({ signal }) => fetchStudentPaperList(kind, childUuid, signal),
    staleTime: 0,
  });
}
