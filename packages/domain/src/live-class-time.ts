import { TZDate } from '@date-fns/tz';
import { timeZoneOfCountry } from './local-time.js';

// A live class is scheduled by the school's day and time (the form's date and time fields) and kept
// as an instant; these turn one into the other in the school's time zone (spec 002 §9), through the
// time-zone library, so a zone's offsets and daylight saving are never hand-rolled.

/** The instant (epoch ms) of a local day (YYYY-MM-DD) and time (HH:mm) in the country's zone. */
export function localDateTimeToMs(isoDate: string, time: string, countryIso: string | null | undefined): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, 0, timeZoneOfCountry(countryIso)).getTime();
}

/** The local day (YYYY-MM-DD) and time (HH:mm) of an instant in the country's zone. */
export function localDateTimeOf(ms: number, countryIso: string | null | undefined): { date: string; time: string } {
  const t = new TZDate(ms, timeZoneOfCountry(countryIso));
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())}`,
    time: `${two(t.getHours())}:${two(t.getMinutes())}`,
  };
}

/**
 * A weekly timetable's classes: the instant of the first and of the same local day of the week and
 * time in each following week, `weeks` in all. Each is the local time of its own day, so a class at
 * 10:00 stays at 10:00 across a daylight-saving change.
 */
export function weeklyStartsMs(firstMs: number, weeks: number, countryIso: string | null | undefined): number[] {
  const { date, time } = localDateTimeOf(firstMs, countryIso);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Array.from({ length: weeks }, (_, week) => {
    const day = new Date(Date.UTC(y, m - 1, d + 7 * week)).toISOString().slice(0, 10);
    return localDateTimeToMs(day, time, countryIso);
  });
}
