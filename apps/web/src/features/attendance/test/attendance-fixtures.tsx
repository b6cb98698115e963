import type { AttendanceRegisterData, MyAttendanceData } from '@esc/contracts';
import { localDate } from '@esc/domain';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { CHILD_A, profile, section, storeSession } from '../../../test/fixtures';
import { AttendanceRoute } from '../routes/attendance.route';

// What the attendance screens' tests share: the register of 10-A, a learner's month, the teacher,
// and the screen at a path.

export const today = localDate(Date.now(), 'IN');
export const ASHA = '33333333-3333-4333-8333-333333333333';
export const BALA = '44444444-4444-4444-8444-444444444444';
export const TEACHER = profile({
  uuid: '77777777-7777-4777-8777-777777777777',
  user_type_id: 3,
  name: 'Meera Iyer',
  sections: [section(5001, '10-A', 'Class 10')],
});
export const OFF = '/live-class/offlineAttendance';

export function register(overrides: Partial<AttendanceRegisterData> = {}): AttendanceRegisterData {
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

export function month(overrides: Partial<MyAttendanceData> = {}): MyAttendanceData {
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

export function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/attendance', element: <AttendanceRoute /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

export const signInTeacher = () =>
  storeSession({ uuid: TEACHER.uuid, user_type_id: 3, username: 'teacher@demo.school' });
