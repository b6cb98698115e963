import { DEFAULT_SCHOOL_ID, isSchoolAdmin } from '@esc/domain';
import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { SchoolsOfPeople } from './grievance-officers.service.js';
import type { GrievanceRow, GrievancesRepository } from './grievances.repository.js';

/** The caller as the grievance rules see them: their schools, whether they administer them, whether a platform editor. */
export interface GrievanceActor {
  uuid: string;
  schoolIds: readonly number[];
  schoolAdmin: boolean;
  platformEditor: boolean;
}

/** The caller's own officer's desk (the grievances they answer), a grievance, or a school whose officer is asked for. */
export type GrievanceRecord =
  { kind: 'desk'; uuid: string } | { kind: 'grievance'; row: GrievanceRow } | { kind: 'school'; school_id: number };

export type GrievanceAction = 'readOfficerList' | 'answer' | 'readOfficer' | 'nameOfficer';

/** Whether the actor answers any grievances: a school admin of a school, or a platform editor. */
const isOfficer = (actor: GrievanceActor) => (actor.schoolAdmin && actor.schoolIds.length > 0) || actor.platformEditor;

/** One of the actor's own schools (the platform's default school has no officer of its own). */
const ownSchool = (actor: GrievanceActor, record: GrievanceRecord) =>
  record.kind === 'school' && record.school_id !== DEFAULT_SCHOOL_ID && inSchools(actor.schoolIds, record.school_id);

/**
 * A grievance is its officer's: a school admin of its school, or a platform editor for the
 * platform's (school null); anyone else's finds no such grievance (404), and staff who answer no
 * grievances at all are refused (403). A school's officer is read by its people, named by its admin.
 */
export const grievanceRules = {
  readOfficerList: (actor: GrievanceActor, record: GrievanceRecord): Decision => {
    if (record.kind !== 'desk' || record.uuid !== actor.uuid) return ABSENT;
    return isOfficer(actor) ? ALLOWED : forbidden({ reason: 'grievances.notOfficer' });
  },
  answer: (actor: GrievanceActor, record: GrievanceRecord): Decision => {
    if (record.kind !== 'grievance') return ABSENT;
    if (!isOfficer(actor)) return forbidden({ reason: 'grievances.notOfficer' });
    const schoolId = record.row.school_id;
    const theirs = schoolId === null ? actor.platformEditor : actor.schoolAdmin && inSchools(actor.schoolIds, schoolId);
    return theirs ? ALLOWED : ABSENT;
  },
  readOfficer: (actor: GrievanceActor, record: GrievanceRecord): Decision =>
    ownSchool(actor, record) ? ALLOWED : ABSENT,
  nameOfficer: (actor: GrievanceActor, record: GrievanceRecord): Decision => {
    if (!ownSchool(actor, record)) return ABSENT;
    return actor.schoolAdmin ? ALLOWED : forbidden({ reason: 'grievances.adminOnly' });
  },
} as const;

/** The caller as the rules see them: two lookups (their schools, and whether they edit the platform's content). */
export async function grievanceActor(
  caller: AuthContext,
  deps: { schools: SchoolsOfPeople; isPlatformEditor(auth: AuthContext): Promise<boolean> },
): Promise<GrievanceActor> {
  const [schoolIds, platformEditor] = await Promise.all([
    deps.schools.tenantSchoolIds(caller),
    deps.isPlatformEditor(caller),
  ]);
  return { uuid: caller.uuid, schoolIds, schoolAdmin: isSchoolAdmin(caller.userTypeId, caller.role), platformEditor };
}

export type GrievancesPolicy = ReturnType<typeof createGrievancesPolicy>;

export function createGrievancesPolicy({ repo }: { repo: Pick<GrievancesRepository, 'byIds'> }) {
  return definePolicy({
    module: 'grievances',
    noun: {
      readOfficerList: { reason: 'grievances.notFound' },
      answer: { reason: 'grievances.notFound' },
      readOfficer: { reason: 'institutes.noSchool' },
      nameOfficer: { reason: 'institutes.noSchool' },
    },
    actions: {
      readOfficerList:
        'Read the grievances one answers as a grievance officer: a school admin (their schools’) or a platform editor (the platform’s).',
      answer:
        'Answer or close a grievance: its officer only, a school admin of its school or a platform editor for the platform’s.',
      readOfficer: 'Read who a school’s grievance officer is: that school’s own people.',
      nameOfficer: 'Name a school’s grievance officer: a school admin of that school.',
    },
    async load(ids: readonly (string | number)[], action: GrievanceAction) {
      const records = new Map<string | number, GrievanceRecord>();
      if (action === 'readOfficerList') {
        for (const id of ids) if (typeof id === 'string') records.set(id, { kind: 'desk', uuid: id });
      } else if (action === 'answer') {
        const rows = await repo.byIds(ids.filter((id): id is string => typeof id === 'string'));
        for (const row of rows) records.set(row.id, { kind: 'grievance', row });
      } else {
        for (const id of ids) if (typeof id === 'number') records.set(id, { kind: 'school', school_id: id });
      }
      return records;
    },
    rules: grievanceRules,
  });
}
