import type { DashboardItem, HomeworkEntry, LiveClass } from '@esc/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/routes';
import { createQueryClient } from '../../../lib/query-client';

// Answers as the server gives them (each checked against the contract by the fake API).

export function liveClass(overrides: Partial<LiveClass> = {}): LiveClass {
  return {
    sch_id: 1,
    school_id: 101,
    section_ids: [1],
    section_names: ['A'],
    subject_id: 45001,
    subject_name: 'Science',
    title: 'Light',
    start_at: '2026-11-24T05:30:00.000Z',
    schedule_date: '2026-11-24',
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
  };
}

export function homework(overrides: Partial<HomeworkEntry> = {}): HomeworkEntry {
  return {
    assign_id: 9,
    section_assign_id: 19,
    learnlist_id: 70,
    title: 'Light — worksheet',
    subject_name: 'Science',
    school_id: 101,
    board_id: 1,
    class_id: 8,
    assigned_by_name: 'Meera Iyer',
    is_parent_assigned: 0,
    mode: 1,
    // 23:59 of 24 November in India.
    starts_at: '2026-11-20T18:29:00.000Z',
    due_at: '2026-11-24T18:29:00.000Z',
    status: 'due',
    item_count: 3,
    completed_count: 1,
    ...overrides,
  };
}

export function test(overrides: Partial<DashboardItem> = {}): DashboardItem {
  return {
    kind: 'assessment',
    id: 31,
    title: 'Light — unit test',
    school_id: 101,
    // 10:00 of 24 November in India, to 26 November.
    starts_at: '2026-11-24T04:30:00.000Z',
    due_at: '2026-11-26T18:29:00.000Z',
    status: 'upcoming',
    is_parent_assigned: 0,
    link: '/paper-instructions/31',
    ...overrides,
  };
}

/** The whole app at a path with router state (as a link with state opens it). */
export function renderWithState(pathname: string, state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, state }] });
  const result = render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
