const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Paise as Indian rupees: ₹1,499.00. */
export const formatInr = (paise: number) => inr.format(paise / 100);

/** A YYYY-MM-DD date as "15 Jun 2026" in the person's language. */
export function formatDay(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
