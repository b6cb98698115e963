import { isSchoolAdmin } from '@esc/domain';
import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';
import type { LiveClassRow } from './live-classes.repository.js';

/** What the rules read of a class. */
export type ClassFacts = Pick<LiveClassRow, 'school_id' | 'presenter_uuid' | 'created_by'>;

const ofItsSchool =
  (rule: (actor: StaffActor, live: ClassFacts) => Decision) =>
  (actor: StaffActor, live: ClassFacts): Decision =>
    inSchools(actor.schoolIds, live.school_id) ? rule(actor, live) : ABSENT;

const presentsOrCreated = (actor: StaffActor, live: ClassFacts) =>
  live.presenter_uuid === actor.uuid || live.created_by === actor.uuid;

/** Its presenter, its creator or a school admin; anyone else of the school is told `reason`. */
const teachersOrAdmin = (reason: string) =>
  ofItsSchool((actor, live) =>
    presentsOrCreated(actor, live) || isSchoolAdmin(actor.userTypeId, actor.role) ? ALLOWED : forbidden(reason),
  );

export const LIVE_CLASS_ACTIONS = {
  read: 'read a class whole as staff of its school: its link, its live attendance, its recap',
  change: 'change, cancel or start a class',
  manageRecap: 'publish a class’s recap, or attach a learn-list as its recap',
  teach: 'add what is taught in a class to its recap',
} as const;

export type LiveClassAction = keyof typeof LIVE_CLASS_ACTIONS;

/**
 * A class is its school's: staff of another school find no such class. The school's staff read it;
 * only its presenter, its creator or a school admin changes it or manages its recap; only its
 * presenter adds what they teach to its recap.
 */
export const LIVE_CLASS_RULES: { readonly [A in LiveClassAction]: (actor: StaffActor, live: ClassFacts) => Decision } =
  {
    read: ofItsSchool(() => ALLOWED),
    change: teachersOrAdmin('Only the class’s presenter, its creator or a school admin changes it.'),
    manageRecap: teachersOrAdmin('Only the class’s presenter, its creator or a school admin manages its recap.'),
    teach: ofItsSchool((actor, live) =>
      live.presenter_uuid === actor.uuid
        ? ALLOWED
        : forbidden('Only the class’s presenter adds what they teach to its recap.'),
    ),
  };

/** The live-classes module's policy: who may do what to a class, decided for a set of classes in one load. */
export function createLiveClassesPolicy<Row extends ClassFacts = LiveClassRow>(
  load: (ids: readonly number[]) => Promise<ReadonlyMap<number, Row>>,
) {
  return definePolicy<StaffActor, LiveClassAction, number, Row>({
    module: 'live-classes',
    noun: 'live class',
    actions: LIVE_CLASS_ACTIONS,
    load,
    rules: LIVE_CLASS_RULES,
  });
}

export type LiveClassesPolicy = ReturnType<typeof createLiveClassesPolicy<LiveClassRow>>;
