import { describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from './api-error';
import { createOutbox, type OutboxEntry } from './outbox';
import { sendThroughOutbox } from './outbox-call';

// What a screen learns of a write it hands to the outbox: the server's answer, that it waits for the
// link (the screen keeps its new state), or the server's refusal.

const ME = 'learner-1';
let made = 0;
function outboxSending(send: (entry: OutboxEntry) => Promise<unknown>) {
  made += 1;
  return createOutbox({
    send,
    currentOwner: () => ME,
    indexedDB: null,
    locks: null,
    backoffBaseMs: 60_000,
    storageKey: `outbox-call-test-${made}`,
  });
}
const write = (id: string) => ({
  id,
  tag: 'bookmark',
  owner: ME,
  path: '/mis/v2/bookmarkContentUniversity' as const,
  body: {},
});

describe('sendThroughOutbox', () => {
  it("answers the server's data once the write is acknowledged", async () => {
    const outbox = outboxSending(vi.fn().mockResolvedValue({ is_bookmarked: 1 }));
    await expect(sendThroughOutbox(outbox, write('w-1'))).resolves.toEqual({
      status: 'acknowledged',
      data: { is_bookmarked: 1 },
    });
  });

  it('answers "waiting" at once while the browser is offline, and keeps the write', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const outbox = outboxSending(() => new Promise(() => undefined));
    await expect(sendThroughOutbox(outbox, write('w-2'))).resolves.toEqual({ status: 'waiting' });
    expect(outbox.entries().map((e) => e.id)).toEqual(['w-2']);
  });

  it('answers "waiting" when the first try fails for want of a link', async () => {
    const offline = new ApiError({ status: 0, errorCode: ClientErrorCode.Network, message: 'offline' });
    const outbox = outboxSending(vi.fn().mockRejectedValue(offline));
    await expect(sendThroughOutbox(outbox, write('w-3'))).resolves.toEqual({ status: 'waiting' });
    expect(outbox.entries()).toMatchObject([{ id: 'w-3', attempts: 1 }]);
  });

  it('rejects with the refusal when the server refuses the write for good', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = new ApiError({ status: 403, errorCode: 'FORBIDDEN', message: 'not yours' });
    const outbox = outboxSending(vi.fn().mockRejectedValue(refused));
    await expect(sendThroughOutbox(outbox, write('w-4'))).rejects.toBe(refused);
    expect(outbox.entries()).toEqual([]);
  });
});
