import type { EvaluateAnswersBody, EvaluateAnswersData } from '@esc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { appOutbox } from '../../../lib/outbox.app';
import { authoringKeys } from './authoring.keys';

/**
 * A teacher's marks for written answers wait in the app's outbox until the server has them (marks
 * given with no connection arrive later). Each save carries a client-made id, so a save sent twice
 * counts once.
 */
export const MARKING_TAG = 'marking';
const EVALUATE_PATH = '/student-report/teacher/evaluateAnswers' as const;

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

const attemptOf = (body: unknown): number | null =>
  typeof body === 'object' && body !== null && 'attempt_id' in body ? Number(body.attempt_id) : null;

export type MarkingOutcome = { kind: 'saved'; data: EvaluateAnswersData } | { kind: 'refused'; error: unknown } | null;

/** The marking saves of an attempt still waiting, what became of the last one, and `save`. */
export function useMarkingOutbox(owner: string | null, attemptId: number) {
  const client = useQueryClient();
  const waitingOf = useCallback(
    () =>
      appOutbox.entries().filter((e) => e.tag === MARKING_TAG && e.owner === owner && attemptOf(e.body) === attemptId)
        .length,
    [owner, attemptId],
  );
  const [waiting, setWaiting] = useState(waitingOf);
  const [outcome, setOutcome] = useState<MarkingOutcome>(null);

  useEffect(
    () =>
      appOutbox.subscribe((event) => {
        if (event.entry.tag !== MARKING_TAG || attemptOf(event.entry.body) !== attemptId) return;
        setWaiting(waitingOf());
        if (event.type === 'dropped') return setOutcome({ kind: 'refused', error: event.error });
        setOutcome({ kind: 'saved', data: event.data as EvaluateAnswersData });
        void client.invalidateQueries({ queryKey: authoringKeys.assignments() });
      }),
    [client, attemptId, waitingOf],
  );

  const save = useCallback(
    (body: Omit<EvaluateAnswersBody, 'client_marking_id'>) => {
      if (!owner) return;
      setOutcome(null);
      const id = newId();
      appOutbox.enqueue({ id, tag: MARKING_TAG, owner, path: EVALUATE_PATH, body: { ...body, client_marking_id: id } });
      setWaiting(waitingOf());
    },
    [owner, waitingOf],
  );

  return { waiting, outcome, save };
}
