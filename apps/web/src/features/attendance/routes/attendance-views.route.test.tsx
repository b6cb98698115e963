import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_B, parentProfile, profile, section, storeSession } from '../../../test/fixtures';
import { ASHA, BALA, month, OFF, renderAt, signInTeacher, TEACHER, today } from '../test/attendance-fixtures';

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

describe('/attendance for a school admin: the school', () => {
  it('every section with its learners, registers and percentage, and the whole school', async () => {
    storeSession({ uuid: TEACHER.uuid, user_type_id: 5, username: 'admin@demo.school' });
    const counts = { present: 40, absent: 2, late: 1, excused: 1 };
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope({ ...TEACHER, user_type_id: 5, role: 'SCHOOL_ADMIN' }),
      [`POST ${OFF}/schoolAttendance`]: () =>
        envelope({
          school_id: 501,
          start_date: today,
          end_date: today,
          today,
          time_zone: 'Asia/Kolkata',
          sections: [
            {
              section_id: 5001,
              section_name: '10-A',
              class_name: 'Class 10',
              board_id: 101,
              class_id: 1010,
              total_students: 44,
              registers: 1,
              last_marked_date: today,
              counts,
              attendance_percent: 95.3,
            },
          ],
          total_students: 44,
          counts,
          attendance_percent: 95.3,
        }),
    });
    renderAt('/attendance?tab=school');
    const table = await screen.findByRole('table', { name: `Sections, ${today} to ${today}` });
    expect(
      within(table).getByRole('row', {
        name: new RegExp(`^10-A Class 10 44 1 \\(Last marked: ${today}\\) 40 2 1 1 95.3%$`),
      }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Whole school/ })).toHaveTextContent('95.3%');
    expect(fake.calls.find((c) => c.path === `${OFF}/schoolAttendance`)?.body).toEqual({
      start_date: today,
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
