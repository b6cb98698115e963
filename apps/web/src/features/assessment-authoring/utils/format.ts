import { appLanguage, formatShortDateTime } from '../../../lib/date-format';
/** A window in the viewer's locale, in the given zone. */
export function formatWindowTime(iso: string, timeZone: string | undefined, locale?: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return formatShortDateTime(ms, locale ?? appLanguage(), { timeZone });
}

/** Whole seconds of a duration in ms. */
export function seconds(ms: number | null): number | null {
  return ms === null ? null : Math.round(ms / 1000);
}

/** Minutes and seconds, e.g. "12 min 5 s". */
export function minutesText(ms: number): string {
  const total = Math.round(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}

/** A number without trailing zeros (2, 2.5). */
export function numberText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return String(Math.round(value * 100) / 100);
}
