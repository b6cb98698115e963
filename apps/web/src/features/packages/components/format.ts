import { formatDay as formatAppDay } from '../../../lib/date-format';
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Paise as Indian rupees: ₹1,499.00. */
export const formatInr = (paise: number) => inr.format(paise / 100);

/** A YYYY-MM-DD date as "15 Jun 2026" in the person's language. */
export function formatDay(isoDate: string, language: string): string {
  return formatAppDay(isoDate, language);
}
