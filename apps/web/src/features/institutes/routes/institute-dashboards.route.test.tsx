import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** The first screen of a test loads a lazy route chunk: allow for a busy machine. */
const SLOW = { timeout: 15_000 };
import { dashboardData, institute } from '../test/institute-fixtures';

describe('institute dashboards', () => {
  it('lists the student’s institutes with status, batches, subjects and teachers, and selects another', async () => {
    const student = profile();
    storeSession({ uuid: student.uuid, user_type_id: 1 });
    const coaching = institute('Pinnacle Coaching', 502, {
      is_selected: false,
      is_active: false,
      institute_type: 2,
      teachers: [],
      subjects: [],
    });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(student),
      'GET /institutes/dashboard': () =>
        envelope(dashboardData(student.uuid, [institute('Sunrise Public School', 501), coaching])),
      'POST /institutes/select': () =>
        envelope({
          school_id: 502,
          section_id: 5001,
          section_master_website_id: 85001,
          board_id: 101,
          redirect_path: '/student-institute-dashboard',
        }),
    });
    renderApp('/student-institute-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Institute dashboard' }, SLOW)).toBeInTheDocument();
    const sunrise = await screen.findByRole('region', { name: 'Sunrise Public School' }, SLOW);
    const batches = within(sunrise).getByRole('table');
    expect(within(batches).getByRole('columnheader', { name: 'Section' })).toBeInTheDocument();
    expect(within(batches).getByRole('row', { name: /CBSE Class 10 10-A 2026-04-01 2027-03-31/ })).toBeInTheDocument();
    expect(within(sunrise).getByText('Active')).toBeInTheDocument();
    expect(within(sunrise).getByText('Mathematics', { selector: 'li *, li' })).toBeInTheDocument();
    expect(within(sunrise).getByText('Meera Iyer')).toBeInTheDocument();
    const pinnacle = screen.getByRole('region', { name: 'Pinnacle Coaching' });
    expect(within(pinnacle).getByText('Inactive')).toBeInTheDocument();
    expect(within(pinnacle).getByText('No teachers assigned yet.')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(pinnacle).getByRole('button', { name: 'Make Pinnacle Coaching my institute' }));
    expect(await screen.findByText('Pinnacle Coaching is now the active institute.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/institutes/select')?.body).toEqual({
      section_master_website_id: 85001,
      board_id: 101,
      uuid: student.uuid,
    });
  });

  it('shows the parent the active child’s institutes, asking with the child’s uuid', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@demo.school' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      'GET /institutes/dashboard': () => envelope(dashboardData(CHILD_A, [institute('Sunrise Public School', 501)])),
    });
    renderApp('/parent-institute-dashboard');
    expect(await screen.findByRole('region', { name: 'Sunrise Public School' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Institutes of Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details of Sunrise Public School' })).toBeInTheDocument();
    const urls = fake.fetch.mock.calls.map(([input]) => String(input));
    expect(urls.some((u) => u.includes(`/institutes/dashboard?uuid=${CHILD_A}`))).toBe(true);
  });

  it('shows an empty state when the learner has no institute', async () => {
    const student = profile();
    storeSession({ uuid: student.uuid, user_type_id: 1 });
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(student),
      'GET /institutes/dashboard': () => envelope(dashboardData(student.uuid, [])),
    });
    renderApp('/student-institute-dashboard');
    expect(await screen.findByText('No institutes yet', {}, SLOW)).toBeInTheDocument();
  });

  it('opens the institute details; its attendance tab shows the child’s month at that institute', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@demo.school' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      'GET /institutes/dashboard': () => envelope(dashboardData(CHILD_A, [institute('Sunrise Public School', 501)])),
      'POST /live-class/offlineAttendance/myAttendance': () =>
        envelope({
          learner_uuid: CHILD_A,
          name: 'Asha Rao',
          month: '2026-11',
          today: '2026-11-25',
          time_zone: 'Asia/Kolkata',
          days: [{ date: '2026-11-24', mark: 'absent', source: 'teacher', remark: null }],
          counts: { present: 0, absent: 1, late: 0, excused: 0 },
          attendance_percent: 0,
        }),
    });
    renderApp('/institute-detail-parent');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Attendance' }));
    expect(await screen.findByText('Attendance this month: 0%', {}, SLOW)).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/live-class/offlineAttendance/myAttendance')?.body).toEqual({
      uuid: CHILD_A,
      school_id: 501,
    });
    await user.click(screen.getByRole('tab', { name: 'Teachers' }));
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
  });
});
