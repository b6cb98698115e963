import type { MarkAttendanceData } from '@esc/contracts';
import { describe, expect, it } from 'vitest';
import { createOutbox, type OutboxEntry } from '../../../lib/outbox';
import type { ToastOptions } from '../../../lib/toast';
import { register } from '../test/attendance-fixtures';
import { enqueueSave, listenForReplacedMarks } from './register-outbox';

// What the listener would show (lib/toast's showToast is handed in): the toasts asked for.
const toasts: ToastOptions[] = [];
const tell = (toast: ToastOptions) => void toasts.push(toast);

const OWNER = '11111111-1111-4111-8111-111111111111';

/** An outbox whose server answers each register save with `answer`. */
function outboxAnswering(answer: (entry: OutboxEntry) => unknown) {
  return createOutbox({
    send: (entry) => Promise.resolve(answer(entry)),
    currentOwner: () => OWNER,
    storageKey: `test.outbox.${Math.random()}`,
    // In memory and localStorage, alone: what this file checks is the register's listener, not the storage.
    indexedDB: null,
    channelName: null,
    locks: null,
  });
}

const saved = (replaced: MarkAttendanceData['replaced']): MarkAttendanceData => ({
  ...register({ is_marked: true }),
  replayed: false,
  replaced,
});

describe('a register save that waited offline', () => {
  it('carries when it was made, so the later of two teachers’ marks is kept', () => {
    const outbox = outboxAnswering(() => saved([]));
    enqueueSave(outbox, OWNER, { section_id: 5001, date: '2026-11-25', marks: [] }, Date.parse('2026-11-25T04:00:00Z'));
    expect(outbox.entries()[0]!.body).toMatchObject({ made_at: '2026-11-25T04:00:00.000Z' });
  });

  it('tells the teacher, wherever they are, when some of its marks were replaced by later ones', async () => {
    toasts.length = 0;
    const outbox = outboxAnswering(() =>
      saved([
        {
          uuid: '33333333-3333-4333-8333-333333333333',
          name: 'Asha Rao',
          your_mark: 'absent',
          kept_mark: 'present',
          kept_by: { uuid: '55555555-5555-4555-8555-555555555555', name: 'Ravi Menon' },
          kept_made_at: '2026-11-25T04:40:00.000Z',
        },
      ]),
    );
    const stop = listenForReplacedMarks(outbox, tell);
    enqueueSave(outbox, OWNER, { section_id: 5001, date: '2026-11-25', marks: [] });
    await outbox.flush();
    expect(toasts).toEqual([
      {
        message: 'Register sent. 1 of your marks was replaced by a later one: see the register.',
        tone: 'warning',
        autoClose: 12_000,
      },
    ]);
    stop();
  });

  it('says nothing more when every mark was kept', async () => {
    toasts.length = 0;
    const outbox = outboxAnswering(() => saved([]));
    const stop = listenForReplacedMarks(outbox, tell);
    enqueueSave(outbox, OWNER, { section_id: 5001, date: '2026-11-25', marks: [] });
    await outbox.flush();
    expect(toasts).toEqual([]);
    stop();
  });
});
