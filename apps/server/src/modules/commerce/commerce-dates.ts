// Calendar dates of subscriptions. A subscription's start and end are dates (YYYY-MM-DD) in India
// time (Asia/Kolkata), the platform's billing day; "today" always comes from the server clock.

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (YYYY-MM-DD) in India for a clock reading in milliseconds. */
export function todayFor(clockMs: number): string {
  return INDIA_DAY.format(new Date(clockMs));
}

/** The date `days` calendar days after an ISO date (YYYY-MM-DD). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How a subscription stands on a given day. Computed on read; the stored status alone is never trusted. */
export type SubscriptionState = 'active' | 'upcoming' | 'expired' | 'free_trial_ended' | 'inactive';

export interface DatedSubscription {
  package_status: number;
  is_free_trial: number | boolean;
  package_start_date: string;
  package_end_date: string;
}

export function subscriptionState(s: DatedSubscription, today: string): SubscriptionState {
  if (s.package_status !== 1) return 'inactive';
  if (s.package_end_date < today) return s.is_free_trial ? 'free_trial_ended' : 'expired';
  if (s.package_start_date > today) return 'upcoming';
  return 'active';
}
