import { formatDay as formatAppDay } from '../../../lib/date-format';
export { formatPaise } from '../../../lib/number-format';

/** A YYYY-MM-DD date as "15 Jun 2026" in the person's language. */
export function formatDay(isoDate: string, language: string): string {
  return formatAppDay(isoDate, language);
}
