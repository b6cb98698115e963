import type { NotificationItem } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeCall } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The bell in the shell and the centre under it, against a fake of POST /notifications/list whose
// answers are checked against the contract; the live stream is a fake EventSource.

const SLOW = { timeout: 15_000 };
const me = profile();

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? [])
      listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
  }
}

function item(n: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: `0000000${n}-0000-4000-8000-000000000000`,
    kind: 'homework_assigned',
    title: `Homework ${n}`,
    body: `Exercise ${n}`,
    link: `/profile`,
    data: { assign_id: n },
    read_at: null,
    created_at: new Date(Date.UTC(2026, 10, 25, 10, n)).toISOString(),
    ...overrides,
  };
}

function world(initial: NotificationItem[]) {
  let items = initial;
  const answer = () =>
    envelope({
      notifications: items,
      unread_count: items.filter((i) => i.read_at === null).length,
      total: items.length,
      page_no: 1,
      page_size: 20,
      stream_ticket: 'ticket-1',
      stream_ticket_expires_in: 60,
    });
  const fake = stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    'POST /notifications/list': (call: FakeCall) => {
      const body = call.body as { mark_read?: string[]; mark_all_read?: boolean };
      const read = new Date().toISOString();
      if (body.mark_all_read) items = items.map((i) => ({ ...i, read_at: i.read_at ?? read }));
      if (body.mark_read) items = items.map((i) => (body.mark_read!.includes(i.id) ? { ...i, read_at: read } : i));
      return answer();
    },
  });
  return {
    fake,
    add(next: NotificationItem) {
      items = [next, ...items];
    },
  };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  storeSession({ uuid: me.uuid, user_type_id: 1, username: me.email! });
});

describe('the notification bell', { timeout: 40_000 }, () => {
  it('says how many are unread, and lists them in the centre', async () => {
    world([item(2), item(1, { read_at: '2026-11-25T11:00:00.000Z' })]);
    renderApp('/profile');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, SLOW);
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    const list = await within(dialog).findByTestId('notification-list', undefined, SLOW);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Homework 2'), expect.stringContaining('Homework 1')]);
    expect(within(list).getByText(/Unread/)).toBeInTheDocument();
  });

  it('marks one read, then all, and the count follows', async () => {
    const { fake } = world([item(3), item(2), item(1)]);
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }, SLOW));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mark read: Homework 2' }, SLOW));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW);
    expect(fake.calls.some((c) => String(JSON.stringify(c.body)).includes(item(2).id))).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications, none unread' }, SLOW);
    expect(fake.calls.some((c) => (c.body as { mark_all_read?: boolean } | undefined)?.mark_all_read === true)).toBe(
      true,
    );
  });

  it('opens a notification’s link and marks it read', async () => {
    const { fake } = world([item(1, { link: '/my-packages' })]);
    const { router } = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: /^Unread: Homework 1/ }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-packages'));
    await waitFor(() => expect(fake.calls.some((c) => String(JSON.stringify(c.body)).includes(item(1).id))).toBe(true));
  });

  it('shows an empty centre, and a failed one with a way to try again', async () => {
    world([]);
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }, SLOW));
    expect(await screen.findByText(/No notifications yet/, undefined, SLOW)).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(me),
      'POST /notifications/list': () =>
        fail
          ? errorResponse(503, 'SERVICE_UNAVAILABLE')
          : envelope({
              notifications: [item(1)],
              unread_count: 1,
              total: 1,
              page_no: 1,
              page_size: 20,
              stream_ticket: 't',
              stream_ticket_expires_in: 60,
            }),
    });
    renderApp('/profile');
    await userEvent.click(await screen.findByTestId('notification-bell', undefined, SLOW));
    // Its own "Try again": the profile screen behind the bell may have another.
    const problem = await screen.findByRole(
      'alert',
      { name: 'We could not load your notifications.' },
      { timeout: 20_000 },
    );
    fail = false;
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Homework 1', undefined, SLOW)).toBeInTheDocument();
  }, 40_000);

  it('updates live: the stream opens with the list’s ticket and a new notification raises the count', async () => {
    const w = world([item(1)]);
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, SLOW);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.opened[0]!.url).toBe('/api/notifications/stream?ticket=ticket-1');
    w.add(item(2));
    FakeEventSource.opened[0]!.emit('notification', { id: item(2).id });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW);
    expect(await screen.findByText('2 unread notifications')).toBeInTheDocument();
  });
});
