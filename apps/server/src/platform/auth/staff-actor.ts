import type { AuthContext } from './tokens.js';

/** Who acts on a school's records in a module's policy: a member of staff, with the schools they are staff of. */
export interface StaffActor {
  uuid: string;
  userTypeId: number;
  role: string | null;
  schoolIds: readonly number[];
}

/** The caller as a policy's actor, with the schools of their staff scope (or of the schools they asked). */
export const staffActor = (caller: AuthContext, scope: { schoolIds: readonly number[] }): StaffActor => ({
  uuid: caller.uuid,
  userTypeId: caller.userTypeId,
  role: caller.role,
  schoolIds: scope.schoolIds,
});
