import type {
  MyAttendanceBody,
  MyAttendanceData,
  StudentAttendanceBySchoolBody,
  StudentAttendanceBySchoolData,
} from '@esc/contracts';
import { addCalendarDays, attendancePercentOfCounts, isParent, localDate, timeZoneOfCountry } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { wireId } from '../../platform/http/wire-ids.js';
import { ALLOWED } from '../../platform/auth/policy.js';
import { rangeOf, type AttendanceContext } from './attendance-context.js';
import { attendanceRules, type AttendancePolicy } from './attendance.policy.js';
import { countsOf, mergeDays } from './attendance-days.js';
import { fullName, notFound, type AttendanceDeps } from './attendance-ports.js';

type Deps = AttendanceDeps & { context: AttendanceContext; policy: AttendancePolicy };

const PAGE_SIZE_DEFAULT = 100;

export type LearnerReports = ReturnType<typeof createLearnerReports>;

/**
 * Attendance by learner: a school's learners over days with their live classes
 * (studentAttendanceBySchoolId, v2 with total_students), and a learner's own month (a parent: a linked
 * child's), both from the registers merged with live attendance.
 */
export function createLearnerReports(deps: Deps) {
  const { repo, directory, sections, context, identity, policy, audit } = deps;

  async function bySchool(
    caller: AuthContext,
    body: StudentAttendanceBySchoolBody,
    withTotal: boolean,
  ): Promise<StudentAttendanceBySchoolData> {
    const ctx = await context.staffSchool(caller, body);
    const { from, to } = rangeOf(body, ctx.today);
    const all = await sections.sectionsOfSchool(ctx.school.school_id);
    const asked = body.section_id === undefined || body.section_id === null ? null : wireId(body.section_id, 'section');
    const actor = { ...ctx.scope, schoolAdmin: false };
    if (asked !== null) {
      // Of no school of theirs is 404, of theirs but not taught by a teacher 403 (the policy's words);
      // a section of another of their schools is not of the school this report is about.
      await policy.authorizeOne(actor, 'readRegisters', asked);
      if (!all.some((s) => s.section_id === asked)) throw notFound('section');
    }
    const visible = all.filter(
      (s) =>
        (asked === null || s.section_id === asked) &&
        attendanceRules.readRegisters(actor, { kind: 'section', ...s, school_id: ctx.school.school_id }) === ALLOWED,
    );
    const pageNo = body.page_no ?? 1;
    const pageSize = body.page_size ?? PAGE_SIZE_DEFAULT;
    const rank = new Map(visible.map((s, i) => [s.section_id, i]));
    const page = await directory.learnersOfSections(rank, { start: (pageNo - 1) * pageSize, limit: pageSize });
    const learners = page.rows.filter((l) => l.school_id === ctx.school.school_id);
    const ids = [...new Set(learners.map((l) => l.section_id))];
    const [stored, live] = await Promise.all([
      repo.marksOfLearners(
        learners.map((l) => l.uuid),
        from,
        to,
      ),
      context.liveOf(ctx.school, ids, from, to),
    ]);
    await audit.record(caller, {
      kind: 'attendance',
      learners: learners.map((l) => l.uuid),
      record: asked,
      schoolId: ctx.school.school_id,
    });
    const subjects = body.syllabus_ids && body.syllabus_ids.length > 0 ? new Set(body.syllabus_ids) : null;
    const days = mergeDays(
      stored.filter((m) => rank.has(m.section_id)),
      live,
      new Set(learners.map((l) => l.uuid)),
    );
    const students = learners.map((l) => {
      const counts = countsOf((days.get(l.uuid) ?? new Map()).values());
      const classes = live.filter(
        (c) => c.section_ids.includes(l.section_id) && (subjects === null || subjects.has(c.subject_id)),
      );
      return {
        uuid: l.uuid,
        name: fullName(l),
        section_id: l.section_id,
        section_name: visible.find((s) => s.section_id === l.section_id)?.section_name ?? '',
        counts,
        days_marked: days.get(l.uuid)?.size ?? 0,
        attendance_percent: attendancePercentOfCounts(counts),
        live_classes: classes.length,
        live_attended: classes.filter((c) => c.present.includes(l.uuid)).length,
      };
    });
    return {
      school_id: ctx.school.school_id,
      start_date: from,
      end_date: to,
      page_no: pageNo,
      page_size: pageSize,
      students,
      ...(withTotal ? { total_students: page.total } : {}),
    };
  }

  /** A learner's own month (a parent: the linked child named by uuid, else their first child). */
  async function mine(caller: AuthContext, body: MyAttendanceBody): Promise<MyAttendanceData> {
    const acting = await actingUserFor(caller, body.uuid, identity);
    let learner = acting.uuid;
    if (isParent(caller.userTypeId) && !acting.forChild) {
      learner = (await identity.profile(caller.uuid)).children[0]?.uuid ?? caller.uuid;
    }
    const [person] = await directory.people([learner]);
    const schoolAsked =
      body.school_id === undefined || body.school_id === null ? null : wireId(body.school_id, 'school');
    const placements = (await directory.placementsOf([learner])).filter(
      (p) => p.section_id !== null && (schoolAsked === null || p.school_id === schoolAsked),
    );
    if (schoolAsked !== null && placements.length === 0) throw notFound('school');
    const schoolId = placements[0]?.school_id;
    const school = schoolId === undefined ? null : await context.schoolOf(schoolId);
    const country = school?.country_iso ?? null;
    const today = localDate(deps.clock(), country);
    const month = body.month ?? today.slice(0, 7);
    const from = `${month}-01`;
    const to = addCalendarDays(`${addCalendarDays(from, 31).slice(0, 7)}-01`, -1);
    const sectionIds = placements.map((p) => p.section_id!);
    const [stored, live] = await Promise.all([
      repo.marksOfLearners([learner], from, to),
      school ? context.liveOf(school, sectionIds, from, to) : Promise.resolve([]),
    ]);
    const merged = mergeDays(
      stored.filter((m) => sectionIds.includes(m.section_id)),
      live,
      new Set([learner]),
    ).get(learner)!;
    const days = [...merged]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, m]) => ({ date, mark: m.mark, source: m.source, remark: m.remark }));
    const counts = countsOf(days);
    return {
      learner_uuid: learner,
      name: fullName(person),
      month,
      today,
      time_zone: timeZoneOfCountry(country),
      days,
      counts,
      attendance_percent: attendancePercentOfCounts(counts),
    };
  }

  return { bySchool, mine };
}
