import type { AttendanceRegisterData, MarkAttendanceBody, MyAttendanceData } from '@esc/contracts';
import { localDate } from '@esc/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { appOutbox } from '../../../lib/outbox.app';
import { envelope, errorResponse, stubFetch, type FakeCall } from '../../../test/fake-api';
import { CHILD_A, CHILD_B, parentProfile, profile, section, storeSession } from '../../../test/fixtures';
import { AttendanceRoute } from './attendance.route';

const today = localDate(Date.now(), 'IN');
const ASHA = '33333333-3333-4333-8333-333333333333';
const BALA = '44444444-4444-4444-8444-444444444444';
const TEACHER = profile({
  uuid: '77777777-7777-4777-8777-777777777777',
  user_type_id: 3,
  name: 'Meera Iyer',
  sections: [section(5001, '10-A', 'Class 10')],
});
const OFF = '/live-class/offlineAttendance';

function register(overrides: Partial<AttendanceRegisterData> = {}): AttendanceRegisterData {
  return {
    school_id: 501,
    section_id: 5001,
    section_name: '10-A',
    class_name: 'Class 10',
    date: today,
    today,
    time_zone: 'Asia/Kolkata',
    is_editable: true,
    is_marked: false,
    marked_by: null,
    marked_at: null,
    updated_by: null,
    updated_at: null,
    absence_notice_at: null,
    counts: { present: 2, absent: 0, late: 0, excused: 0 },
    live_classes: [
      { sch_id: 9, title: 'Quadratics', start_at: '2026-11-25T04:30:00.000Z', duration: 45, present_count: 1 },
    ],
    learners: [
      { uuid: ASHA, name: 'Asha Rao', mark: 'present', source: null, remark: null, live_classes: [] },
      { uuid: BALA, name: 'Bala Nair', mark: 'present', source: 'live', remark: null, live_classes: [9] },
    ],
    ...overrides,
  };
}

