import type { AttemptedStatusData } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { assignedPaper, STUDENT } from '../test/assessment-fixtures';
import { questionList } from '../test/paper-question-fixtures';
import { paperReport } from '../test/report-fixtures';

// Spec 002 §2.3: /view-questions (a paper's questions, read only and printable; keys only as the
// server sends them), /weeklyReport/:testId/:testType/:paper_type (the learner's report of that
// test) and /test-engine/:paperName/:paperType (a paper by its name among the assigned ones).

const ME = 'GET /cognito-login-service/auth/me';
const QUESTIONS = 'POST /paperCreation/v2/questionListByPaperId';
const STATUS = 'POST /student-report/student/paperAttemptedStatusByIds';
const REPORT = 'GET /student-report/student/paperReport';
const ASSIGNED = 'POST /student-report/student/studentAssignedPaperList';
const CLOCK = 'GET /student-report/levelAssignedInfo';
const TEACHER_PROFILE = { uuid: '33333333-3333-4333-8333-333333333333', user_type_id: 3 };

function assigned(papers: ReturnType<typeof assignedPaper>[]): FakeHandler {
  return () =>
    envelope({
      uuid: STUDENT,
      total_count: papers.length,
      page_no: 1,
      page_size: 100,
      current_time: '2026-11-25T10:00:00.000Z',
      papers,
    });
}
const clock = () =>
  envelope({
    current_time: '2026-11-25T10:00:00.000Z',
    current_time_ms: Date.parse('2026-11-25T10:00:00.000Z'),
    board_id: 7,
    skips_time_gate: false,
  });
const statuses = (rows: Partial<AttemptedStatusData[number]>[]) =>
  envelope(
    rows.map((r) => ({ paper_id: 21, assign_id: 31, attempt_id: null, attempt_status_id: 1, attempt_count: 0, ...r })),
  );

