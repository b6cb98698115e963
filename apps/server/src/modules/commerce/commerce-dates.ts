import { packagePeriodState, type PackagePeriod } from '@esc/domain';

// Calendar dates of subscriptions. A subscription's start and end are dates (YYYY-MM-DD); "today" is
// the domain's localDate of the server clock (India unless a country says otherwise). Whether it is
// active is the domain's one rule (isPackageActive / packagePeriodState); this only names the states
// the commerce calls show.

/** How a subscription stands on a given day. Computed on read; the stored status alone is never trusted. */
export type SubscriptionState = 'active' | 'upcoming' | 'expired' | 'free_trial_ended' | 'inactive';

export interface DatedSubscription {
  package_status: number;
  is_free_trial: number | boolean;
  package_start_date: string;
  package_end_date: string;
}

/** A subscription row as the domain's package period. */
export function subscriptionPeriod(s: DatedSubscription): PackagePeriod {
  return { packageStatus: s.package_status, startDate: s.package_start_date, endDate: s.package_end_date };
}

export function subscriptionState(s: DatedSubscription, today: string): SubscriptionState {
  const state = packagePeriodState(subscriptionPeriod(s), today);
  if (state === 'ended') return s.is_free_trial ? 'free_trial_ended' : 'expired';
  return state;
}
