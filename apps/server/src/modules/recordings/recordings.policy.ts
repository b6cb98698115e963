import { isSchoolAdmin } from '@esc/domain';
import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';
import type { LiveClassRow } from '../live-classes/live-classes.module.js';

/** What the rules read of the class a recording is of: a class's recordings are decided by their class. */
export type RecordedClass = Pick<LiveClassRow, 'school_id' | 'presenter_uuid' | 'created_by'>;

export const RECORDING_ACTIONS = {
  watchAll: 'Watch every recording of a class, whatever its state, as staff of its school.',
  change: 'Add a recording to a past class, rename one or remove one.',
} as const;

export type RecordingAction = keyof typeof RECORDING_ACTIONS;

const ofItsSchool =
  (rule: (actor: StaffActor, live: RecordedClass) => Decision) =>
  (actor: StaffActor, live: RecordedClass): Decision =>
    inSchools(actor.schoolIds, live.school_id) ? rule(actor, live) : ABSENT;

/**
 * A class's recordings are its school's: staff of another school find no such class. The school's
 * staff watch them all; only the class's presenter, its creator or a school admin changes them.
 */
export const RECORDING_RULES: {
  readonly [A in RecordingAction]: (actor: StaffActor, live: RecordedClass) => Decision;
} = {
  watchAll: ofItsSchool(() => ALLOWED),
  change: ofItsSchool((actor, live) =>
    live.presenter_uuid === actor.uuid || live.created_by === actor.uuid || isSchoolAdmin(actor.userTypeId, actor.role)
      ? ALLOWED
      : forbidden({ reason: 'recordings.onlyTeachersChange' }),
  ),
};

/** The recordings module's policy, over the classes recordings are of (by sch_id), decided for a set in one load. */
export function createRecordingsPolicy<Row extends RecordedClass = LiveClassRow>(
  load: (schIds: readonly number[]) => Promise<ReadonlyMap<number, Row>>,
) {
  return definePolicy<StaffActor, RecordingAction, number, Row>({
    module: 'recordings',
    noun: { reason: 'liveClasses.noClass' },
    actions: RECORDING_ACTIONS,
    load,
    rules: RECORDING_RULES,
  });
}

export type RecordingsPolicy = ReturnType<typeof createRecordingsPolicy<LiveClassRow>>;
