import type { StudentPaperListBody } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { assignedPaper, attemptData, STUDENT } from '../test/assessment-fixtures';

// Spec 002 §2.3 and §4.3-§4.4: the learner's lists; opening a paper goes by its attempt status
// after the time gate on the server's clock (levelAssignedInfo).

function list(papers: ReturnType<typeof assignedPaper>[]): FakeHandler {
  return (call) =>
    envelope({
      uuid: (call.body as StudentPaperListBody).uuid ?? STUDENT,
      total_count: papers.length,
      page_no: 1,
      page_size: 100,
      current_time: '2026-11-25T10:00:00.000Z',
      papers,
    });
}

function clock(iso: string): FakeHandler {
  return () => envelope({ current_time: iso, current_time_ms: Date.parse(iso), board_id: 7, skips_time_gate: false });
}

const S = '/student-report/student';

// Screens load on demand and the machine may be busy: give finds time (this file only).

describe('the learner’s tests', () => {
  it('lists the tests to attempt, and a not-started one opens its instructions, then the engine', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [`POST ${S}/studentAssignedPaperList`]: list([assignedPaper()]),
      'GET /student-report/levelAssignedInfo': clock('2026-11-25T10:00:00.000Z'),
      [`POST ${S}/startAttempt`]: () => envelope(attemptData()),
    });
    const { router } = renderApp('/my-assignment');
    const card = await screen.findByTestId('paper-card');
    expect(within(card).getByRole('heading', { name: 'Acids unit test' })).toBeInTheDocument();
    expect(within(card).getByText('Not started')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Before you start' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paper-instructions');
    await userEvent.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(router.state.location.pathname).toBe('/test-engine/21/31/41/1');
  });

  it('the instructions say whether the test carries on offline, or counts only online', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [`POST ${S}/studentAssignedPaperList`]: list([
        assignedPaper(),
        assignedPaper({ assign_id: 32, title: 'Acids final', online_only: true }),
      ]),
      'GET /student-report/levelAssignedInfo': clock('2026-11-25T10:00:00.000Z'),
    });
    renderApp('/my-assignment');
    const [carriesOn] = await screen.findAllByTestId('paper-card');
    await userEvent.click(within(carriesOn!).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(/Once started, the test carries on if the connection drops/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to my tests' }));
    const onlineOnly = (await screen.findAllByTestId('paper-card'))[1]!;
    await userEvent.click(within(onlineOnly).getByRole('button', { name: 'Start' }));
    expect(
      await screen.findByText(
        'This test can only be taken online: answers count only if they reach us before the time is up.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the window in the school’s time zone (India: 09:00 UTC is 2:30 pm), whatever the device’s', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [`POST ${S}/studentAssignedPaperList`]: list([assignedPaper()]),
      'GET /student-report/levelAssignedInfo': clock('2026-11-25T10:00:00.000Z'),
    });
    renderApp('/my-assignment');
    const card = await screen.findByTestId('paper-card');
    await waitFor(() => expect(card).toHaveTextContent(/24 Nov 2026, 2:30\s?pm to 30 Nov 2026, 11:30\s?pm/));
  });

  it('a paper answered on paper in class offers its questions to read, never an online attempt', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [`POST ${S}/studentAssignedPaperList`]: list([assignedPaper({ is_omr: 1 })]),
      'GET /student-report/levelAssignedInfo': clock('2026-11-25T10:00:00.000Z'),
    });
    renderApp('/my-assignment');
    const card = await screen.findByTestId('paper-card');
    expect(within(card).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the questions' })).toHaveAttribute(
      'href',
      '/view-questions?paperId=21',
    );
  });

  it('says "Paper Not started" by the server’s clock, whatever the device’s', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [`POST ${S}/studentAssignedPaperList`]: list([assignedPaper()]),
      'GET /student-report/levelAssignedInfo': clock('2026-11-20T10:00:00.000Z'),
    });
    const { router } = renderApp('/assignment');
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Paper Not started')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/assignment');
  });

  it('resumes an attempt in progress straight in the engine', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [`POST ${S}/studentAssignedPaperList`]: list([assignedPaper({ attempt_status_id: 2, attempt_id: 501 })]),
      'GET /student-report/levelAssignedInfo': clock('2026-11-25T10:00:00.000Z'),
      [`POST ${S}/startAttempt`]: () => envelope(attemptData()),
    });
    const { router } = renderApp('/assignment-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('timer', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test-engine/21/31/41/1');
  });

  it('shows a parent the active child’s results, without a way to attempt', async () => {
    storeSession({ user_type_id: 2, uuid: '88888888-8888-4888-8888-888888888888' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parentProfile()),
      [`POST ${S}/studentEvaluatedPaperList`]: list([
        assignedPaper({ attempt_status_id: 5, attempt_id: 501, results_published: 1, score: 9, rank: 2 }),
      ]),
      [`POST ${S}/studentAssignedPaperList`]: list([assignedPaper()]),
    });
    renderApp('/my-assignment?tab=evaluated');
    const card = await screen.findByTestId('paper-card');
    expect(within(card).getByText('Score 9 of 12 · Rank 2')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the report' })).toHaveAttribute(
      'href',
      `/reports?paperId=21&assignId=31&attemptId=501&uuid=${CHILD_A}`,
    );
    const listCall = fake.calls.find((c) => c.path === `${S}/studentEvaluatedPaperList`);
    expect((listCall?.body as StudentPaperListBody).uuid).toBe(CHILD_A);
    await userEvent.click(screen.getByRole('tab', { name: 'To attempt' }));
    expect(await screen.findByTestId('paper-card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });
});