function month(overrides: Partial<MyAttendanceData> = {}): MyAttendanceData {
  return {
    learner_uuid: CHILD_A,
    name: 'Asha Rao',
    month: '2026-11',
    today: '2026-11-25',
    time_zone: 'Asia/Kolkata',
    days: [
      { date: '2026-11-23', mark: 'present', source: 'teacher', remark: null },
      { date: '2026-11-24', mark: 'absent', source: 'teacher', remark: 'fever' },
      { date: '2026-11-25', mark: 'present', source: 'live', remark: null },
    ],
    counts: { present: 2, absent: 1, late: 0, excused: 0 },
    attendance_percent: 66.7,
    ...overrides,
  };
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/attendance', element: <AttendanceRoute /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const signInTeacher = () => storeSession({ uuid: TEACHER.uuid, user_type_id: 3, username: 'teacher@demo.school' });

describe('/attendance for a teacher: the register', () => {
  it('everyone present by default; tap Absent, add a remark, save, then tell the parents', async () => {
    signInTeacher();
    // The server as it would be: the register read answers what the last save made of it.
    let current = register();
    const saved = (call: FakeCall) => {
      const body = call.body as MarkAttendanceBody;
      current = register({
        is_marked: true,
        marked_by: { uuid: TEACHER.uuid, name: 'Meera Iyer' },
        marked_at: '2026-11-25T04:40:00.000Z',
        learners: [
          {
            uuid: ASHA,
            name: 'Asha Rao',
            mark: 'absent',
            source: 'teacher',
            remark: body.marks[0]!.remark ?? null,
            live_classes: [],
          },
          { uuid: BALA, name: 'Bala Nair', mark: 'present', source: 'live', remark: null, live_classes: [9] },
        ],
        counts: { present: 1, absent: 1, late: 0, excused: 0 },
      });
      return envelope({ ...current, replayed: false });
    };
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(TEACHER),
      [`POST ${OFF}/markAttendanceDetails`]: () => envelope(current),
      [`POST ${OFF}/v2/markAttendance`]: saved,
      [`POST ${OFF}/sendPNForAttendance`]: () =>
        envelope({
          section_id: 5001,
          date: today,
          absent_learners: 1,
          parents: 1,
          absence_notice_at: '2026-11-25T04:41:00.000Z',
        }),
    });
    renderAt('/attendance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(within(asha).getByText('Not marked yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Bala Nair' })).getByText('Present in a live class'),
    ).toBeInTheDocument();
    const marks = within(asha).getByRole('radiogroup', { name: 'Mark for Asha Rao' });
    expect(within(marks).getByRole('radio', { name: 'Present' })).toBeChecked();
    expect(screen.getByText('2 present, 0 absent, 0 late, 0 excused')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(marks).getByRole('radio', { name: 'Absent' }));
    expect(screen.getByText('1 present, 1 absent, 0 late, 0 excused')).toBeInTheDocument();
    await user.click(within(asha).getByRole('button', { name: 'Add a remark for Asha Rao' }));
    await user.type(within(asha).getByRole('textbox', { name: 'Remark for Asha Rao' }), 'fever');
    await user.click(screen.getByRole('button', { name: 'Save register' }));

    expect(await screen.findByText('Register saved.')).toBeInTheDocument();
    const sent = fake.calls.find((c) => c.path === `${OFF}/v2/markAttendance`)!.body as MarkAttendanceBody;
    expect(sent).toMatchObject({
      section_id: 5001,
      date: today,
      marks: [{ uuid: ASHA, mark: 'absent', remark: 'fever' }],
    });
    expect(sent.client_mark_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(appOutbox.entries()).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Tell parents of absent learners' }));
    expect(await screen.findByText('Absence notice sent to 1 parent.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === `${OFF}/sendPNForAttendance`)?.body).toEqual({
      section_id: 5001,
      date: today,
    });
  });

  it('a save the server cannot take now stays in the outbox, shown as it was marked', async () => {
    signInTeacher();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(TEACHER),
      [`POST ${OFF}/markAttendanceDetails`]: () => envelope(register()),
      [`POST ${OFF}/v2/markAttendance`]: () => errorResponse(429, 'RATE_LIMITED'),
    });
    renderAt('/attendance');
    const user = userEvent.setup();
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    await user.click(within(asha).getByRole('radio', { name: 'Late' }));
    await user.click(screen.getByRole('button', { name: 'Save register' }));
    await waitFor(() => expect(appOutbox.entries()).toHaveLength(1));
    expect(appOutbox.entries()[0]).toMatchObject({ tag: 'attendance', owner: TEACHER.uuid });
    expect(within(asha).getByRole('radio', { name: 'Late' })).toBeChecked();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    appOutbox.remove(appOutbox.entries().map((e) => e.id));
  });

  it('a save the server refuses (the day is over) says why', async () => {
    signInTeacher();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(TEACHER),
      [`POST ${OFF}/markAttendanceDetails`]: () => envelope(register()),
      [`POST ${OFF}/v2/markAttendance`]: () =>
        errorResponse(409, 'CONFLICT', 'The register of 2026-11-24 cannot be changed now.', [
          { field: 'date', message: 'is not today' },
        ]),
    });
    renderAt('/attendance');
    await screen.findByRole('listitem', { name: 'Asha Rao' });
    await userEvent.click(screen.getByRole('button', { name: 'Save register' }));
    expect(
      await screen.findByText('The register was not saved: The register of 2026-11-24 cannot be changed now.'),
    ).toBeInTheDocument();
    expect(appOutbox.entries()).toEqual([]);
    expect(fake.calls.filter((c) => c.path === `${OFF}/v2/markAttendance`)).toHaveLength(1);
  });

  it('a register of another day is read-only', async () => {
    signInTeacher();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(TEACHER),
      [`POST ${OFF}/markAttendanceDetails`]: (call) =>
        envelope(
          register({
            date: (call.body as { date: string }).date,
            is_editable: (call.body as { date: string }).date === today,
          }),
        ),
    });
    renderAt('/attendance?date=2026-11-24');
    expect(await screen.findByText(/A register is changed on its own day only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save register' })).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'Asha Rao' })).getByRole('radio', { name: 'Absent' }),
    ).toBeDisabled();
  });
});

