import type { SaveAnswersBody, SubmitAttemptBody } from '@esc/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeCall, type FakeHandler } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { attemptData } from '../test/assessment-fixtures';
import type { StartAttemptData } from '@esc/contracts';

// The test engine. Answers are saved as given with a client-made id and a seq, kept in
// the browser until acknowledged, resent after a reload or a dropped connection; the timer counts
// on the server's clock with warnings at 20 % and 5 % of the time; submit flushes first.

const ENGINE = '/test-engine/21/31/41/1';

function acks(call: FakeCall) {
  const body = call.body as SaveAnswersBody;
  return envelope({
    attempt_id: 501,
    acknowledged: body.answers.map((a) => ({ client_answer_id: a.client_answer_id, status: 'saved' })),
    deadline_ms: Date.now() + 30 * 60_000,
    server_time_ms: Date.now(),
    next_seq: Math.max(...body.answers.map((a) => a.seq)) + 1,
  });
}

function submitted(call: FakeCall) {
  const body = call.body as SubmitAttemptBody;
  return envelope({
    attempt_id: 501,
    attempt_status_id: 5,
    submitted_at: new Date().toISOString(),
    submitted_by: 'learner',
    already_submitted: false,
    acknowledged: (body.answers ?? []).map((a) => ({ client_answer_id: a.client_answer_id, status: 'saved' })),
    results_published: true,
    offline_synced_at: null,
  });
}

function stubEngine(attempt: () => StartAttemptData, extra: Record<string, FakeHandler> = {}) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(profile()),
    'POST /student-report/student/startAttempt': () => envelope(attempt()),
    'POST /student-report/student/saveAnswers': acks,
    'POST /student-report/student/submitAttempt': submitted,
    ...extra,
  });
}

const saves = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.path === '/student-report/student/saveAnswers')
    .flatMap((c) => (c.body as SaveAnswersBody).answers);

// Screens load on demand and the machine may be busy: give finds time (this file only).