describe('/view-questions', () => {
  it('shows a teacher the paper’s questions with the keys and explanations, printable, with the state’s names', async () => {
    storeSession(TEACHER_PROFILE);
    const fake = stubFetch({
      [ME]: () => envelope(profile(TEACHER_PROFILE)),
      [QUESTIONS]: () => envelope(questionList(true)),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { router } = renderApp('/view-questions?paperId=21');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questions: Acids, bases and salts: unit test' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 questions · 8 marks · 30 minutes')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('paper-question');
    expect(within(first!).getByText('Which of these is question 601 about?')).toBeInTheDocument();
    expect(within(first!).getByTestId('question-solution')).toHaveTextContent('Answer: B. Bases');
    expect(within(first!).getByTestId('question-solution')).toHaveTextContent('they turn red litmus blue');
    expect(within(second!).getByText('Dropped (marks given to all)')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path.endsWith('questionListByPaperId'))!.body).toEqual({ paper_id: 21 });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
    // The state of 002 §2.3: the teacher's, syllabus and subject names, and where to go back.
    await router.navigate('/view-questions?paperId=21', {
      state: {
        teacherName: 'Meera Iyer',
        syllabusName: 'Class 10',
        subjectName: 'Chemistry',
        origin: '/my-assignment',
      },
    });
    expect(await screen.findByText('Set by Meera Iyer')).toBeInTheDocument();
    expect(screen.getByText('Syllabus: Class 10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/my-assignment');
  });

  it('shows a learner no key or explanation when the server sends none, and never a link back to another site', async () => {
    storeSession();
    stubFetch({ [ME]: () => envelope(profile()), [QUESTIONS]: () => envelope(questionList(false)) });
    const { router } = renderApp('/view-questions?paperId=21');
    await screen.findAllByTestId('paper-question');
    expect(screen.queryByTestId('question-solution')).toBeNull();
    expect(screen.getByTestId('no-keys')).toHaveTextContent('Answers and explanations are not shown for this paper.');
    await router.navigate('/view-questions?paperId=21', { state: { origin: '//evil.example/' } });
    await screen.findAllByTestId('paper-question');
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('asks for a parent’s active child, and says plainly when the paper is not open to them', async () => {
    storeSession({ uuid: parentProfile().uuid, user_type_id: 2 });
    const fake = stubFetch({
      [ME]: () => envelope(parentProfile()),
      [QUESTIONS]: () => errorResponse(404, 'NOT_FOUND', 'No such paper.'),
    });
    renderApp('/view-questions?paperId=21');
    expect(await screen.findByText('These questions are not open to you.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path.endsWith('questionListByPaperId'))!.body).toEqual({
      paper_id: 21,
      uuid: CHILD_A,
    });
  });
});

describe('/weeklyReport/:testId/:testType/:paper_type', () => {
  it('opens the report of the test’s evaluated attempt (the latest) on /reports', async () => {
    storeSession();
    const fake = stubFetch({
      [ME]: () => envelope(profile()),
      [STATUS]: () =>
        statuses([
          { attempt_id: 400, attempt_status_id: 5, assign_id: 30 },
          { attempt_id: 501, attempt_status_id: 5, assign_id: 31 },
        ]),
      [REPORT]: () => envelope(paperReport()),
    });
    const { router } = renderApp('/weeklyReport/21/1/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report: Acids, bases and salts: unit test' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
    expect(fake.calls.find((c) => c.path.endsWith('paperAttemptedStatusByIds'))!.body).toEqual({ paper_ids: [21] });
    const report = fake.calls.find((c) => c.path.endsWith('paperReport'))!;
    expect(report.query.get('attempt_id')).toBe('501');
    expect(report.query.get('assign_id')).toBe('31');
  });

  it('says plainly when there is no attempt, or it is not marked yet', async () => {
    storeSession();
    stubFetch({
      [ME]: () => envelope(profile()),
      [STATUS]: () => statuses([]),
      [REPORT]: () => errorResponse(404, 'NOT_FOUND', 'No such report.'),
    });
    const { unmount } = renderApp('/weeklyReport/21/1/1');
    expect(await screen.findByTestId('weekly-report-empty')).toHaveTextContent(
      'There is no attempt of this test yet, so there is no report to show.',
    );
    unmount();
    stubFetch({
      [ME]: () => envelope(profile()),
      [STATUS]: () => statuses([{ attempt_id: 501, attempt_status_id: 4 }]),
    });
    renderApp('/weeklyReport/21/1/1');
    expect(await screen.findByTestId('weekly-report-empty')).toHaveTextContent(
      'The report opens here once they are marked.',
    );
  });

  it('finds the learner’s own practice test, not among assigned papers, through the report call', async () => {
    storeSession();
    const fake = stubFetch({
      [ME]: () => envelope(profile()),
      [STATUS]: () => statuses([]),
      [REPORT]: () => envelope(paperReport({ assign_id: null, attempt_id: 777 })),
    });
    const { router } = renderApp('/weeklyReport/21/1/1');
    await waitFor(() => expect(router.state.location.search).toContain('attemptId=777'));
    expect(router.state.location.pathname).toBe('/reports');
    expect(Object.fromEntries(fake.calls.find((c) => c.path.endsWith('paperReport'))!.query)).toEqual({
      paper_id: '21',
    });
  });

  it('says a link without a test id names no test, and asks nothing', async () => {
    storeSession();
    const fake = stubFetch({ [ME]: () => envelope(profile()) });
    renderApp('/weeklyReport/abc/1/1');
    expect(await screen.findByText('This link does not name a test.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.endsWith('paperAttemptedStatusByIds'))).toBe(false);
  });
});

describe('/test-engine/:paperName/:paperType', () => {
  it('opens the assigned paper of that name in place of the link (Back does not return to it)', async () => {
    storeSession();
    stubFetch({
      [ME]: () => envelope(profile()),
      [ASSIGNED]: assigned([assignedPaper({ paper_id: 9, assign_id: 8, title: 'Other' }), assignedPaper()]),
      [CLOCK]: clock,
    });
    const { router } = renderApp('/test-engine/acids%20unit%20TEST/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Before you start' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paper-instructions');
    expect(router.state.location.search).toContain('paperId=21');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says plainly when no assigned paper has that name, or it cannot be opened now', async () => {
    storeSession();
    stubFetch({ [ME]: () => envelope(profile()), [ASSIGNED]: assigned([assignedPaper()]), [CLOCK]: clock });
    const { unmount } = renderApp('/test-engine/Algebra%20revision/1');
    expect(await screen.findByTestId('by-name-missing')).toHaveTextContent(
      'None of your assigned tests is called “Algebra revision”.',
    );
    unmount();
    stubFetch({
      [ME]: () => envelope(profile()),
      [ASSIGNED]: assigned([assignedPaper({ paper_start_time: '2026-12-01T09:00:00.000Z' })]),
      [CLOCK]: clock,
    });
    renderApp('/test-engine/Acids%20unit%20test/1');
    await waitFor(() =>
      expect(screen.getByTestId('by-name-missing')).toHaveTextContent('“Acids unit test” cannot be opened now.'),
    );
  });
});
