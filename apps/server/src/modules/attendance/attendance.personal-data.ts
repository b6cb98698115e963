import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type AttendanceTable = 'attendance_registers' | 'attendance_marks' | 'attendance_mark_requests' | 'attendance_settings';

/** What the attendance module keeps of people (platform/privacy/personal-data.ts). */
export const attendancePersonalData: PersonalDataOf<AttendanceTable> = {
  attendance_registers: {
    people: { marked_by: 'keep', updated_by: 'keep' },
    purpose: 'The section’s register of a day: who took it and when, with its counts.',
    basis: 'education',
    kept: { while: 'account' },
  },
  attendance_marks: {
    people: { learner_uuid: 'keep', marked_by: 'keep' },
    data: { mark: 'present, absent, late or excused', remark: 'the teacher’s note on the mark' },
    purpose: 'Whether a learner was at school on a day, told to their parents when absent.',
    basis: 'education',
    kept: { while: 'account' },
    // The marks stay so the section's registers and reports still add up; the note about the child goes.
    strip: ['remark'],
  },
  attendance_mark_requests: {
    people: { marked_by: 'delete-row' },
    purpose: 'Which save of a register a teacher’s device already sent, so a repeat does not mark twice.',
    basis: 'education',
    kept: { while: 'account' },
  },
  attendance_settings: {
    people: { updated_by: 'keep' },
    purpose: 'The school’s share of a live class that counts as present, and who last set it.',
    basis: 'education',
    kept: { while: 'account' },
  },
};
