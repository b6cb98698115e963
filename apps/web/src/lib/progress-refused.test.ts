import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import type { OutboxEntry, OutboxEvent } from './outbox';
import { tellRefusedWork } from './progress.app';
import type { ToastOptions } from './toast';

// docs/offline-conflicts.md, rule 3: progress made after a package ended, sent when the learner is back
// online, is refused by the server in words; the learner is told those words.

const entry = (tag: string): OutboxEntry => ({
  id: 'p-1',
  tag,
  owner: '11111111-1111-4111-8111-111111111111',
  path: '/mis/v2/addLearningProgress',
  body: {},
  created_at: 0,
  attempts: 0,
  next_attempt_at: 0,
});

const ended = new ApiError({
  status: 409,
  errorCode: 'CONFLICT',
  message: 'Your package ended on 3 March; work after that date was not saved.',
  fieldErrors: [{ field: 'made_at', message: 'is after the package ended (2026-03-03)' }],
});

function told(event: OutboxEvent): ToastOptions[] {
  const toasts: ToastOptions[] = [];
  tellRefusedWork(event, (toast) => void toasts.push(toast));
  return toasts;
}

describe('progress refused for the time it was made', () => {
  it('tells the learner the server’s words', () => {
    expect(told({ type: 'dropped', entry: entry('progress'), error: ended })).toEqual([
      {
        message: 'Your package ended on 3 March; work after that date was not saved.',
        tone: 'warning',
        autoClose: false,
      },
    ]);
  });

  it('says nothing of other refusals or other writes', () => {
    const other = new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: 'x' });
    expect(told({ type: 'dropped', entry: entry('progress'), error: other })).toEqual([]);
    expect(told({ type: 'dropped', entry: entry('attendance'), error: ended })).toEqual([]);
    expect(told({ type: 'acknowledged', entry: entry('progress'), data: {} })).toEqual([]);
  });
});
