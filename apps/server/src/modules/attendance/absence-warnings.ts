import type { AttendanceRegisterData } from '@esc/contracts';
import { addCalendarDays, ABSENCES_IN_A_ROW_WARNING, warnsOfAbsences, type AttendanceMark } from '@esc/domain';
import type { SectionContext } from './attendance-context.js';
import type { AttendanceDeps } from './attendance-ports.js';

// A warning to the teacher and parents after three absences in a row. A save that makes
// a learner's run of absences in the section exactly three tells the section's teachers and the
// learner's parents, once a run: the events are named by the learner and the run's first day, so a
// register saved again (or changed and changed back) that day tells nobody twice.

/** How far back a run is read: registers of the section over these days (weekends and holidays between). */
const RUN_LOOKBACK_DAYS = 62;

export type AbsenceWarnings = ReturnType<typeof createAbsenceWarnings>;

export function createAbsenceWarnings(deps: AttendanceDeps) {
  const { repo, directory, sections } = deps;

  /** Teachers of the section: those with a subject in it and the staff placed in it. */
  async function teachersOf(sectionId: number): Promise<string[]> {
    const [assigned, placed] = await Promise.all([
      sections.teachersOfSections([sectionId]),
      directory.staffOfSections([sectionId]),
    ]);
    return [...new Set([...assigned, ...placed.map((p) => p.uuid)])];
  }

  /** The days of each learner's run of exactly three absences ending on the register's day. */
  async function runsOf(sectionId: number, date: string, uuids: readonly string[]): Promise<Map<string, string[]>> {
    const marks = await repo.marksOfLearners(uuids, addCalendarDays(date, -RUN_LOOKBACK_DAYS), date);
    const runs = new Map<string, string[]>();
    for (const uuid of uuids) {
      const registers = marks
        .filter((m) => m.learner_uuid === uuid && m.section_id === sectionId)
        .map((m) => ({ date: m.register_date, mark: m.mark as AttendanceMark }));
      if (!warnsOfAbsences(registers)) continue;
      const days = registers
        .map((r) => r.date)
        .sort()
        .slice(-ABSENCES_IN_A_ROW_WARNING);
      runs.set(uuid, days);
    }
    return runs;
  }

  /** After a save: warns of each learner of the register whose third absence in a row it holds. */
  async function afterSave(ctx: SectionContext, register: AttendanceRegisterData): Promise<void> {
    const absent = register.learners.filter((l) => l.mark === 'absent');
    if (absent.length === 0) return;
    const runs = await runsOf(ctx.section.section_id, register.date, [...absent.map((l) => l.uuid)]);
    if (runs.size === 0) return;
    const [teachers, links] = await Promise.all([
      teachersOf(ctx.section.section_id),
      directory.parentsOfChildren([...runs.keys()]),
    ]);
    for (const [uuid, days] of runs) {
      const data = { learner_uuid: uuid, section_id: ctx.section.section_id, run_start: days[0] };
      const parents = links.filter((l) => l.child_uuid === uuid).map((l) => l.parent_uuid);
      const title = { key: 'notifications.absenceWarning.title' } as const;
      const params = { learner: { person: uuid, part: 'full' } as const, section: ctx.section.section_name, days };
      if (teachers.length > 0) {
        await deps.publish({
          id: `attendance_absence_warning:staff:${uuid}:${days[0]}`,
          kind: 'attendance_absence_warning',
          recipients: teachers,
          title,
          body: { key: 'notifications.absenceWarning.bodyStaff', params },
          link: `/attendance?section=${ctx.section.section_id}&date=${register.date}`,
          data,
        });
      }
      if (parents.length > 0) {
        await deps.publish({
          id: `attendance_absence_warning:parents:${uuid}:${days[0]}`,
          kind: 'attendance_absence_warning',
          recipients: parents,
          title,
          body: { key: 'notifications.absenceWarning.bodyParents', params },
          link: `/attendance?learner=${uuid}`,
          data,
        });
      }
    }
  }

  return { afterSave, teachersOf };
}
