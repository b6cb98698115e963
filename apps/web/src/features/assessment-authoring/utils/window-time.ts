import { timeZoneOfCountry } from '@esc/domain';

// The window of an assignment is typed as wall-clock times of the school's time zone (spec 002 §9:
// the time zone comes from the country) and sent as ISO instants; the server's clock decides.

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in ms. */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instantMs))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant (ms) of a wall-clock time ("2026-12-01T09:00") in the zone, or null when not a time. */
export function zonedToInstant(local: string, timeZone: string): number | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const first = guess - zoneOffsetMs(guess, timeZone);
  // A second pass settles a time near a change of offset.
  return guess - zoneOffsetMs(first, timeZone);
}

/** The wall-clock time ("2026-12-01T09:00") of an instant in the zone, as a datetime-local input holds it. */
export function instantToZoned(instantMs: number, timeZone: string): string {
  const local = new Date(Math.floor(instantMs / 60_000) * 60_000 + zoneOffsetMs(instantMs, timeZone));
  return local.toISOString().slice(0, 16);
}

export function schoolTimeZone(countryIso: string | null | undefined): string {
  return timeZoneOfCountry(countryIso);
}

/** An instant in words of the zone, e.g. "Tue, 1 Dec, 9:00 am". */
export function formatInZone(instantMs: number, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instantMs));
}