describe('the test engine', () => {
  it('saves each answer as given with a client id and the next seq, and says when all are saved', async () => {
    storeSession();
    const fake = stubEngine(() => attemptData({ next_seq: 7 }));
    renderApp(ENGINE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acids, bases and salts: unit test' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Bases/ }));
    await waitFor(() => expect(saves(fake.calls)).toHaveLength(1));
    const [saved] = saves(fake.calls);
    expect(saved).toMatchObject({ question_id: 1, seq: 7, response: { option_ids: ['b'] }, is_marked: false });
    expect(saved!.client_answer_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
  });

  it('keeps answers while offline, shows them after a reload, and resends them when back online', async () => {
    storeSession();
    let online = false;
    const fake = stubEngine(() => attemptData(), {
      'POST /student-report/student/saveAnswers': (call) => {
        if (!online) throw new TypeError('Failed to fetch');
        return acks(call);
      },
    });
    const first = renderApp(ENGINE);
    await userEvent.click(await screen.findByRole('radio', { name: /Salts/ }));
    expect(await screen.findByText('1 answer waiting to be sent')).toBeInTheDocument();

    // Reload: the server never got the answer; the page shows it from the device.
    first.unmount();
    renderApp(ENGINE);
    expect(await screen.findByRole('radio', { name: /Salts/ })).toBeChecked();
    expect(screen.getByText('1 answer waiting to be sent')).toBeInTheDocument();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
    const sent = saves(fake.calls);
    // Every try carried the same id, so the server counts it once.
    expect(new Set(sent.map((a) => a.client_answer_id)).size).toBe(1);
    expect(sent.at(-1)).toMatchObject({ question_id: 1, response: { option_ids: ['c'] } });
  });

  it('resumes on another device from the server’s saved answers and next_seq', async () => {
    storeSession();
    const fake = stubEngine(() =>
      attemptData({
        resumed: true,
        attempt_status_id: 3,
        answers: [{ question_id: 1, response: { option_ids: ['a'] }, seq: 11, time_spent_ms: 4000, is_marked: 1 }],
        next_seq: 12,
      }),
    );
    renderApp(ENGINE);
    expect(await screen.findByRole('radio', { name: /Acids/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Question 1: Marked for review' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: /Bases/ }));
    await waitFor(() => expect(saves(fake.calls)).toHaveLength(2));
    // Leaving question 1 sends its time: the 4 s the server kept, and on.
    expect(saves(fake.calls)[0]).toMatchObject({ question_id: 1, seq: 12, is_marked: true });
    expect(saves(fake.calls)[0]!.time_spent_ms).toBeGreaterThanOrEqual(4000);
    expect(saves(fake.calls)[1]).toMatchObject({ question_id: 2, seq: 13 });
  });

  it('moves and marks from the keyboard, and the palette says each question’s state', async () => {
    storeSession();
    stubEngine(() => attemptData());
    renderApp(ENGINE);
    await screen.findByText('Question 1 of 3 · Section: Chemistry');
    await userEvent.keyboard('n');
    expect(screen.getByText('Question 2 of 3 · Section: Chemistry')).toBeInTheDocument();
    await userEvent.keyboard('m');
    expect(screen.getByRole('button', { name: 'Question 2: Marked for review' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: 'Question 1: Not answered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 3: Not seen yet' })).toBeInTheDocument();
    await userEvent.keyboard('p');
    expect(screen.getByText('Question 1 of 3 · Section: Chemistry')).toBeInTheDocument();
    // With the submit dialog open, the keys are the dialog's: the question behind it stays.
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('n');
    expect(screen.getByText('Question 1 of 3 · Section: Chemistry')).toBeInTheDocument();
  });

  it('single-key shortcuts can be turned off (WCAG 2.1.4), and stay off on this device', async () => {
    storeSession();
    stubEngine(() => attemptData());
    const first = renderApp(ENGINE);
    await screen.findByText('Question 1 of 3 · Section: Chemistry');
    await userEvent.click(screen.getByRole('switch', { name: 'Single-key shortcuts' }));
    await userEvent.keyboard('n');
    expect(screen.getByText('Question 1 of 3 · Section: Chemistry')).toBeInTheDocument();
    first.unmount();
    renderApp(ENGINE);
    await screen.findByText('Question 1 of 3 · Section: Chemistry');
    expect(screen.getByRole('switch', { name: 'Single-key shortcuts' })).not.toBeChecked();
    await userEvent.keyboard('m');
    expect(screen.getByRole('button', { name: 'Question 1: Not answered' })).toBeInTheDocument();
    window.localStorage.removeItem('esc.engine.shortcuts');
  });

  it('counts time on the server’s clock, not the device’s, and warns at 20 % of the time left', async () => {
    storeSession();
    // The device's clock is 3 hours ahead of the server's; 5 of 30 minutes are left on the server.
    const server = Date.now() - 3 * 3_600_000;
    stubEngine(() => {
      const data = attemptData({}, server);
      return {
        ...data,
        timing: {
          ...data.timing,
          started_at: new Date(server - 25 * 60_000).toISOString(),
          deadline_ms: server + 5 * 60_000,
        },
      };
    });
    renderApp(ENGINE);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^(5:00|4:59)$/);
    expect(screen.getByTestId('timer-announcement')).toHaveTextContent(/One fifth of the time is left/);
  });

  it('submits when the time is up', async () => {
    storeSession();
    const server = Date.now();
    const fake = stubEngine(() => {
      const data = attemptData({}, server);
      return { ...data, timing: { ...data.timing, deadline_ms: server + 1200 } };
    });
    renderApp(ENGINE);
    expect(await screen.findByRole('heading', { name: 'Test submitted' }, { timeout: 4000 })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === '/student-report/student/submitAttempt')).toBe(true);
  });

  it('sends waiting answers first, then submits after the learner confirms', async () => {
    storeSession();
    const fake = stubEngine(() => attemptData());
    renderApp(ENGINE);
    await userEvent.click(await screen.findByRole('radio', { name: /Acids/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Question 3: Not seen yet' }));
    await userEvent.type(screen.getByLabelText(/Your answer \(a whole number\)/), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('You answered 2 of 3 questions. You cannot change answers after you submit.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit now' }));
    expect(await screen.findByRole('heading', { name: 'Test submitted' })).toBeInTheDocument();
    const paths = fake.calls.map((c) => c.path).filter((p) => p.startsWith('/student-report/student/s'));
    expect(paths.at(-1)).toBe('/student-report/student/submitAttempt');
    expect(saves(fake.calls).find((a) => a.question_id === 3)).toMatchObject({ response: { value: 42 } });
    expect(screen.getByRole('link', { name: 'See the report' })).toHaveAttribute(
      'href',
      '/reports?paperId=21&assignId=31&attemptId=501',
    );
  });

  it('follows a later deadline the server sends with a save (extra time given during the attempt)', async () => {
    storeSession();
    const server = Date.now();
    stubEngine(
      () => {
        const data = attemptData({}, server);
        return { ...data, timing: { ...data.timing, deadline_ms: server + 10 * 60_000 } };
      },
      {
        'POST /student-report/student/saveAnswers': (call) => {
          const body = call.body as SaveAnswersBody;
          return envelope({
            attempt_id: 501,
            acknowledged: body.answers.map((a) => ({ client_answer_id: a.client_answer_id, status: 'saved' })),
            deadline_ms: server + 20 * 60_000,
            server_time_ms: Date.now(),
            next_seq: 1,
          });
        },
      },
    );
    // The timer reads minutes:seconds left; a loaded machine may take some seconds to draw, so the
    // reading is checked within half a minute of the deadline, not to the second.
    const secondsLeft = (text: string | null) => {
      const [minutes, seconds] = (text ?? '').split(':').map(Number);
      return (minutes ?? 0) * 60 + (seconds ?? 0);
    };
    renderApp(ENGINE);
    const first = secondsLeft((await screen.findByRole('timer')).textContent);
    expect(first).toBeGreaterThan(9 * 60 + 30);
    expect(first).toBeLessThanOrEqual(10 * 60);
    await userEvent.click(screen.getByRole('radio', { name: /Acids/ }));
    await waitFor(() => expect(secondsLeft(screen.getByRole('timer').textContent)).toBeGreaterThan(19 * 60 + 30));
    expect(secondsLeft(screen.getByRole('timer').textContent)).toBeLessThanOrEqual(20 * 60);
  });

  it('tells the learner when the server refused an answer sent after the time was over', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession();
    stubEngine(() => attemptData(), {
      'POST /student-report/student/saveAnswers': () => errorResponse(409, 'ATTEMPT_CLOSED', 'The time is over.'),
    });
    renderApp(ENGINE);
    await userEvent.click(await screen.findByRole('radio', { name: /Acids/ }));
    expect(
      await screen.findByText('1 answer reached the server after the time was over and does not count.'),
    ).toBeInTheDocument();
  });
  it('sends the time a question was on screen: a choice made 12 s after it showed, and again on leaving it', async () => {
    storeSession();
    const realNow = Date.now.bind(Date);
    let later = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + later);
    const fake = stubEngine(() => attemptData());
    renderApp(ENGINE);
    const choice = await screen.findByRole('radio', { name: /Bases/ });
    later = 12_000;
    await userEvent.click(choice);
    await waitFor(() => expect(saves(fake.calls)).toHaveLength(1));
    // Choice questions showed 0 s. The screen's own work takes under a few seconds here.
    expect(saves(fake.calls)[0]!.time_spent_ms).toBeGreaterThanOrEqual(12_000);
    expect(saves(fake.calls)[0]!.time_spent_ms).toBeLessThan(17_000);
    later = 20_000;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(saves(fake.calls)).toHaveLength(2));
    expect(saves(fake.calls)[1]).toMatchObject({ question_id: 1, response: { option_ids: ['b'] } });
    expect(saves(fake.calls)[1]!.time_spent_ms).toBeGreaterThanOrEqual(20_000);
    expect(saves(fake.calls)[1]!.time_spent_ms).toBeLessThan(25_000);
  });
});
