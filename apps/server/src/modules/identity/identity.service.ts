import type { AccessLogSlot } from './access-log-point.js';
import type { Profile, SchoolSummary, SectionSummary, StudentDetail, TeacherDetail } from '@esc/contracts';
import { isParent, isSchoolAdmin, isStaff, parseMobile, type ParsedMobile, type RegisteredUser } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createLookupCoalescer } from '../../platform/db/lookup-coalescer.js';
import { createKeptAccountFacts } from './kept-account-facts.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityRepository, MembershipRow, UserRecord } from './identity.repository.js';
import { createIdentityPolicy, type PersonOnRecord } from './identity.policy.js';
import type { DirectorySchool, PortSlot } from './school-ports.js';
import { fullName } from '../../platform/person-name.js';

export type IdentityService = ReturnType<typeof createIdentityService>;

/** One membership as the dashboards show it: the school, and the section when there is one. */
export interface MembershipRecord {
  userUuid: string;
  school: SchoolSummary;
  section: SectionSummary | null;
  /** The school's default language (a code), for people who chose none. */
  schoolLanguage: string | null;
}

/** The main school is the first membership; sections are those of every membership that has one. */
function schoolAndSections(memberships: readonly MembershipRecord[]) {
  return {
    school: memberships[0]?.school ?? null,
    sections: memberships.flatMap((m) => (m.section ? [m.section] : [])),
  };
}

function summaryOf(school: DirectorySchool): SchoolSummary {
  const { school_id, school_name, institute_type, school_status } = school;
  return { school_id, school_name, institute_type, school_status };
}

