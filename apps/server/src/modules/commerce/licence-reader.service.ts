import type {
  LicenceReaderRepository,
  LicenceRecord,
  PackageNameRecord,
  SubscriptionRecord,
} from './licence-reader.repository.js';

export type { LicenceRecord, PackageNameRecord, SubscriptionRecord } from './licence-reader.repository.js';

export type LicenceReader = ReturnType<typeof createLicenceReader>;

/**
 * What commerce tells other modules about seats and packages: the licences of schools, the
 * subscriptions of a learner and the names of packages, each one query for a whole set.
 */
export function createLicenceReader({ repo }: { repo: LicenceReaderRepository }) {
  return {
    licencesOf: (schoolIds: readonly number[]): Promise<LicenceRecord[]> =>
      repo.licencesOfSchools([...new Set(schoolIds)]),
    subscriptionsOf: (uuid: string): Promise<SubscriptionRecord[]> => repo.subscriptionsOf(uuid),
    packagesByIds: (ids: readonly number[]): Promise<PackageNameRecord[]> => repo.packagesByIds([...new Set(ids)]),
  };
}
