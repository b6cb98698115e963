// Calendar dates of subscriptions. A subscription's start and end are dates (YYYY-MM-DD); "today" is
// the domain's localDate of the server clock (India unless a country says otherwise).

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
