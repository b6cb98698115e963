import type { SubmitAttemptData } from '@esc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { submitAttempt } from '../api/attempt.api';
import { assessmentKeys } from '../api/assessments.keys';
import { answerOutbox } from '../utils/answer-outbox.app';

const AUTO_RETRY_MS = 10_000;

/**
 * Submits the attempt: first the outbox is flushed, then submitAttempt carries whatever still waits
 * (a submit counts once, and so does each answer id). Answers the submit acknowledged leave the
 * outbox. A failed submit keeps everything; an automatic one (the deadline) tries again.
 */
export function useSubmitAttempt(attemptId: number, beforeSubmit: () => void) {
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<SubmitAttemptData | null>(null);
  const inFlight = useRef(false);
  const retry = useRef<((auto: boolean) => Promise<void>) | null>(null);

  const submit = useCallback(
    async (auto: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setFailed(false);
      beforeSubmit();
      try {
        await answerOutbox.flush().catch(() => undefined);
        const waiting = answerOutbox.pending(attemptId);
        const data = await submitAttempt(attemptId, waiting);
        answerOutbox.discard(data.acknowledged.map((ack) => ack.client_answer_id));
        answerOutbox.forget(attemptId);
        setResult(data);
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
      } catch {
        setFailed(true);
        if (auto) setTimeout(() => void retry.current?.(true), AUTO_RETRY_MS);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [attemptId, beforeSubmit, queryClient],
  );

  useEffect(() => {
    retry.current = submit;
  }, [submit]);

  return { submit, submitting, failed, result };
}
