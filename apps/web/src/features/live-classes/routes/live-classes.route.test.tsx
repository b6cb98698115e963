import type { LiveClass } from '@esc/contracts';
import { localDate } from '@esc/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, section, storeSession } from '../../../test/fixtures';
import { LiveClassesRoute } from './live-classes.route';

const today = localDate(Date.now(), 'IN');
const ROOM = 'https://meet.jit.si/sunrise-10a-quadratics';

const live = (id: number, overrides: Partial<LiveClass> = {}): LiveClass => ({
  sch_id: id,
  school_id: 101,
  section_ids: [1],
  section_names: ['10-A'],
  subject_id: 45001,
  subject_name: 'Mathematics',
  title: `Class ${id}`,
  start_at: '2026-11-25T05:30:00.000Z',
  schedule_date: today,
  start_time: '11:00',
  time_zone: 'Asia/Kolkata',
  duration: 45,
  presenter_uuid: '77777777-7777-4777-8777-777777777777',
  presenter_name: 'Meera Iyer',
  lecture_mode: 1,
  lecture_type: 1,
  provider: 'link',
  live_class_status: 1,
  state: 'upcoming',
  is_active: false,
  is_expired: false,
  join_link: null,
  ...overrides,
});

const noRecordings = () => envelope({ classes: [], total_count: 0, page_no: 1, page_size: 20 });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/my-schedule', element: <LiveClassesRoute /> },
      { path: '/live-class', element: <LiveClassesRoute /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('/my-schedule for a learner', () => {
  it('shows the week’s classes with their status; Join registers the attendee and opens the room in a new tab', async () => {
    storeSession();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /live-class/student/schedule/myScheduleUniversity': () =>
        envelope({
          classes: [
            live(1, { title: 'Quadratics', state: 'missed', is_active: true, join_link: ROOM }),
            live(2, { title: 'Acids', start_time: '14:00' }),
            live(3, { title: 'Light', live_class_status: 4, is_expired: true }),
          ],
          time_zone: 'Asia/Kolkata',
        }),
      'POST /live-class/student/attendance/addImpartusUserUniversity': () =>
        envelope({ sch_id: 1, attendee_url: ROOM, joined_at: '2026-11-25T05:35:00.000Z' }),
      'POST /live-class/student/schedule/recordedClassesUniversity': noRecordings,
    });
    renderAt('/my-schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'My live classes' })).toBeInTheDocument();
    const on = await screen.findByRole('article', { name: 'Quadratics' });
    expect(within(on).getByText('On now')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Acids' })).getByText('Upcoming')).toBeInTheDocument();
    const cancelled = screen.getByRole('article', { name: 'Light' });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect(screen.getByText('Times are in Asia/Kolkata')).toBeInTheDocument();

    await userEvent.click(within(on).getByRole('button', { name: 'Join Quadratics' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(ROOM, '_blank'));
    expect(fake.calls.find((c) => c.path === '/live-class/student/attendance/addImpartusUserUniversity')?.body).toEqual(
      { sch_id: 1 },
    );
    await waitFor(() => expect(within(on).getByRole('button', { name: 'Join Quadratics' })).toBeEnabled());
  });

  it('joins a class in a provider’s room through the join flow: no link is shown, the learner’s own URL opens', async () => {
    storeSession();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    const own = 'https://bbb.example.school/bigbluebutton/api/join?meetingID=esc-1&role=VIEWER&checksum=cd';
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /live-class/student/schedule/myScheduleUniversity': () =>
        envelope({
          classes: [live(9, { title: 'Optics', provider: 'bbb', state: 'missed', is_active: true, join_link: null })],
          time_zone: 'Asia/Kolkata',
        }),
      'POST /live-class/student/attendance/addImpartusUserUniversity': () =>
        envelope({ sch_id: 9, attendee_url: own, joined_at: '2026-11-25T05:35:00.000Z', role: 'attendee' }),
    });
    renderAt('/my-schedule');
    const on = await screen.findByRole('article', { name: 'Optics' });
    await userEvent.click(within(on).getByRole('button', { name: 'Join Optics' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(own, '_blank'));
  });

  it('says so when the week has no classes', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /live-class/student/schedule/myScheduleUniversity': () =>
        envelope({ classes: [], time_zone: 'Asia/Kolkata' }),
      'POST /live-class/student/schedule/recordedClassesUniversity': noRecordings,
    });
    renderAt('/my-schedule');
    expect(await screen.findByText('No live classes this week.')).toBeInTheDocument();
  });
});

describe('/my-schedule for a parent', () => {
  it('reads the active child’s schedule', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2 });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      'POST /live-class/student/schedule/myScheduleUniversity': () =>
        envelope({ classes: [live(1, { title: 'Quadratics' })], time_zone: 'Asia/Kolkata' }),
      'POST /live-class/student/schedule/recordedClassesUniversity': noRecordings,
    });
    renderAt('/my-schedule');
    expect(await screen.findByRole('article', { name: 'Quadratics' })).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/live-class/student/schedule/myScheduleUniversity')?.body).toMatchObject({
      uuid: CHILD_A,
    });
  });
});

