import { addCalendarDays, assignmentDueAt, assignmentStartsAt, localDate, timeZoneOfCountry } from '@esc/domain';
import { appLanguage, formatWeekdayDateTime } from '../../../lib/date-format';

/** Homework given today is due in two days unless the teacher says otherwise. */
const DEFAULT_DAYS_TO_DO = 2;

export interface HomeworkDays {
  startDate: string;
  dueDate: string;
}

/** Today and the default due day, as days of the school's time zone (YYYY-MM-DD). */
export function defaultHomeworkDays(nowMs: number, countryIso: string | null | undefined): HomeworkDays {
  const today = localDate(nowMs, countryIso);
  return { startDate: today, dueDate: addCalendarDays(today, DEFAULT_DAYS_TO_DO) };
}

/** Why the days cannot be given, or null: a day is missing, or the due day is before the start day. */
export function homeworkDaysProblem(days: HomeworkDays): 'missing' | 'due-before-start' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(days.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(days.dueDate)) return 'missing';
  return days.dueDate < days.startDate ? 'due-before-start' : null;
}

/**
 * When the homework opens and closes, written in the school's time zone (spec 000 §5: the start day
 * opens at 23:59 of the day before; the due day closes at 23:59).
 */
export function homeworkWindowText(days: HomeworkDays, countryIso: string | null | undefined, locale?: string) {
  const timeZone = timeZoneOfCountry(countryIso);
  const format = { format: (at: Date | number) => formatWeekdayDateTime(at, locale ?? appLanguage(), { timeZone }) };
  return {
    opens: format.format(assignmentStartsAt(days.startDate, countryIso)),
    closes: format.format(assignmentDueAt(days.dueDate, countryIso)),
    timeZone,
  };
}
