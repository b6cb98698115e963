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
import type { AttendanceContext } from './attendance-context.js';
import { checkedDay } from './attendance-context.js';
import { iso, type AttendanceDeps } from './attendance-ports.js';
import type { RegisterService } from './register.service.js';

type Deps = AttendanceDeps & { context: AttendanceContext; registers: Pick<RegisterService, 'view'> };

export type AbsenceNoticeService = ReturnType<typeof createAbsenceNoticeService>;

/**
 * The same-day absence notice (sendPNForAttendance, issue 10 §6): the parents of each learner marked
 * absent in the day's register are told by push and in the app, through the notifications module's
 * publish (delivered by the job queue). Each learner's event is named by the learner and the day, so
 * however often the teacher sends it, a parent hears of a child's absence once a day. Also the school's
 * live presence share (attendanceSettings).
 */
export function createAbsenceNoticeService(deps: Deps) {
  const { repo, directory, context, clock } = deps;

  async function send(caller: AuthContext, body: AbsenceNoticeBody): Promise<AbsenceNoticeData> {
    const ctx = await context.staffSection(caller, body);
    const date = body.date ? checkedDay(body.date, 'date') : ctx.today;
    if (date !== ctx.today) {
      const why = `the absence notice goes out on the register's own day, and today is ${ctx.today} (${ctx.zone})`;
      throw new AppError('CONFLICT', `No absence notice for ${date}: ${why}.`, {
        errors: [{ field: 'date', message: `is not today: ${why}` }],
      });
    }
    const register = await repo.registerOf(ctx.section.section_id, date);
    if (!register) {
      throw new AppError(
        'CONFLICT',
        'Save the register first: the notice tells the parents of the learners marked absent in it.',
        {
          errors: [{ field: 'section_id', message: 'has no register saved today' }],
        },
      );
    }
    const view = await deps.registers.view(ctx, date);
    const absent = view.learners.filter((l) => l.mark === 'absent');
    const links = await directory.parentsOfChildren(absent.map((l) => l.uuid));
    for (const learner of absent) {
      const parents = links.filter((l) => l.child_uuid === learner.uuid).map((l) => l.parent_uuid);
      if (parents.length === 0) continue;
      const remark = learner.remark ? ` The teacher noted: “${learner.remark}”.` : '';
      await deps.publish({
        id: `attendance_absent:${learner.uuid}:${date}`,
        kind: 'attendance_absent',
        recipients: parents,
        title: 'Absent today',
        body: `${learner.name} was marked absent from ${ctx.section.section_name} today.${remark}`,
        link: `/attendance?learner=${learner.uuid}`,
        data: { learner_uuid: learner.uuid, section_id: ctx.section.section_id, date },
      });
    }
    const at = iso(clock());
    await repo.markNoticeSent(register.register_id, at);
    return {
      section_id: ctx.section.section_id,
      date,
      absent_learners: absent.length,
      parents: new Set(links.map((l) => l.parent_uuid)).size,
      absence_notice_at: at,
    };
  }

  /** The school's live presence share: read by its staff, changed by a school admin. */
  async function settings(caller: AuthContext, body: AttendanceSettingsBody): Promise<AttendanceSettingsData> {
    const { school } = await context.staffSchool(caller, body);
    if (body.live_presence_percent !== undefined) {
      if (!isSchoolAdmin(caller.userTypeId, caller.role)) {
        throw new AppError('FORBIDDEN', 'Only a school admin changes the school’s attendance settings.');
      }
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
