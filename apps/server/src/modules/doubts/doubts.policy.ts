import { isSchoolAdmin } from '@esc/domain';
import { ABSENT, ALLOWED, definePolicy, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';
import type { DoubtRow } from './doubts.repository.js';

/** Staff as the doubts rules read them: their schools, and the section and subject pairs they teach. */
export interface DoubtStaffActor extends StaffActor {
  /** `${section_id}:${subject_id}` for every subject the person teaches in a section. */
  teaches: ReadonlySet<string>;
}

export const classKey = (sectionId: number, subjectId: number) => `${sectionId}:${subjectId}`;

/** What the rules read of a doubt. */
export type DoubtFacts = Pick<DoubtRow, 'school_id' | 'section_id' | 'subject_id'>;

export const DOUBT_ACTIONS = {
  answer: 'Read a doubt in the queue and answer it (or improve the answer).',
} as const;

export type DoubtAction = keyof typeof DOUBT_ACTIONS;

/**
 * A doubt reaches the teachers of the learner's section for its subject, and the school's admins.
 * Anyone else finds no such doubt (404): staff of another school, and a teacher of another subject or
 * section of the same school, whose queue never showed it.
 */
export const DOUBT_RULES: { readonly [A in DoubtAction]: (actor: DoubtStaffActor, doubt: DoubtFacts) => Decision } = {
  answer: (actor, doubt) => {
    if (!inSchools(actor.schoolIds, doubt.school_id)) return ABSENT;
    if (isSchoolAdmin(actor.userTypeId, actor.role)) return ALLOWED;
    return actor.teaches.has(classKey(doubt.section_id, doubt.subject_id)) ? ALLOWED : ABSENT;
  },
};

/** The doubts module's policy: who may answer which doubts, decided for a set in one load. */
export function createDoubtsPolicy(load: (ids: readonly number[]) => Promise<ReadonlyMap<number, DoubtRow>>) {
  return definePolicy<DoubtStaffActor, DoubtAction, number, DoubtRow>({
    module: 'doubts',
    noun: { reason: 'http.noSuch.doubt' },
    actions: DOUBT_ACTIONS,
    load,
    rules: DOUBT_RULES,
  });
}

export type DoubtsPolicy = ReturnType<typeof createDoubtsPolicy>;
