import type { LearnerHomeworkBody } from '@esc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';

/** One page holds a learner's homework of a term; the server caps a page at 100. */
const HOMEWORK_PAGE_SIZE = 100;

/** A learner's homework with their completion; a parent names the child (`forChild`). */
export function fetchLearnerHomework(forChild: string | null, signal?: AbortSignal) {
  const body: LearnerHomeworkBody = {
    status: 'all',
    page_size: HOMEWORK_PAGE_SIZE,
    ...(forChild ? { uuid: forChild } : {}),
  };
  return api.call('POST /syllabus-v2/learnerLearnListHomework', { body }, { signal });
}

export function learnerHomeworkQueryOptions(learnerUuid: string, forChild: boolean) {
  return queryOptions({
    queryKey: learnlistKeys.homeworkOf(learnerUuid),
    queryFn: ({ signal }) => fetchLearnerHomework(forChild ? learnerUuid : null, signal),
    staleTime: 0,
  });
}

/** The learner's (or, for a parent, the child's) homework; null waits (the child is not known yet). */
export function useLearnerHomework(learner: { uuid: string; forChild: boolean } | null) {
  return useQuery({
    ...learnerHomeworkQueryOptions(learner?.uuid ?? '', learner?.forChild ?? false),
    enabled: learner !== null,
  });
}
