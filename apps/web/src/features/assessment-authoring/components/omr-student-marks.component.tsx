import type { StudentActivityData } from '@esc/contracts';
import { Alert, Button, Group, NumberInput, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAttemptReport } from '../api/attempt-report.api';
import { useEvaluateAnswers } from '../api/evaluate-answers.api';
import { numberText } from '../utils/format';
import { marksProblem } from '../utils/marks';
import { ProblemAlert } from './problem-alert.component';

export interface SheetQuestion {
  questionId: number;
  /** 1-based, as the paper shows it. */
  order: number;
  max: number;
}

type Student = StudentActivityData['students'][number];
type Entries = Record<number, number | string>;

interface Props {
  assignId: number;
  student: Student;
  questions: readonly SheetQuestion[];
}

/** One student's marks: marks saved before are read from their attempt, so the sheet opens as it was left. */
export function OmrStudentMarks(props: Props) {
  const { t } = useTranslation();
  // Only the attempt there was when the sheet opened is waited for: the one a save makes must not
  // swap the form for a placeholder (the teacher's focus and typing stay where they are).
  const [attemptId] = useState(props.student.attempt_id);
  const report = useAttemptReport(attemptId);
  if (attemptId !== null && !report.data && !report.isError) {
    return <Skeleton h={90} role="status" aria-label={t('common.loading')} />;
  }
  const saved: Entries = {};
  for (const a of report.data?.answers ?? []) {
    if (a.marks_awarded !== null && a.outcome !== 'pending') saved[a.question_id] = a.marks_awarded;
  }
  return (
    <StudentForm {...props} saved={saved} score={props.student.attempt_id !== null ? props.student.score : null} />
  );
}

function StudentForm({ assignId, student, questions, saved, score }: Props & { saved: Entries; score: number | null }) {
  const { t } = useTranslation();
  const evaluate = useEvaluateAnswers();
  const [entries, setEntries] = useState<Entries>(saved);
  const [tried, setTried] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [savedScore, setSavedScore] = useState<number | null>(score);
  const value = (q: SheetQuestion) => entries[q.questionId] ?? '';
  const problems = questions.map((q) => marksProblem(value(q), q.max));
  const wrong = problems.filter((p) => p !== null).length;
  const headingId = `omr-student-${student.uuid}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (wrong > 0) return;
    const marks = questions.map((q) => ({ question_id: q.questionId, marks: Number(value(q)) }));
    evaluate.mutate(
      { assign_id: assignId, student_uuid: student.uuid, marks },
      {
        onSuccess: (result) => {
          setDirty(false);
          setSavedScore(result.score);
        },
      },
    );
  };

  const errorOf = (q: SheetQuestion, i: number) => {
    if (!tried || problems[i] === null) return undefined;
    return problems[i] === 'missing'
      ? t('authoring.omr.marksMissing', { order: q.order })
      : t('authoring.omr.marksError', { order: q.order, max: numberText(q.max) });
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="omr-student">
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h5" id={headingId}>
              {student.name}
              {student.section_name && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  · {student.section_name}
                </Text>
              )}
            </Title>
            <Text size="sm" role="status" data-testid="omr-state">
              {dirty
                ? t('authoring.omr.changed')
                : savedScore !== null
                  ? t('authoring.omr.saved', { score: numberText(savedScore) })
                  : t('authoring.omr.notSaved')}
            </Text>
          </Group>
          <Group gap="sm" align="flex-start">
            {questions.map((q, i) => (
              <NumberInput
                key={q.questionId}
                label={t('authoring.omr.question', { order: q.order })}
                description={t('authoring.omr.max', { max: numberText(q.max) })}
                aria-label={t('authoring.omr.marksLabel', {
                  name: student.name,
                  order: q.order,
                  max: numberText(q.max),
                })}
                min={0}
                max={q.max}
                step={0.5}
                decimalScale={2}
                clampBehavior="none"
                allowNegative={false}
                value={value(q)}
                onChange={(v) => {
                  setEntries((prev) => ({ ...prev, [q.questionId]: v }));
                  setDirty(true);
                }}
                error={errorOf(q, i)}
                w={110}
              />
            ))}
          </Group>
          {tried && wrong > 0 && (
            <Alert color="red" role="alert">
              {t('authoring.omr.fix', { name: student.name, count: wrong })}
            </Alert>
          )}
          {evaluate.isError && <ProblemAlert error={evaluate.error} />}
          <Button type="submit" loading={evaluate.isPending} w="fit-content" variant={dirty ? 'filled' : 'default'}>
            {t('authoring.omr.save', { name: student.name })}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
