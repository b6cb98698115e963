import { MERGED_SUBSCRIPTION_CODE, type PackageDetail, type UserSubscription } from '@esc/contracts';
import { subscriptionState, type SubscriptionState } from './commerce-dates.js';
import type { SubscriptionWithPackage } from './commerce.repository.js';
import { parseServices } from './subscription-reader.service.js';

// Rows to the shapes the calls answer with. Status is computed for `today`, never read from storage alone.

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function toUserSubscription(row: SubscriptionWithPackage, today: string): UserSubscription {
  const state = subscriptionState(row, today);
  const trial = !!row.is_free_trial;
  return {
    subscription_id: row.id,
    package_id: row.package_id,
    package_name: row.package_name,
    entity_name: row.entity_name,
    board_id: row.board_id,
    class_id: row.class_id,
    package_status: bit(state === 'active'),
    subscription_state: state,
    is_free_trial: bit(trial),
    free_trial_state: !trial ? 'none' : state === 'free_trial_ended' ? 'ended' : 'active',
    package_start_date: row.package_start_date,
    package_end_date: row.package_end_date,
    days_left: state === 'active' || state === 'upcoming' ? daysBetween(today, row.package_end_date) + 1 : 0,
    purchased_by: row.purchased_by,
    student_subscribed_services: parseServices(row.student_subscribed_services),
    invoice_id: row.invoice_id,
  };
}

export function toPackageDetail(row: SubscriptionWithPackage, today: string): PackageDetail {
  const state = subscriptionState(row, today);
  return {
    package_id: row.package_id,
    entity_name: row.entity_name,
    package_status: bit(state === 'active'),
    is_free_trial: bit(!!row.is_free_trial),
    package_start_date: row.package_start_date,
    package_end_date: row.package_end_date,
    purchased_by: row.purchased_by,
    entity_feature_list: [{ syllabus_id: row.class_id, features: parseServices(row.student_subscribed_services) }],
    board_id: row.board_id,
    class_id: row.class_id,
    subscription_state: state,
  };
}

const STATE_RANK: Record<SubscriptionState, number> = {
  active: 0,
  upcoming: 1,
  free_trial_ended: 2,
  expired: 3,
  inactive: 4,
};

/**
 * One entry per entity name (spec 001 §8). When several subscriptions answer for one entity name
 * they are merged: the best-standing one leads (active, then upcoming, ...), the period spans the
 * active and upcoming ones back to back, the feature lists are joined, `merged_package_ids` lists
 * every package and `code` is CES-00001. A single subscription carries no code.
 */
export function mergeByEntity(details: readonly PackageDetail[]): PackageDetail[] {
  const groups = new Map<string, PackageDetail[]>();
  for (const d of details) groups.set(d.entity_name, [...(groups.get(d.entity_name) ?? []), d]);
  const merged: PackageDetail[] = [];
  for (const group of groups.values()) {
    if (group.length === 1) {
      merged.push(group[0]!);
      continue;
    }
    const sorted = [...group].sort(
      (a, b) =>
        STATE_RANK[a.subscription_state] - STATE_RANK[b.subscription_state] ||
        b.package_end_date.localeCompare(a.package_end_date),
    );
    const lead = sorted[0]!;
    const live = sorted.filter((d) => d.subscription_state === 'active' || d.subscription_state === 'upcoming');
    const span = live.length ? live : [lead];
    const features = new Map<number, Set<string>>();
    for (const d of group) {
      for (const f of d.entity_feature_list) {
        const set = features.get(f.syllabus_id) ?? new Set<string>();
        f.features.forEach((x) => set.add(x));
        features.set(f.syllabus_id, set);
      }
    }
    merged.push({
      ...lead,
      package_start_date: span.map((d) => d.package_start_date).sort()[0]!,
      package_end_date: span
        .map((d) => d.package_end_date)
        .sort()
        .at(-1)!,
      entity_feature_list: [...features].map(([syllabus_id, set]) => ({ syllabus_id, features: [...set] })),
      merged_package_ids: [...new Set(group.map((d) => d.package_id))].sort((a, b) => a - b),
      code: MERGED_SUBSCRIPTION_CODE,
    });
  }
  return merged;
}
