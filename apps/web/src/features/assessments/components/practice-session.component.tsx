import type { PracticeOutcome } from '@esc/contracts';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { PracticeQuestion } from '../../../components/practice-question';
import { QueryError } from '../../../components/query-error.component';
import { practiceQuestionsQueryOptions } from '../api/practice-questions.api';
import '../assessments.strings';

const newSeed = () => Math.floor(Math.random() * 2_147_483_647);

interface PracticeSessionProps {
  /** Chapters, topics or subjects the questions are drawn from (with their subtrees). */
  containerIds: number[];
  /** Only these difficulties (3: the hard ones). */
  difficulty?: number[];
  /** The page's heading: focused when the next question shows. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Shown when the containers hold no question to practise. */
  emptyText: string;
}

/** Questions drawn once (dynamicQuestions, stage '4'), one at a time: answer, check, next; the score so far. */
export function PracticeSession({ containerIds, difficulty, headingRef, emptyText }: PracticeSessionProps) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState(newSeed);
  const [index, setIndex] = useState(0);
  const [score, setScore] = useState({ checked: 0, correct: 0 });
  const query = useQuery(practiceQuestionsQueryOptions(containerIds, seed, difficulty));

  const onChecked = (outcomes: PracticeOutcome[]) =>
    setScore((s) => ({
      checked: s.checked + outcomes.length,
      correct: s.correct + outcomes.filter((o) => o === 'correct').length,
    }));
  const go = (next: number) => {
    setIndex(next);
    // Keyboard and screen-reader users start again at the page's heading, above the new question.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const again = () => {
    setSeed(newSeed());
    setIndex(0);
    setScore({ checked: 0, correct: 0 });
  };

  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError) {
    return (
      <QueryError title={t('assessments.mcq.loadError')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const questions = query.data.questions;
  if (questions.length === 0) {
    return (
      <Paper withBorder p="md">
        <Text>{emptyText}</Text>
      </Paper>
    );
  }
  const done = index >= questions.length;
  const question = questions[Math.min(index, questions.length - 1)]!;
  const position = t('assessments.mcq.position', { n: index + 1, total: questions.length });
  const last = index === questions.length - 1;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {done ? t('assessments.mcq.finished', { total: questions.length }) : position}
        </Text>
        <Text size="sm" fw={600} data-testid="practice-score">
          {t('assessments.mcq.score', { correct: score.correct, checked: score.checked })}
        </Text>
      </Group>
      {done ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text>{t('assessments.mcq.doneText', { correct: score.correct, checked: score.checked })}</Text>
            <Group gap="sm">
              <Button onClick={again}>{t('assessments.mcq.again')}</Button>
              <Button component={Link} to="/question-dashboard" variant="default">
                {t('assessments.mcq.dashboard')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="md" component="section" aria-label={position}>
          <Stack gap="md">
            <PracticeQuestion
              key={question.question_id}
              question={question}
              childQuestions={question.children}
              number={index + 1}
              languageId={question.language_id}
              onChecked={onChecked}
            />
            <Group justify="flex-end">
              <Button variant={last ? 'default' : 'filled'} onClick={() => go(index + 1)}>
                {last ? t('assessments.mcq.finish') : t('assessments.mcq.next')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
