import type { CreateZoomUserBody, CreateZoomUserData } from '@esc/contracts';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { staffActor } from '../../platform/auth/staff-actor.js';
import { invalid, type MeetingRoomsPorts } from './meeting-rooms-ports.js';
import type { MeetingRoomsPolicy } from './meeting-rooms.policy.js';
import { ZOOM, ZoomApiError, type ZoomApi } from './zoom-api.js';

export type ZoomUsers = ReturnType<typeof createZoomUsers>;

/** Zoom's error code for "User already in the account". */
const ZOOM_USER_EXISTS = 1005;

/**
 * POST /zoom/createBasicUser (spec 001 §7): a Basic (type 1) Zoom user in the school's Zoom account
 * for a teacher, through Zoom's "Create users" (POST /users, action create), with the teacher's own
 * email and name. A teacher asks for themselves; a school admin for any teacher of their school.
 * Another school's teacher is answered as absent.
 */
export function createZoomUsers(
  deps: Pick<MeetingRoomsPorts, 'identity' | 'directory' | 'scopes'> & {
    api: ZoomApi | null;
    policy: MeetingRoomsPolicy;
  },
) {
  async function createBasicUser(caller: AuthContext, body: CreateZoomUserBody): Promise<CreateZoomUserData> {
    await actingUserFor(caller, body.uuid, deps.identity);
    const teacherUuid = (body.teacher_uuid ?? caller.uuid).toLowerCase();
    const scope = await deps.scopes.scopeOf(caller);
    await deps.policy.authorizeOne(staffActor(caller, scope), 'createZoomUser', teacherUuid);
    if (!deps.api) throw new AppError('NOT_FOUND', { reason: 'meetingRooms.noAccount', params: ZOOM });
    const [teacher] = await deps.directory.people([teacherUuid]);
    if (!teacher?.email) throw invalid('teacher_uuid', { reason: 'meetingRooms.teacherNoEmail', params: ZOOM });
    try {
      const made = await deps.api.request<Partial<CreateZoomUserData> & { id: string }>('POST', '/users', {
        action: 'create',
        user_info: { email: teacher.email, type: 1, first_name: teacher.first_name, last_name: teacher.last_name },
      });
      return {
        id: String(made.id),
        email: made.email ?? teacher.email,
        type: made.type ?? 1,
        first_name: made.first_name ?? teacher.first_name,
        last_name: made.last_name ?? teacher.last_name,
      };
    } catch (error) {
      if (error instanceof ZoomApiError && error.code === ZOOM_USER_EXISTS) {
        throw new AppError('CONFLICT', { reason: 'meetingRooms.userExists', params: ZOOM });
      }
      if (error instanceof ZoomApiError) {
        throw new AppError('SERVICE_UNAVAILABLE', {
          reason: 'meetingRooms.providerRefused',
          params: { ...ZOOM, detail: error.message },
        });
      }
      throw error;
    }
  }

  return { createBasicUser };
}
