import { languageInfo } from '@esc/contracts/languages';
import i18next from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from './use-translation';
import { numberingSystem } from './digits';

/**
 * Every date and time a screen shows, in one format per language (one screen once mixed
 * 29/11/2026, Nov 29 and 2026-11-29). The format is the active language's as written in India:
 * English reads "29 Nov 2026, 10:42 am"; Hindi and others follow from Intl by their own locale.
 * A screen never calls toLocaleDateString or Intl itself: date-format.test.ts looks for strays.
 */
export type DateValue = Date | number | string;

export interface DateFormatOptions {
  /** The zone the moment is read in (the school's, a class's); the device's when absent. */
  timeZone?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/**
 * The Intl locale of an app language: the language as written in India ("en" is "en-IN"), in 0-9
 * unless the person chose the language's own digits (lib/digits.ts): Marathi's and Bengali's Intl
 * defaults would otherwise print their own digits unasked.
 */
export function dateLocale(language: string): string {
  if (!language || language === 'cimode') return 'en-IN';
  const info = languageInfo(language);
  const base = info.code === language ? info.intl : language.includes('-') ? language : `${language}-IN`;
  return `${base}-u-nu-${numberingSystem(language)}`;
}

/**
 * A calendar day ("2026-11-29") or month ("2026-11") is the same day everywhere: read at UTC
 * midnight and shown in UTC. Anything else is a moment (an ISO instant, epoch ms, a Date).
 */
function moment(value: DateValue, options: DateFormatOptions): { date: Date; timeZone: string | undefined } | null {
  if (typeof value === 'string' && (DAY.test(value) || MONTH.test(value))) {
    const date = new Date(`${MONTH.test(value) ? `${value}-01` : value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : { date, timeZone: 'UTC' };
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: options.timeZone };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, shape: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const locale = dateLocale(language);
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(shape)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...shape, ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, found);
  }
  return found;
}

function make(shape: Intl.DateTimeFormatOptions) {
  return (value: DateValue, language: string, options: DateFormatOptions = {}): string => {
    const at = moment(value, options);
    return at ? formatter(language, shape, at.timeZone).format(at.date) : String(value);
  };
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** "29 Nov 2026" */
export const formatDay = make({ day: 'numeric', month: 'short', year: 'numeric' });
/** "29 Nov 2026, 10:42 am" */
export const formatDateTime = make({ day: 'numeric', month: 'short', year: 'numeric', ...TIME });
/** "29 Nov, 10:42 am": a moment of this year's timetable (a test window, a due time). */
export const formatShortDateTime = make({ day: 'numeric', month: 'short', ...TIME });
/** "Sun, 29 Nov, 10:42 am": a homework's opening or closing. */
export const formatWeekdayDateTime = make({ weekday: 'short', day: 'numeric', month: 'short', ...TIME });
/** "10:42 am" */
export const formatTime = make(TIME);
/** "29 Nov" */
export const formatDayMonth = make({ day: 'numeric', month: 'short' });
/** "Sun, 29 Nov" */
export const formatShortWeekday = make({ weekday: 'short', day: 'numeric', month: 'short' });
/** "Sunday, 29 November" */
export const formatLongDay = make({ weekday: 'long', day: 'numeric', month: 'long' });
/** "Sunday, 29 November 2026" */
export const formatFullDay = make({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "November 2026" */
export const formatMonthYear = make({ month: 'long', year: 'numeric' });

export const dateFormats = {
  day: formatDay,
  dateTime: formatDateTime,
  shortDateTime: formatShortDateTime,
  weekdayDateTime: formatWeekdayDateTime,
  time: formatTime,
  dayMonth: formatDayMonth,
  shortWeekday: formatShortWeekday,
  longDay: formatLongDay,
  fullDay: formatFullDay,
  monthYear: formatMonthYear,
};

export type DateFormats = {
  [K in keyof typeof dateFormats]: (value: DateValue, options?: DateFormatOptions) => string;
};

/** The active language, for a helper outside a component (its component re-renders on a change). */
export function appLanguage(): string {
  return i18next.language || 'en';
}

/** The helpers in the active language: `const date = useDateFormat(); date.day(row.due_at)`. */
export function useDateFormat(): DateFormats {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const bound = {} as Record<keyof DateFormats, DateFormats[keyof DateFormats]>;
    for (const [name, format] of Object.entries(dateFormats)) {
      bound[name as keyof DateFormats] = (value, options) => format(value, language, options);
    }
    return bound as DateFormats;
  }, [language]);
}
