import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { assignment, TEACHER, teacherProfile } from '../test/authoring-fixtures';

// The teacher's overview of assigned assessments on /faculty-assessment-dashboard.

/** The first screen of a test loads its code on demand. */
const SLOW = { timeout: 15_000 };
const ME = 'GET /cognito-login-service/auth/me';
const OVERVIEW = 'GET /student-report/teacher/overviewTeacherAssignedAssessments';
const LIST = 'GET /student-report/teacher/teacherAssignedAssessments';

const overview = {
  total_assigned: 3,
  upcoming: 1,
  open: 1,
  closed: 1,
  published: 0,
  pending_evaluation: 4,
  learners_assigned: 60,
  submissions: 41,
  average_percentage: 62.5,
  recent: [],
};

describe('assigned assessments overview', { timeout: 120_000 }, () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3 }));

  it('shows the counts and each assessment with its window, submissions and answers to mark', async () => {
    const fake = stubFetch({
      [ME]: () => envelope(teacherProfile()),
      [OVERVIEW]: () => envelope(overview),
      [LIST]: (call) =>
        envelope({
          total_count: 1,
          page_no: 1,
          page_size: 20,
          assignments:
            call.query.get('status') === 'open' ? [assignment({ status: 'open', title: 'Open one' })] : [assignment()],
        }),
    });
    renderApp('/faculty-assessment-dashboard/assessments');
    const table = await screen.findByRole('table', { name: 'Your assigned assessments' }, SLOW);
    const counts = screen.getAllByTestId('overview-count').map((c) => c.textContent);
    expect(counts).toEqual(['3', '1', '1', '4', '62.5%']);
    const row = within(table).getAllByTestId('assignment-row')[0]!;
    expect(within(row).getByRole('link', { name: 'Unit test 3' })).toHaveAttribute(
      'href',
      '/faculty-assessment-dashboard/assessments/71',
    );
    expect(row).toHaveTextContent('2 of 2');
    expect(row).toHaveTextContent('Closed, results not out');
    // The window in the school's time zone (India): 03:30 UTC is 9:00 am there.
    expect(row).toHaveTextContent(/20 Nov, 9:00\s?am to 21 Nov, 6:00\s?pm/);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    expect(await screen.findByRole('link', { name: 'Open one' })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.query.get('status') === 'open')).toBe(true);
  });

  it('says plainly when nothing is assigned, and when the list fails', async () => {
    stubFetch({
      [ME]: () => envelope(teacherProfile()),
      [OVERVIEW]: () => envelope({ ...overview, total_assigned: 0, average_percentage: null }),
      [LIST]: () => envelope({ total_count: 0, page_no: 1, page_size: 20, assignments: [] }),
    });
    const { unmount } = renderApp('/faculty-assessment-dashboard/assessments');
    expect(await screen.findByText(/No assessments here yet/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('No results yet')).toBeInTheDocument();
    unmount();
    stubFetch({
      [ME]: () => envelope(teacherProfile()),
      [OVERVIEW]: () => envelope(overview),
      [LIST]: () => errorResponse(500, 'INTERNAL_ERROR'),
    });
    renderApp('/faculty-assessment-dashboard/assessments');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('We could not load your assessments.');
  });

  it('is for staff: a student is told so and nothing is asked for', async () => {
    storeSession({ user_type_id: 1 });
    const fake = stubFetch({ [ME]: () => envelope(profile()) });
    renderApp('/faculty-assessment-dashboard/assessments');
    expect(await screen.findByText('These screens are for teachers and school staff.', {}, SLOW)).toBeInTheDocument();
    expect(fake.calls.map((c) => c.path)).not.toContain('/student-report/teacher/teacherAssignedAssessments');
  });

  it('is linked from the teacher’s dashboard', async () => {
    stubFetch({ [ME]: () => envelope(teacherProfile()) });
    renderApp('/faculty-assessment-dashboard');
    expect(
      await screen.findByRole('link', { name: 'Assessments: papers, marking and analysis' }, SLOW),
    ).toHaveAttribute('href', '/faculty-assessment-dashboard/assessments');
  });
});
