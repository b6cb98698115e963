import { isSchoolAdmin } from '@esc/domain';
import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';
import { ZOOM } from './zoom-api.js';

/** A teacher a Zoom user may be made for: whether they are staff, and of which schools. */
export interface RoomTeacher {
  uuid: string;
  staff: boolean;
  schoolIds: readonly number[];
}

export const MEETING_ROOM_ACTIONS = {
  createZoomUser: 'Make a Basic Zoom user in the school’s Zoom account for a teacher.',
} as const;

export type MeetingRoomAction = keyof typeof MEETING_ROOM_ACTIONS;

/**
 * A teacher asks for their own Zoom user; a school admin for any teacher of their school. Someone who
 * is not a teacher of the caller's schools is no such teacher.
 */
export const MEETING_ROOM_RULES: {
  readonly [A in MeetingRoomAction]: (actor: StaffActor, teacher: RoomTeacher) => Decision;
} = {
  createZoomUser: (actor, teacher) => {
    if (teacher.uuid === actor.uuid) return ALLOWED;
    if (!teacher.staff || !inSchools(actor.schoolIds, teacher.schoolIds)) return ABSENT;
    return isSchoolAdmin(actor.userTypeId, actor.role)
      ? ALLOWED
      : forbidden({ reason: 'meetingRooms.ownUserOnly', params: ZOOM });
  },
};

/** The meeting-rooms module's policy: for whom a Zoom user may be made, decided for a set of people in one load. */
export function createMeetingRoomsPolicy(
  load: (uuids: readonly string[]) => Promise<ReadonlyMap<string, RoomTeacher>>,
) {
  return definePolicy<StaffActor, MeetingRoomAction, string, RoomTeacher>({
    module: 'meeting-rooms',
    noun: { reason: 'meetingRooms.noTeacher' },
    actions: MEETING_ROOM_ACTIONS,
    load,
    rules: MEETING_ROOM_RULES,
  });
}

export type MeetingRoomsPolicy = ReturnType<typeof createMeetingRoomsPolicy>;
