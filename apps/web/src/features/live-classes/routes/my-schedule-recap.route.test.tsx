import type { ClassroomRecap, ClassroomRecapListBody, LiveClass } from '@esc/contracts';
import { localDate } from '@esc/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Learners (and parents for the active child) find a class's published recap under the
// class on /my-schedule; it opens as homework items do, through the recap's assignment.

const today = localDate(Date.now(), 'IN');

const light: LiveClass = {
  sch_id: 3,
  school_id: 101,
  section_ids: [1],
  section_names: ['A'],
  subject_id: 45001,
  subject_name: 'Science',
  title: 'Light',
  start_at: '2026-11-24T05:30:00.000Z',
  schedule_date: today,
  start_time: '08:00',
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
};

const recap: ClassroomRecap = {
  lecture_id: 3,
  learnlist_id: 77,
  learnlist_name: 'Recap: Light',
  item_count: 3,
  is_published: 1,
  stage: 2,
  title: 'Light',
  schedule_date: today,
  start_time: '08:00',
  start_at: '2026-11-24T05:30:00.000Z',
  subject_id: 45001,
  subject_name: 'Science',
  section_ids: [1],
  presenter_name: 'Meera Iyer',
  assign_id: 501,
  learnlist_data: [],
};

function stub(me: ReturnType<typeof profile>) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    'POST /live-class/student/schedule/myScheduleUniversity': () =>
      envelope({ classes: [light, { ...light, sch_id: 4, title: 'Acids' }], time_zone: 'Asia/Kolkata' }),
    'POST /live-class/classroom/classroomRecapList': () =>
      envelope({ class_room_recap_list: [recap], time_zone: 'Asia/Kolkata' }),
  });
}

describe('a class’s recap on /my-schedule', () => {
  it('is linked under the class it recaps, and not under another', async () => {
    storeSession();
    stub(profile());
    renderApp('/my-schedule');
    const card = await screen.findByRole('article', { name: 'Light' });
    const link = await within(card).findByRole('link', { name: 'Class recap of Light (3 items)' });
    expect(link).toHaveAttribute('href', '/learnlist-detail/77?assignId=501');
    expect(within(screen.getByRole('article', { name: 'Acids' })).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is read for a parent’s active child', async () => {
    storeSession({ uuid: '88888888-8888-4888-8888-888888888888', user_type_id: 2 });
    const fake = stub(parentProfile());
    renderApp('/my-schedule');
    const card = await screen.findByRole('article', { name: 'Light' });
    await within(card).findByRole('link', { name: 'Class recap of Light (3 items)' });
    const asked = fake.calls.find((c) => c.path.endsWith('/classroomRecapList'))!.body as ClassroomRecapListBody;
    expect(asked.uuid).toBe(CHILD_A);
  });
});
