import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appOutbox } from '../../../lib/outbox.app';
import { envelope, errorResponse, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  activity,
  analysis,
  attemptReport,
  paperDetail,
  reportAnswer,
  TEACHER,
  teacherProfile,
} from '../test/authoring-fixtures';

// Student activity per assessment, subjective answers marked by the teacher
// (evaluateAnswers; results published when all are marked), a dropped question re-evaluates every
// attempt, and question analysis with a spreadsheet download.

const SLOW = { timeout: 15_000 };
const ACTIVITY = 'GET /student-report/teacher/studentActivityOnAssignedAssessment';
const REPORT = 'GET /student-report/student/paperReport';
const EVALUATE = 'POST /student-report/teacher/evaluateAnswers';
const ANALYSIS = 'GET /student-report/teacher/questionAnalysis';
const DROP = 'POST /paperCreation/v2/dropQuestion';

function stub(extra: Record<string, FakeHandler> = {}) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
    [ACTIVITY]: () => envelope(activity()),
    // A paper answered online: its written answers are marked one by one (OMR papers get a marks sheet).
    'GET /paperCreation/paperDetailById/9': () => envelope(paperDetail()),
    ...extra,
  });
}

describe('an assigned assessment', { timeout: 120_000 }, () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3 }));

  it('lists each student with status, score, rank, time and extra time', async () => {
    const fake = stub();
    renderApp('/faculty-assessment-dashboard/assessments/71');
    const table = await screen.findByRole('table', { name: 'Students of Unit test 3' }, SLOW);
    expect(fake.calls.find((c) => c.path.endsWith('studentActivityOnAssignedAssessment'))!.query.get('assignId')).toBe(
      '71',
    );
    expect(screen.getByTestId('assignment-summary')).toHaveTextContent('2 of 2 submitted · 1 answers to mark');
    const [aarav, kavya] = within(table).getAllByTestId('activity-row');
    expect(aarav).toHaveTextContent('Aarav Sharma');
    expect(aarav).toHaveTextContent('Submitted');
    expect(kavya).toHaveTextContent('Marked');
    expect(kavya).toHaveTextContent('7 (87.5%)');
    expect(kavya).toHaveTextContent('10 minutes');
    expect(kavya).toHaveTextContent('40 min 0 s');
  });

  it('says which student completed the test offline and when it synced', async () => {
    const data = activity();
    // 05:12 UTC is 10:42 in India, the school's zone.
    data.students[1] = { ...data.students[1]!, offline_synced_at: '2026-11-20T05:12:00.000Z' };
    stub({ [ACTIVITY]: () => envelope(data) });
    renderApp('/faculty-assessment-dashboard/assessments/71');
    const table = await screen.findByRole('table', { name: 'Students of Unit test 3' }, SLOW);
    const [aarav, kavya] = within(table).getAllByTestId('activity-row');
    expect(kavya).toHaveTextContent(/Completed offline, synced at .*10:42/);
    expect(aarav).not.toHaveTextContent('Completed offline');
  });

  it('marks a written answer within its marks and says when all are marked and published', async () => {
    const fake = stub({
      [REPORT]: () =>
        envelope(
          attemptReport([
            reportAnswer(),
            reportAnswer({ question_id: 3002, outcome: 'correct', question_type: 'single' }),
          ]),
        ),
      [EVALUATE]: () =>
        envelope({
          attempt_id: 601,
          attempt_status_id: 5,
          pending_count: 0,
          score: 7,
          results_published: true,
          replayed: false,
        }),
    });
    renderApp('/faculty-assessment-dashboard/assessments/71/marking');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('button', { name: 'Aarav Sharma · 1 to mark' }, SLOW)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Only the answer waiting for marks is shown, with the learner's text.
    const answers = await screen.findAllByTestId('answer-to-mark');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveTextContent('Suppose it is rational');
    expect(fake.calls.find((c) => c.path.endsWith('paperReport'))!.query.get('attempt_id')).toBe('601');

    const marks = screen.getByRole('textbox', { name: 'Marks for question 4 (0 to 4)' });
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByText('Give marks for question 4.')).toBeInTheDocument();
    await user.type(marks, '5');
    expect(screen.getByText('Marks for question 4 must be between 0 and 4.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.endsWith('evaluateAnswers'))).toBe(false);

    await user.clear(marks);
    await user.type(marks, '3.5');
    await user.type(screen.getByRole('textbox', { name: 'Comment for question 4 (optional)' }), 'Good start.');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByTestId('marking-saved')).toHaveTextContent(
      'Every answer is marked and the results are published.',
    );
    const sent = fake.calls.find((c) => c.path.endsWith('evaluateAnswers'))!.body;
    expect(sent).toMatchObject({ attempt_id: 601, marks: [{ question_id: 3001, marks: 3.5, comment: 'Good start.' }] });
    // Sent through the outbox with its own id: a resend counts once.
    expect((sent as { client_marking_id: string }).client_marking_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('marks given with no connection wait on the device, saying so', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stub({
      [REPORT]: () => envelope(attemptReport([reportAnswer()])),
      // No link: fails as a browser does offline (no answer, so no retries into the next test).
      [EVALUATE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/faculty-assessment-dashboard/assessments/71/marking');
    const user = userEvent.setup({ delay: null });
    const marks = await screen.findByRole('textbox', { name: 'Marks for question 4 (0 to 4)' }, SLOW);
    await user.type(marks, '3');
    await user.type(screen.getByRole('textbox', { name: 'Comment for question 4 (optional)' }), 'Show the last step.');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(
      await screen.findByText('Saved on this device; the marks will be sent when you are online.'),
    ).toBeInTheDocument();
    const [entry] = appOutbox.entries();
    expect(entry).toMatchObject({ tag: 'marking', path: '/student-report/teacher/evaluateAnswers' });
    expect(entry!.body).toMatchObject({
      attempt_id: 601,
      client_marking_id: entry!.id,
      marks: [{ question_id: 3001, marks: 3, comment: 'Show the last step.' }],
    });
    appOutbox.remove([entry!.id]);
    offline.mockRestore();
  });

  it('says so when nothing waits for marks', async () => {
    stub({
      [ACTIVITY]: () => envelope(activity({ students: activity().students.map((s) => ({ ...s, pending_count: 0 })) })),
    });
    renderApp('/faculty-assessment-dashboard/assessments/71/marking');
    expect(await screen.findByTestId('marking-nothing', {}, SLOW)).toHaveTextContent('Nothing to mark');
  });

  it('analyses each question and drops one after asking', async () => {
    let dropped = false;
    const fake = stub({
      [ANALYSIS]: () =>
        envelope({
          ...analysis(),
          questions: analysis().questions.map((q) => (q.question_id === 3002 && dropped ? { ...q, is_dropped: 1 } : q)),
        }),
      [DROP]: () => {
        dropped = true;
        return envelope({ paper_id: 9, question_id: 3002, is_dropped: 1, reevaluated_attempts: 2 });
      },
    });
    renderApp('/faculty-assessment-dashboard/assessments/71/analysis');
    const table = await screen.findByRole('table', { name: 'Questions of Quadratic Equations Test' }, SLOW);
    const [first, second] = within(table).getAllByTestId('analysis-row');
    expect(first).toHaveTextContent('1 of 2');
    expect(first).toHaveTextContent('Option C (1)');
    expect(first).toHaveTextContent('42 s');
    expect(second).toHaveTextContent('None');
    expect(screen.getByTestId('accuracy-chart')).toBeInTheDocument();
    expect(screen.getByTestId('accuracy-summary')).toHaveTextContent(
      'The hardest question was question 1: 1 of 2 got it right.',
    );

    const user = userEvent.setup({ delay: null });
    await user.click(within(first!).getByRole('button', { name: 'Drop question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop question 1?' });
    expect(dialog).toHaveTextContent('Everyone gets its 4 marks');
    await user.click(within(dialog).getByRole('button', { name: 'Drop it' }));
    expect(await screen.findByText('Question 1 is dropped. 2 attempts were evaluated again.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path.endsWith('dropQuestion'))!.body).toEqual({
      paper_id: 9,
      question_id: 3002,
      is_dropped: true,
    });
    expect(await screen.findByRole('button', { name: 'Restore question 1' })).toBeInTheDocument();
  });

  it('downloads the analysis as a spreadsheet through the api client', async () => {
    // With format=xlsx the server answers the spreadsheet itself (the registry's fileWhen).
    const fake = stub({
      [ANALYSIS]: (call) =>
        call.query.get('format') === 'xlsx' ? new Response('PK', { status: 200 }) : envelope(analysis()),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/faculty-assessment-dashboard/assessments/71/analysis');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Download spreadsheet' }, SLOW));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = fake.calls.find((c) => c.query.get('format') === 'xlsx')!;
    expect(download.query.get('assignId')).toBe('71');
    expect(download.authorization).toBe('Bearer access-1');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Quadratic-Equations-Test-question-analysis.xlsx',
    );
  });

  it('shows the server’s refusal in plain words', async () => {
    stub({ [ACTIVITY]: () => errorResponse(403, 'FORBIDDEN', 'You did not assign this assessment.') });
    renderApp('/faculty-assessment-dashboard/assessments/71');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('We could not load this assessment.');
  });
});