/** People as the dashboards see them, and who may read whom. */
export function createIdentityService({
  repo,
  ports,
  accessLog,
  consentWaiting,
  kept,
}: {
  repo: IdentityRepository;
  ports: PortSlot;
  /** Who looked: a member of staff reading a learner's contact details is noted in the learner's log. */
  accessLog: AccessLogSlot;
  /** True while a self-registered child's parent has not agreed (the profile says so to the screens). */
  consentWaiting?: (uuid: string) => Promise<boolean>;
  /** The versions every process agrees on and the clock: the guard's facts are kept under the accounts' version. */
  kept?: { versions: Pick<CacheVersions, 'current'>; clock: () => number };
}) {
  // Every signed-in call asks both questions; the calls of one turn share one query.
  const guardFacts = createLookupCoalescer<string, { waitingForConsent: boolean }>({
    lookupMany: (uuids) => repo.guardFacts(uuids),
  });
  const keptFacts = kept
    ? createKeptAccountFacts({ read: (uuid) => guardFacts.lookup(uuid), versions: kept.versions, now: kept.clock })
    : Object.assign((uuid: string) => guardFacts.lookup(uuid), { peek: () => undefined });

  /** What the guard asks of every signed-in call: whether the account exists, and waits for a parent's consent. */
  async function accountFacts(uuid: string): Promise<{ exists: boolean; waitingForConsent: boolean }> {
    const found = await keptFacts(uuid);
    return { exists: found !== undefined, waitingForConsent: found?.waitingForConsent ?? false };
  }

  /** The guard's facts while they are kept (an existing account's, still under its version); undefined: ask accountFacts. */
  function keptAccountFacts(uuid: string): { exists: true; waitingForConsent: boolean } | undefined {
    const found = keptFacts.peek(uuid);
    return found && { exists: true, waitingForConsent: found.waitingForConsent };
  }

  /**
   * True while the account exists (not erased): a deleted user's token is 401, and nobody is told
   * anything. Read afresh (a stream opening asks it, not every call).
   */
  async function userExists(uuid: string): Promise<boolean> {
    return (await guardFacts.lookup(uuid)) !== undefined;
  }

  /** Memberships with their schools and sections, for several people: one query here, two of the owners. */
  async function membershipsByUser(uuids: readonly string[]): Promise<Map<string, MembershipRecord[]>> {
    const rows = await repo.membershipsOf(uuids);
    const byUser = new Map<string, MembershipRecord[]>(uuids.map((u) => [u, []]));
    if (rows.length === 0) return byUser;
    const directory = ports.get();
    const sectionIds = [...new Set(rows.flatMap((r) => (r.section_id === null ? [] : [r.section_id])))];
    const [schools, sections] = await Promise.all([
      directory.schoolsByIds([...new Set(rows.map((r) => r.school_id))]),
      directory.sectionsByIds(sectionIds),
    ]);
    const schoolById = new Map(schools.map((s) => [s.school_id, s]));
    const sectionById = new Map(sections.map((s) => [s.section_id, s]));
    for (const row of rows) {
      const school = schoolById.get(row.school_id);
      if (!school) continue;
      const section = row.section_id === null ? null : (sectionById.get(row.section_id) ?? null);
      const record = { school: summaryOf(school), section, schoolLanguage: school.default_language };
      byUser.get(row.user_uuid)?.push({ userUuid: row.user_uuid, ...record });
    }
    return byUser;
  }

  async function membershipsOf(uuid: string): Promise<MembershipRecord[]> {
    return (await membershipsByUser([uuid])).get(uuid) ?? [];
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
  async function tenantSchoolIds(caller: Pick<AuthContext, 'uuid' | 'userTypeId'>): Promise<number[]> {
    let uuids = [caller.uuid];
    if (isParent(caller.userTypeId)) uuids = (await repo.childrenOf(caller.uuid)).map((c) => c.uuid);
    return [...new Set((await repo.membershipsOf(uuids)).map((m) => m.school_id))];
  }

  /** The school id carried in the access token: the main school, or null (parents, unplaced users). */
  async function primarySchoolId(uuid: string): Promise<number | null> {
    return (await repo.membershipsOf([uuid]))[0]?.school_id ?? null;
  }

  async function profileOf(user: UserRecord): Promise<Profile> {
    const children = isParent(user.user_type_id) ? await repo.childrenOf(user.uuid) : [];
    const memberships = await membershipsByUser([user.uuid, ...children.map((c) => c.uuid)]);
    const own = schoolAndSections(memberships.get(user.uuid) ?? []);
    // A school admin administers every section of the school, not only those they are placed in.
    if (own.school && isSchoolAdmin(user.user_type_id, user.role)) {
      own.sections = await ports.get().sectionsOfSchool(own.school.school_id);
    }
    // A school's default language is the screens' too, for a person who chose none (a parent placed
    // in no school: their first child's school, as for their messages). The main school is the first
    // membership, as schoolAndSections says.
    const main =
      (memberships.get(user.uuid) ?? [])[0] ?? (children[0] ? memberships.get(children[0].uuid)?.[0] : undefined);
    const schoolLanguage = user.preferred_language === null ? (main?.schoolLanguage ?? null) : null;
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
      preferred_language: user.preferred_language,
      school_language: schoolLanguage,
      ...own,
      children: children.map((c) => studentDetailOf(c, memberships.get(c.uuid) ?? [])),
    };
  }

  /** When the account was made (null when there is none): the app-rating prompt waits for a new person. */
  async function joinedAt(uuid: string): Promise<string | null> {
    return (await repo.findUserByUuid(uuid))?.created_at ?? null;
  }

  async function profile(uuid: string): Promise<Profile> {
    const user = await repo.findUserByUuid(uuid);
    if (!user) throw new AppError('UNAUTHENTICATED', { reason: 'signIn.accountGone' });
    const [shown, waiting] = await Promise.all([profileOf(user), consentWaiting?.(uuid) ?? false]);
    return waiting ? { ...shown, consent_pending: true } : shown;
  }

  /** The people named with their memberships, for the policy (the records its rules read). */
  async function peopleOnRecord(uuids: readonly string[]) {
    const [users, memberships] = await Promise.all([repo.usersByUuids(uuids), membershipsByUser(uuids)]);
    return new Map(
      users.map((user): [string, PersonOnRecord & { memberships: MembershipRecord[] }] => {
        const of = memberships.get(user.uuid) ?? [];
        return [user.uuid, { user, memberships: of, schoolIds: of.map((m) => m.school.school_id) }];
      }),
    );
  }

  /** Who may read which person (identity.policy.ts). */
  const policy = createIdentityPolicy({ people: peopleOnRecord });

  /**
   * A learner reads themselves, a parent a linked child, staff a learner of their own school.
   * Staff asking about another school's learner get 404, as if the learner did not exist.
   */
  async function studentDetail(caller: AuthContext, uuid: string): Promise<StudentDetail> {
    const target = uuid.toLowerCase();
    const staff = isStaff(caller.userTypeId);
    // A learner names only themselves, a parent only a linked child (403 before any record is read).
    const actingAs = staff ? caller.uuid : (await actingUserFor(caller, target, repo)).uuid;
    const schoolIds = staff ? await tenantSchoolIds(caller) : [];
    const { user, memberships } = await policy.authorizeOne(
      { uuid: actingAs, staff, schoolIds },
      'readStudent',
      target,
    );
    await accessLog.get('record')(caller, { kind: 'contact-details', learners: [user.uuid] });
    return studentDetailOf(user, memberships);
  }

  /**
   * May the caller see the personal email and mobile of staff of these schools? The person
   * themselves and staff do; students and parents only where the school chose to show them.
   */
  async function staffContactShown(
    caller: Pick<AuthContext, 'uuid' | 'userTypeId'>,
    staffUuid: string,
    staffSchoolIds: readonly number[],
  ): Promise<boolean> {
    if (caller.uuid === staffUuid || isStaff(caller.userTypeId)) return true;
    const mine = new Set(await tenantSchoolIds(caller));
    const shared = staffSchoolIds.filter((id) => mine.has(id));
    if (shared.length === 0) return false;
    return (await ports.get().schoolsByIds(shared)).some((s) => s.show_staff_contact);
  }

  /** A teacher reads themselves; anyone of the same school (parents through their children) reads them too. */
  async function teacherDetail(caller: AuthContext, uuid: string): Promise<TeacherDetail> {
    const target = uuid.toLowerCase();
    const actor = { uuid: caller.uuid, staff: isStaff(caller.userTypeId), schoolIds: await tenantSchoolIds(caller) };
    const { user, memberships, schoolIds } = await policy.authorizeOne(actor, 'readTeacher', target);
    const shown = await staffContactShown(caller, target, schoolIds);
    return {
      uuid: user.uuid,
      user_type_id: user.user_type_id,
      role: user.role,
      first_name: user.first_name,
      last_name: user.last_name,
      name: fullName(user),
      email: shown ? user.email : null,
      mobile: shown ? user.mobile : null,
      ...schoolAndSections(memberships),
    };
  }

  /**
   * A person as the registration check sees them (spec 002 §5.1): their type, and for type 5 the
   * institute type of the account, else of their main school (missing means 2, decided by the rule).
   */
  async function registeredUserOf(user: UserRecord): Promise<RegisteredUser> {
    if (user.institute_type !== null) return { userTypeId: user.user_type_id, instituteType: user.institute_type };
    const main = (await repo.membershipsOf([user.uuid]))[0];
    const school = main ? (await ports.get().schoolsByIds([main.school_id]))[0] : undefined;
    return { userTypeId: user.user_type_id, instituteType: school?.institute_type ?? null };
  }

  /** The accounts holding an email (lower-cased) or a mobile number; several may share one. */
  async function accountsHolding(
    value: { kind: 'email'; email: string } | { kind: 'mobile'; mobile: ParsedMobile },
  ): Promise<UserRecord[]> {
    if (value.kind === 'email') return repo.usersByEmail(value.email);
    const { mobile } = value;
    const users = await repo.usersByMobile([mobile.national]);
    // The same national digits in another country are another phone.
    return users.filter((u) => parseMobile(u.mobile ?? '', u.country_iso)?.e164 === mobile.e164);
  }

  /** Who holds an email or a mobile number, as the registration check judges them. */
  async function holdersOf(
    value: { kind: 'email'; email: string } | { kind: 'mobile'; mobile: ParsedMobile },
  ): Promise<RegisteredUser[]> {
    return Promise.all((await accountsHolding(value)).map(registeredUserOf));
  }

  async function registeredUser(uuid: string): Promise<RegisteredUser | null> {
    const user = await repo.findUserByUuid(uuid);
    return user ? registeredUserOf(user) : null;
  }

  /** The accounts with this email (several may share one, spec 002 §5.1), for an operator's commands. */
  async function accountsByEmail(email: string): Promise<{ uuid: string; userTypeId: number }[]> {
    const users = await repo.usersByEmail(email.trim().toLowerCase());
    return users.map((u) => ({ uuid: u.uuid, userTypeId: u.user_type_id }));
  }

  return {
    profile,
    joinedAt,
    profileOf,
    holdersOf,
    accountsHolding,
    accountsByEmail,
    registeredUser,
    studentDetail,
    studentDetailOf,
    membershipsOf,
    teacherDetail,
    staffContactShown,
    tenantSchoolIds,
    primarySchoolId,
    isLinkedChild: repo.isLinkedChild,
    userExists,
    accountFacts,
    keptAccountFacts,
    policy,
  };
}

export type { MembershipRow };
