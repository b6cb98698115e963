import type { HandInBody } from '@esc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Outbox } from '../../../lib/outbox';
import { appOutbox } from '../../../lib/outbox.app';
import { handinKeys } from './handins.api';

/**
 * Hand-ins on their way (ARCHITECTURE.md: a learner's writes made offline wait in the outbox). Once the
 * files are up, the hand-in (its text and the files' keys, with its client id) waits in the app's
 * persistent outbox until the server acknowledges it, so a dropped link does not lose it; the server
 * counts a client id once, so a hand-in sent twice is handed in once.
 */
export const HANDIN_TAG = 'handin';
export const HAND_IN_PATH = '/syllabus-v2/handins/student/handIn' as const;

const isHandIn = (body: unknown): body is HandInBody =>
  typeof body === 'object' && body !== null && 'client_handin_id' in body && 'learnlist_item_id' in body;

const ofTask = (body: HandInBody, assignId: number, itemId: string) =>
  Number(body.assign_id) === assignId && String(body.learnlist_item_id) === itemId;

/** A task's hand-ins still waiting for the server, oldest first. */
export function pendingHandIns(outbox: Outbox, assignId: number, itemId: string): HandInBody[] {
  return outbox
    .entries()
    .filter((e) => e.tag === HANDIN_TAG && isHandIn(e.body) && ofTask(e.body, assignId, itemId))
    .map((e) => e.body as HandInBody);
}

export type HandInOutcome = { kind: 'handed_in' } | { kind: 'refused'; error: unknown } | null;

/**
 * A task's hand-ins in the outbox: those waiting, what became of the last one, and `send`. An
 * acknowledged hand-in reloads the learner's work; a refused one (handed in already: 409) is dropped by
 * the outbox and reported here, so the learner is told.
 */
export function useHandInOutbox(owner: string, assignId: number, itemId: string) {
  const client = useQueryClient();
  const [pending, setPending] = useState(() => pendingHandIns(appOutbox, assignId, itemId));
  const [outcome, setOutcome] = useState<HandInOutcome>(null);
  const refresh = useCallback(() => setPending(pendingHandIns(appOutbox, assignId, itemId)), [assignId, itemId]);

  // What an earlier visit left shows once the outbox has loaded it (IndexedDB opens after the first draw).
  useEffect(() => appOutbox.watch(refresh), [refresh]);
  useEffect(
    () =>
      appOutbox.subscribe((event) => {
        if (event.entry.tag !== HANDIN_TAG || !isHandIn(event.entry.body)) return;
        if (!ofTask(event.entry.body, assignId, itemId)) return;
        refresh();
        setOutcome(event.type === 'dropped' ? { kind: 'refused', error: event.error } : { kind: 'handed_in' });
        void client.invalidateQueries({ queryKey: handinKeys.all });
      }),
    [client, refresh, assignId, itemId],
  );

  const send = useCallback(
    (body: HandInBody) => {
      setOutcome(null);
      appOutbox.enqueue({ id: body.client_handin_id, tag: HANDIN_TAG, owner, path: HAND_IN_PATH, body });
      refresh();
    },
    [owner, refresh],
  );

  return { pending, outcome, send };
}
