import type { PracticeSummaryBody } from '@esc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { assessmentKeys } from './assessments.keys';

/** The learner's practice (a parent's: the child's, by uuid): questions practised, checks by subject. */
export function practiceSummaryQueryOptions(childUuid: string | null) {
  const body: PracticeSummaryBody = childUuid ? { uuid: childUuid } : {};
  return queryOptions({
    queryKey: [...assessmentKeys.all, 'practice-summary', childUuid] as const,
    queryFn: ({ signal }) => api.call('POST /question-msa-test/question/v2/practiceSummary', { body }, { signal }),
  });
}

/** The learner's bookmarked questions, newest first (the learning module's bookmarks). */
export function questionBookmarksQueryOptions() {
  return queryOptions({
    queryKey: [...assessmentKeys.all, 'question-bookmarks'] as const,
    queryFn: ({ signal }) =>
      api.call('GET /learning/bookmarks', { query: { kind: 'question', page_no: 1, page_size: 20 } }, { signal }),
  });
}
