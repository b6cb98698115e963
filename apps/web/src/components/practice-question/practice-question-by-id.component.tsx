import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { QueryError } from '../query-error.component';
import { practiceQuestionDetailQueryOptions } from './practice-question-detail.api';
import { PracticeQuestion } from './practice-question.component';
import './practice-question.strings';

interface PracticeQuestionByIdProps {
  questionId: number;
  parentQuestionId?: number;
  /** Absent: the learner's medium of instruction. */
  languageId?: number;
  headingOrder?: 2 | 3;
}

/** A bank question loaded by id (stage 5), to answer and check; a comprehension's child under its passage. */
export function PracticeQuestionById({
  questionId,
  parentQuestionId = 0,
  languageId,
  headingOrder,
}: PracticeQuestionByIdProps) {
  const { t } = useTranslation();
  const query = useQuery(practiceQuestionDetailQueryOptions(questionId, parentQuestionId, languageId));
  if (query.isPending) return <Skeleton h={120} role="status" aria-label={t('common.loading')} />;
  if (query.isError) {
    return (
      <QueryError title={t('practiceQuestion.loadError')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const { question, parent_question } = query.data;
  return (
    <PracticeQuestion
      question={question}
      childQuestions={question.children}
      passage={question.parent_question_id > 0 ? parent_question : null}
      number={1}
      languageId={languageId}
      headingOrder={headingOrder}
    />
  );
}
