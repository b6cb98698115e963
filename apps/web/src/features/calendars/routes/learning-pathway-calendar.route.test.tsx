import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { homework, liveClass, renderWithState, test } from '../test/calendar-fixtures';

// Spec 001 §2: /LearningPathwayCalendar with the state class_id, assign_id, date, recommend_type,
// subject_id, isFromLearningPathwayCalendar, comingFrom: the day's items of the subject, the
// assignment named pointed out; opening an item carries isFromLearningPathwayCalendar and comingFrom.

function stubPathway() {
  const me = profile();
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    'GET /syllabus-v2/syllabusDetailById': () =>
      envelope({
        syllabus_id: 45001,
        syllabus_name: 'Science',
        name: 'Science',
        syllabus_type_id: 4,
        rack_type_id: 4,
        parent_id: 8,
        board_id: 1,
        class_id: 8,
        order: 1,
        has_child: true,
        child_count: 3,
        version: 1,
        tag_value_id: null,
        is_custom_rack: 0,
        group_presentation: null,
        book_code: null,
        child_list: [],
      }),
    'POST /live-class/student/schedule/myScheduleUniversity': (call) => {
      const day = (call.body as { start_date: string }).start_date;
      return envelope({
        classes: [
          liveClass({ schedule_date: day, title: 'Light' }),
          liveClass({
            sch_id: 2,
            schedule_date: day,
            title: 'Polynomials',
            subject_id: 45002,
            subject_name: 'Mathematics',
          }),
        ],
        time_zone: 'Asia/Kolkata',
      });
    },
    'POST /syllabus-v2/learnerLearnListHomework': () =>
      envelope({
        uuid: me.uuid,
        total_count: 2,
        page_no: 1,
        page_size: 100,
        homework: [
          homework(),
          homework({ assign_id: 10, learnlist_id: 71, title: 'Polynomials — practice', subject_name: 'Mathematics' }),
        ],
      }),
    'POST /dashboard/v2': () =>
      envelope({
        uuid: me.uuid,
        schedule_start_date: '2026-11-24',
        schedule_end_date: '2026-11-24',
        kinds: ['assessment'],
        items: [test()],
      }),
  });
}

const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const STATE = {
  class_id: 8,
  assign_id: 9,
  date: '2026-11-24',
  recommend_type: 1,
  subject_id: 45001,
  isFromLearningPathwayCalendar: false,
  comingFrom: '/institute-calendar',
};

describe('/LearningPathwayCalendar', () => {
  it('shows the day’s items of the subject, points out the assignment, and opens an item with its state', async () => {
    storeSession();
    stubPathway();
    const { router } = renderWithState('/LearningPathwayCalendar', STATE);
    const day = await screen.findByRole('region', { name: dayName('2026-11-24') });
    expect(await within(day).findByRole('link', { name: 'Light' })).toBeInTheDocument();
    await waitFor(() => expect(within(day).queryByText('Polynomials — practice')).not.toBeInTheDocument());
    expect(within(day).queryByText('Polynomials')).not.toBeInTheDocument();
    expect(within(day).getByRole('listitem', { name: 'Light — worksheet' })).toHaveAttribute('aria-current', 'true');
    expect(within(day).getByRole('link', { name: 'Light — unit test' })).toBeInTheDocument();
    expect(screen.getByText('Only Science')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/institute-calendar');

    await userEvent.setup().click(within(day).getByRole('link', { name: 'Light — worksheet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learnlist-detail/70'));
    expect(router.state.location.state).toMatchObject({
      isFromLearningPathwayCalendar: true,
      comingFrom: '/LearningPathwayCalendar',
      assign_id: 9,
      subject_id: 45001,
      recommend_type: 1,
    });
  });

  it('moves to the next day, keeping the rest of its state', async () => {
    storeSession();
    const fake = stubPathway();
    const { router } = renderWithState('/LearningPathwayCalendar', STATE);
    await screen.findByRole('region', { name: dayName('2026-11-24') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('region', { name: dayName('2026-11-25') })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ date: '2026-11-25', subject_id: 45001, assign_id: 9 });
    await waitFor(() =>
      expect(fake.calls.some((c) => (c.body as { start_date?: string })?.start_date === '2026-11-25')).toBe(true),
    );
  });

  it('without a date shows today', async () => {
    storeSession();
    stubPathway();
    renderWithState('/LearningPathwayCalendar');
    const today = new Intl.DateTimeFormat('en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    expect(await screen.findByRole('region', { name: today })).toBeInTheDocument();
  });
});
