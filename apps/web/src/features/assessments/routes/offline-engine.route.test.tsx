import 'fake-indexeddb/auto';
import type { SaveAnswersBody, SubmitAttemptBody } from '@esc/contracts';
import type { StartAttemptData } from '@esc/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch, type FakeCall, type FakeHandler } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { attemptData } from '../test/assessment-fixtures';

// A timed test carried on offline. A reload with the link down goes on from the device;
// starting needs the link; the deadline passing offline submits on the device, and the submit waits in
// the outbox with the answers, the attempt's grant and its own elapsed time, sent when the link returns.
// Each test has its own paper in the route: the device keeps attempts per route.

const MIN = 60_000;
const engine = (paperId: number) => `/test-engine/${paperId}/31/41/1`;
const linkDown = () => {
  throw new TypeError('Failed to fetch');
};

function acks(call: FakeCall) {
  const body = call.body as SaveAnswersBody;
  return envelope({
    attempt_id: 501,
    acknowledged: body.answers.map((a) => ({ client_answer_id: a.client_answer_id, status: 'saved' })),
    deadline_ms: Date.now() + 30 * MIN,
    server_time_ms: Date.now(),
    next_seq: Math.max(...body.answers.map((a) => a.seq)) + 1,
  });
}

function submitted() {
  return envelope({
    attempt_id: 501,
    attempt_status_id: 5,
    submitted_at: new Date().toISOString(),
    submitted_by: 'learner',
    already_submitted: false,
    acknowledged: [],
    results_published: false,
    offline_synced_at: new Date().toISOString(),
  });
}

/** The server: reachable while `link.up`, and the link down otherwise. */
function stubServer(attempt: () => StartAttemptData, link: { up: boolean }) {
  const when =
    (handler: FakeHandler): FakeHandler =>
    (call) =>
      link.up ? handler(call) : linkDown();
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(profile()),
    'POST /student-report/student/startAttempt': when(() => envelope(attempt())),
    'POST /student-report/student/saveAnswers': when(acks),
    'POST /student-report/student/submitAttempt': when(submitted),
  });
}

describe('the test engine offline', () => {
  it('a reload with the link down goes on from the device with every answer given', async () => {
    storeSession();
    const link = { up: true };
    const fake = stubServer(() => attemptData(), link);
    const first = renderApp(engine(61));
    // One answer reaches the server; then the link drops and another waits on the device.
    await userEvent.click(await screen.findByRole('radio', { name: /Acids/ }));
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
    link.up = false;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Salts/ }));
    expect(await screen.findByText(/answers? waiting to be sent/)).toBeInTheDocument();

    first.unmount();
    renderApp(engine(61));
    expect(
      await screen.findByText(
        'No connection: the test goes on from this device. Your answers are sent when the connection is back.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Acids/ })).toBeChecked();
    expect(screen.getByRole('timer').textContent).toMatch(/^(30:00|29:[0-5]\d)$/);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: /Salts/ })).toBeChecked();
    const starts = fake.calls.filter((c) => c.path === '/student-report/student/startAttempt');
    expect(starts.length).toBeGreaterThanOrEqual(2);
  });

  it('starting with the link down and nothing kept says the test needs the link', async () => {
    storeSession();
    stubServer(() => attemptData(), { up: false });
    renderApp(engine(62));
    expect(
      await screen.findByText(
        'Connect to the internet to start this test. Once started, it carries on if the link drops.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an online-only paper: starting offline is refused in its own words', async () => {
    storeSession();
    stubServer(() => attemptData(), { up: false });
    const app = renderApp('/my-assignment');
    await act(() => app.router.navigate(engine(63), { state: { paper: { online_only: true } } }));
    expect(
      await screen.findByText('This test can only be taken online. Connect to the internet to start it.'),
    ).toBeInTheDocument();
  });

  it('an online-only paper: with the link down, answers count only if they reach the server in time', async () => {
    storeSession();
    const link = { up: true };
    stubServer(() => {
      const data = attemptData();
      return { ...data, paper: data.paper.map((p) => ({ ...p, online_only: true })) };
    }, link);
    renderApp(engine(64));
    await screen.findByRole('timer');
    link.up = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(
        await screen.findByText(
          'This test can only be taken online: answers count only if they reach the server before time is up.',
        ),
      ).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
  });

  it('the deadline passing offline submits on the device; the submit is sent when the link returns', async () => {
    storeSession();
    const link = { up: true };
    const server = Date.now();
    const fake = stubServer(() => {
      const data = attemptData({}, server);
      // Started a minute ago on the server; 2.5 s are left.
      return { ...data, timing: { ...data.timing, deadline_ms: server + 2500 } };
    }, link);
    renderApp(engine(65));
    await screen.findByRole('timer');
    link.up = false;
    await userEvent.click(screen.getByRole('radio', { name: /Bases/ }));
    expect(
      await screen.findByRole('heading', { name: 'Test submitted on this device' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/It will be sent when you are online/)).toBeInTheDocument();

    link.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Test submitted' }, { timeout: 5000 })).toBeInTheDocument();
    const submits = fake.calls.filter((c) => c.path === '/student-report/student/submitAttempt');
    const body = submits.at(-1)!.body as SubmitAttemptBody;
    expect(body.attempt_grant).toBe(attemptData().timing.attempt_grant);
    // Made at the deadline: a minute and 2.5 s after the start, by the engine's count (not later).
    expect(body.elapsed_ms).toBeGreaterThanOrEqual(MIN + 2000);
    expect(body.elapsed_ms).toBeLessThanOrEqual(MIN + 4000);
    // The answer given offline rode along, with its own elapsed time, before the deadline.
    const answer = body.answers?.find((a) => a.question_id === 1);
    expect(answer).toMatchObject({ response: { option_ids: ['b'] } });
    expect(answer!.elapsed_ms).toBeLessThanOrEqual(MIN + 2500);
    await waitFor(() => expect(screen.getByRole('link', { name: 'See the report' })).toBeInTheDocument());
  });
});
