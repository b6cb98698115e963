import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';
import type { HandinRow } from './handins.repository.js';

/** What the rules read of a hand-in: its school and the learner's section the homework reached. */
export type HandinFacts = Pick<HandinRow, 'school_id' | 'section_id'>;

/** A member of staff with the sections they teach (a school admin sees every section). */
export interface HandinActor extends StaffActor {
  allSections: boolean;
  sectionIds: ReadonlySet<number>;
}

export const HANDIN_ACTIONS = {
  mark: 'Read a learner’s handed-in work and mark it, return it or ask for it again.',
} as const;

export type HandinAction = keyof typeof HANDIN_ACTIONS;

/**
 * A hand-in is its school's: staff of another school find no such hand-in (404). Only the teachers of
 * the learner's section (and those who see every section, a school admin) read and mark it (403).
 */
export const HANDIN_RULES: { readonly [A in HandinAction]: (actor: HandinActor, handin: HandinFacts) => Decision } = {
  mark: (actor, handin) => {
    if (!inSchools(actor.schoolIds, handin.school_id)) return ABSENT;
    return actor.allSections || actor.sectionIds.has(handin.section_id)
      ? ALLOWED
      : forbidden({ reason: 'handins.onlySectionTeachersMark' });
  },
};

/** The hand-ins module's policy: who may mark which hand-in, decided for a set in one load. */
export function createHandinsPolicy<Row extends HandinFacts = HandinRow>(
  load: (ids: readonly number[]) => Promise<ReadonlyMap<number, Row>>,
) {
  return definePolicy<HandinActor, HandinAction, number, Row>({
    module: 'handins',
    noun: { reason: 'http.noSuch.handin' },
    actions: HANDIN_ACTIONS,
    load,
    rules: HANDIN_RULES,
  });
}

export type HandinsPolicy = ReturnType<typeof createHandinsPolicy<HandinRow>>;
