import type { PackageStatus } from '@esc/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LicencesTable } from '../../db/schema.js';

export type LicenceRecord = Selectable<LicencesTable>;

/** A learner's own subscription, as the institute screens read it. */
export interface SubscriptionRecord {
  id: string;
  uuid: string;
  package_id: number;
  board_id: number;
  class_id: number;
  package_status: PackageStatus;
  package_start_date: string;
  package_end_date: string;
  subscription_source: string;
  subscription_type_id: number | null;
}

export interface PackageNameRecord {
  package_id: number;
  package_name: string;
  entity_name: string;
  product_id: number;
  package_status: PackageStatus;
}

export type LicenceReaderRepository = ReturnType<typeof createLicenceReaderRepository>;

/** Read-only queries for schools' licences, learners' subscriptions and package names, in sets. */
export function createLicenceReaderRepository(db: Db) {
  async function licencesOfSchools(schoolIds: readonly number[]): Promise<LicenceRecord[]> {
    if (schoolIds.length === 0) return [];
    return db
      .selectFrom('licences')
      .selectAll()
      .where('school_id', 'in', schoolIds)
      .orderBy('school_id')
      .orderBy('package_id')
      .execute();
  }

  /** A learner's subscriptions, newest first. */
  async function subscriptionsOf(uuid: string): Promise<SubscriptionRecord[]> {
    return db
      .selectFrom('subscriptions')
      .select([
        'id',
        'uuid',
        'package_id',
        'board_id',
        'class_id',
        'package_status',
        'package_start_date',
        'package_end_date',
        'subscription_source',
        'subscription_type_id',
      ])
      .where('uuid', '=', uuid)
      .orderBy('created_at', 'desc')
      .execute();
  }

  async function packagesByIds(ids: readonly number[]): Promise<PackageNameRecord[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('packages')
      .select(['package_id', 'package_name', 'entity_name', 'product_id', 'package_status'])
      .where('package_id', 'in', ids)
      .orderBy('package_id')
      .execute();
  }

  return { licencesOfSchools, subscriptionsOf, packagesByIds };
}
