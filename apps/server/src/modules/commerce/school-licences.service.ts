import type { SchoolLicence, SchoolLicencesData } from '@esc/contracts';
import { isSchoolAdmin, localDate, packagePeriodState } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityService } from '../identity/identity.module.js';
import type { CommercePolicy } from './commerce.policy.js';
import type { LicenceReaderRepository, LicenceRecord } from './licence-reader.repository.js';

export type SchoolLicencesService = ReturnType<typeof createSchoolLicencesService>;

function daysLeft(state: SchoolLicence['licence_state'], today: string, until: string | null): number | null {
  if (until === null) return null;
  if (state !== 'active' && state !== 'upcoming') return 0;
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) + 1;
}

function toSchoolLicence(row: LicenceRecord, packageName: string, today: string): SchoolLicence {
  const state = packagePeriodState(
    { packageStatus: row.package_status, startDate: null, endDate: row.valid_until },
    today,
  );
  return {
    licence_id: row.id,
    school_id: row.school_id,
    package_id: row.package_id,
    package_name: packageName,
    licence_state: state,
    valid_until: row.valid_until,
    days_left: daysLeft(state, today, row.valid_until),
    student_seats: { used: row.consumed_student_license, total: row.allowed_student_count },
    teacher_seats: { used: row.consumed_teacher_license, total: row.allowed_teacher_count },
  };
}

/** A school admin's view of the school's licences: seats used of total, validity, the package. */
export function createSchoolLicencesService({
  repo,
  identity,
  policy,
  clock,
}: {
  repo: Pick<LicenceReaderRepository, 'licencesOfSchools' | 'packagesByIds'>;
  identity: Pick<IdentityService, 'tenantSchoolIds'>;
  policy: CommercePolicy;
  clock: () => number;
}) {
  async function ofCallersSchools(caller: AuthContext): Promise<SchoolLicencesData> {
    if (!isSchoolAdmin(caller.userTypeId, caller.role))
      throw new AppError('FORBIDDEN', { reason: 'commerce.licencesAdminOnly' });
    const schoolIds = await identity.tenantSchoolIds(caller);
    const actor = { uuid: caller.uuid, parent: false, schoolIds, adminOf: schoolIds };
    const allowed = (await policy.allowedIds(actor, 'readSchoolLicences', schoolIds)).map(Number);
    const rows = await repo.licencesOfSchools(allowed);
    const names = new Map(
      (await repo.packagesByIds(rows.map((r) => r.package_id))).map((p) => [p.package_id, p.package_name]),
    );
    const today = localDate(clock());
    return {
      licences: rows.map((r) => toSchoolLicence(r, names.get(r.package_id) ?? `Package ${r.package_id}`, today)),
    };
  }

  return { ofCallersSchools };
}
