import type { ReportAnswer } from '@esc/contracts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QuestionView, RichText, type QuestionFace, type QuestionResponse } from '../../../components/question';
import { describeAnswer, seconds } from '../utils/report-format';

// Filled badges: shades whose text (white, or black on yellow) keeps 4.5:1 (green.8 and orange.8 do not).
const OUTCOME_COLOR: Record<string, string> = {
  correct: 'teal.9',
  partial: 'yellow.9',
  wrong: 'red.9',
  unanswered: 'gray',
  dropped: 'blue',
  pending: 'violet.8',
};

function faceOf(answer: ReportAnswer): QuestionFace {
  return {
    question_id: answer.question_id,
    parent_question_id: answer.parent_question_id,
    question_type: answer.question_type,
    language_id: 1,
    stem: answer.stem,
    options: answer.options,
    match_left: answer.match_left,
    images: answer.images,
    blank_count: Math.max(answer.response?.blanks?.length ?? 0, answer.correct_answer?.blanks.length ?? 0),
    marks: answer.marks,
    negative_marks: answer.negative_marks,
    difficulty: 0,
  };
}

/**
 * One answer of the report: the question with the learner's answer (read only), the outcome and
 * marks, and the correct answer and explanation only when the server sent them (setting 10/11).
 */
export function ReportAnswerView({ answer, number }: { answer: ReportAnswer; number: number }) {
  const { t } = useTranslation();
  const outcome = answer.outcome in OUTCOME_COLOR ? answer.outcome : 'pending';
  const yours = describeAnswer(answer, answer.response, t);
  const correct = describeAnswer(answer, answer.correct_answer, t);
  const responses: Record<number, QuestionResponse> = {
    [answer.question_id]: (answer.response ?? null) as QuestionResponse,
  };
  return (
    <Paper withBorder p="md" component="article" data-testid="report-answer">
      <Stack gap="sm">
        <QuestionView question={faceOf(answer)} number={number} responses={responses} readOnly headingOrder={3} />
        <Group gap="xs">
          <Badge color={OUTCOME_COLOR[outcome]} autoContrast>
            {t(`assessments.report.outcome.${outcome as 'correct'}`)}
          </Badge>
          {answer.marks_awarded !== null && (
            <Text size="sm">
              {t('assessments.report.marksAwarded', { marks: answer.marks_awarded, max: answer.marks })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {seconds(answer.time_spent_ms)} {t('assessments.report.seconds')}
          </Text>
        </Group>
        <Text size="sm">
          <strong>{t('assessments.report.yourAnswer')}:</strong>{' '}
          {yours ? <RichText text={yours} inline /> : t('assessments.report.noAnswer')}
        </Text>
        {correct && (
          <Text size="sm">
            <strong>{t('assessments.report.correctAnswer')}:</strong> <RichText text={correct} inline />
          </Text>
        )}
        {answer.teacher_comment && (
          <Text size="sm">{t('assessments.report.teacherComment', { comment: answer.teacher_comment })}</Text>
        )}
        {answer.explanation && (
          <Stack gap={4}>
            <Title order={4} size="h6">
              {t('assessments.report.explanation')}
            </Title>
            <RichText text={answer.explanation} images={answer.images} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
