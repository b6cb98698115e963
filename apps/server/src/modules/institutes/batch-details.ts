import type { BatchDetails, Institute } from '@esc/contracts';
import {
  DEFAULT_SCHOOL_ID,
  institutePriority,
  InstituteStatus,
  isInstituteActive,
  isPackageActive,
  SchoolStatus,
} from '@esc/domain';
import type { LicenceRecord, SubscriptionRecord } from '../commerce/commerce.module.js';
import type { SectionRecord } from './institute-reader.js';
import type { SchoolRecord } from './institutes.repository.js';

/** Subscription type of a seat the institute provides through its licence (counts for institute interests). */
export const INSTITUTE_PROVIDED_SUBSCRIPTION_TYPE = 1;

export interface InstituteState {
  institute_status: InstituteStatus;
  subscription_type_id: number | null;
  subscription_source: string | null;
  package_id: number | null;
  user_package_id: string | null;
}

/** A learner's own package counts only while active by the domain's one rule (status 1, today within its dates). */
export function isSubscriptionActive(s: SubscriptionRecord, today: string): boolean {
  return isPackageActive(
    { packageStatus: s.package_status, startDate: s.package_start_date, endDate: s.package_end_date },
    today,
  );
}

/** A licence is the school's package: active by the domain's one rule (status 1, within its validity). */
function isCurrent(licence: LicenceRecord, today: string): boolean {
  return isPackageActive(
    { packageStatus: licence.package_status, startDate: null, endDate: licence.valid_until },
    today,
  );
}

/**
 * The institute facts of one school for one board and class: an institute (any school but the
 * default) provides seats through its active licence; the default school through the learner's
 * own package for that board and class.
 */
export function instituteState(
  school: SchoolRecord,
  licences: readonly LicenceRecord[],
  subscriptions: readonly SubscriptionRecord[],
  boardId: number,
  classId: number,
  today: string,
): InstituteState {
  const institute_status =
    school.school_status === SchoolStatus.Active ? InstituteStatus.Active : InstituteStatus.Inactive;
  const ownSub = (packageIds: readonly number[] | null) =>
    subscriptions.find(
      (s) =>
        s.board_id === boardId &&
        s.class_id === classId &&
        isSubscriptionActive(s, today) &&
        (packageIds === null || packageIds.includes(s.package_id)),
    );
  if (school.school_id === DEFAULT_SCHOOL_ID) {
    const sub = ownSub(null);
    return {
      institute_status,
      subscription_type_id: sub?.subscription_type_id ?? null,
      subscription_source: sub?.subscription_source ?? null,
      package_id: sub?.package_id ?? null,
      user_package_id: sub?.id ?? null,
    };
  }
  const licence = licences.find((l) => l.school_id === school.school_id && isCurrent(l, today));
  if (!licence) {
    return {
      institute_status,
      subscription_type_id: null,
      subscription_source: null,
      package_id: null,
      user_package_id: null,
    };
  }
  const sub = ownSub([licence.package_id]);
  return {
    institute_status,
    subscription_type_id: sub?.subscription_type_id ?? INSTITUTE_PROVIDED_SUBSCRIPTION_TYPE,
    subscription_source: sub?.subscription_source ?? 'institute',
    package_id: licence.package_id,
    user_package_id: sub?.id ?? null,
  };
}

export function batchDetails(
  section: SectionRecord,
  school: SchoolRecord,
  state: InstituteState,
  userType: number | null,
): BatchDetails {
  return {
    board_id: section.board_id,
    class_id: section.class_id,
    school_id: section.school_id,
    section_id: section.section_id,
    section_master_website_id: section.section_master_website_id,
    section_name: section.section_name,
    user_package_id: state.user_package_id,
    user_type: userType,
    package_id: state.package_id,
    school_institute_name: school.school_name,
    school_institute_code: school.school_institute_code,
    institute_identifier: school.institute_identifier,
    school_institute_logo: school.school_institute_logo,
    school_address: school.school_address,
    institute_logo: school.school_institute_logo,
    subscription_source: state.subscription_source,
    subscription_type_id: state.subscription_type_id,
    enrolled_school_id: section.school_id,
    board_name: section.board_name,
    class_name: section.class_name,
    institute_status: state.institute_status,
    institute_type: school.institute_type,
    batch_type: section.batch_type,
    valid_from: section.valid_from,
    valid_until: section.valid_until,
    is_active: isInstituteActive(state),
    priority: institutePriority({
      schoolId: section.school_id,
      instituteType: school.institute_type,
      boardId: section.board_id,
    }),
  };
}

export function schoolDetails(school: SchoolRecord): Institute['school_details'] {
  return {
    school_id: school.school_id,
    institute_identifier: school.institute_identifier,
    school_institute_name: school.school_name,
    school_institute_code: school.school_institute_code,
    school_institute_logo: school.school_institute_logo,
    school_address: school.school_address,
  };
}
