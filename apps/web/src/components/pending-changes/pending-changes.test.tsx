import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from '../../lib/api-error';
import { createOutbox, type OutboxEntry } from '../../lib/outbox';
import { PendingChanges } from './pending-changes.component';

// The signed-in shell's line of waiting changes: "3 changes will be sent when you are online" while the
// browser is offline or sending fails, "Sending 3 changes..." while they go; only the person's own.

const ME = 'learner-1';
const write = (id: string, owner = ME) => ({
  id,
  tag: 'bookmark',
  owner,
  path: '/mis/v2/bookmarkContentUniversity' as const,
  body: { contentId: 1 },
});

let outboxes = 0;
/** An outbox of the test's own (localStorage under a key of its own: an earlier test's retries never reach it). */
function outboxSending(send: (entry: OutboxEntry) => Promise<unknown>) {
  outboxes += 1;
  return createOutbox({
    send,
    currentOwner: () => ME,
    indexedDB: null,
    locks: null,
    backoffBaseMs: 60_000,
    storageKey: `pending-changes-test-${outboxes}`,
  });
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const networkError = () => new ApiError({ status: 0, errorCode: ClientErrorCode.Network, message: 'offline' });

describe('PendingChanges', () => {
  it('says nothing while nothing waits, in a polite live region', () => {
    const outbox = outboxSending(vi.fn().mockResolvedValue({}));
    render(<PendingChanges uuid={ME} outbox={outbox} />);
    const line = screen.getByTestId('pending-changes');
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(line).toBeEmptyDOMElement();
  });

  it("counts the person's waiting changes while the browser is offline (one and many), never another's", async () => {
    offline();
    const outbox = outboxSending(vi.fn().mockRejectedValue(networkError()));
    outbox.enqueue(write('theirs', 'learner-2'));
    outbox.enqueue(write('a'));
    render(<PendingChanges uuid={ME} outbox={outbox} />);
    expect(await screen.findByText('1 change will be sent when you are online')).toBeVisible();
    act(() => {
      outbox.enqueue(write('b'));
      outbox.enqueue(write('c'));
    });
    expect(await screen.findByText('3 changes will be sent when you are online')).toBeVisible();
  });

  it('says the changes wait when sending them failed, though the browser thinks it is online', async () => {
    const outbox = outboxSending(vi.fn().mockRejectedValue(networkError()));
    outbox.enqueue(write('a'));
    outbox.enqueue(write('b'));
    render(<PendingChanges uuid={ME} outbox={outbox} />);
    expect(await screen.findByText('2 changes will be sent when you are online')).toBeVisible();
  });

  it('says "Sending" for changes still on their way, and nothing once they are sent', async () => {
    let open: (value: unknown) => void = () => undefined;
    const link = new Promise((resolve) => (open = resolve));
    const outbox = outboxSending(() => link);
    render(<PendingChanges uuid={ME} outbox={outbox} />);
    act(() => {
      outbox.enqueue(write('a'));
      outbox.enqueue(write('b'));
    });
    expect(await screen.findByText('Sending 2 changes...')).toBeVisible();
    await act(async () => {
      open({});
      await outbox.flush();
    });
    expect(screen.getByTestId('pending-changes')).toBeEmptyDOMElement();
  });

  it('tells when the browser goes offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const outbox = outboxSending(() => new Promise(() => undefined));
    outbox.enqueue(write('a'));
    render(<PendingChanges uuid={ME} outbox={outbox} />);
    expect(await screen.findByText('Sending 1 change...')).toBeVisible();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('1 change will be sent when you are online')).toBeVisible();
  });
});
