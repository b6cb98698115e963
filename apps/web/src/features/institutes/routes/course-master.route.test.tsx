import type { CourseMasterData, SetCourseTeacherBody } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { profile, school, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** The first screen of a test loads a lazy route chunk: allow for a busy machine. */
const SLOW = { timeout: 15_000 };

const MEERA = '33333333-3333-4333-8333-333333333333';
const ARJUN = '44444444-4444-4444-8444-444444444444';

const admin = profile({ user_type_id: 5, role: 'SCHOOL_ADMIN', name: 'Rajesh Kumar', school });

function courses(overrides: Partial<CourseMasterData> = {}): CourseMasterData {
  return {
    school_id: 101,
    teachers: [
      { uuid: MEERA, name: 'Meera Iyer' },
      { uuid: ARJUN, name: 'Arjun Rao' },
    ],
    classes: [
      {
        board_id: 101,
        board_name: 'CBSE',
        class_id: 1010,
        class_name: 'Class 10',
        subjects: [
          { subject_id: 1, subject_name: 'Mathematics', custom: false, offered: true },
          { subject_id: 2, subject_name: 'Science', custom: false, offered: true },
          { subject_id: 3, subject_name: 'Robotics', custom: true, offered: false },
        ],
        sections: [
          {
            section_id: 5001,
            section_name: '10-A',
            assignments: [{ subject_id: 1, teacher_uuid: MEERA, teacher_name: 'Meera Iyer' }],
          },
        ],
      },
    ],
    ...overrides,
  };
}

function stubAdminApi(data: CourseMasterData | Response = courses()) {
  storeSession({ uuid: admin.uuid, user_type_id: 5, username: 'admin@demo.school' });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(admin),
    'GET /institutes/courses': () => (data instanceof Response ? data.clone() : envelope(data)),
    'POST /institutes/courses/teacher': (call) => {
      const body = call.body as SetCourseTeacherBody;
      return envelope({ ...body });
    },
    'POST /institutes/courses/subject': () =>
      errorResponse(409, 'CONFLICT', 'Mathematics is still taught in 10-A: remove its teachers there first.'),
  });
}

describe('the course master', () => {
  it('shows the subjects offered, the school’s own marked, and who teaches what in each section', async () => {
    stubAdminApi();
    renderApp('/course-master');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Mathematics' }, SLOW)).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Robotics' })).not.toBeChecked();
    expect(screen.getByText('School’s own')).toBeInTheDocument();
    const section = screen.getByTestId('section-courses-10-A');
    // Only offered subjects get teachers: Robotics is not offered.
    expect(within(section).queryByText('Robotics')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Remove Meera Iyer from Mathematics' })).toBeInTheDocument();
    expect(within(section).getByText('No teacher yet')).toBeInTheDocument();
  });

  it('gives a teacher a subject of a section with the section, subject and teacher chosen', async () => {
    const fake = stubAdminApi();
    renderApp('/course-master');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Teacher for Science in 10-A' }, SLOW));
    await user.click(await screen.findByRole('option', { name: 'Arjun Rao' }));
    const row = screen.getByRole('combobox', { name: 'Teacher for Science in 10-A' }).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/institutes/courses/teacher')).toBe(true));
    const sent = fake.calls.find((c) => c.path === '/institutes/courses/teacher')!.body;
    expect(sent).toEqual({ section_id: 5001, subject_id: 2, teacher_uuid: ARJUN, assigned: true });
    expect(await screen.findByText('Arjun Rao now teaches Science in 10-A.')).toBeInTheDocument();
  });

  it('says in the server’s words why a subject still taught is not withdrawn', async () => {
    stubAdminApi();
    renderApp('/course-master');
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Mathematics' }, SLOW));
    expect(
      await screen.findByText('Mathematics is still taught in 10-A: remove its teachers there first.'),
    ).toBeInTheDocument();
  });

  it('has an empty state without classes, and an error state with a retry', async () => {
    stubAdminApi(courses({ classes: [] }));
    const { unmount } = renderApp('/course-master');
    expect(await screen.findByText('No classes yet', {}, SLOW)).toBeInTheDocument();
    unmount();

    stubAdminApi(errorResponse(404, 'NOT_FOUND', 'You are not placed in a school.'));
    renderApp('/course-master');
    expect(await screen.findByText('We could not load the school’s courses.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells a teacher that courses are the school admin’s, without asking the server', async () => {
    const teacher = profile({ user_type_id: 3, role: null, name: 'Meera Iyer', school });
    storeSession({ uuid: teacher.uuid, user_type_id: 3, username: 'teacher@demo.school' });
    const fake = stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(teacher) });
    renderApp('/course-master');
    expect(
      await screen.findByText('Only the school admin manages the school’s courses.', {}, SLOW),
    ).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === '/institutes/courses')).toBe(false);
  });
});
