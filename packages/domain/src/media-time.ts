/**
 * Media time: the length of a content as the specs write it, 'HH:MM:SS' (spec 000 §3, §4; spec 002
 * §3), and as milliseconds, the unit the progress record converts it to (spec 000 §3).
 *
 * One rounding everywhere (catalogue lists, content details, signed links, progress records, the
 * player's clock): milliseconds become whole seconds by rounding to the nearest second, halves up
 * (65_499 ms is 00:01:05, 65_500 ms is 00:01:06). A length is never shown shorter than it is by
 * most of a second, and the list, the details and the player agree on it.
 */

/** The longest media time accepted from a client: 100 hours (longer is a broken or hostile value). */
export const MAX_MEDIA_TIME_MS = 100 * 3_600_000;

const MEDIA_TIME = /^(\d{2,}):([0-5]\d):([0-5]\d)$/;

/** The one rounding: milliseconds to whole seconds, nearest second, halves up; negatives are 0. */
export function mediaSeconds(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.floor(ms / 1000 + 0.5);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds as 'HH:MM:SS' (hours grow past 99 when they must); 0 and unknown are '00:00:00'. */
export function formatMediaTime(ms: number): string {
  const total = mediaSeconds(ms);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** 'HH:MM:SS' to milliseconds; null when the text is not such a time or is longer than 100 hours. */
export function mediaTimeToMs(text: string): number | null {
  const match = MEDIA_TIME.exec(text.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  const ms = ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000;
  return ms <= MAX_MEDIA_TIME_MS ? ms : null;
}

/**
 * A clock for people: whole seconds (the same rounding) as m:ss, or h:mm:ss from one hour on
 * (0:08, 12:05, 1:02:03). Used for the player's play head and length and for resume points.
 */
export function formatClock(ms: number): string {
  const total = mediaSeconds(ms);
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  const s = pad(total % 60);
  return h > 0 ? `${h}:${pad(m)}:${s}` : `${m}:${s}`;
}

/** A media time as whole hours, minutes and seconds; null for 00:00:00 or an unreadable value. */
export function mediaTimeParts(text: string | null | undefined): { h: number; m: number; s: number } | null {
  const ms = text ? mediaTimeToMs(text) : null;
  if (!ms) return null;
  const total = mediaSeconds(ms);
  return { h: Math.floor(total / 3600), m: Math.floor(total / 60) % 60, s: total % 60 };
}
