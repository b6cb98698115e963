import type {
  GrievanceOfficer,
  GrievanceOfficerBody,
  GrievanceOfficerData,
  GrievanceOfficerQuery,
} from '@esc/contracts';
import { DEFAULT_SCHOOL_ID, isParent } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { grievanceActor, type GrievanceActor, type GrievancesPolicy } from './grievances.policy.js';
import type { GrievancesRepository } from './grievances.repository.js';

/** What the officers need of identity: the schools a person belongs to. */
export interface SchoolsOfPeople {
  tenantSchoolIds(caller: Pick<AuthContext, 'uuid' | 'userTypeId'>): Promise<number[]>;
  primarySchoolId(uuid: string): Promise<number | null>;
}

export interface PlatformOfficer {
  name: string;
  email: string;
}

export type GrievanceOfficers = ReturnType<typeof createGrievanceOfficers>;

/**
 * Who answers a grievance: the school's named officer (its admins until one is named) for a school's
 * people, the platform's officer (from the server's configuration) for people who signed up alone.
 */
export function createGrievanceOfficers(deps: {
  repo: GrievancesRepository;
  schools: SchoolsOfPeople;
  platform: PlatformOfficer;
  clock: () => number;
  isPlatformEditor(auth: AuthContext): Promise<boolean>;
  policy: GrievancesPolicy;
}) {
  const { repo, schools, platform, clock, policy } = deps;
  const platformOfficer: GrievanceOfficer = {
    kind: 'platform',
    school_id: null,
    name: platform.name,
    contact: platform.email,
  };

  /** The school whose officer answers about this person, or null for the platform's officer. */
  async function schoolFor(caller: AuthContext, personUuid: string): Promise<number | null> {
    let schoolId = await schools.primarySchoolId(personUuid);
    // A parent is placed in no school: their children's school answers about them.
    if (schoolId === null && personUuid === caller.uuid && isParent(caller.userTypeId)) {
      schoolId = (await schools.tenantSchoolIds(caller)).find((id) => id !== DEFAULT_SCHOOL_ID) ?? null;
    }
    return schoolId === null || schoolId === DEFAULT_SCHOOL_ID ? null : schoolId;
  }

  /** Each school's officer as people see them; the platform's for null. */
  async function officersOf(schoolIds: readonly (number | null)[]): Promise<Map<number | null, GrievanceOfficer>> {
    const ids = schoolIds.filter((id): id is number => id !== null);
    const named = await repo.officersOf(ids);
    const out = new Map<number | null, GrievanceOfficer>([[null, platformOfficer]]);
    for (const id of ids) {
      const row = named.get(id);
      // Unnamed: the school's admins answer, and the web says so in the reader's words.
      out.set(id, {
        kind: 'school',
        school_id: id,
        name: row?.officer_name ?? '',
        contact: row?.officer_contact ?? '',
      });
    }
    return out;
  }

  /** The caller's school asked about, or their first: one of theirs, else none such (the policy's 404). */
  const schoolAsked = (actor: GrievanceActor, schoolId: number | undefined): number =>
    schoolId ?? actor.schoolIds.find((id) => id !== DEFAULT_SCHOOL_ID) ?? DEFAULT_SCHOOL_ID;

  async function read(caller: AuthContext, query: GrievanceOfficerQuery): Promise<GrievanceOfficerData> {
    const actor = await grievanceActor(caller, deps);
    const schoolId = schoolAsked(actor, query.school_id);
    await policy.authorizeOne(actor, 'readOfficer', schoolId);
    const officer = (await officersOf([schoolId])).get(schoolId)!;
    return { officer, named: officer.name !== '', can_change: actor.schoolAdmin };
  }

  async function save(caller: AuthContext, body: GrievanceOfficerBody): Promise<GrievanceOfficerData> {
    const actor = await grievanceActor(caller, deps);
    const schoolId = schoolAsked(actor, body.school_id);
    await policy.authorizeOne(actor, 'nameOfficer', schoolId);
    await repo.saveOfficer({
      school_id: schoolId,
      officer_name: body.name.trim(),
      officer_contact: body.contact.trim(),
      set_by: caller.uuid,
      set_at: new Date(clock()).toISOString(),
    });
    return read(caller, { school_id: schoolId });
  }

  return { schoolFor, officersOf, read, save };
}
