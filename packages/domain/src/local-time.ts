// "Today" has one meaning in the product: the calendar day in the time zone of the school's country
// (spec 002 §9: "Time zone comes from the user's country (default India)"), read from the server's
// clock, which is passed in: the domain has no clock of its own.

/** IANA zones of the countries the product serves; a country not listed is read as India. */
const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  IN: 'Asia/Kolkata',
  AE: 'Asia/Dubai',
  ZA: 'Africa/Johannesburg',
  SA: 'Asia/Riyadh',
  QA: 'Asia/Qatar',
  OM: 'Asia/Muscat',
  KW: 'Asia/Kuwait',
  BH: 'Asia/Bahrain',
  NP: 'Asia/Kathmandu',
  LK: 'Asia/Colombo',
  BD: 'Asia/Dhaka',
  SG: 'Asia/Singapore',
  GB: 'Europe/London',
};

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export function timeZoneOfCountry(countryIso: string | null | undefined): string {
  return COUNTRY_TIME_ZONES[(countryIso ?? '').trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Hot reads ask for today's date on every call. Every zone's offset is a whole number of minutes,
// so a minute never straddles two days: the day of a zone's current minute is remembered.
const daysOfMinute = new Map<string, { minute: number; day: string }>();

/** The calendar day (YYYY-MM-DD) at `clockMs` in the country's time zone. */
export function localDate(clockMs: number, countryIso?: string | null): string {
  const timeZone = timeZoneOfCountry(countryIso);
  const minute = Math.floor(clockMs / 60_000);
  const known = daysOfMinute.get(timeZone);
  if (known?.minute === minute) return known.day;
  const day = dayFormatter(timeZone).format(new Date(clockMs));
  daysOfMinute.set(timeZone, { minute, day });
  return day;
}

// The same few (day, offset) pairs are asked again and again (this week's end); a bounded memory of them.
const shiftedDays = new Map<string, string>();
const SHIFTED_DAYS_KEPT = 1_000;

/** The ISO date `days` calendar days after `isoDate` (negative goes back). */
export function addCalendarDays(isoDate: string, days: number): string {
  const key = `${isoDate}|${days}`;
  const known = shiftedDays.get(key);
  if (known !== undefined) return known;
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const shifted = d.toISOString().slice(0, 10);
  if (shiftedDays.size >= SHIFTED_DAYS_KEPT) shiftedDays.clear();
  shiftedDays.set(key, shifted);
  return shifted;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const readableFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as people of that country read it, in its time zone and naming it: "Mon, 23 Nov, 16:30
 * IST". For words the server writes once for everyone (a notification), not for a screen, which
 * shows times in the person's own locale.
 */
export function readableTimeIn(instant: string, countryIso: string | null | undefined): string {
  const timeZone = timeZoneOfCountry(countryIso);
  let formatter = readableFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
    readableFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(instant));
}
