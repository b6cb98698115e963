import type { SaveNoticeBody, SaveNoticeData } from '@esc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import type { Outbox } from '../../../lib/outbox';
import { appOutbox } from '../../../lib/outbox.app';
import { appLanguage, formatShortDateTime } from '../../../lib/date-format';
import { showToast } from '../../../lib/toast';
import { noticeKeys } from './notices.api';
import '../notices.strings';

/**
 * A new notice waits in the app's outbox until the server has it (a teacher may write one with
 * no connection). It carries a client-made id, so a notice sent twice is published once, and its
 * publish time as written: one whose time passed while it waited is published on arrival, and the
 * writer is told (docs/offline-conflicts.md).
 */
export const NOTICE_TAG = 'notice';
export const SAVE_NOTICE_PATH = '/live-class/teacher/notices/saveNotice' as const;

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** Keeps a new notice in the outbox and sends it; answers its client-made id. */
export function enqueueNotice(outbox: Outbox, owner: string, body: SaveNoticeBody): string {
  const id = newId();
  outbox.enqueue({ id, tag: NOTICE_TAG, owner, path: SAVE_NOTICE_PATH, body: { ...body, client_notice_id: id } });
  return id;
}

/** The writer's words for a notice that arrived after its publish time, or was refused. */
export function listenForNoticeOutcomes(outbox: Outbox): () => void {
  return outbox.subscribe((event) => {
    if (event.entry.tag !== NOTICE_TAG) return;
    if (event.type === 'dropped') {
      const reason = errorMessage(event.error, i18next.t.bind(i18next));
      showToast({ message: i18next.t('notices.compose.refused', { reason }), tone: 'error', autoClose: false });
      return;
    }
    const passed = (event.data as Partial<SaveNoticeData> | null)?.publish_at_passed;
    if (!passed) return;
    const time = formatShortDateTime(passed, appLanguage());
    showToast({ message: i18next.t('notices.compose.publishedLate', { time }), tone: 'warning', autoClose: 12_000 });
  });
}

// Once per page, from the first time the compose form is shown: the toast outlives the form.
let listening = false;

export type NoticeOutcome = { kind: 'sent'; data: SaveNoticeData } | { kind: 'refused'; error: unknown } | null;

/**
 * The notices this person wrote that still wait, what became of the last one sent, and `send`;
 * `onSent` runs when the server has one.
 */
export function useNoticeOutbox(owner: string | null, onSent?: () => void) {
  const client = useQueryClient();
  const waitingOf = useCallback(
    () => appOutbox.entries().filter((e) => e.tag === NOTICE_TAG && e.owner === owner).length,
    [owner],
  );
  const [waiting, setWaiting] = useState(waitingOf);
  const [outcome, setOutcome] = useState<NoticeOutcome>(null);
  // The notices sent from this form: an answer for one sent earlier (another visit) is not this form's.
  const mine = useRef(new Set<string>());

  useEffect(() => {
    if (!listening) {
      listening = true;
      listenForNoticeOutcomes(appOutbox);
    }
    return appOutbox.subscribe((event) => {
      if (event.entry.tag !== NOTICE_TAG) return;
      setWaiting(waitingOf());
      void client.invalidateQueries({ queryKey: noticeKeys.all });
      if (!mine.current.delete(event.entry.id)) return;
      if (event.type === 'dropped') return setOutcome({ kind: 'refused', error: event.error });
      setOutcome({ kind: 'sent', data: event.data as SaveNoticeData });
      onSent?.();
    });
  }, [client, waitingOf, onSent]);

  const send = useCallback(
    (body: SaveNoticeBody) => {
      if (!owner) return;
      setOutcome(null);
      mine.current.add(enqueueNotice(appOutbox, owner, body));
      setWaiting(waitingOf());
    },
    [owner, waitingOf],
  );

  return { waiting, outcome, send };
}
