import type {
  AbsenceNoticeBody,
  AbsenceNoticeData,
  AttendanceSettingsBody,
  AttendanceSettingsData,
} from '@esc/contracts';
import { createHash } from 'node:crypto';
import { LIVE_PRESENCE_PERCENT_DEFAULT } from '@esc/contracts';
import { isSchoolAdmin } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { checkedDay } from '../../platform/http/wire-days.js';
import { dayText } from './absence-warnings.js';
import type { AttendanceContext } from './attendance-context.js';
import { iso, type AttendanceDeps } from './attendance-ports.js';
import type { AttendancePolicy } from './attendance.policy.js';

type Deps = AttendanceDeps & { context: AttendanceContext; policy: AttendancePolicy };

export type AbsenceNoticeService = ReturnType<typeof createAbsenceNoticeService>;

/**
 * The same-day absence notice (sendPNForAttendance): the parents of the learners marked
 * absent in the day's register are told by push and in the app, through the notifications module's
 * publish (delivered by the job queue). Each mark records when its parents were told, so however often
 * the teacher sends it, a parent hears of a child's absence once a day; a learner marked absent later
 * is told of at the next send. Also the school's live presence share (attendanceSettings).
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
    const [marks, untold] = await Promise.all([
      repo.marksOf(register.register_id),
      deps.writes.untoldAbsent(register.register_id),
    ]);
    const links = untold.length > 0 ? await directory.parentsOfChildren(untold) : [];
    const parents = [...new Set(links.map((l) => l.parent_uuid))];
    const at = iso(clock());
    if (parents.length > 0) {
      // One event for every parent still to be told (one delivery job, however large the section),
      // named by the learners it tells of: sent again after a failure in between, it is the same event.
      const told = createHash('sha256').update(untold.join(',')).digest('hex').slice(0, 24);
      await deps.publish({
        id: `attendance_absent:${register.register_id}:${told}`,
        kind: 'attendance_absent',
        recipients: parents,
        title: 'Absent today',
        body: `Your child was marked absent from ${ctx.section.section_name} today (${dayText(date)}). Open Attendance to see the day.`,
        link: `/attendance?section=${ctx.section.section_id}&date=${date}`,
        data: { section_id: ctx.section.section_id, date },
      });
    }
    await deps.writes.markTold(register.register_id, untold, at);
    return {
      section_id: ctx.section.section_id,
      date,
      absent_learners: marks.filter((m) => m.mark === 'absent').length,
      parents: parents.length,
      absence_notice_at: at,
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
