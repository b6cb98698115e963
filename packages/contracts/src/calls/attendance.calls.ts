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
export const attendanceCalls: CallTable = {
  [`POST ${OFFLINE}/v2/markAttendance`]: { body: MarkAttendanceBody, data: MarkAttendanceData },
  [`POST ${OFFLINE}/markAttendanceDetails`]: { body: AttendanceRegisterBody, data: AttendanceRegisterData },
  [`POST ${OFFLINE}/sectionWiseAttendance`]: { body: SectionAttendanceBody, data: SectionAttendanceData },
  [`POST ${OFFLINE}/schoolAttendance`]: { body: SchoolAttendanceBody, data: SchoolAttendanceData },
  [`POST ${OFFLINE}/sendPNForAttendance`]: { body: AbsenceNoticeBody, data: AbsenceNoticeData },
  [`POST ${OFFLINE}/attendanceSettings`]: { body: AttendanceSettingsBody, data: AttendanceSettingsData },
  [`POST ${OFFLINE}/myAttendance`]: { body: MyAttendanceBody, data: MyAttendanceData },
  // v1 answers a spreadsheet (.xlsx), v2 a CSV file.
  ...variants([`POST ${OFFLINE}/downloadAttendance`, `POST ${OFFLINE}/v2/downloadAttendance`], {
    body: SectionAttendanceBody,
    data: 'file',
  }),
  ...variants(
    [
      'POST /live-class/attendee/studentAttendanceBySchoolId',
      'POST /live-class/attendee/v2/studentAttendanceBySchoolId',
    ],
    { body: StudentAttendanceBySchoolBody, data: StudentAttendanceBySchoolData },
  ),
};
