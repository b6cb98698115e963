import type { QuestionCountBody } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** How many questions the bank holds under syllabus nodes, by node, tag and type. */
export function fetchQuestionCount(body: QuestionCountBody, signal?: AbortSignal) {
  return api.call('POST /question-msa-test/questionMapping/questionCountOnSyllabusAndTag', { body }, { signal });
}

export function useQuestionCount(body: QuestionCountBody | null) {
  return useQuery({
    queryKey: authoringKeys.bankCount(body ?? {}),
    queryFn: ({ signal }) => fetchQuestionCount(body!, signal),
    enabled: body !== null,
  });
}
