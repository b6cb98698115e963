import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AssignPaperBody } from '@esc/contracts';
import { envelope, errorResponse, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { AARAV, activity, assignment, KAVYA, paperDetail, TEACHER, teacherProfile } from '../test/authoring-fixtures';

// A paper assigned to sections of the teacher's school with a window (start, end) read
// in the school's time zone, a duration and per-student extra time.

const SLOW = { timeout: 15_000 };
const ASSIGN = 'POST /student-report/teacher/assignPaper';

function student(uuid: string, name: string) {
  return {
    uuid,
    user_type_id: 1,
    first_name: name.split(' ')[0]!,
    last_name: name.split(' ')[1]!,
    name,
    email: null,
    mobile: null,
    school_id: 101,
    section_id: 5001,
    section_name: '10-A',
    board_id: 1,
    class_id: 8,
  };
}

function stub(assign: FakeHandler) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
    'GET /paperCreation/paperDetailById/9': () => envelope(paperDetail()),
    'POST /cognito-login-service/auth/studentListBySection': () =>
      envelope({
        students: [student(AARAV, 'Aarav Sharma'), student(KAVYA, 'Kavya Reddy')],
        total_count: 2,
        start_index: 0,
        limit: 500,
      }),
    [ASSIGN]: assign,
    'GET /student-report/teacher/studentActivityOnAssignedAssessment': () => envelope(activity()),
  });
}

async function setWindow(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  const opens = screen.getByLabelText(/Opens at/);
  const closes = screen.getByLabelText(/Closes at/);
  await user.clear(opens);
  await user.type(opens, start);
  await user.clear(closes);
  await user.type(closes, end);
}

describe('assign a paper', { timeout: 120_000 }, () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3 }));

  it('sends sections, the window in the school’s time zone, the duration and extra time', async () => {
    const {
      status: _s,
      learner_count: _l,
      started_count: _st,
      submitted_count: _su,
      pending_evaluation_count: _p,
      average_percentage: _a,
      ...made
    } = assignment();
    const fake = stub(() => envelope({ assignment: made }));
    renderApp('/faculty-assessment-dashboard/papers/9/assign');
    expect(await screen.findByRole('heading', { name: 'Assign Quadratic Equations Test' }, SLOW)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    // Duration defaults to the paper's time.
    expect(screen.getByRole('textbox', { name: /Time to answer/ })).toHaveValue('45');

    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Choose at least one section.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.endsWith('assignPaper'))).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: '10-A · Class 10' }));
    await setWindow(user, '2026-12-01T10:00', '2026-12-01T09:00');
    expect(screen.getByText('The closing time must be after the opening time.')).toBeInTheDocument();
    await setWindow(user, '2026-12-01T09:00', '2026-12-02T17:30');
    expect(screen.getByTestId('assign-window')).toHaveTextContent(
      'Opens Tue, Dec 1, 2026, 9:00 AM and closes Wed, Dec 2, 2026, 5:30 PM (Asia/Kolkata time)',
    );

    await user.click(screen.getByRole('switch', { name: 'Give some students extra time' }));
    const extra = await screen.findByRole('textbox', { name: 'Extra minutes for Kavya Reddy (10-A)' });
    await user.type(extra, '15');
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(await screen.findByRole('table', { name: 'Students of Unit test 3' }, SLOW)).toBeInTheDocument();
    const body = fake.calls.find((c) => c.path.endsWith('assignPaper'))!.body as AssignPaperBody;
    expect(body).toEqual({
      paper_id: 9,
      sections: [5001],
      // 09:00 in India is 03:30 UTC.
      paper_start_time: '2026-12-01T03:30:00.000Z',
      paper_end_time: '2026-12-02T12:00:00.000Z',
      paper_duration: 45,
      allow_reattempt: false,
      extensions: [{ uuid: KAVYA, extra_minutes: 15 }],
    });
  });

  it('names the field the server refuses', async () => {
    stub(() =>
      errorResponse(400, 'VALIDATION_FAILED', 'The request is not valid.', [
        { field: 'paper_duration', message: 'The time to answer is longer than the window.' },
      ]),
    );
    renderApp('/faculty-assessment-dashboard/papers/9/assign');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: '10-B · Class 10' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const problem = await screen.findByTestId('authoring-problem');
    expect(within(problem).getByText('The time to answer is longer than the window.')).toBeInTheDocument();
  });
});
