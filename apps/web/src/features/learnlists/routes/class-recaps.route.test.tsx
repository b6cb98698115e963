import type { ClassroomRecap, ClassroomRecapListBody, PublishClassRecapBody } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { item, TEACHER, teacherProfile } from '../test/learnlist-fixtures';

// /class-recaps, a week of recaps. A teacher sees their classes' recaps as they were
// built and publishes one for its class (or takes it back); a learner sees their classes' published
// recaps and opens one through its assignment.

const recap = (overrides: Partial<ClassroomRecap> = {}): ClassroomRecap => ({
  lecture_id: 41,
  learnlist_id: 77,
  learnlist_name: 'Recap: Light 2026-11-24',
  item_count: 2,
  is_published: 0,
  stage: 1,
  title: 'Light: reflection and refraction',
  schedule_date: '2026-11-24',
  start_time: '11:00',
  start_at: '2026-11-24T05:30:00.000Z',
  subject_id: 10018,
  subject_name: 'Science',
  section_ids: [5001],
  presenter_name: 'Meera Iyer',
  assign_id: null,
  learnlist_data: [
    item({ content_title: 'Reflection of light' }),
    item({ learnlist_item_id: '100002', content_title: 'Mirrors' }),
  ],
  ...overrides,
});

describe('/class-recaps', () => {
  it('a teacher publishes a class’s recap for the class', async () => {
    storeSession({ uuid: TEACHER, user_type_id: 3, username: 'teacher@demo.school' });
    let current = recap();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
      'POST /live-class/classroom/classroomRecapList': () =>
        envelope({ class_room_recap_list: [current], time_zone: 'Asia/Kolkata' }),
      'POST /live-class/classroom/publishUnpublishLiveClassLearnlist': (call) => {
        const body = call.body as PublishClassRecapBody;
        current = { ...current, is_published: body.is_published, stage: body.is_published ? 2 : 1 };
        return envelope({ recap: current });
      },
    });
    renderApp('/class-recaps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Class recaps' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Light: reflection and refraction' });
    expect(within(card).getByText('Not published yet')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Items of Recap: Light 2026-11-24' })).toHaveTextContent(
      'Reflection of light',
    );
    expect(within(card).getByRole('link', { name: 'Review the recap' })).toHaveAttribute('href', '/my-learnlists/77');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Publish the recap for the class' }));
    await waitFor(() => expect(within(card).getByText('Published for the class')).toBeInTheDocument());
    const asked = fake.calls.find((c) => c.path.endsWith('/classroomRecapList'))!.body as ClassroomRecapListBody;
    expect(asked.uuid).toBeUndefined();
    expect(asked.end_date! > asked.start_date!).toBe(true);
  });

  it('a learner opens a published recap through its assignment', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /live-class/classroom/classroomRecapList': () =>
        envelope({
          class_room_recap_list: [recap({ is_published: 1, stage: 2, assign_id: 501 })],
          time_zone: 'Asia/Kolkata',
        }),
    });
    renderApp('/class-recaps');
    const card = await screen.findByRole('listitem', { name: 'Light: reflection and refraction' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Open the recap of Light: reflection and refraction' }),
    ).toHaveAttribute('href', '/learnlist-detail/77?assignId=501');
  });
});
