import type {
  AbsenceNoticeBody,
  AbsenceNoticeData,
  AttendanceSettingsBody,
  AttendanceSettingsData,
} from '@esc/contracts';
import { LIVE_PRESENCE_PERCENT_DEFAULT } from '@esc/contracts';
import { isSchoolAdmin } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { checkedDay } from '../../platform/http/wire-days.js';
import type { AbsenceTelling } from './absence-telling.js';
import type { AttendanceContext } from './attendance-context.js';
import { iso, type AttendanceDeps } from './attendance-ports.js';
import type { AttendancePolicy } from './attendance.policy.js';

type Deps = AttendanceDeps & { context: AttendanceContext; policy: AttendancePolicy; telling: AbsenceTelling };

export type AbsenceNoticeService = ReturnType<typeof createAbsenceNoticeService>;

/**
 * The same-day absence notice (sendPNForAttendance): the parents of the learners marked absent in the
 * day's register and not told yet are told (absence-telling.ts; saving the register already tells
 * them, so the notice tells only those a failure left out). Also the school's live presence share
 * (attendanceSettings).
 */
export function createAbsenceNoticeService(deps: Deps) {
  const { repo, context, clock } = deps;

  async function send(caller: AuthContext, body: AbsenceNoticeBody): Promise<AbsenceNoticeData> {
    const ctx = await context.staffSection(caller, body);
    const date = body.date ? checkedDay(body.date, 'date') : ctx.today;
    if (date !== ctx.today) {
      const notToday = { reason: 'attendance.noticeNotToday', params: { date, today: ctx.today } } as const;
      throw new AppError('CONFLICT', notToday, { errors: [{ field: 'date', ...notToday }] });
    }
    const register = await repo.registerOf(ctx.section.section_id, date);
    if (!register) {
      throw new AppError(
        'CONFLICT',
        { reason: 'attendance.saveRegisterFirst' },
        {
          errors: [{ field: 'section_id', reason: 'attendance.noRegisterToday' }],
        },
      );
    }
    const marks = await repo.marksOf(register.register_id);
    const told = await deps.telling.tell({ register_id: register.register_id, date }, ctx.section);
    return {
      section_id: ctx.section.section_id,
      date,
      absent_learners: marks.filter((m) => m.mark === 'absent').length,
      parents: told.parents,
      absence_notice_at: told.at,
    };
  }

  /** The school's live presence share: read by its staff, changed by a school admin. */
  async function settings(caller: AuthContext, body: AttendanceSettingsBody): Promise<AttendanceSettingsData> {
    const { school, scope } = await context.staffSchool(caller, body);
    if (body.live_presence_percent !== undefined) {
      const actor = { ...scope, schoolAdmin: isSchoolAdmin(caller.userTypeId, caller.role) };
      await deps.policy.authorizeOne(actor, 'changeSettings', school.school_id);
      await repo.saveSettings(school.school_id, body.live_presence_percent, caller.uuid, iso(clock()));
    }
    return {
      school_id: school.school_id,
      live_presence_percent: (await repo.settingsOf(school.school_id)) ?? LIVE_PRESENCE_PERCENT_DEFAULT,
      default_percent: LIVE_PRESENCE_PERCENT_DEFAULT,
    };
  }

  return { send, settings };
}
