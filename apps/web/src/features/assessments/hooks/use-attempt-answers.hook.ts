import type { StartAttemptData } from '@esc/contracts';
import {
  pauseQuestionClock,
  resumeQuestionClock,
  showQuestion,
  startQuestionClock,
  timeOnQuestion,
  type QuestionClock,
} from '@esc/domain';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { QuestionResponse } from '../../../components/question';
import { appOutbox } from '../../../lib/outbox.app';
import { answerOutbox } from '../utils/answer-outbox.app';
import { mergeAnswers, type AnswerState } from '../utils/answer-outbox';

/** Typed answers wait this long for the next key before they are recorded (the outbox keeps each one). */
const TYPING_PAUSE_MS = 600;
const TYPED = new Set(['integer', 'numeric', 'fill_blank', 'subjective']);

/**
 * The attempt's answers: what the server saved merged with what this device still holds, each new
 * answer recorded in the outbox as it is given (typed ones after a short pause, and at once when the
 * page is hidden or the question changes), and how many still wait for the server.
 */
export function useAttemptAnswers(
  attempt: StartAttemptData,
  typeOf: (questionId: number) => string,
  /** The attempt's own time since its start (the engine's count of the server's clock). */
  elapsedNow: () => number,
) {
  const attemptId = attempt.attempt_id;
  const grant = attempt.timing.attempt_grant;
  const [answers, setAnswers] = useState<Map<number, AnswerState>>(() => {
    answerOutbox.syncSeq(attemptId, attempt.next_seq);
    return mergeAnswers(attempt.answers, answerOutbox.pending(attemptId));
  });
  const answersRef = useRef(answers);
  const typing = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  // Time per question: counted while the question is on screen and the tab visible.
  const clock = useRef<QuestionClock | null>(null);
  clock.current ??= startQuestionClock(Object.fromEntries([...answers].map(([id, state]) => [id, state.timeSpentMs])));

  // After a reload the outbox loads from IndexedDB after the first draw: the answers still waiting on
  // this device join then (an answer being typed meanwhile stays as typed).
  const { answers: saved, next_seq: serverNextSeq } = attempt;
  useEffect(() => {
    let live = true;
    void appOutbox.ready.then(() => {
      const waiting = answerOutbox.pending(attemptId);
      if (!live || waiting.length === 0) return;
      answerOutbox.syncSeq(attemptId, serverNextSeq);
      const next = mergeAnswers(saved, waiting);
      for (const questionId of typing.current.keys()) {
        const typed = answersRef.current.get(questionId);
        if (typed) next.set(questionId, typed);
      }
      answersRef.current = next;
      setAnswers(next);
    });
    return () => {
      live = false;
    };
  }, [attemptId, saved, serverNextSeq]);

  const pendingCount = useSyncExternalStore(
    (listener) => appOutbox.watch(listener),
    () => answerOutbox.pendingCount(attemptId),
    () => 0,
  );

  const record = useCallback(
    (questionId: number) => {
      const timer = typing.current.get(questionId);
      if (timer !== undefined) clearTimeout(timer);
      typing.current.delete(questionId);
      const state = answersRef.current.get(questionId);
      answerOutbox.record(
        attemptId,
        {
          question_id: questionId,
          response: state?.response ?? null,
          is_marked: state?.isMarked ?? false,
          time_spent_ms: Math.min(86_400_000, timeOnQuestion(clock.current!, questionId, Date.now())),
          elapsed_ms: Math.min(604_800_000, elapsedNow()),
        },
        grant,
      );
    },
    [attemptId, grant, elapsedNow],
  );

  /** Records every typed answer still waiting for its pause (leaving the question, the page, submitting). */
  const recordTyping = useCallback(() => {
    for (const questionId of [...typing.current.keys()]) record(questionId);
  }, [record]);

  const update = useCallback(
    (questionId: number, change: Partial<AnswerState>, typed: boolean) => {
      const current = answersRef.current.get(questionId) ?? { response: null, seq: 0, isMarked: false, timeSpentMs: 0 };
      const next = new Map(answersRef.current);
      next.set(questionId, { ...current, ...change });
      answersRef.current = next;
      setAnswers(next);
      if (!typed) {
        record(questionId);
        return;
      }
      const timer = typing.current.get(questionId);
      if (timer !== undefined) clearTimeout(timer);
      typing.current.set(
        questionId,
        setTimeout(() => record(questionId), TYPING_PAUSE_MS),
      );
    },
    [record],
  );

  const answer = useCallback(
    (questionId: number, response: QuestionResponse) => update(questionId, { response }, TYPED.has(typeOf(questionId))),
    [update, typeOf],
  );
  const toggleMark = useCallback(
    (questionId: number) =>
      update(questionId, { isMarked: !(answersRef.current.get(questionId)?.isMarked ?? false) }, false),
    [update],
  );
  /**
   * A question is shown: the one that was on screen stops counting and, when it has an answer, is
   * recorded again with its time (a choice is recorded when chosen, before the time after it).
   */
  const show = useCallback(
    (questionId: number) => {
      const leaving = clock.current!.questionId;
      if (leaving !== null && leaving !== questionId && answersRef.current.has(leaving)) record(leaving);
      recordTyping();
      clock.current = showQuestion(clock.current!, questionId, Date.now(), document.visibilityState !== 'hidden');
    },
    [record, recordTyping],
  );

  /** Records the question on screen with its time so far (before a submit), when it has an answer. */
  const recordCurrent = useCallback(() => {
    recordTyping();
    const open = clock.current!.questionId;
    if (open !== null && answersRef.current.has(open)) record(open);
  }, [record, recordTyping]);

  // A hidden page may never come back: what is being typed is recorded now (it is kept on the device),
  // and the question on screen stops counting until the page is visible again.
  useEffect(() => {
    const onHide = () => {
      recordTyping();
      clock.current = pauseQuestionClock(clock.current!, Date.now());
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
      else clock.current = resumeQuestionClock(clock.current!, Date.now());
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      recordTyping();
    };
  }, [recordTyping]);

  return { answers, answer, toggleMark, show, recordCurrent, pendingCount };
}
