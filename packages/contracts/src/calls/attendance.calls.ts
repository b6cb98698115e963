import {
  AbsenceNoticeBody,
  AbsenceNoticeData,
  AttendanceRegisterBody,
  AttendanceRegisterData,
  AttendanceSettingsBody,
  AttendanceSettingsData,
  MarkAttendanceBody,
  MarkAttendanceData,
  MyAttendanceBody,
  MyAttendanceData,
  SchoolAttendanceBody,
  SchoolAttendanceData,
  SectionAttendanceBody,
  SectionAttendanceData,
  StudentAttendanceBySchoolBody,
  StudentAttendanceBySchoolData,
} from '../index.js';
import { variants, type CallTable } from './call-spec.js';

const OFFLINE = '/live-class/offlineAttendance';

/** The attendance module (apps/server modules/attendance): one register per section and day. */
export const attendanceCalls = {
  [`POST ${OFFLINE}/v2/markAttendance`]: {
    guard: 'staff',
    scope: 'school',
    body: MarkAttendanceBody,
    data: MarkAttendanceData,
  },
  [`POST ${OFFLINE}/markAttendanceDetails`]: {
    guard: 'staff',
    scope: 'school',
    body: AttendanceRegisterBody,
    data: AttendanceRegisterData,
  },
  [`POST ${OFFLINE}/sectionWiseAttendance`]: {
    guard: 'staff',
    scope: 'school',
    body: SectionAttendanceBody,
    data: SectionAttendanceData,
  },
  [`POST ${OFFLINE}/schoolAttendance`]: {
    guard: 'staff',
    scope: 'school',
    body: SchoolAttendanceBody,
    data: SchoolAttendanceData,
  },
  [`POST ${OFFLINE}/sendPNForAttendance`]: {
    guard: 'staff',
    scope: 'school',
    body: AbsenceNoticeBody,
    data: AbsenceNoticeData,
  },
  [`POST ${OFFLINE}/attendanceSettings`]: {
    guard: 'staff',
    scope: 'school',
    body: AttendanceSettingsBody,
    data: AttendanceSettingsData,
  },
  [`POST ${OFFLINE}/myAttendance`]: { guard: 'user', scope: 'self', body: MyAttendanceBody, data: MyAttendanceData },
  // v1 answers a spreadsheet (.xlsx), v2 a CSV file.
  ...variants([`POST ${OFFLINE}/downloadAttendance`, `POST ${OFFLINE}/v2/downloadAttendance`], {
    guard: 'staff',
    scope: 'school',
    body: SectionAttendanceBody,
    data: 'file',
  }),
  ...variants(
    [
      'POST /live-class/attendee/studentAttendanceBySchoolId',
      'POST /live-class/attendee/v2/studentAttendanceBySchoolId',
    ],
    { guard: 'staff', scope: 'school', body: StudentAttendanceBySchoolBody, data: StudentAttendanceBySchoolData },
  ),
} as const satisfies CallTable;
