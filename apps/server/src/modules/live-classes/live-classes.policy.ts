import { isSchoolAdmin } from '@esc/domain';
import {
  ABSENT,
  ALLOWED,
  definePolicy,
  forbidden,
  inSchools,
  type Decision,
  type Refusal,
} from '../../platform/auth/policy.js';
import { staffActor, type StaffActor } from '../../platform/auth/staff-actor.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { idsOf } from './live-classes-ports.js';
import type { LiveClassRow } from './live-classes.repository.js';

/** A member of staff with the sections they see: every section of their schools (an admin), or those they teach. */
export interface ClassesActor extends StaffActor {
  allSections: boolean;
  sectionIds: ReadonlySet<number>;
}

/** The caller as the live-classes policy's actor, from their staff scope. */
export const classesActor = (
  caller: AuthContext,
  scope: { schoolIds: readonly number[]; allSections: boolean; sectionIds: ReadonlySet<number> },
): ClassesActor => ({ ...staffActor(caller, scope), allSections: scope.allSections, sectionIds: scope.sectionIds });

/** What the rules read of a class. */
export type ClassFacts = Pick<LiveClassRow, 'school_id' | 'presenter_uuid' | 'created_by' | 'section_ids'>;

const ofItsSchool =
  (rule: (actor: ClassesActor, live: ClassFacts) => Decision) =>
  (actor: ClassesActor, live: ClassFacts): Decision =>
    inSchools(actor.schoolIds, live.school_id) ? rule(actor, live) : ABSENT;

const presentsOrCreated = (actor: ClassesActor, live: ClassFacts) =>
  live.presenter_uuid === actor.uuid || live.created_by === actor.uuid;

/** Its presenter, its creator or a school admin; anyone else of the school is told `reason`. */
const teachersOrAdmin = (reason: Refusal) =>
  ofItsSchool((actor, live) =>
    presentsOrCreated(actor, live) || isSchoolAdmin(actor.userTypeId, actor.role) ? ALLOWED : forbidden(reason),
  );

export const LIVE_CLASS_ACTIONS = {
  list: 'Find a class among one’s own: a school admin every class of the school, a teacher those they present, created or teach.',
  read: 'Read a class whole as staff of its school: its link, its live attendance, its recap.',
  change: 'Change, cancel or start a class.',
  manageRecap: 'Publish a class’s recap, or attach a learn-list as its recap.',
  teach: 'Add what is taught in a class to its recap.',
} as const;

export type LiveClassAction = keyof typeof LIVE_CLASS_ACTIONS;

/**
 * A class is its school's: staff of another school find no such class. A school admin finds every
 * class of the school among theirs, a teacher those they present, created or of a section they teach.
 * The school's staff read it;
 * only its presenter, its creator or a school admin changes it or manages its recap; only its
 * presenter adds what they teach to its recap.
 */
export const LIVE_CLASS_RULES: {
  readonly [A in LiveClassAction]: (actor: ClassesActor, live: ClassFacts) => Decision;
} = {
  list: ofItsSchool((actor, live) =>
    actor.allSections ||
    presentsOrCreated(actor, live) ||
    idsOf(live.section_ids).some((id) => actor.sectionIds.has(id))
      ? ALLOWED
      : ABSENT,
  ),
  read: ofItsSchool(() => ALLOWED),
  change: teachersOrAdmin({ reason: 'liveClasses.onlyTeachersChange' }),
  manageRecap: teachersOrAdmin({ reason: 'liveClasses.onlyTeachersManageRecap' }),
  teach: ofItsSchool((actor, live) =>
    live.presenter_uuid === actor.uuid ? ALLOWED : forbidden({ reason: 'liveClasses.onlyPresenterTeaches' }),
  ),
};

/** The live-classes module's policy: who may do what to a class, decided for a set of classes in one load. */
export function createLiveClassesPolicy<Row extends ClassFacts = LiveClassRow>(
  load: (ids: readonly number[]) => Promise<ReadonlyMap<number, Row>>,
) {
  return definePolicy<ClassesActor, LiveClassAction, number, Row>({
    module: 'live-classes',
    noun: { reason: 'liveClasses.noClass' },
    actions: LIVE_CLASS_ACTIONS,
    load,
    rules: LIVE_CLASS_RULES,
  });
}

export type LiveClassesPolicy = ReturnType<typeof createLiveClassesPolicy<LiveClassRow>>;
