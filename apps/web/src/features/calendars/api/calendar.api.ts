import type { AggregatorDashboardBody, LearnerHomeworkBody, MyScheduleBody } from '@esc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The most homework one read brings (the call's page bound): a month's homework fits well within. */
const HOMEWORK_PAGE = 100;

export const calendarKeys = {
  all: ['calendars'] as const,
  classes: (body: MyScheduleBody) => [...calendarKeys.all, 'classes', body] as const,
  homework: (uuid: string) => [...calendarKeys.all, 'homework', uuid] as const,
  tests: (body: AggregatorDashboardBody) => [...calendarKeys.all, 'tests', body] as const,
};

export interface CalendarAsk {
  /** The learner (a parent's active child); sent as uuid only for a child. */
  uuid: string;
  forChild: boolean;
  /** YYYY-MM-DD, inclusive: at most 62 days (the schedule call's bound). */
  from: string;
  to: string;
}

/** The three reads a calendar is made of: live classes, homework and assigned tests. */
export function useCalendarReads(ask: CalendarAsk | null) {
  const who = ask?.forChild ? { uuid: ask.uuid } : {};
  const schedule: MyScheduleBody = { ...who, start_date: ask?.from, end_date: ask?.to };
  const tests: AggregatorDashboardBody = {
    ...who,
    schedule_start_date: ask?.from ?? '',
    schedule_end_date: ask?.to ?? '',
    all_assignments: 1,
    list_hw: 0,
  };
  const homework: LearnerHomeworkBody = { ...who, status: 'all', page_no: 1, page_size: HOMEWORK_PAGE };
  const enabled = ask !== null;
  return {
    classes: useQuery({
      queryKey: calendarKeys.classes(schedule),
      queryFn: ({ signal }) =>
        api.call('POST /live-class/student/schedule/myScheduleUniversity', { body: schedule }, { signal }),
      enabled,
      placeholderData: keepPreviousData,
    }),
    homework: useQuery({
      queryKey: calendarKeys.homework(ask?.uuid ?? ''),
      queryFn: ({ signal }) => api.call('POST /syllabus-v2/learnerLearnListHomework', { body: homework }, { signal }),
      enabled,
    }),
    tests: useQuery({
      queryKey: calendarKeys.tests(tests),
      queryFn: ({ signal }) =>
        api.call('POST /dashboard/v2', { query: { action: 'captureDashboardData_Ax' }, body: tests }, { signal }),
      enabled,
      placeholderData: keepPreviousData,
    }),
  };
}
