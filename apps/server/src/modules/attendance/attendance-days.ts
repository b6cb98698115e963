import type { AttendanceCounts } from '@esc/contracts';
import { dayMark, type AttendanceMark, type AttendanceSource, type SourcedMark } from '@esc/domain';
import type { LiveClassPresence } from '../live-classes/live-classes.module.js';
import type { DatedMark, StoredMark } from './attendance.repository.js';

// One register over days: the marks stored in registers merged with live attendance by
// the domain's rule (the teacher's mark wins; a live presence counts present), per learner and day.

export interface DayMark extends SourcedMark {
  remark: string | null;
}

/** learner uuid -> day -> mark */
export type DayMarks = Map<string, Map<string, DayMark>>;

export const asSourced = (m: StoredMark): DayMark => ({
  mark: m.mark as AttendanceMark,
  source: m.source as AttendanceSource,
  remark: m.remark,
});

/** Days each learner was present in a live class: uuid -> days. */
export function liveDays(live: readonly LiveClassPresence[]): Map<string, Set<string>> {
  const days = new Map<string, Set<string>>();
  for (const c of live) {
    for (const uuid of c.present) days.set(uuid, (days.get(uuid) ?? new Set()).add(c.date));
  }
  return days;
}

/**
 * Each learner's mark of each day: stored marks (a teacher's before a live one when a learner is in
 * two registers of a day) merged with the days they were present live. Only learners in `only`.
 */
export function mergeDays(
  stored: readonly DatedMark[],
  live: readonly LiveClassPresence[],
  only: ReadonlySet<string>,
): DayMarks {
  const kept = new Map<string, Map<string, DayMark>>();
  for (const s of stored) {
    if (!only.has(s.learner_uuid)) continue;
    const days = kept.get(s.learner_uuid) ?? new Map<string, DayMark>();
    const before = days.get(s.register_date);
    if (before?.source !== 'teacher') days.set(s.register_date, asSourced(s));
    kept.set(s.learner_uuid, days);
  }
  const present = liveDays(live);
  const out: DayMarks = new Map();
  for (const uuid of only) {
    const days = new Map<string, DayMark>();
    const storedDays = kept.get(uuid) ?? new Map<string, DayMark>();
    const liveOnes = present.get(uuid) ?? new Set<string>();
    for (const day of new Set([...storedDays.keys(), ...liveOnes])) {
      const stored = storedDays.get(day) ?? null;
      const merged = dayMark(stored, liveOnes.has(day));
      if (merged) days.set(day, { ...merged, remark: merged === stored ? stored.remark : null });
    }
    out.set(uuid, days);
  }
  return out;
}

export const noCounts = (): AttendanceCounts => ({ present: 0, absent: 0, late: 0, excused: 0 });

export function countsOf(marks: Iterable<{ mark: AttendanceMark }>): AttendanceCounts {
  const counts = noCounts();
  for (const m of marks) counts[m.mark] += 1;
  return counts;
}

export function addCounts(into: AttendanceCounts, more: AttendanceCounts): AttendanceCounts {
  into.present += more.present;
  into.absent += more.absent;
  into.late += more.late;
  into.excused += more.excused;
  return into;
}
