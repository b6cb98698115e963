import type { PackageStatus } from '@esc/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';

// Packages and subscriptions in the real database, for commerce and access-gate tests.

let nextPackageId = 80_000;

export interface MakePackageOptions {
  package_id?: number;
  package_name?: string;
  entity_name?: string;
  price_paise?: number;
  duration_days?: number;
  free_trial_days?: number | null;
  services?: string[];
  school_id?: number | null;
  package_flag?: string | null;
  package_status?: PackageStatus;
  classes?: { boardId: number; classId: number }[];
}

export async function makePackage(db: Db, options: MakePackageOptions = {}) {
  const pkg = {
    package_id: options.package_id ?? ++nextPackageId,
    package_name: options.package_name ?? `Package ${nextPackageId}`,
    entity_name: options.entity_name ?? 'class',
    product_id: 3,
    package_status: options.package_status ?? 1,
    price_paise: options.price_paise ?? 1_180_00,
    currency: 'INR',
    duration_days: options.duration_days ?? 30,
    free_trial_days: options.free_trial_days ?? null,
    student_subscribed_services: JSON.stringify(options.services ?? ['learn', 'practice', 'test']),
    school_id: options.school_id ?? null,
    package_flag: options.package_flag ?? null,
  };
  await db.insertInto('packages').values(pkg).execute();
  const classes = options.classes ?? [];
  if (classes.length) {
    await db
      .insertInto('package_syllabus')
      .values(classes.map((c) => ({ package_id: pkg.package_id, board_id: c.boardId, class_id: c.classId })))
      .execute();
  }
  return pkg;
}

export interface MakeSubscriptionOptions {
  uuid: string;
  packageId: number;
  entityName?: string;
  boardId: number;
  classId: number;
  start: string;
  end: string;
  isFreeTrial?: boolean;
  packageStatus?: PackageStatus;
  purchasedBy?: string | null;
}

export async function makeSubscription(db: Db, o: MakeSubscriptionOptions) {
  const row = {
    id: randomUUID(),
    uuid: o.uuid,
    package_id: o.packageId,
    entity_name: o.entityName ?? 'class',
    board_id: o.boardId,
    class_id: o.classId,
    package_status: o.packageStatus ?? 1,
    is_free_trial: o.isFreeTrial ? 1 : 0,
    package_start_date: o.start,
    package_end_date: o.end,
    purchased_by: o.purchasedBy ?? null,
    subscription_source: o.isFreeTrial ? 'free_trial' : 'purchase',
    subscription_type_id: null,
    payment_id: null,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('subscriptions').values(row).execute();
  return row;
}
