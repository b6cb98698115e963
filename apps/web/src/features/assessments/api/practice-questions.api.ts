import type { DynamicQuestionsBody } from '@esc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { assessmentKeys } from './assessments.keys';

const Q = '/question-msa-test/question';

/** The types a learner answers and checks alone (subjective answers are a teacher's to mark). */
const CHECKABLE = ['single', 'multiple', 'integer', 'numeric', 'fill_blank', 'true_false', 'match'] as const;

/** Questions of syllabus containers (chapters, topics or subjects, with their subtrees), stage '4', drawn once per seed. */
export function practiceQuestionsQueryOptions(containerIds: number[], seed: number, difficulty?: number[]) {
  const body: DynamicQuestionsBody = {
    syllabus_ids: containerIds,
    count: 20,
    seed,
    stage: '4',
    question_types: [...CHECKABLE],
    ...(difficulty ? { difficulty } : {}),
  };
  return queryOptions({
    queryKey: [...assessmentKeys.all, 'practice-questions', containerIds, seed, difficulty ?? null] as const,
    queryFn: ({ signal }) => api.call(`POST ${Q}/v2/dynamicQuestions`, { body }, { signal }),
    staleTime: Infinity,
  });
}

/**
 * Content related to a practised question. Spec 000 says related-content lookups behave differently
 * on practice/quesDetails: the catalogue's relatedContentDetails looks up by a content id, which a
 * question page has none of, so here the lookup is by the question's syllabus node instead (its learn
 * content, the first five).
 */
export function practiceRelatedContentQueryOptions(syllabusId: number) {
  const query = { syllabusIds: String(syllabusId), groupCategoryId: 1, startIndex: 1, endIndex: 5 };
  return queryOptions({
    queryKey: [...assessmentKeys.all, 'practice-related', syllabusId] as const,
    queryFn: ({ signal }) => api.call('GET /syllabus-v2/contentListBySyllabusIds/v2.1.1', { query }, { signal }),
  });
}
