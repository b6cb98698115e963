import type { AddProgressBody } from '@esc/contracts';
import { boundedMadeAt, localDate, packageWorkVerdict, type PackagePeriod } from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';

/**
 * Work posted under a package (package_id) is judged by the day it was made (its made-at, bounded by
 * arrival, in the learner's zone): made after the package ended, it is refused with the package's
 * last day (docs/offline-conflicts.md, rule 3); made while it ran, it is kept even when it arrives later.
 */
export function createPackageWorkCheck(deps: {
  clock: () => number;
  countryOf?: (uuid: string) => Promise<string | null>;
  packagePeriods?: (uuid: string, packageId: number) => Promise<PackagePeriod[]>;
}) {
  const { clock, countryOf, packagePeriods } = deps;
  return async function checkPackageWork(uuid: string, body: AddProgressBody): Promise<void> {
    if (!packagePeriods || body.package_id == null) return;
    const packageId = Number(body.package_id);
    if (!Number.isSafeInteger(packageId) || packageId <= 0) return;
    const madeAt = boundedMadeAt(body.made_at, clock());
    const madeOn = localDate(madeAt, countryOf ? await countryOf(uuid) : null);
    const verdict = packageWorkVerdict(await packagePeriods(uuid, packageId), madeOn);
    if (verdict.kept) return;
    const endedOn = verdict.endedOn;
    throw new AppError(
      'CONFLICT',
      { reason: 'learning.packageEnded', params: { endedOn } },
      { errors: [{ field: 'made_at', reason: 'learning.madeAfterEnd', params: { endedOn } }] },
    );
  };
}
