import { describe, expect, it } from 'vitest';
import {
  absenceRun,
  attendancePercent,
  attendancePercentOfCounts,
  dayMark,
  isRegisterEditable,
  warnsOfAbsences,
} from './attendance-rules.js';

// A register is editable the same day; a warning after three absences in a row.

describe('a register is changed the same day, in the school’s time zone', () => {
  it('India: 2026-11-25 ends at 18:30 UTC', () => {
    expect(isRegisterEditable('2026-11-25', Date.parse('2026-11-25T18:29:00Z'), 'IN')).toBe(true);
    expect(isRegisterEditable('2026-11-25', Date.parse('2026-11-25T18:31:00Z'), 'IN')).toBe(false);
  });

  it('the UAE: 2026-11-25 begins at 20:00 UTC the day before', () => {
    expect(isRegisterEditable('2026-11-25', Date.parse('2026-11-24T20:01:00Z'), 'AE')).toBe(true);
    expect(isRegisterEditable('2026-11-24', Date.parse('2026-11-24T20:01:00Z'), 'AE')).toBe(false);
  });
});

describe('attendance percentage', () => {
  it('present and late attend; absent does not; excused days are left out', () => {
    expect(attendancePercent(['present', 'present', 'absent', 'late'])).toBe(75);
    expect(attendancePercent(['present', 'excused', 'absent'])).toBe(50);
    expect(attendancePercent(['present', 'present', 'absent'])).toBe(66.7);
  });

  it('no day counted: no percentage', () => {
    expect(attendancePercent([])).toBeNull();
    expect(attendancePercent(['excused'])).toBeNull();
  });
});

describe('three absences in a row', () => {
  const day = (date: string, mark: 'present' | 'absent' | 'late' | 'excused') => ({ date, mark });

  it('counts the run up to the latest register; a weekend without a register does not break it', () => {
    const registers = [
      day('2026-11-19', 'present'),
      day('2026-11-20', 'absent'),
      // 21 and 22: a weekend, no register.
      day('2026-11-23', 'absent'),
      day('2026-11-24', 'absent'),
    ];
    expect(absenceRun(registers)).toBe(3);
    expect(warnsOfAbsences(registers)).toBe(true);
  });

  it('registers in any order are read by date', () => {
    expect(absenceRun([day('2026-11-24', 'absent'), day('2026-11-23', 'present'), day('2026-11-25', 'absent')])).toBe(
      2,
    );
  });

  it('warns once a run: not at two, not again at four', () => {
    const two = [day('2026-11-23', 'absent'), day('2026-11-24', 'absent')];
    const four = [...two, day('2026-11-25', 'absent'), day('2026-11-26', 'absent')];
    expect(warnsOfAbsences(two)).toBe(false);
    expect(warnsOfAbsences(four)).toBe(false);
  });

  it('late or excused ends a run', () => {
    expect(absenceRun([day('2026-11-23', 'absent'), day('2026-11-24', 'late')])).toBe(0);
    expect(absenceRun([day('2026-11-23', 'absent'), day('2026-11-24', 'excused'), day('2026-11-25', 'absent')])).toBe(
      1,
    );
  });
});

describe('attendance percentage from counts', () => {
  it('reads as the marks would: present and late attend, excused left out', () => {
    expect(attendancePercentOfCounts({ present: 2, absent: 1, late: 1, excused: 0 })).toBe(75);
    expect(attendancePercentOfCounts({ present: 1, absent: 1, late: 0, excused: 5 })).toBe(50);
    expect(attendancePercentOfCounts({ present: 2, absent: 1, late: 0, excused: 0 })).toBe(66.7);
    expect(attendancePercentOfCounts({ present: 0, absent: 0, late: 0, excused: 3 })).toBeNull();
  });
});

describe('one register: the teacher’s mark wins over live attendance', () => {
  const teacher = (mark: 'present' | 'absent' | 'late' | 'excused') => ({ mark, source: 'teacher' as const });

  it('a teacher’s mark stands whether or not the learner was in the live class', () => {
    expect(dayMark(teacher('absent'), true)).toEqual({ mark: 'absent', source: 'teacher' });
    expect(dayMark(teacher('late'), false)).toEqual({ mark: 'late', source: 'teacher' });
  });

  it('present in a live class, not marked by the teacher: present, from live attendance', () => {
    expect(dayMark(null, true)).toEqual({ mark: 'present', source: 'live' });
    expect(dayMark({ mark: 'present', source: 'live' }, false)).toEqual({ mark: 'present', source: 'live' });
  });

  it('neither marked nor present live: no mark (live attendance never marks an absence)', () => {
    expect(dayMark(null, false)).toBeNull();
  });
});
