import type { CheckPracticeAnswerData, PracticeOutcome, QuestionFace } from '@esc/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { isAnswered, type QuestionResponse } from '../question';
import { checkPracticeAnswer } from './practice-check.api';
import './practice-question.strings';

/**
 * The answers to the questions being practised (one, or a comprehension's children), their check
 * (each answered one, together), the results, and the sentence the status region announces.
 */
export function usePracticeCheck(
  checkables: readonly QuestionFace[],
  options: {
    number: number | string;
    languageId?: number;
    /** The learn-list homework the question is practised from. */
    homeworkAssignId?: number | null;
    onChecked?: (outcomes: PracticeOutcome[]) => void;
  },
) {
  const { t } = useTranslation();
  const [responses, setResponses] = useState<Record<number, QuestionResponse | undefined>>({});
  const [results, setResults] = useState<Record<number, CheckPracticeAnswerData>>({});
  const answered = checkables.filter((q) => isAnswered(responses[q.question_id]));
  const checked = Object.keys(results).length > 0;
  const check = useMutation({
    mutationFn: () =>
      Promise.all(
        answered.map((q) =>
          checkPracticeAnswer({
            questionId: q.question_id,
            answer: responses[q.question_id]!,
            languageId: options.languageId,
            homeworkAssignId: options.homeworkAssignId,
          }),
        ),
      ),
    onSuccess: (list) => {
      setResults(Object.fromEntries(list.map((r) => [r.question_id, r])));
      options.onChecked?.(list.map((r) => r.outcome));
    },
  });
  // A comprehension's child is named by its own number ("3.2"), checked or not.
  const summary = checkables
    .flatMap((q, i) => {
      const outcome = results[q.question_id]?.outcome;
      if (!outcome) return [];
      const result = t(`practiceQuestion.result.${outcome}`);
      return [
        checkables.length > 1 ? t('practiceQuestion.resultOf', { n: `${options.number}.${i + 1}`, result }) : result,
      ];
    })
    .join(' ');
  return {
    responses,
    answer: (id: number, response: QuestionResponse) => setResponses((current) => ({ ...current, [id]: response })),
    answeredCount: answered.length,
    results,
    checked,
    /** Checking or checked: the button checks no more. */
    locked: checked || check.isPending,
    check,
    summary,
  };
}
