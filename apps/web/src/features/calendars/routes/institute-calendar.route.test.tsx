import type { AggregatorDashboardBody, LearnerHomeworkBody, MyScheduleBody } from '@esc/contracts';
import { addCalendarDays, localDate } from '@esc/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { homework, liveClass, renderWithState, test } from '../test/calendar-fixtures';

// Spec 001 §2: /institute-calendar, a month of the learner's (a parent: the active
// child's) live classes, homework due days and tests as a grid of labelled days, moved through with
// the keyboard; a chosen day's items open where they live; Back goes where the state's comingFrom says.

const today = localDate(Date.now(), 'IN');
/** 23:59 of today in India (18:29 UTC). */
const todayDue = `${today}T18:29:00.000Z`;

function stubCalendar(me = profile()) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    'POST /live-class/student/schedule/myScheduleUniversity': () =>
      envelope({
        classes: [
          liveClass({ schedule_date: today, title: 'Light' }),
          liveClass({ sch_id: 2, schedule_date: today, title: 'Cancelled class', live_class_status: 4 }),
        ],
        time_zone: 'Asia/Kolkata',
      }),
    'POST /syllabus-v2/learnerLearnListHomework': () =>
      envelope({
        uuid: me.uuid,
        total_count: 1,
        page_no: 1,
        page_size: 100,
        homework: [homework({ due_at: todayDue })],
      }),
    'POST /dashboard/v2': () =>
      envelope({
        uuid: me.uuid,
        schedule_start_date: today,
        schedule_end_date: today,
        kinds: ['assessment'],
        items: [test({ starts_at: `${today}T04:30:00.000Z`, due_at: todayDue })],
      }),
  });
}

const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

describe('/institute-calendar', () => {
  it('shows the month as a grid of labelled days, today’s items below, and opens them', async () => {
    storeSession();
    const fake = stubCalendar();
    renderWithState('/institute-calendar', { comingFrom: '/student-institute-dashboard' });
    const grid = await screen.findByRole('grid', { name: /^Calendar of / });
    const cell = await within(grid).findByRole('gridcell', {
      name: `${longDay(today)}, today: 1 live class, 1 homework due, 1 test`,
    });
    expect(cell).toHaveAttribute('aria-selected', 'true');
    expect(cell).toHaveAttribute('tabindex', '0');
    const day = screen.getByRole('region', { name: longDay(today) });
    expect(within(day).getByRole('link', { name: 'Light' })).toHaveAttribute('href', '/my-schedule?class=1');
    expect(within(day).getByRole('link', { name: 'Light — worksheet' })).toHaveAttribute(
      'href',
      '/learnlist-detail/70?assignId=9',
    );
    expect(within(day).getByRole('link', { name: 'Light — unit test' })).toHaveAttribute(
      'href',
      '/paper-instructions/31',
    );
    expect(within(day).queryByText('Cancelled class')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/student-institute-dashboard');
    // The learner's own calendar: no uuid is sent; the grid's weeks are read in one schedule call.
    const schedule = fake.calls.find((c) => c.path.endsWith('/myScheduleUniversity'))!.body as MyScheduleBody;
    expect(schedule.uuid).toBeUndefined();
    const tests = fake.calls.find((c) => c.path === '/dashboard/v2')!.body as AggregatorDashboardBody;
    expect(tests).toMatchObject({ all_assignments: 1, list_hw: 0, schedule_start_date: schedule.start_date });
  });

  it('moves between days with the arrow keys and shows the day chosen with Enter', async () => {
    storeSession();
    stubCalendar();
    renderWithState('/institute-calendar');
    const grid = await screen.findByRole('grid');
    const cell = await within(grid).findByRole('gridcell', { name: new RegExp(`^${longDay(today)}, today`) });
    const user = userEvent.setup();
    cell.focus();
    await user.keyboard('{ArrowDown}');
    const nextWeek = addCalendarDays(today, 7);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(`${longDay(nextWeek)}: nothing`));
    expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: longDay(nextWeek) })).toHaveTextContent('Nothing on this day.');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(screen.getByRole('region', { name: longDay(today) })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/student-dashboard');
  });

  it('is the active child’s for a parent; staff are told where their classes are', async () => {
    storeSession({ uuid: '88888888-8888-4888-8888-888888888888', user_type_id: 2 });
    const fake = stubCalendar(parentProfile());
    const { unmount } = renderWithState('/institute-calendar');
    expect(await screen.findByText('The calendar of Asha Rao')).toBeInTheDocument();
    await screen.findByRole('gridcell', { name: new RegExp(`^${longDay(today)}, today: 1 live class`) });
    const hw = fake.calls.find((c) => c.path.endsWith('/learnerLearnListHomework'))!.body as LearnerHomeworkBody;
    expect(hw.uuid).toBe(CHILD_A);
    unmount();

    storeSession({ uuid: '77777777-7777-4777-8777-777777777777', user_type_id: 3 });
    stubCalendar(profile({ uuid: '77777777-7777-4777-8777-777777777777', user_type_id: 3 }));
    renderWithState('/institute-calendar');
    expect(await screen.findByText(/Your classes are under Live classes/)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
