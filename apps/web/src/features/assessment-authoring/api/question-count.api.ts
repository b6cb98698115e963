import type { QuestionCountBody, QuestionCountData } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** How many questions the bank holds under syllabus nodes, by node, tag and type. */
export function fetchQuestionCount(body: QuestionCountBody, signal?: AbortSignal): Promise<QuestionCountData> {
  return api.request<QuestionCountData>('/question-msa-test/questionMapping/questionCountOnSyllabusAndTag', {
    method: 'POST',
    body,
    signal,
  });
}

export function useQuestionCount(body: QuestionCountBody | null) {
  return useQuery({
    queryKey: authoringKeys.bankCount(body ?? {}),
    queryFn: ({ signal }) => fetchQuestionCount(body!, signal),
    enabled: body !== null,
  });
}
