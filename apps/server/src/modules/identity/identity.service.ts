import type { Profile, SchoolSummary, SectionSummary, StudentDetail, TeacherDetail } from '@esc/contracts';
import { isLearner, isParent, isSchoolAdmin, isStaff, type RegisteredUser } from '@esc/domain';
import { actingUserFor, assertTenant } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityRepository, MembershipRecord, UserRecord } from './identity.repository.js';

export type IdentityService = ReturnType<typeof createIdentityService>;

function fullName(user: UserRecord): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** The main school is the first membership; sections are those of every membership that has one. */
function schoolAndSections(memberships: readonly MembershipRecord[]): {
  school: SchoolSummary | null;
  sections: SectionSummary[];
} {
  return {
    school: memberships[0]?.school ?? null,
    sections: memberships.flatMap((m) => (m.section ? [m.section] : [])),
  };
}

/** People as the dashboards see them, and who may read whom. */
export function createIdentityService({ repo }: { repo: IdentityRepository }) {
  async function membershipsByUser(uuids: readonly string[]): Promise<Map<string, MembershipRecord[]>> {
    const byUser = new Map<string, MembershipRecord[]>(uuids.map((u) => [u, []]));
    for (const m of await repo.membershipsOf(uuids)) byUser.get(m.userUuid)?.push(m);
    return byUser;
  }

  function studentDetailOf(user: UserRecord, memberships: readonly MembershipRecord[]): StudentDetail {
    return {
      uuid: user.uuid,
      user_type_id: user.user_type_id,
      first_name: user.first_name,
      last_name: user.last_name,
      name: fullName(user),
      country_iso: user.country_iso,
      ...schoolAndSections(memberships),
    };
  }

  /** The schools whose people the caller may see: their own, or for a parent those of their children. */
  async function tenantSchoolIds(caller: AuthContext): Promise<number[]> {
    let uuids = [caller.uuid];
    if (isParent(caller.userTypeId)) uuids = (await repo.childrenOf(caller.uuid)).map((c) => c.uuid);
    return [...new Set((await repo.membershipsOf(uuids)).map((m) => m.school.school_id))];
  }

  /** The school id carried in the access token: the main school, or null (parents, unplaced users). */
  async function primarySchoolId(uuid: string): Promise<number | null> {
    return (await repo.membershipsOf([uuid]))[0]?.school.school_id ?? null;
  }

  async function profile(uuid: string): Promise<Profile> {
    const user = await repo.findUserByUuid(uuid);
    if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
    const children = isParent(user.user_type_id) ? await repo.childrenOf(uuid) : [];
    const memberships = await membershipsByUser([uuid, ...children.map((c) => c.uuid)]);
    const own = schoolAndSections(memberships.get(uuid) ?? []);
    // A school admin administers every section of the school, not only those they are placed in.
    if (own.school && isSchoolAdmin(user.user_type_id, user.role)) {
      own.sections = await repo.sectionsOfSchool(own.school.school_id);
    }
    return {
      uuid: user.uuid,
      user_type_id: user.user_type_id,
      role: user.role,
      first_name: user.first_name,
      last_name: user.last_name,
      name: fullName(user),
      email: user.email,
      mobile: user.mobile,
      country_iso: user.country_iso,
      package_flow_webgate_bucket: user.package_flow_webgate_bucket,
      ...own,
      children: children.map((c) => studentDetailOf(c, memberships.get(c.uuid) ?? [])),
    };
  }

  /**
   * A learner reads themselves, a parent a linked child, staff a learner of their own school.
   * Staff asking about another school's learner get 404, as if the learner did not exist.
   */
  async function studentDetail(caller: AuthContext, uuid: string): Promise<StudentDetail> {
    const target = uuid.toLowerCase();
    if (!isStaff(caller.userTypeId)) await actingUserFor(caller, target, repo);
    const user = await repo.findUserByUuid(target);
    if (!user || !isLearner(user.user_type_id)) throw new AppError('NOT_FOUND', 'No such student.');
    const memberships = await repo.membershipsOf([target]);
    if (isStaff(caller.userTypeId)) {
      assertTenant(
        await tenantSchoolIds(caller),
        memberships.map((m) => m.school.school_id),
      );
    }
    return studentDetailOf(user, memberships);
  }

  /** A teacher reads themselves; anyone of the same school (parents through their children) reads them too. */
  async function teacherDetail(caller: AuthContext, uuid: string): Promise<TeacherDetail> {
    const target = uuid.toLowerCase();
    const user = await repo.findUserByUuid(target);
    if (!user || !isStaff(user.user_type_id)) throw new AppError('NOT_FOUND', 'No such teacher.');
    const memberships = await repo.membershipsOf([target]);
    if (target !== caller.uuid) {
      assertTenant(
        await tenantSchoolIds(caller),
        memberships.map((m) => m.school.school_id),
      );
    }
    return {
      uuid: user.uuid,
      user_type_id: user.user_type_id,
      role: user.role,
      first_name: user.first_name,
      last_name: user.last_name,
      name: fullName(user),
      email: user.email,
      ...schoolAndSections(memberships),
    };
  }

  /**
   * A person as the registration check sees them (spec 002 §5.1): their type, and for type 5 the
   * institute type of the account, else of their main school (missing means 2, decided by the rule).
   */
  async function registeredUserOf(user: UserRecord): Promise<RegisteredUser> {
    const instituteType =
      user.institute_type ?? (await repo.membershipsOf([user.uuid]))[0]?.school.institute_type ?? null;
    return { userTypeId: user.user_type_id, instituteType };
  }

  /** Who holds an email (lower-cased) or a national mobile number; null when nobody does. */
  async function holderOf(kind: 'email' | 'mobile', value: string): Promise<RegisteredUser | null> {
    const user = kind === 'email' ? await repo.findUserByEmail(value) : await repo.findUserByMobile(value);
    return user ? registeredUserOf(user) : null;
  }

  async function registeredUser(uuid: string): Promise<RegisteredUser | null> {
    const user = await repo.findUserByUuid(uuid);
    return user ? registeredUserOf(user) : null;
  }

  /** The uuid of the account with this email (lower-cased), for an operator's commands; null when none. */
  async function uuidByEmail(email: string): Promise<string | null> {
    return (await repo.findUserByEmail(email.trim().toLowerCase()))?.uuid ?? null;
  }

  return {
    profile,
    holderOf,
    uuidByEmail,
    registeredUser,
    /** Account writes in one transaction: for this module's sign-up only; other modules create no accounts. */
    accountTransaction: repo.inTransaction,
    studentDetail,
    teacherDetail,
    tenantSchoolIds,
    primarySchoolId,
    isLinkedChild: repo.isLinkedChild,
  };
}
