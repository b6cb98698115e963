import type {
  AttendanceCounts,
  SchoolAttendanceBody,
  SchoolAttendanceData,
  SchoolAttendanceSection,
  SectionAttendanceBody,
  SectionAttendanceData,
} from '@esc/contracts';
import { attendancePercentOfCounts } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { rangeOf, type AttendanceContext } from './attendance-context.js';
import { addCounts, countsOf, mergeDays, noCounts } from './attendance-days.js';
import { fullName, type AttendanceDeps } from './attendance-ports.js';

type Deps = AttendanceDeps & { context: AttendanceContext };

export type SectionReports = ReturnType<typeof createSectionReports>;

/**
 * A section's attendance by learner and day, and a school's by section (spec 001 §7
 * sectionWiseAttendance and schoolAttendance): the registers' marks merged with live attendance.
 */
export function createSectionReports(deps: Deps) {
  const { repo, directory, sections, context, audit } = deps;

  /** A register's download says so in the learners' logs; the screen's read is their attendance. */
  async function sectionWise(
    caller: AuthContext,
    body: SectionAttendanceBody,
    kind: 'attendance' | 'attendance-register' = 'attendance',
  ): Promise<SectionAttendanceData> {
    const ctx = await context.staffSection(caller, body);
    const { section, school } = ctx;
    const { from, to } = rangeOf(body, ctx.today);
    const ids = [section.section_id];
    const [learners, registers, stored, live] = await Promise.all([
      context.learnersOf(ids),
      repo.registersOf(ids, from, to),
      repo.marksOfSections(ids, from, to),
      context.liveOf(school, ids, from, to),
    ]);
    const days = mergeDays(stored, live, new Set(learners.map((l) => l.uuid)));
    const dates = [
      ...new Set([...registers.map((r) => r.register_date), ...[...days.values()].flatMap((d) => [...d.keys()])]),
    ]
      .filter((d) => d >= from && d <= to)
      .sort();
    const markers = await directory.people([...new Set(registers.map((r) => r.marked_by))]);
    await audit.record(caller, {
      kind,
      learners: learners.map((l) => l.uuid),
      record: section.section_id,
      label: section.section_name,
      schoolId: school.school_id,
    });
    const total = noCounts();
    const rows = learners.map((l) => {
      const mine = days.get(l.uuid) ?? new Map();
      const counts = countsOf(mine.values());
      addCounts(total, counts);
      return {
        uuid: l.uuid,
        name: fullName(l),
        marks: dates.map((d) => mine.get(d)?.mark ?? null),
        sources: dates.map((d) => mine.get(d)?.source ?? null),
        counts,
        attendance_percent: attendancePercentOfCounts(counts),
      };
    });
    return {
      school_id: school.school_id,
      section_id: section.section_id,
      section_name: section.section_name,
      class_name: section.class_name,
      start_date: from,
      end_date: to,
      time_zone: ctx.zone,
      dates,
      registers: registers.map((r) => ({
        date: r.register_date,
        marked_by_name: fullName(markers.find((p) => p.uuid === r.marked_by)),
        marked_at: r.marked_at,
      })),
      learners: rows,
      counts: total,
      attendance_percent: attendancePercentOfCounts(total),
    };
  }

  /**
   * Live presences on days the learner has no stored mark, counted as present by their section: what
   * live attendance adds to the registers' counts.
   */
  async function liveAdditions(
    school: Parameters<AttendanceContext['liveOf']>[0],
    sectionIds: readonly number[],
    from: string,
    to: string,
  ): Promise<Map<number, number>> {
    const live = await context.liveOf(school, sectionIds, from, to);
    const present = [...new Set(live.flatMap((c) => c.present))];
    const added = new Map<number, number>();
    if (present.length === 0) return added;
    const [stored, placements] = await Promise.all([
      repo.marksOfLearners(present, from, to),
      directory.placementsOf(present),
    ]);
    const marked = new Set(stored.map((m) => `${m.learner_uuid}|${m.register_date}`));
    const wanted = new Set(sectionIds);
    const counted = new Set<string>();
    for (const c of live) {
      for (const uuid of c.present) {
        const key = `${uuid}|${c.date}`;
        if (marked.has(key) || counted.has(key)) continue;
        const section = placements.find(
          (p) => p.user_uuid === uuid && p.section_id !== null && wanted.has(p.section_id),
        );
        if (!section?.section_id) continue;
        counted.add(key);
        added.set(section.section_id, (added.get(section.section_id) ?? 0) + 1);
      }
    }
    return added;
  }

  async function school(caller: AuthContext, body: SchoolAttendanceBody): Promise<SchoolAttendanceData> {
    const ctx = await context.staffSchool(caller, body);
    const { from, to } = rangeOf(body, ctx.today, 1);
    const all = await sections.sectionsOfSchool(ctx.school.school_id);
    const wanted = body.syllabus_details ?? [];
    const visible = all.filter(
      (s) =>
        (ctx.scope.allSections || ctx.scope.sectionIds.has(s.section_id)) &&
        (wanted.length === 0 ||
          wanted.some((w) => (!w.board_id || w.board_id === s.board_id) && (!w.class_id || w.class_id === s.class_id))),
    );
    const ids = visible.map((s) => s.section_id);
    const [learnerCounts, registers, live] = await Promise.all([
      directory.learnerCountsBySection(ids),
      repo.summaryOf(ids, from, to),
      liveAdditions(ctx.school, ids, from, to),
    ]);
    const total = noCounts();
    const rows: SchoolAttendanceSection[] = visible.map((s) => {
      const mine = registers.find((r) => r.section_id === s.section_id);
      // Each register keeps its counts by kind; live presences on days without a mark add to present.
      const counts: AttendanceCounts = mine ? { ...mine.counts } : noCounts();
      counts.present += live.get(s.section_id) ?? 0;
      addCounts(total, counts);
      return {
        section_id: s.section_id,
        section_name: s.section_name,
        class_name: s.class_name,
        board_id: s.board_id,
        class_id: s.class_id,
        total_students: learnerCounts.get(s.section_id) ?? 0,
        registers: mine?.registers ?? 0,
        last_marked_date: mine?.last_date ?? null,
        counts,
        attendance_percent: attendancePercentOfCounts(counts),
      };
    });
    return {
      school_id: ctx.school.school_id,
      start_date: from,
      end_date: to,
      today: ctx.today,
      time_zone: ctx.zone,
      sections: rows,
      total_students: rows.reduce((n, r) => n + r.total_students, 0),
      counts: total,
      attendance_percent: attendancePercentOfCounts(total),
    };
  }

  return { sectionWise, school };
}
