import type { ReportAnswer } from '@esc/contracts';
import { Alert, Anchor, Button, NumberInput, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { questionNumber } from '../../../components/question/question-number';
import { useAttemptReport } from '../api/attempt-report.api';
import { useSession } from '../../../lib/session';
import { useMarkingOutbox } from '../api/marking-outbox';
import { marksProblem } from '../utils/marks';
import { ProblemAlert } from './problem-alert.component';
import { QuestionText } from './question-text.component';

interface Entry {
  marks: number | string;
  comment: string;
}

/** One learner's answers waiting for marks, each with a marks field bounded by the question's marks. */
export function AttemptMarking({ attemptId, studentName }: { attemptId: number; studentName: string }) {
  const { t } = useTranslation();
  const report = useAttemptReport(attemptId);
  if (report.isError) {
    return (
      <QueryError title={t('authoring.marking.loadError')} error={report.error} onRetry={() => void report.refetch()} />
    );
  }
  if (!report.data) return <Skeleton h={200} role="status" aria-label={t('common.loading')} />;
  const pending = report.data.answers.filter((a) => a.outcome === 'pending');
  return <MarkingForm attemptId={attemptId} studentName={studentName} answers={pending} />;
}

interface MarkingFormProps {
  attemptId: number;
  studentName: string;
  answers: readonly ReportAnswer[];
}

function MarkingForm({ attemptId, studentName, answers }: MarkingFormProps) {
  const { t } = useTranslation();
  // Through the outbox: marks given with no connection wait on the device and are sent later.
  const outbox = useMarkingOutbox(useSession()?.uuid ?? null, attemptId);
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const [tried, setTried] = useState(false);
  const result = outbox.outcome?.kind === 'saved' ? outbox.outcome.data : null;
  const refused = outbox.outcome?.kind === 'refused' ? outbox.outcome.error : null;
  const entry = (id: number): Entry => entries[id] ?? { marks: '', comment: '' };
  const problems = answers.map((a) => marksProblem(entry(a.question_id).marks, a.marks));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.some((p) => p !== null)) return;
    const marks = answers.map((a) => {
      const e = entry(a.question_id);
      return {
        question_id: a.question_id,
        marks: Number(e.marks),
        ...(e.comment.trim() ? { comment: e.comment.trim() } : {}),
      };
    });
    outbox.save({ attempt_id: attemptId, marks });
  };

  if (result) {
    const text = result.results_published
      ? t('authoring.marking.savedPublished')
      : result.pending_count === 0
        ? t('authoring.marking.savedAll')
        : t('authoring.marking.saved', { count: result.pending_count });
    return (
      <Alert color="green" role="status" data-testid="marking-saved">
        {text}
      </Alert>
    );
  }
  if (answers.length === 0) return <Text c="dimmed">{t('authoring.marking.nothing')}</Text>;
  return (
    <form onSubmit={submit} noValidate aria-label={studentName}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {studentName}
        </Title>
        {answers.map((a, i) => (
          <AnswerToMark
            key={a.question_id}
            answer={a}
            entry={entry(a.question_id)}
            error={tried ? (problems[i] ?? null) : null}
            onChange={(next) => setEntries((prev) => ({ ...prev, [a.question_id]: next }))}
          />
        ))}
        {refused !== null && <ProblemAlert error={refused} />}
        <div role="status">
          {outbox.waiting > 0 && (
            <Text size="sm">{navigator.onLine ? t('authoring.marking.sending') : t('authoring.marking.waiting')}</Text>
          )}
        </div>
        <Button type="submit" loading={outbox.waiting > 0 && navigator.onLine} w="fit-content">
          {t('authoring.marking.save')}
        </Button>
      </Stack>
    </form>
  );
}

interface AnswerToMarkProps {
  answer: ReportAnswer;
  entry: Entry;
  error: 'missing' | 'range' | null;
  onChange: (entry: Entry) => void;
}

function AnswerToMark({ answer, entry, error, onChange }: AnswerToMarkProps) {
  const { t } = useTranslation();
  const order = questionNumber(answer.question_order);
  const text = answer.response?.text ?? null;
  const photos = answer.response?.image_keys ?? [];
  const errorText =
    error === 'missing'
      ? t('authoring.marking.marksMissing', { order })
      : error === 'range'
        ? t('authoring.marking.marksError', { order, max: answer.marks })
        : undefined;
  return (
    <Paper withBorder p="md" radius="md" data-testid="answer-to-mark">
      <Stack gap="sm">
        <Title order={4} size="h5">
          {t('authoring.marking.question', { order })}
        </Title>
        <QuestionText text={answer.stem} images={answer.images} />
        <Text fw={600}>{t('authoring.marking.answer')}</Text>
        {text ? (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
        ) : (
          <Text c="dimmed">{t('authoring.marking.noText')}</Text>
        )}
        {photos.map((key, n) => {
          const link = answer.images.find((img) => img.key === key);
          return link ? (
            <Anchor key={key} href={link.url} target="_blank" rel="noreferrer">
              {t('authoring.marking.photo', { n: n + 1 })}
            </Anchor>
          ) : null;
        })}
        <NumberInput
          label={t('authoring.marking.marksLabel', { order, max: answer.marks })}
          min={0}
          max={answer.marks}
          step={0.5}
          decimalScale={2}
          clampBehavior="none"
          value={entry.marks}
          onChange={(value) => onChange({ ...entry, marks: value })}
          error={errorText}
          required
          w={260}
        />
        <Textarea
          label={t('authoring.marking.comment', { order })}
          value={entry.comment}
          maxLength={2000}
          minRows={2}
          onChange={(e) => onChange({ ...entry, comment: e.currentTarget.value })}
        />
      </Stack>
    </Paper>
  );
}
