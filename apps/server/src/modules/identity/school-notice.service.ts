import type { SchoolNoticeBody, SchoolNoticeData } from '@esc/contracts';
import { isCalendarDay, isSchoolAdmin } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createConsentRepository, type SchoolPrivacyNotice } from './consent.repository.js';
import type { IdentityService } from './identity.service.js';

export type SchoolNoticeService = ReturnType<typeof createSchoolNoticeService>;

const none: SchoolNoticeData = { recorded: false, told_on: null, notice: null, recorded_at: null };
const dataOf = (row: SchoolPrivacyNotice): SchoolNoticeData => ({
  recorded: true,
  told_on: row.told_on,
  notice: row.notice,
  recorded_at: row.recorded_at,
});

/**
 * A school's pupils are processed under the school's basis (their education), not a parent's consent
 * call: the admin records once, for the whole school, the day parents were told and the notice given.
 * A caller only ever reaches their own school's record.
 */
export function createSchoolNoticeService(deps: { db: Db; identity: IdentityService; clock: () => number }) {
  const notices = () => createConsentRepository(deps.db);

  async function schoolOf(caller: AuthContext): Promise<number> {
    const schoolId = await deps.identity.primarySchoolId(caller.uuid);
    if (schoolId === null) throw new AppError('FORBIDDEN', { reason: 'consent.noSchool' });
    return schoolId;
  }

  async function read(caller: AuthContext): Promise<SchoolNoticeData> {
    const row = await notices().schoolNotice(await schoolOf(caller));
    return row ? dataOf(row) : none;
  }

  async function record(caller: AuthContext, body: SchoolNoticeBody): Promise<SchoolNoticeData> {
    if (!isSchoolAdmin(caller.userTypeId, caller.role))
      throw new AppError('FORBIDDEN', { reason: 'consent.adminOnly' });
    const schoolId = await schoolOf(caller);
    const today = new Date(deps.clock()).toISOString().slice(0, 10);
    // A day parents were told: a real day, not after today (the birth-date bounds are not this rule).
    if (!isCalendarDay(body.told_on) || body.told_on > today) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        errors: [{ field: 'told_on', reason: 'validation.invalid' }],
      });
    }
    const notice = body.notice.trim();
    if (notice.length === 0) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        errors: [{ field: 'notice', reason: 'validation.required' }],
      });
    }
    const row = {
      school_id: schoolId,
      told_on: body.told_on,
      notice,
      recorded_by: caller.uuid,
      recorded_at: new Date(deps.clock()).toISOString(),
    };
    await notices().saveSchoolNotice(row);
    return dataOf(row);
  }

  return { read, record };
}
