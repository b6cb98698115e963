import type { SubmitAttemptData } from '@esc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { OUTBOX_STORAGE_KEY } from '../../../lib/outbox';
import { subscribeKey } from '../../../lib/storage';
import { appOutbox } from '../../../lib/outbox.app';
import { readSession } from '../../../lib/session';
import { SUBMIT_ATTEMPT_PATH, submitAttempt, submitAttemptBody } from '../api/attempt.api';
import { assessmentKeys } from '../api/assessments.keys';
import { answerOutbox } from '../utils/answer-outbox.app';
import { isLinkDown } from '../utils/open-attempt';

const AUTO_RETRY_MS = 10_000;
/** The outbox's kind for a submit waiting for the link. */
export const SUBMIT_TAG = 'attempt-submit';
/** The submit's client-made id in the outbox: one per attempt (queued twice, it is kept once; the server closes an attempt once). */
export const submitEntryId = (attemptId: number) => `submit-${attemptId}`;

export interface SubmitOptions {
  /** The server's signed attempt grant. */
  grant: string;
  /** The attempt's own time since its start (the engine's count of the server's clock). */
  elapsedNow: () => number;
  /** The submit was acknowledged: the paper kept on the device is put aside. */
  onDone: () => void;
  /** The link is down: the submit waits in the outbox (it is kept on the device as submitted). */
  onQueued: () => void;
}

/**
 * Submits the attempt: first the outbox is flushed, then submitAttempt carries whatever still waits
 * (a submit counts once, and so does each answer id). Answers the submit acknowledged leave the
 * outbox. With the link down (the deadline passing offline too) the submit waits in the outbox with
 * the time it was made and the answers still waiting, and is sent when the link returns. Another failure keeps everything; an automatic submit (the deadline) tries again.
 */
export function useSubmitAttempt(attemptId: number, beforeSubmit: () => void, options: SubmitOptions) {
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [queued, setQueued] = useState(false);
  const [result, setResult] = useState<SubmitAttemptData | null>(null);
  const inFlight = useRef(false);
  const retry = useRef<((auto: boolean) => Promise<void>) | null>(null);
  const { grant, elapsedNow, onDone, onQueued } = options;

  const queue = useCallback(
    (elapsedMs: number) => {
      const owner = readSession()?.uuid;
      if (!owner) return false;
      // The answers still waiting ride along (the last 200 by seq: the call's bound), so the submit
      // never reaches the server before them, whichever the outbox sends first.
      const waiting = answerOutbox.pending(attemptId).slice(-200);
      const body = submitAttemptBody(attemptId, waiting, { grant, elapsedMs });
      appOutbox.enqueue({ id: submitEntryId(attemptId), tag: SUBMIT_TAG, owner, path: SUBMIT_ATTEMPT_PATH, body });
      return true;
    },
    [attemptId, grant],
  );

  const submit = useCallback(
    async (auto: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setFailed(false);
      beforeSubmit();
      const elapsedMs = elapsedNow();
      try {
        await answerOutbox.flush().catch(() => undefined);
        const waiting = answerOutbox.pending(attemptId);
        const data = await submitAttempt(attemptId, waiting, { grant, elapsedMs });
        answerOutbox.discard(data.acknowledged.map((ack) => ack.client_answer_id));
        answerOutbox.forget(attemptId);
        setResult(data);
        onDone();
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
      } catch (error) {
        if (isLinkDown(error) && queue(elapsedMs)) {
          setQueued(true);
          onQueued();
        } else {
          setFailed(true);
          if (auto) setTimeout(() => void retry.current?.(true), AUTO_RETRY_MS);
        }
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [attemptId, beforeSubmit, queryClient, grant, elapsedNow, onDone, onQueued, queue],
  );

  useEffect(() => {
    retry.current = submit;
  }, [submit]);

  // A submit that waited in the outbox is acknowledged when the link returns: its answer is the result.
  useEffect(
    () =>
      appOutbox.subscribe((event) => {
        if (event.entry.id !== submitEntryId(attemptId) || event.type !== 'acknowledged') return;
        answerOutbox.forget(attemptId);
        setResult(event.data as SubmitAttemptData);
        onDone();
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
      }),
    [attemptId, onDone, queryClient],
  );

  return { submit, submitting, failed, queued, result };
}

/** Whether the attempt's submit still waits in the outbox (kept in step with it across tabs and reloads). */
export function useSubmitWaiting(attemptId: number): boolean {
  return useSyncExternalStore(
    (listener) => subscribeKey(OUTBOX_STORAGE_KEY, listener),
    () => appOutbox.entries().some((entry) => entry.id === submitEntryId(attemptId)),
    () => false,
  );
}
