import type { MarkAttendanceBody, MarkAttendanceData, ReplacedMark } from '@esc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import i18next from 'i18next';
import type { Outbox } from '../../../lib/outbox';
import { showToast } from '../../../lib/toast';
import '../attendance.strings';
import { appOutbox } from '../../../lib/outbox.app';
import { attendanceKeys, OFFLINE } from './attendance.api';

/**
 * Register saves on their way (ARCHITECTURE.md: attendance is a write that must never be lost). A save
 * gets a client-made id and waits in the app's persistent outbox (localStorage, retried with backoff,
 * sent again when the browser is back online and at the next start) until the server acknowledges it;
 * the server counts an id once, so a save sent twice changes nothing the second time.
 */
export const ATTENDANCE_TAG = 'attendance';
export const MARK_PATH = `${OFFLINE}/v2/markAttendance` as const;

export type RegisterSave = Omit<MarkAttendanceBody, 'client_mark_id' | 'made_at'>;

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

const isSave = (body: unknown): body is MarkAttendanceBody =>
  typeof body === 'object' && body !== null && 'client_mark_id' in body && 'marks' in body;

/** Saves of a section's day still waiting for the server, oldest first. */
export function pendingSaves(outbox: Outbox, sectionId: number, date: string): MarkAttendanceBody[] {
  return outbox
    .entries()
    .filter((e) => e.tag === ATTENDANCE_TAG && isSave(e.body))
    .map((e) => e.body as MarkAttendanceBody)
    .filter((b) => Number(b.section_id) === sectionId && b.date === date);
}

/**
 * Keeps a save in the outbox and sends it; answers its client-made id. It carries when it was made:
 * a save that waited offline loses to another teacher's later mark (docs/offline-conflicts.md).
 */
export function enqueueSave(outbox: Outbox, owner: string, save: RegisterSave, now = Date.now()): string {
  const id = newId();
  const body: MarkAttendanceBody = { ...save, client_mark_id: id, made_at: new Date(now).toISOString() };
  outbox.enqueue({ id, tag: ATTENDANCE_TAG, owner, path: MARK_PATH, body });
  return id;
}

/**
 * Tells a teacher, wherever they are in the app, that a save which waited offline arrived but some of
 * its marks were not kept (another teacher marked those learners later); the register screen says which.
 */
export function listenForReplacedMarks(outbox: Outbox, tell: typeof showToast = showToast): () => void {
  return outbox.subscribe((event) => {
    if (event.type !== 'acknowledged' || event.entry.tag !== ATTENDANCE_TAG) return;
    const replaced = (event.data as Partial<MarkAttendanceData> | null)?.replaced ?? [];
    if (replaced.length === 0) return;
    tell({
      message: i18next.t('attendance.register.replacedToast', { count: replaced.length }),
      tone: 'warning',
      autoClose: 12_000,
    });
  });
}

// Once per page, from the first time the register is shown: the toast outlives the register screen.
let listening = false;
function listenOnce(): void {
  if (listening) return;
  listening = true;
  listenForReplacedMarks(appOutbox);
}

export type SaveOutcome =
  { kind: 'saved'; replaced: readonly ReplacedMark[] } | { kind: 'refused'; error: unknown } | null;

/**
 * A section's day in the outbox: the saves still waiting, what became of the last one, and `save`.
 * An acknowledged save puts the server's register in the query cache; a refused one (a register of
 * another day: 409) is dropped by the outbox and reported here, so the teacher is told.
 */
export function useRegisterOutbox(owner: string, sectionId: number, date: string) {
  const client = useQueryClient();
  listenOnce();
  const [pending, setPending] = useState(() => pendingSaves(appOutbox, sectionId, date));
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const refresh = useCallback(() => setPending(pendingSaves(appOutbox, sectionId, date)), [sectionId, date]);

  // What an earlier visit left shows once the outbox has loaded it (IndexedDB opens after the first draw).
  useEffect(() => appOutbox.watch(refresh), [refresh]);
  // The register screen is keyed by section and day: this state starts afresh for each.
  useEffect(
    () =>
      appOutbox.subscribe((event) => {
        if (event.entry.tag !== ATTENDANCE_TAG || !isSave(event.entry.body)) return;
        const body = event.entry.body;
        if (Number(body.section_id) !== sectionId || body.date !== date) return;
        refresh();
        if (event.type === 'dropped') {
          setOutcome({ kind: 'refused', error: event.error });
          return;
        }
        const data = event.data as MarkAttendanceData;
        client.setQueryData(attendanceKeys.register({ section_id: sectionId, date }), data);
        setOutcome({ kind: 'saved', replaced: data.replaced });
        void client.invalidateQueries({ queryKey: attendanceKeys.all });
      }),
    [client, refresh, sectionId, date],
  );

  const save = useCallback(
    (marks: MarkAttendanceBody['marks']) => {
      setOutcome(null);
      enqueueSave(appOutbox, owner, { section_id: sectionId, date, marks });
      refresh();
    },
    [owner, sectionId, date, refresh],
  );

  return { pending, outcome, save };
}
