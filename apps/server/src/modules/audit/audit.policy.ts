import { isSchoolAdmin } from '@esc/domain';
import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';

/** A school whose log of who looked is asked for. */
export interface AuditSchool {
  school_id: number;
}

export const AUDIT_ACTIONS = {
  readSchoolLog: 'Read a school’s log of who looked at children’s records: a school admin of that school.',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** A school's log is its admins': another school's is absent (404), its other staff are refused (403). */
export const AUDIT_RULES: { readonly [A in AuditAction]: (actor: StaffActor, school: AuditSchool) => Decision } = {
  readSchoolLog: (actor, school) => {
    if (!inSchools(actor.schoolIds, school.school_id)) return ABSENT;
    return isSchoolAdmin(actor.userTypeId, actor.role) ? ALLOWED : forbidden({ reason: 'audit.adminsOnly' });
  },
};

/** The audit module's policy: who reads a school's access log. The rules read only the school's id, so nothing is loaded. */
export function createAuditPolicy() {
  return definePolicy<StaffActor, AuditAction, number, AuditSchool>({
    module: 'audit',
    noun: { reason: 'http.noSuch.school' },
    actions: AUDIT_ACTIONS,
    load: async (ids) => new Map(ids.map((id) => [id, { school_id: id }])),
    rules: AUDIT_RULES,
  });
}

export type AuditPolicy = ReturnType<typeof createAuditPolicy>;
