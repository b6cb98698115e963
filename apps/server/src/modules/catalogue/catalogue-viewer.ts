import { catalogueUserType, UserType } from '@esc/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/tokens.js';

/**
 * Who reads the catalogue, as the token says. The userType a client sends is never trusted
 * (spec 000 §6 sets it from user_type_id; the server reads that from the token itself).
 */
export interface Viewer {
  auth: AuthContext | null;
  userTypeId: number;
  /** The school in the token: custom racks of that school are visible in tree reads. */
  schoolId: number | null;
  isTeacher: boolean;
}

export function viewerFromAuth(auth: AuthContext | null): Viewer {
  const userTypeId = auth && !auth.guest ? auth.userTypeId : UserType.Guest;
  return {
    auth,
    userTypeId,
    schoolId: auth && !auth.guest ? auth.schoolId : null,
    isTeacher: userTypeId !== UserType.Guest && catalogueUserType(userTypeId) === 'teacher',
  };
}

export function viewerOf(request: FastifyRequest): Viewer {
  return viewerFromAuth(request.auth);
}
