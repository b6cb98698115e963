import type { DashboardItem, HomeworkEntry, LiveClass } from '@esc/contracts';
import { LiveClassStatus, localDateTimeOf } from '@esc/domain';

export type EntryKind = 'live_class' | 'homework' | 'test';

/** One thing on a day of the calendar, with where it opens. */
export interface CalendarEntry {
  kind: EntryKind;
  key: string;
  title: string;
  /** The school's day it sits on (YYYY-MM-DD). */
  day: string;
  /** Local time (a class's start, a homework's or test's close), HH:mm. */
  time: string;
  subjectId: number | null;
  subjectName: string | null;
  classId: number | null;
  /** The assignment (homework or test) it belongs to, for the pathway's assign_id. */
  assignId: number | null;
  /** A test's last day, when it runs over several. */
  until: string | null;
  link: string;
}

/**
 * The calendar's entries from its three reads: a live class on its day (cancelled ones left out), a
 * homework on its due day, a test on the day it opens (with the day it closes). Days and times are
 * the school's (the country's zone), sorted by day and time.
 */
export function calendarEntries(
  reads: { classes?: readonly LiveClass[]; homework?: readonly HomeworkEntry[]; tests?: readonly DashboardItem[] },
  countryIso: string | null,
): CalendarEntry[] {
  const at = (iso: string) => localDateTimeOf(Date.parse(iso), countryIso);
  const classes = (reads.classes ?? [])
    .filter((c) => c.live_class_status !== LiveClassStatus.Cancelled)
    .map((c): CalendarEntry => ({
      kind: 'live_class',
      key: `live_class:${c.sch_id}`,
      title: c.title,
      day: c.schedule_date,
      time: c.start_time,
      subjectId: c.subject_id,
      subjectName: c.subject_name,
      classId: null,
      assignId: null,
      until: null,
      link: `/my-schedule?class=${c.sch_id}`,
    }));
  const homework = (reads.homework ?? []).map((h): CalendarEntry => {
    const due = at(h.due_at);
    return {
      kind: 'homework',
      key: `homework:${h.assign_id}`,
      title: h.title,
      day: due.date,
      time: due.time,
      subjectId: null,
      subjectName: h.subject_name,
      classId: h.class_id,
      assignId: h.assign_id,
      until: null,
      link: `/learnlist-detail/${h.learnlist_id}?assignId=${h.assign_id}`,
    };
  });
  const tests = (reads.tests ?? [])
    .filter((i) => i.kind === 'assessment')
    .map((i): CalendarEntry => {
      const opens = at(i.starts_at);
      const closes = at(i.due_at);
      return {
        kind: 'test',
        key: `test:${i.id}`,
        title: i.title,
        day: opens.date,
        time: opens.time,
        subjectId: null,
        subjectName: null,
        classId: null,
        assignId: i.id,
        until: closes.date === opens.date ? null : closes.date,
        link: i.link,
      };
    });
  return [...classes, ...homework, ...tests].sort((a, b) => a.day.localeCompare(b.day) || a.time.localeCompare(b.time));
}

/** The days of the month grid: whole weeks from the Monday on or before the 1st to the Sunday on or after the last. */
export function monthGridDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const last = new Date(Date.UTC(y, m, 0));
  const start = new Date(first);
  start.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const end = new Date(last);
  end.setUTCDate(last.getUTCDate() + ((7 - last.getUTCDay()) % 7));
  const days: string[] = [];
  for (const d = new Date(start); d <= end; d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  return days;
}

/** The month (YYYY-MM) `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 7);
}
