import type { WebPushSubscriptionBody } from '@esc/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch, type FakeCall } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The profile screen's notification settings: push on for this browser (service worker, permission,
// subscription, the server told), and the person's choices of events, against a fake of
// POST /notifications/webPushSubscription checked against the contract.

const SLOW = { timeout: 15_000 };
const me = profile();
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/browser-1';

function serverWorld() {
  let subscribed = false;
  let choices = {
    homework_assigned: true,
    homework_due_tomorrow: true,
    homework_completed_by_all: true,
    assessment_results_published: true,
    paper_assigned: true,
    notice_published: true,
    live_class: true,
    class_recap_published: true,
    attendance_absent: true,
    attendance_absence_warning: true,
    doubt_asked: true,
    doubt_answered: true,
    handin_received: true,
    handin_returned: true,
    grievance_answered: true,
    consent_decided: true,
    grievance_raised: true,
    grievance_due_soon: true,
  };
  const bodies: WebPushSubscriptionBody[] = [];
  const fake = stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    'POST /notifications/list': () =>
      envelope({
        notifications: [],
        unread_count: 0,
        total: 0,
        page_no: 1,
        page_size: 20,
        stream_ticket: 't',
        stream_ticket_expires_in: 60,
      }),
    'POST /notifications/webPushSubscription': (call: FakeCall) => {
      const body = call.body as WebPushSubscriptionBody;
      bodies.push(body);
      if (body.action === 'subscribe') subscribed = true;
      if (body.action === 'unsubscribe') subscribed = false;
      if (body.choices) choices = { ...choices, ...body.choices };
      return envelope({
        vapid_public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        subscribed: subscribed && (body.endpoint ?? body.subscription?.endpoint) === ENDPOINT,
        subscription_count: subscribed ? 1 : 0,
        choices,
      });
    },
  });
  return { fake, bodies };
}

function browserWithPush() {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPublicKey', auth: 'authSecret' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => current),
      subscribe: vi.fn(async () => (current = subscription)),
    },
  };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'granted') });
  return { serviceWorker, registration, subscription };
}

beforeEach(() => storeSession({ uuid: me.uuid, user_type_id: 1, username: me.email! }));
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notification settings on the profile screen', { timeout: 40_000 }, () => {
  it('says when this browser cannot take pushes', async () => {
    serverWorld();
    renderApp('/profile');
    expect(
      await screen.findByText(/cannot show notifications when the app is closed/, undefined, SLOW),
    ).toBeInTheDocument();
  });

  it('says plainly, as a status, when the person blocked notifications for this site, and its switch cannot be turned on', async () => {
    serverWorld();
    browserWithPush();
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn(async () => 'denied') });
    renderApp('/profile');
    const blocked = await screen.findByText(/Notifications are blocked for this site/, undefined, SLOW);
    expect(blocked.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('switch', { name: 'Push notifications on this browser' })).toBeDisabled();
  });

  it('turns push on for this browser, then off, and keeps the choices of events', async () => {
    const { bodies } = serverWorld();
    const browser = browserWithPush();
    renderApp('/profile');
    const toggle = await screen.findByRole('switch', { name: 'Push notifications on this browser' }, SLOW);
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(bodies).toContainEqual({
      action: 'subscribe',
      subscription: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPublicKey', auth: 'authSecret' } },
    });

    const dueTomorrow = screen.getByRole('switch', { name: 'Homework is due tomorrow' });
    expect(dueTomorrow).toBeChecked();
    await userEvent.click(dueTomorrow);
    await waitFor(() => expect(dueTomorrow).not.toBeChecked());
    expect(bodies).toContainEqual({ choices: { homework_due_tomorrow: false }, endpoint: ENDPOINT });
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(bodies).toContainEqual({ action: 'unsubscribe', endpoint: ENDPOINT });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('offers a student only the events that reach a student; a parent their children’s absences too', async () => {
    serverWorld();
    browserWithPush();
    const { unmount } = renderApp('/profile');
    await screen.findByRole('switch', { name: 'Homework is due tomorrow' }, SLOW);
    // As the pilot found, a student was offered absences and teachers' events.
    expect(screen.queryByRole('switch', { name: 'My child is marked absent today' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: 'Every learner has completed homework I assigned' }),
    ).not.toBeInTheDocument();
    unmount();

    storeSession({ uuid: me.uuid, user_type_id: 2, username: me.email! });
    renderApp('/profile');
    expect(await screen.findByRole('switch', { name: 'My child is marked absent today' }, SLOW)).toBeInTheDocument();
  });
});
