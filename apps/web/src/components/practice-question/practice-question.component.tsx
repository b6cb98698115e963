import type { CheckPracticeAnswerData, PracticeOutcome, QuestionFace } from '@esc/contracts';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { QuestionView, RichText } from '../question';
import { keyLines } from './practice-key';
import './practice-question.strings';
import { usePracticeCheck } from './use-practice-check.hook';

export interface PracticeQuestionProps {
  question: QuestionFace;
  /** Practised from learn-list homework (its assignment): the checks name it. */
  homeworkAssignId?: number | null;
  /** A comprehension's children: each is answered and checked under the passage. */
  childQuestions?: QuestionFace[];
  /** The passage a comprehension's child belongs to, shown above it to read. */
  passage?: QuestionFace | null;
  number: number | string;
  languageId?: number;
  headingOrder?: 2 | 3;
  /** Told once per check, with the outcome of each question checked. */
  onChecked?: (outcomes: PracticeOutcome[]) => void;
}

const COLOR: Record<PracticeOutcome, string> = { correct: 'green', incorrect: 'red', partial: 'yellow' };
// The light variant draws its title in the colour itself, too faint on its tint: the text's colour instead.
const TITLE_STYLES = { title: { color: 'var(--mantine-color-text)' } };

function Solution({ question, result }: { question: QuestionFace; result: CheckPracticeAnswerData }) {
  const { t } = useTranslation();
  const lines = keyLines(question, result.answer, t);
  return (
    // Not an alert: the status region below the button has said the result once already.
    <Alert
      color={COLOR[result.outcome]}
      variant="light"
      role="group"
      styles={TITLE_STYLES}
      aria-label={t(`practiceQuestion.result.${result.outcome}`)}
      title={t(`practiceQuestion.result.${result.outcome}`)}
    >
      <Stack gap="xs">
        <Text size="sm">{t('practiceQuestion.marks', { marks: result.marks, max: result.max_marks })}</Text>
        {lines.length > 0 && (
          <div>
            <Text fw={600} size="sm">
              {t('practiceQuestion.key')}
            </Text>
            <List size="sm" spacing={2}>
              {lines.map((line, i) => (
                <List.Item key={i}>
                  <RichText text={line} inline />
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <div>
          <Text fw={600} size="sm">
            {t('practiceQuestion.explanation')}
          </Text>
          {result.explanation ? (
            <RichText text={result.explanation} images={question.images} />
          ) : (
            <Text size="sm">{t('practiceQuestion.noExplanation')}</Text>
          )}
        </div>
      </Stack>
    </Alert>
  );
}

/**
 * One question to practise, outside a paper: the test engine's renderer and inputs, "Check my answer",
 * then right or wrong with the key and the explanation. The result is announced once through a
 * status region that is on the page before it fills, so screen readers read it as it arrives.
 */
export function PracticeQuestion(props: PracticeQuestionProps) {
  const { t } = useTranslation();
  const { question, childQuestions = [], passage, number, languageId, headingOrder = 2, onChecked } = props;
  const checkables = question.question_type === 'comprehension' ? childQuestions : [question];
  const practice = usePracticeCheck(checkables, {
    number,
    languageId,
    onChecked,
    homeworkAssignId: props.homeworkAssignId,
  });
  const { results, checked, locked, check, summary } = practice;
  return (
    <Stack gap="md">
      {passage && (
        <Paper withBorder p="sm" component="section" aria-label={t('practiceQuestion.passage')}>
          <Title order={headingOrder} size="h5" mb="xs">
            {t('practiceQuestion.passage')}
          </Title>
          <RichText text={passage.stem} images={passage.images} />
        </Paper>
      )}
      <QuestionView
        question={question}
        childQuestions={childQuestions}
        number={number}
        responses={practice.responses}
        headingOrder={headingOrder}
        readOnly={checked}
        onAnswer={practice.answer}
      />
      <Group gap="sm">
        {/* Kept while and after checking (aria-disabled, never removed or disabled), so keyboard focus stays here. */}
        <Button
          onClick={() => {
            if (!locked) check.mutate();
          }}
          disabled={practice.answeredCount === 0}
          data-disabled={locked || undefined}
          aria-disabled={locked || undefined}
        >
          {check.isPending ? t('practiceQuestion.checking') : t('practiceQuestion.check')}
        </Button>
        {!checked && practice.answeredCount === 0 && (
          <Text size="sm" c="dimmed">
            {t('practiceQuestion.answerFirst')}
          </Text>
        )}
      </Group>
      <div role="status" aria-live="polite" aria-atomic="true">
        {summary && <Text fw={600}>{summary}</Text>}
      </div>
      {check.isError && (
        <Alert color="red" role="alert" title={t('practiceQuestion.checkError')}>
          {/* The access gate's refusal is written for the learner (what their package lacks). */}
          {isApiError(check.error) && check.error.errorCode === 'FORBIDDEN' && check.error.message
            ? check.error.message
            : errorMessage(check.error, t)}
        </Alert>
      )}
      {checkables
        .filter((q) => results[q.question_id])
        .map((q) => (
          <Solution key={q.question_id} question={q} result={results[q.question_id]!} />
        ))}
    </Stack>
  );
}