describe('/attendance for a teacher: section and school', () => {
  it('the section’s percentages and days, and the CSV download', async () => {
    signInTeacher();
    const createObjectURL = vi.fn(() => 'blob:attendance');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(TEACHER),
      [`POST ${OFF}/sectionWiseAttendance`]: () =>
        envelope({
          school_id: 501,
          section_id: 5001,
          section_name: '10-A',
          class_name: 'Class 10',
          start_date: '2026-10-27',
          end_date: today,
          time_zone: 'Asia/Kolkata',
          dates: ['2026-11-24'],
          registers: [{ date: '2026-11-24', marked_by_name: 'Meera Iyer', marked_at: '2026-11-24T03:40:00.000Z' }],
          learners: [
            {
              uuid: ASHA,
              name: 'Asha Rao',
              marks: ['absent'],
              sources: ['teacher'],
              counts: { present: 0, absent: 1, late: 0, excused: 0 },
              attendance_percent: 0,
            },
            {
              uuid: BALA,
              name: 'Bala Nair',
              marks: ['present'],
              sources: ['live'],
              counts: { present: 1, absent: 0, late: 0, excused: 0 },
              attendance_percent: 100,
            },
          ],
          counts: { present: 1, absent: 1, late: 0, excused: 0 },
          attendance_percent: 50,
        }),
      [`POST ${OFF}/v2/downloadAttendance`]: () =>
        new Response('Learner\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderAt('/attendance?tab=section');
    const tables = await screen.findAllByRole('table');
    expect(within(tables[0]!).getByRole('row', { name: /Asha Rao 0 1 0 0 0%/ })).toBeInTheDocument();
    expect(within(tables[0]!).getByRole('row', { name: /Whole section 1 1 0 0 50%/ })).toBeInTheDocument();
    expect(within(tables[1]!).getByRole('row', { name: /Bala Nair/ })).toHaveTextContent('Present from a live class');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fake.calls.find((c) => c.path === `${OFF}/v2/downloadAttendance`)?.body).toMatchObject({
      section_id: 5001,
      end_date: today,
    });
  });
});

describe('/attendance for a learner and a parent: the month', () => {
  it('a learner’s month: each day’s mark in words, the percentage and counts', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [`POST ${OFF}/myAttendance`]: () => envelope(month()),
    });
    renderAt('/attendance');
    expect(await screen.findByRole('heading', { level: 1, name: 'My attendance' })).toBeInTheDocument();
    expect(await screen.findByText('Attendance this month: 66.7%')).toBeInTheDocument();
    expect(screen.getByText('2 present, 1 absent, 0 late, 0 excused')).toBeInTheDocument();
    const calendar = screen.getByRole('table', { name: 'November 2026: each day’s mark' });
    expect(within(calendar).getByRole('columnheader', { name: 'Monday' })).toBeInTheDocument();
    expect(within(calendar).getByRole('cell', { name: /^24 Absent: fever$/ })).toBeInTheDocument();
    expect(within(calendar).getByRole('cell', { name: /^25 Present, from a live class$/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('a parent reads the child a notification names (by section here); earlier months on request', async () => {
    const base = parentProfile();
    // Ravi sits in section 2: the absence notice of section 2 is about him.
    const parent = {
      ...base,
      children: base.children.map((c) => (c.uuid === CHILD_B ? { ...c, sections: [section(2, 'B')] } : c)),
    };
    storeSession({ uuid: parent.uuid, user_type_id: 2 });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      [`POST ${OFF}/myAttendance`]: (call) => {
        const body = call.body as { uuid: string; month?: string };
        return envelope(
          month({
            learner_uuid: body.uuid,
            name: 'Ravi Rao',
            month: body.month ?? '2026-11',
            days: [],
            counts: { present: 0, absent: 0, late: 0, excused: 0 },
            attendance_percent: null,
          }),
        );
      },
    });
    renderAt('/attendance?section=2&date=2026-11-25');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Rao’s attendance' })).toBeInTheDocument();
    expect(await screen.findByText('No attendance recorded this month.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(fake.calls.at(-1)?.body).toEqual({ uuid: CHILD_B, month: '2026-10' }));
    expect(fake.calls[1]?.body).toEqual({ uuid: CHILD_B });
  });
});
