import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { InstituteReader, SectionRecord } from './institute-reader.js';

/** What the institutes policy knows of a member of staff: their schools, and every section or only those they teach. */
export interface StaffActor {
  schoolIds: readonly number[];
  /** School admins, bde and coordinators see every section of their schools (spec 001 §5). */
  allSections: boolean;
  /** The sections a teacher teaches (subject assignments and placements). */
  sectionIds: ReadonlySet<number>;
}

/** A school asked about (only its id: whether it is the caller's decides), or a section with its school. */
export type InstituteRecord = { kind: 'school'; school_id: number } | { kind: 'section'; section: SectionRecord };

export type InstituteAction = 'readSchool' | 'readSection';

const schoolOf = (record: InstituteRecord) => (record.kind === 'school' ? record.school_id : record.section.school_id);

/**
 * The rules, pure: staff see only their own schools (another school's is absent, as a missing one),
 * and a teacher who does not see every section may read only the sections they teach.
 */
export const institutesRules = {
  readSchool: (actor: StaffActor, record: InstituteRecord): Decision =>
    inSchools(actor.schoolIds, schoolOf(record)) ? ALLOWED : ABSENT,
  readSection: (actor: StaffActor, record: InstituteRecord): Decision => {
    if (record.kind !== 'section' || !inSchools(actor.schoolIds, record.section.school_id)) return ABSENT;
    if (!actor.allSections && !actor.sectionIds.has(record.section.section_id)) {
      return forbidden({ reason: 'auth.notTaughtSection' });
    }
    return ALLOWED;
  },
} as const;

export type InstitutesPolicy = ReturnType<typeof createInstitutesPolicy>;

/** Who may read which school and section (batch): the staff scopes of every module ask it. */
export function createInstitutesPolicy({ reader }: { reader: Pick<InstituteReader, 'sectionsByIds'> }) {
  return definePolicy({
    module: 'institutes',
    noun: { readSchool: { reason: 'http.noSuch.school' }, readSection: { reason: 'http.noSuch.section' } },
    actions: {
      readSchool: 'See a school’s sections, people, settings and reports: its own staff only.',
      readSection:
        'Read a section (batch), its learners and what is given to it: staff of its school who see every section, or a teacher who teaches it.',
    },
    async load(ids: readonly number[], action: InstituteAction) {
      // Whether a school is the caller's needs no row: a school that is not theirs, or none at all, is absent alike.
      if (action === 'readSchool') {
        return new Map(ids.map((id): [number, InstituteRecord] => [id, { kind: 'school', school_id: id }]));
      }
      const sections = await reader.sectionsByIds(ids);
      return new Map(
        sections.map((section): [number, InstituteRecord] => [section.section_id, { kind: 'section', section }]),
      );
    },
    rules: institutesRules,
  });
}
