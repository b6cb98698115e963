import type { LiveClass, RecordedClassesBody } from '@esc/contracts';
import { localDate } from '@esc/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch, type FakeCall } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { lecture, refused, renderRecordingsAt } from '../test/recording-fixtures';

// /view-all-recorded-lecture (spec 002 §2.2): a learner's recorded lectures by subject, 10 a page (001
// §9); the subject list and where "Study" opens (002 §2.2); the schedule's cards and its latest 20
// recordings (002 §9); a parent reads the active child's.

afterEach(() => vi.restoreAllMocks());

const SUBJECTS = {
  subjects: [
    {
      subject_id: 45001,
      subject_name: 'Science',
      board_id: 1,
      class_id: 10,
      recording_count: 2,
      group_presentation: 3,
    },
    {
      subject_id: 45002,
      subject_name: 'Mathematics',
      board_id: 1,
      class_id: 10,
      recording_count: 1,
      group_presentation: null,
    },
  ],
};

const bodyOf = (call: FakeCall) => call.body as RecordedClassesBody;

function stubRecordings(who = profile()) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(who),
    'POST /live-class/schedule/getSubjectListForRecordedLectures': () => envelope(SUBJECTS),
    'POST /live-class/student/schedule/recordedClassesUniversity': (call) => {
      const body = bodyOf(call);
      const maths = body.assignment_details?.[0]?.subject_id === 45002;
      const classes = maths
        ? [lecture(3, { title: 'Quadratics', syllabus: { subject_id: 45002, subject_name: 'Mathematics' } })]
        : [lecture(1, { title: 'Light' }), lecture(2, { title: 'Acids', access: refused, has_notes: true })];
      return envelope({
        classes,
        total_count: maths ? 1 : 12,
        page_no: body.page_no ?? 1,
        page_size: body.page_size ?? 10,
      });
    },
  });
}

const listCalls = (fake: ReturnType<typeof stubFetch>) =>
  fake.calls.filter((c) => c.path === '/live-class/student/schedule/recordedClassesUniversity').map(bodyOf);

describe('/view-all-recorded-lecture for a learner', () => {
  it('lists the recorded lectures, 10 a page, locked ones marked, with Watch and the notes', async () => {
    storeSession();
    const fake = stubRecordings();
    renderRecordingsAt('/view-all-recorded-lecture');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recorded lectures' })).toBeInTheDocument();
    const light = await screen.findByRole('article', { name: 'Light' });
    expect(within(light).getByRole('link', { name: 'Watch Light' })).toHaveAttribute(
      'href',
      '/play-live-class?video_id=1',
    );
    expect(within(light).getByRole('link', { name: 'Notes of Light' })).toHaveAttribute(
      'href',
      '/lecture-note?video_id=1',
    );
    expect(within(light).getByText('24 Nov 2026 at 09:00', { exact: false })).toBeInTheDocument();
    expect(within(light).getByText(/Length 45 min/)).toBeInTheDocument();
    const acids = screen.getByRole('article', { name: 'Acids' });
    expect(within(acids).getByText('Locked')).toBeInTheDocument();
    expect(within(acids).queryByRole('link', { name: /Notes/ })).toBeNull();
    expect(listCalls(fake)[0]).toMatchObject({ page_no: 1, page_size: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(fake).at(-1)).toMatchObject({ page_no: 2, page_size: 10 }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('narrows to a subject; Study opens its chapters or the study view by its group presentation (002 §2.2)', async () => {
    storeSession();
    const fake = stubRecordings();
    renderRecordingsAt('/view-all-recorded-lecture');
    await userEvent.click(await screen.findByRole('button', { name: 'Mathematics · 1 recording' }));
    expect(await screen.findByRole('article', { name: 'Quadratics' })).toBeInTheDocument();
    expect(listCalls(fake).at(-1)).toMatchObject({ assignment_details: [{ subject_id: 45002 }] });
    expect(screen.getByRole('link', { name: 'Study Mathematics' })).toHaveAttribute(
      'href',
      '/syllabus/1/45002/Mathematics',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Science · 2 recordings' }));
    expect(await screen.findByRole('link', { name: 'Study Science' })).toHaveAttribute('href', '/study-syllabus/45001');
  });

  it('a parent reads the active child’s, and keeps no bookmarks of their own', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2 });
    const fake = stubRecordings(parent);
    renderRecordingsAt('/view-all-recorded-lecture');
    const light = await screen.findByRole('article', { name: 'Light' });
    expect(within(light).queryByRole('button', { name: /bookmark/i })).toBeNull();
    expect(listCalls(fake)[0]).toMatchObject({ uuid: CHILD_A });
  });
});

describe('/my-schedule', () => {
  const today = localDate(Date.now(), 'IN');
  const done: LiveClass = {
    sch_id: 9,
    school_id: 101,
    section_ids: [1],
    section_names: ['10-A'],
    subject_id: 45001,
    subject_name: 'Science',
    title: 'Light: reflection and refraction',
    start_at: '2026-11-24T03:30:00.000Z',
    schedule_date: today,
    start_time: '09:00',
    time_zone: 'Asia/Kolkata',
    duration: 45,
    presenter_uuid: '77777777-7777-4777-8777-777777777777',
    presenter_name: 'Meera Iyer',
    lecture_mode: 1,
    lecture_type: 1,
    provider: 'link',
    live_class_status: 3,
    state: 'completed',
    is_active: false,
    is_expired: false,
    join_link: null,
    recordings: [{ video_id: 7, title: 'Light (recording)', has_notes: true }],
  };

  it('a past class’s card opens its recording; the latest 20 recordings follow the week', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /live-class/student/schedule/myScheduleUniversity': () =>
        envelope({ classes: [done], time_zone: 'Asia/Kolkata' }),
      'POST /live-class/student/schedule/recordedClassesUniversity': () =>
        envelope({ classes: [lecture(7, { title: 'Light (recording)' })], total_count: 1, page_no: 1, page_size: 20 }),
    });
    renderRecordingsAt('/my-schedule');
    const card = await screen.findByRole('article', { name: done.title });
    expect(within(card).getByRole('link', { name: 'Watch the recording of Light (recording)' })).toHaveAttribute(
      'href',
      '/play-live-class?video_id=7',
    );
    const recent = await screen.findByRole('region', { name: 'Recorded classes' });
    expect(within(recent).getByRole('article', { name: 'Light (recording)' })).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'View all recorded lectures' })).toHaveAttribute(
      'href',
      '/view-all-recorded-lecture',
    );
    expect(listCalls(fake)[0]).toMatchObject({ page_no: 1, page_size: 20 });
  });
});
