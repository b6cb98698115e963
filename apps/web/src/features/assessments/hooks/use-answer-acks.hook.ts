import type { SaveAnswersBody, SaveAnswersData } from '@esc/contracts';
import type { AttemptClockAnchor } from '@esc/domain';
import { useEffect, useState } from 'react';
import { appOutbox } from '../../../lib/outbox.app';
import { ANSWER_TAG } from '../utils/answer-outbox';

/**
 * What the server says back about this attempt's answers: a later deadline (a teacher gave extra
 * time while the learner answers), its time with each answer (the timer's anchor is taken again, by
 * the monotonic clock), and answers it refused for good (sent after the deadline and its grace, and
 * not taken by the late rule), which the learner is told about rather than left to believe they count.
 */
export function useAnswerAcks(attemptId: number, initialDeadlineMs: number, initialAnchor: AttemptClockAnchor) {
  const [deadlineMs, setDeadlineMs] = useState(initialDeadlineMs);
  const [anchor, setAnchor] = useState(initialAnchor);
  const [refused, setRefused] = useState(0);
  useEffect(
    () =>
      appOutbox.subscribe((event) => {
        if (event.entry.tag !== ANSWER_TAG) return;
        if ((event.entry.body as SaveAnswersBody | null)?.attempt_id !== attemptId) return;
        if (event.type === 'dropped') {
          setRefused((n) => n + 1);
          return;
        }
        const data = event.data as Partial<SaveAnswersData> | null;
        if (typeof data?.deadline_ms === 'number' && data.deadline_ms > 0) setDeadlineMs(data.deadline_ms);
        if (typeof data?.server_time_ms === 'number')
          setAnchor({ serverMs: data.server_time_ms, monoMs: performance.now() });
        const lost = data?.acknowledged?.filter((ack) => ack.status === 'refused').length ?? 0;
        if (lost > 0) setRefused((n) => n + lost);
      }),
    [attemptId],
  );
  return { deadlineMs, anchor, refused };
}
