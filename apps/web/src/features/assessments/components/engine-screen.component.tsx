import type { StartAttemptData } from '@esc/contracts';
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionView, type QuestionResponse } from '../../../components/question';
import { startOutbox } from '../../../lib/outbox.app';
import { useAttemptAnswers } from '../hooks/use-attempt-answers.hook';
import { useAttemptClock } from '../hooks/use-attempt-clock.hook';
import { useOnline } from '../hooks/use-online.hook';
import { useSubmitAttempt } from '../hooks/use-submit-attempt.hook';
import { isQuestionAnswered, orderedQuestions, paletteState, typeIndex } from '../utils/engine-questions';
import { AttemptTimer } from './attempt-timer.component';
import { SaveStatus } from './offline-banner.component';
import { QuestionPalette } from './question-palette.component';
import { SubmitDialog } from './submit-dialog.component';
import { SubmittedPanel } from './submitted-panel.component';

interface EngineScreenProps {
  attempt: StartAttemptData;
  /** Browser time when the attempt's answer arrived: with server_time_ms it gives the clock offset. */
  receivedAtMs: number;
}

function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The test engine: one question at a time, the palette, the timer, answers kept and sent, submit. */
export function EngineScreen({ attempt, receivedAtMs }: EngineScreenProps) {
  const { t } = useTranslation();
  const questions = useMemo(() => orderedQuestions(attempt), [attempt]);
  const types = useMemo(() => typeIndex(attempt), [attempt]);
  const typeOf = useCallback((id: number) => types.get(id) ?? 'single', [types]);
  const { answers, answer, toggleMark, addTime, recordTyping, pendingCount } = useAttemptAnswers(attempt, typeOf);
  const [current, setCurrent] = useState(0);
  const [visited, setVisited] = useState<Set<number>>(() => new Set([0]));
  const [confirming, setConfirming] = useState(false);
  const online = useOnline();
  const headingRef = useRef<HTMLDivElement>(null);
  const shownAt = useRef(0);
  const { submit, submitting, failed, result } = useSubmitAttempt(attempt.attempt_id, recordTyping);
  const offsetMs = attempt.timing.server_time_ms - receivedAtMs;
  const clock = useAttemptClock({
    deadlineMs: attempt.timing.deadline_ms,
    startedAtMs: Date.parse(attempt.timing.started_at),
    offsetMs,
    onTimeUp: () => void submit(true),
  });
  const paper = attempt.paper[0];
  const question = questions[current];

  const go = useCallback(
    (index: number) => {
      if (index < 0 || index >= questions.length || index === current) return;
      const leaving = questions[current];
      if (leaving) addTime(leaving.question.question_id, Date.now() - shownAt.current);
      shownAt.current = Date.now();
      recordTyping();
      setCurrent(index);
      setVisited((seen) => new Set(seen).add(index));
      // Screen readers start at the new question.
      requestAnimationFrame(() => headingRef.current?.focus());
    },
    [questions, current, addTime, recordTyping],
  );

  // Time on a question counts from when it was shown.
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  // The outbox resends when the browser is back online; started here too in case the app's start-up has not yet.
  useEffect(() => startOutbox(), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isFormField(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'n' || key === 'arrowright') go(current + 1);
      else if (key === 'p' || key === 'arrowleft') go(current - 1);
      else if (key === 'm' && question) toggleMark(question.question.question_id);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, current, question, toggleMark]);

  if (result) return <SubmittedPanel attempt={attempt} result={result} />;
  if (!question || !paper) return null;

  const responses: Record<number, QuestionResponse | undefined> = {};
  for (const [id, state] of answers) responses[id] = state.response;
  const states = questions.map((q, i) => paletteState(q, answers, visited.has(i)));
  const answeredCount = questions.filter((q) => isQuestionAnswered(q, answers)).length;
  const section = attempt.sections.find((s) => s.paper_section_id === question.paper_section_id);
  const marked = answers.get(question.question.question_id)?.isMarked ?? false;
  const comprehension = question.question.question_type === 'comprehension';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h3">
          {paper.paper_name}
        </Title>
        <Stack gap={2} align="flex-end">
          <AttemptTimer leftMs={clock.leftMs} warning={clock.warning} />
        </Stack>
      </Group>
      {attempt.resumed && <Text size="sm">{t('assessments.engine.resumed')}</Text>}
      <SaveStatus online={online} pendingCount={pendingCount} />
      {failed && (
        <Alert color="red" role="alert">
          {t('assessments.engine.submitError')}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="engine-question-position">
            <Stack gap="sm">
              <div ref={headingRef} tabIndex={-1}>
                <Text size="sm" c="dimmed" id="engine-question-position">
                  {t('assessments.engine.questionOf', { n: current + 1, total: questions.length })}
                  {section ? ` · ${t('assessments.engine.section', { name: section.section_name })}` : ''}
                </Text>
              </div>
              <QuestionView
                key={question.question.question_id}
                question={question.question}
                childQuestions={question.children}
                number={current + 1}
                responses={responses}
                onAnswer={answer}
              />
              <Group justify="space-between" mt="sm">
                <Group gap="xs">
                  <Button variant="default" onClick={() => go(current - 1)} disabled={current === 0}>
                    {t('assessments.engine.previous')}
                  </Button>
                  <Button
                    variant="light"
                    color="violet"
                    onClick={() => toggleMark(question.question.question_id)}
                    aria-pressed={marked}
                  >
                    {t(marked ? 'assessments.engine.unmark' : 'assessments.engine.mark')}
                  </Button>
                  {!comprehension && (
                    <Button variant="subtle" onClick={() => answer(question.question.question_id, null)}>
                      {t('assessments.engine.clear')}
                    </Button>
                  )}
                </Group>
                <Button onClick={() => go(current + 1)} disabled={current === questions.length - 1}>
                  {t('assessments.engine.next')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <QuestionPalette states={states} current={current} onGo={go} />
            <Text size="xs" c="dimmed">
              {t('assessments.instructions.keys')}
            </Text>
            <Button color="green" onClick={() => setConfirming(true)} loading={submitting}>
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
