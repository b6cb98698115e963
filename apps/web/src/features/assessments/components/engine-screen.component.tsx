import type { SaveAnswersBody, StartAttemptData } from '@esc/contracts';
import { readAttemptClock, serverNowFrom, type AttemptClockAnchor } from '@esc/domain';
import { Alert, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { QuestionResponse } from '../../../components/question';
import { appOutbox, startOutbox } from '../../../lib/outbox.app';
import { setTestInProgress } from '../../../lib/test-in-progress';
import { ANSWER_TAG } from '../utils/answer-outbox';
import { useAnswerAcks } from '../hooks/use-answer-acks.hook';
import { useAttemptAnswers } from '../hooks/use-attempt-answers.hook';
import { useEngineKeys } from '../hooks/use-engine-keys.hook';
import { ShortcutsSwitch, useShortcutsSetting } from './shortcuts-switch.component';
import { useOnline } from '../hooks/use-online.hook';
import { useSubmitAttempt, useSubmitWaiting } from '../hooks/use-submit-attempt.hook';
import { isQuestionAnswered, orderedQuestions, paletteState, typeIndex } from '../utils/engine-questions';
import { EngineTimer } from './attempt-timer.component';
import { EngineQuestionPanel } from './engine-question-panel.component';
import { SaveStatus } from './offline-banner.component';
import { QuestionPalette } from './question-palette.component';
import { SubmitDialog } from './submit-dialog.component';
import { QueuedSubmitPanel, SubmittedPanel } from './submitted-panel.component';
import { attemptStore } from '../utils/attempt-store.app';

/** How often the engine writes the server's time as it counts it, for a reload with no network. */
const CHECKPOINT_MS = 5_000;

interface EngineScreenProps {
  attempt: StartAttemptData;
  /** The server's time beside the monotonic clock, taken when the attempt arrived (or resumed from the device). */
  anchor: AttemptClockAnchor;
  /** Where the attempt is kept on the device (attempt-store.ts). */
  storeKey: string;
  /** Opened from the device, the server out of reach. */
  fromDevice?: boolean;
  /** Submitted on this device before; the submit waits in the outbox. */
  submittedOffline?: boolean;
}

/** The test engine: one question at a time, the palette, the timer, answers kept and sent, submit. */
export function EngineScreen({
  attempt,
  anchor: firstAnchor,
  storeKey,
  fromDevice,
  submittedOffline,
}: EngineScreenProps) {
  const { t } = useTranslation();
  const questions = useMemo(() => orderedQuestions(attempt), [attempt]);
  const types = useMemo(() => typeIndex(attempt), [attempt]);
  const typeOf = useCallback((id: number) => types.get(id) ?? 'single', [types]);
  const acks = useAnswerAcks(attempt.attempt_id, attempt.timing.deadline_ms, firstAnchor);
  const { anchor } = acks;
  const startedAtMs = Date.parse(attempt.timing.started_at);
  // Each answer carries the attempt's own time since its start, by the monotonic clock.
  const elapsedNow = useCallback(
    () => readAttemptClock({ startedAtMs, deadlineMs: acks.deadlineMs }, anchor, performance.now()).elapsedMs,
    [startedAtMs, acks.deadlineMs, anchor],
  );
  const { answers, answer, toggleMark, show, recordCurrent, pendingCount } = useAttemptAnswers(
    attempt,
    typeOf,
    elapsedNow,
  );
  const [current, setCurrent] = useState(0);
  const [visited, setVisited] = useState<Set<number>>(() => new Set([0]));
  const [confirming, setConfirming] = useState(false);
  const online = useOnline();
  const headingRef = useRef<HTMLDivElement>(null);
  const checkpoint = useCallback(
    (submitted?: boolean) =>
      void attemptStore
        .checkpoint(storeKey, { serverMs: serverNowFrom(anchor, performance.now()), deviceMs: Date.now() }, submitted)
        .catch(() => undefined),
    [storeKey, anchor],
  );
  const submitOptions = useMemo(
    () => ({
      grant: attempt.timing.attempt_grant,
      elapsedNow,
      onDone: () => void attemptStore.removeAttempt(attempt.attempt_id).catch(() => undefined),
      onQueued: () => checkpoint(true),
    }),
    [attempt, elapsedNow, checkpoint],
  );
  // Before the submit: what is being typed, and the open question with its time (if it was answered).
  const beforeSubmit = recordCurrent;
  const { submit, submitting, failed, queued, result } = useSubmitAttempt(
    attempt.attempt_id,
    beforeSubmit,
    submitOptions,
  );
  const submitWaiting = useSubmitWaiting(attempt.attempt_id);
  const paper = attempt.paper[0];
  const question = questions[current];

  // Answers the server acknowledged are kept with the paper on the device, for a reload offline.
  useEffect(
    () =>
      appOutbox.subscribe((event) => {
        const body = event.entry.body as SaveAnswersBody | null;
        if (
          event.type !== 'acknowledged' ||
          event.entry.tag !== ANSWER_TAG ||
          body?.attempt_id !== attempt.attempt_id
        ) {
          return;
        }
        void attemptStore.rememberSaved(storeKey, body.answers).catch(() => undefined);
      }),
    [attempt.attempt_id, storeKey],
  );

  // A submit made on this device and since sent: the paper kept here is of no more use.
  useEffect(() => {
    if (submittedOffline && !submitWaiting) void attemptStore.removeAttempt(attempt.attempt_id).catch(() => undefined);
  }, [submittedOffline, submitWaiting, attempt.attempt_id]);

  // The server's time as counted, written every few seconds: a reload with no network resumes from it.
  useEffect(() => {
    const timer = setInterval(() => checkpoint(), CHECKPOINT_MS);
    return () => clearInterval(timer);
  }, [checkpoint]);

  const go = useCallback(
    (index: number) => {
      const next = questions[index];
      if (!next || index === current) return;
      show(next.question.question_id);
      setCurrent(index);
      setVisited((seen) => new Set(seen).add(index));
      // Screen readers start at the new question.
      requestAnimationFrame(() => headingRef.current?.focus());
    },
    [questions, current, show],
  );

  // Time on a question counts from when it is shown: the first one when the engine opens.
  const firstId = questions[0]?.question.question_id;
  useEffect(() => {
    if (firstId !== undefined) show(firstId);
  }, [firstId, show]);

  // The outbox resends when the browser is back online; started here too in case the app's start-up has not yet.
  useEffect(() => startOutbox(), []);

  const markCurrent = useCallback(() => {
    if (question) toggleMark(question.question.question_id);
  }, [question, toggleMark]);
  const [shortcuts, setShortcuts] = useShortcutsSetting();
  useEngineKeys({ current, go, onMark: markCurrent, enabled: shortcuts && !confirming });

  // While the attempt runs, a new version of the app waits: it is never offered or swapped under the learner.
  const running = !result && !queued && !submittedOffline;
  useEffect(() => {
    setTestInProgress(running);
    return () => setTestInProgress(false);
  }, [running]);

  if (result) return <SubmittedPanel attempt={attempt} result={result} />;
  if (queued || submittedOffline) {
    return <QueuedSubmitPanel attempt={attempt} pendingCount={pendingCount} sent={!submitWaiting} />;
  }
  if (!question || !paper) return null;

  const responses: Record<number, QuestionResponse | undefined> = {};
  for (const [id, state] of answers) responses[id] = state.response;
  const states = questions.map((q, i) => paletteState(q, answers, visited.has(i)));
  const answeredCount = questions.filter((q) => isQuestionAnswered(q, answers)).length;
  const section = attempt.sections.find((s) => s.paper_section_id === question.paper_section_id);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h3">
          {paper.paper_name}
        </Title>
        <Stack gap={2} align="flex-end">
          <EngineTimer
            deadlineMs={acks.deadlineMs}
            startedAtMs={startedAtMs}
            anchor={anchor}
            onTimeUp={() => void submit(true)}
          />
        </Stack>
      </Group>
      {attempt.resumed && <Text size="sm">{t('assessments.engine.resumed')}</Text>}
      {fromDevice && <Text size="sm">{t('assessments.engine.fromDevice')}</Text>}
      <SaveStatus online={online} pendingCount={pendingCount} />
      {!online && paper.online_only && (
        <Alert color="red" role="alert">
          {t('assessments.engine.onlineOnlyOffline')}
        </Alert>
      )}
      {acks.refused > 0 && (
        <Alert color="red" role="alert">
          {t('assessments.engine.refused', { count: acks.refused })}
        </Alert>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {t('assessments.engine.submitError')}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <EngineQuestionPanel
            question={question}
            index={current}
            total={questions.length}
            sectionName={section?.section_name ?? null}
            responses={responses}
            marked={answers.get(question.question.question_id)?.isMarked ?? false}
            onAnswer={answer}
            onGo={go}
            onToggleMark={toggleMark}
            headingRef={headingRef}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <QuestionPalette states={states} current={current} onGo={go} />
            <ShortcutsSwitch on={shortcuts} onChange={setShortcuts} />
            <Button color="teal.9" onClick={() => setConfirming(true)} loading={submitting}>
              {t('assessments.engine.submit')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
      <SubmitDialog
        opened={confirming}
        answered={answeredCount}
        total={questions.length}
        submitting={submitting}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void submit(false);
        }}
      />
    </Stack>
  );
}
