import { isLearner, isStaff } from '@esc/domain';
import { ABSENT, ALLOWED, definePolicy, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { UserRecord } from './identity.repository.js';

/**
 * Whom the caller reads people as: `uuid` is the person they act as (themselves, or for a parent
 * the linked child they named, once the acting-user rule has let them), `schoolIds` the schools
 * whose people they may see (their own; a parent's are their children's).
 */
export interface PersonActor {
  uuid: string;
  staff: boolean;
  schoolIds: readonly number[];
}

/** A person with the schools they belong to. */
export interface PersonOnRecord {
  user: UserRecord;
  schoolIds: readonly number[];
}

export type IdentityAction = 'readStudent' | 'readTeacher';

/**
 * DOMAIN.md: a learner reads themselves, a parent a linked child, staff a learner of their own
 * school; a teacher is read by themselves and by anyone of the same school (parents through their
 * children). A person of another school is absent, as one who does not exist.
 */
export const identityRules = {
  readStudent: (actor: PersonActor, person: PersonOnRecord): Decision => {
    if (!isLearner(person.user.user_type_id)) return ABSENT;
    if (person.user.uuid === actor.uuid) return ALLOWED;
    return actor.staff && inSchools(actor.schoolIds, person.schoolIds) ? ALLOWED : ABSENT;
  },
  readTeacher: (actor: PersonActor, person: PersonOnRecord): Decision => {
    if (!isStaff(person.user.user_type_id)) return ABSENT;
    if (person.user.uuid === actor.uuid) return ALLOWED;
    return inSchools(actor.schoolIds, person.schoolIds) ? ALLOWED : ABSENT;
  },
} as const;

/** `people` loads the persons named with their schools, and whatever else the caller wants back with them. */
export function createIdentityPolicy<Person extends PersonOnRecord>({
  people,
}: {
  /** The people named, with their schools: one query for the users, one for their memberships. */
  people: (uuids: readonly string[]) => Promise<ReadonlyMap<string, Person>>;
}) {
  return definePolicy<PersonActor, IdentityAction, string, Person>({
    module: 'identity',
    noun: { readStudent: { reason: 'identity.noSuchStudent' }, readTeacher: { reason: 'identity.noSuchTeacher' } },
    actions: {
      readStudent:
        'Read a learner’s name, school and sections: the learner, a parent linked to them, or staff of their school.',
      readTeacher: 'Read a teacher’s name, school and sections: the teacher, or anyone of the same school.',
    },
    load: (uuids: readonly string[]) => people(uuids),
    rules: identityRules,
  });
}
