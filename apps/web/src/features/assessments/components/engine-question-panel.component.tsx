import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QuestionView, type QuestionResponse } from '../../../components/question';
import type { EngineQuestion } from '../utils/engine-questions';

interface EngineQuestionPanelProps {
  question: EngineQuestion;
  index: number;
  total: number;
  sectionName: string | null;
  responses: Record<number, QuestionResponse | undefined>;
  marked: boolean;
  onAnswer: (questionId: number, response: QuestionResponse) => void;
  onGo: (index: number) => void;
  onToggleMark: (questionId: number) => void;
  /** Focused when the question changes, so screen readers start at the new one. */
  headingRef: Ref<HTMLDivElement>;
}

/** The open question: where it sits, the question with its input, and previous, mark, clear, next. */
export function EngineQuestionPanel(props: EngineQuestionPanelProps) {
  const { t } = useTranslation();
  const { question, index, total, sectionName, responses, marked, onAnswer, onGo, onToggleMark, headingRef } = props;
  const id = question.question.question_id;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="engine-question-position">
      <Stack gap="sm">
        <div ref={headingRef} tabIndex={-1}>
          <Text size="sm" c="dimmed" id="engine-question-position">
            {t('assessments.engine.questionOf', { n: index + 1, total })}
            {sectionName ? ` · ${t('assessments.engine.section', { name: sectionName })}` : ''}
          </Text>
        </div>
        <QuestionView
          key={id}
          question={question.question}
          childQuestions={question.children}
          number={index + 1}
          responses={responses}
          onAnswer={onAnswer}
        />
        <Group justify="space-between" mt="sm">
          <Group gap="xs">
            <Button variant="default" onClick={() => onGo(index - 1)} disabled={index === 0}>
              {t('assessments.engine.previous')}
            </Button>
            <Button variant="light" color="violet" onClick={() => onToggleMark(id)} aria-pressed={marked}>
              {t(marked ? 'assessments.engine.unmark' : 'assessments.engine.mark')}
            </Button>
            {question.question.question_type !== 'comprehension' && (
              <Button variant="subtle" onClick={() => onAnswer(id, null)}>
                {t('assessments.engine.clear')}
              </Button>
            )}
          </Group>
          <Button onClick={() => onGo(index + 1)} disabled={index === total - 1}>
            {t('assessments.engine.next')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
