import { localDate } from './local-time.js';

// Attendance, one register: the marks a teacher gives, when a register may still be
// changed, a learner's percentage, and the run of absences that warns the teacher and the parents.

export const ATTENDANCE_MARKS = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** Everyone is present until the teacher taps otherwise. */
export const DEFAULT_ATTENDANCE_MARK: AttendanceMark = 'present';

/** A register is changed the same day only, that day read in the school's time zone. */
export function isRegisterEditable(registerDate: string, nowMs: number, countryIso?: string | null): boolean {
  return registerDate === localDate(nowMs, countryIso);
}

/**
 * A learner's attendance percentage over the days with a register. A late learner came, so counts
 * as attending; an excused day is left out of both sides (an excused absence should not lower the
 * figure a parent sees). Null when no day counts.
 */
export function attendancePercent(marks: readonly AttendanceMark[]): number | null {
  const counted = marks.filter((m) => m !== 'excused');
  if (counted.length === 0) return null;
  const attended = counted.filter((m) => m === 'present' || m === 'late').length;
  return Math.round((1000 * attended) / counted.length) / 10;
}

/** Absences in a row that warn the teacher and the parents. */
export const ABSENCES_IN_A_ROW_WARNING = 3;

/**
 * Absences in a row up to the latest register, in date order: days without a register (weekends,
 * holidays) do not break a run; any mark other than absent (an excused day too) ends it.
 */
export function absenceRun(registers: readonly { date: string; mark: AttendanceMark }[]): number {
  const ordered = [...registers].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let run = 0;
  for (let i = ordered.length - 1; i >= 0 && ordered[i]!.mark === 'absent'; i--) run += 1;
  return run;
}

/** The warning goes out once a run: on the register that makes it exactly three. */
export function warnsOfAbsences(registers: readonly { date: string; mark: AttendanceMark }[]): boolean {
  return absenceRun(registers) === ABSENCES_IN_A_ROW_WARNING;
}

/** Marks counted by kind, as a register or a range of registers adds them up. */
export interface AttendanceCounts {
  present: number;
  absent: number;
  late: number;
  excused: number;
}

/** The same percentage as attendancePercent, from counts (a school's summary adds up thousands of marks). */
export function attendancePercentOfCounts(counts: AttendanceCounts): number | null {
  const counted = counts.present + counts.late + counts.absent;
  if (counted === 0) return null;
  return Math.round((1000 * (counts.present + counts.late)) / counted) / 10;
}

/** Who gave a learner's mark of a day: the teacher, or the live class's attendance. */
export type AttendanceSource = 'teacher' | 'live';

export interface SourcedMark {
  mark: AttendanceMark;
  source: AttendanceSource;
}

/**
 * One register: a learner's mark of a day is the teacher's when the teacher marked
 * them (the teacher's mark wins); otherwise present from live attendance when they were present in
 * a live class of the day; otherwise what the register holds (a live presence recorded when it was
 * saved), or none. Live attendance only ever says present: a learner who did not join may have
 * followed the class in the room itself, so only a teacher marks an absence.
 */
export function dayMark(stored: SourcedMark | null, presentLive: boolean): SourcedMark | null {
  if (stored?.source === 'teacher') return stored;
  if (presentLive) return { mark: 'present', source: 'live' };
  return stored;
}
