import type { DynamicQuestionsBody } from '@esc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** Questions of the bank under syllabus nodes, filtered; the same seed answers the same questions. */
export function fetchDynamicQuestions(body: DynamicQuestionsBody, signal?: AbortSignal) {
  return api.call('POST /question-msa-test/question/v2/dynamicQuestions', { body }, { signal });
}

export function useBankQuestions(body: DynamicQuestionsBody | null) {
  return useQuery({
    queryKey: authoringKeys.bankQuestions(body ?? {}),
    queryFn: ({ signal }) => fetchDynamicQuestions(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