describe('/live-class for a teacher', () => {
  const teacher = profile({
    uuid: '77777777-7777-4777-8777-777777777777',
    user_type_id: 3,
    name: 'Meera Iyer',
    sections: [section(1, '10-A', 'Class 10'), section(2, '10-B', 'Class 10')],
  });

  it('lists upcoming classes, starts the presenter’s, and schedules a new one', async () => {
    storeSession({ uuid: teacher.uuid, user_type_id: 3 });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacher),
      'GET /live-class/teacher/schedule/upcomingClassesUniversity': () =>
        envelope({
          classes: [
            live(5, { title: 'Acids', join_link: ROOM, can_start: true }),
            // Next month's class: the server says it cannot be started yet.
            live(9, { title: 'Optics next month', join_link: ROOM, can_start: false }),
          ],
          time_zone: 'Asia/Kolkata',
        }),
      'POST /live-class/teacher/schedule/startLiveLecture': () =>
        envelope({ live_class: live(5, { title: 'Acids', live_class_status: 2, join_link: ROOM }) }),
      'POST /live-class/teacher/schedule/saveLiveClass': () => envelope({ live_class: live(6) }),
      'POST /live-class/teacher/schedule/pastClassesUniversity': () =>
        envelope({ classes: [], total_count: 0, page_no: 1, page_size: 10, time_zone: 'Asia/Kolkata' }),
      'POST /cognito-login-service/auth/teacherDetail': () =>
        envelope({
          uuid: teacher.uuid,
          user_type_id: 3,
          name: 'Meera Iyer',
          first_name: 'Meera',
          last_name: 'Iyer',
          email: null,
          mobile: null,
          role: null,
          school_ids: [101],
          section_ids: [1, 2],
          subjects: [
            {
              section_id: 1,
              section_name: '10-A',
              board_id: 1,
              class_id: 10,
              subject_id: 45001,
              subject_name: 'Mathematics',
            },
            {
              section_id: 2,
              section_name: '10-B',
              board_id: 1,
              class_id: 10,
              subject_id: 45002,
              subject_name: 'Science',
            },
          ],
        }),
    });
    renderAt('/live-class');
    const row = await screen.findByRole('listitem', { name: 'Acids' });
    const later = screen.getByRole('listitem', { name: 'Optics next month' });
    expect(within(later).queryByRole('button', { name: /^Start/ })).not.toBeInTheDocument();
    expect(within(later).getByRole('button', { name: 'Change Optics next month' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Start Acids' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/live-class/teacher/schedule/startLiveLecture')?.body).toEqual({
        sch_id: 5,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Schedule a class' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Motion');
    await userEvent.type(screen.getByLabelText(/^Date/), '2026-12-01');
    await userEvent.type(screen.getByLabelText(/^Start time/), '10:30');
    await userEvent.type(screen.getByRole('textbox', { name: /Meeting link/ }), ROOM);
    await userEvent.click(screen.getByRole('checkbox', { name: '10-A' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Subject' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mathematics' }));
    // A weekly timetable: four Tuesdays.
    const weeks = screen.getByRole('textbox', { name: /^Weeks/ });
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule class' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/live-class/teacher/schedule/saveLiveClass')?.body).toMatchObject({
        section_ids: [1],
        subject_id: 45001,
        subject_name: 'Mathematics',
        title: 'Motion',
        schedule_date: '2026-12-01',
        start_time: '10:30',
        duration: 45,
        repeat_weeks: 4,
        room_link: ROOM,
      }),
    );
  });

  it('offers the server’s meeting-room providers: a BigBlueButton room needs no link, and Start opens the moderator’s URL', async () => {
    storeSession({ uuid: teacher.uuid, user_type_id: 3 });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const moderator = 'https://bbb.example.school/bigbluebutton/api/join?meetingID=esc-1&role=MODERATOR&checksum=ab';
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacher),
      'GET /live-class/teacher/schedule/upcomingClassesUniversity': () =>
        envelope({
          classes: [live(7, { title: 'Optics', provider: 'bbb', can_start: true })],
          time_zone: 'Asia/Kolkata',
          room_providers: ['link', 'bbb'],
        }),
      'POST /live-class/teacher/schedule/startLiveLecture': () =>
        envelope({
          live_class: live(7, { title: 'Optics', provider: 'bbb', live_class_status: 2 }),
          room_url: moderator,
        }),
      'POST /live-class/teacher/schedule/saveLiveClass': () => envelope({ live_class: live(8, { provider: 'bbb' }) }),
      'POST /cognito-login-service/auth/teacherDetail': () =>
        envelope({
          uuid: teacher.uuid,
          user_type_id: 3,
          name: 'Meera Iyer',
          first_name: 'Meera',
          last_name: 'Iyer',
          email: null,
          mobile: null,
          role: null,
          school_ids: [101],
          section_ids: [1],
          subjects: [],
        }),
    });
    renderAt('/live-class');
    const row = await screen.findByRole('listitem', { name: 'Optics' });
    await userEvent.click(within(row).getByRole('button', { name: 'Start Optics' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(moderator, '_blank'));

    await userEvent.click(screen.getByRole('button', { name: 'Schedule a class' }));
    expect(screen.getByRole('textbox', { name: /Meeting link/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'BigBlueButton room' }));
    expect(screen.queryByRole('textbox', { name: /Meeting link/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Lenses');
    await userEvent.type(screen.getByLabelText(/^Date/), '2026-12-02');
    await userEvent.type(screen.getByLabelText(/^Start time/), '09:00');
    await userEvent.click(screen.getByRole('checkbox', { name: '10-A' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), '45001');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule class' }));
    await waitFor(() => {
      const body = fake.calls.find((c) => c.path === '/live-class/teacher/schedule/saveLiveClass')?.body;
      expect(body).toMatchObject({ provider: 'bbb', title: 'Lenses', section_ids: [1] });
      expect(body).not.toHaveProperty('room_link');
    });
  });
});
