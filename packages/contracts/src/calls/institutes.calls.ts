import {
  AddInterestBody,
  BatchListData,
  BoardClassMappingBody,
  BoardClassMappingData,
  CourseMasterData,
  SetCourseSubjectBody,
  SetCourseSubjectData,
  SetCourseTeacherBody,
  SetCourseTeacherData,
  CheckSchoolStatusBody,
  ClassWiseBatchListBody,
  InstituteDashboardData,
  InstituteDashboardQuery,
  InterestData,
  RemoveInterestBody,
  RemoveInterestData,
  OneRosterFileBody,
  OneRosterPreviewData,
  RosterApplyData,
  RosterFileBody,
  RosterPreviewData,
  SchoolContactSettings,
  SchoolContactSettingsBody,
  SchoolStatusData,
  SearchTeacherListBody,
  SearchTeacherListData,
  SectionMediumBody,
  SectionMediumData,
  SectionWiseStudentCountBody,
  SectionWiseStudentCountData,
  SelectInstituteBody,
  SelectInstituteData,
  StudentListByClassSectionBody,
  StudentListBySectionBody,
  StudentListData,
  TeacherDetailBody,
  TeacherDetailsUuidBody,
  TeacherListData,
  TeacherSummary,
} from '../index.js';
import { variants, type CallTable } from './call-spec.js';

const AUTH = '/cognito-login-service/auth';

/** Schools, batches, people, the institute app and the roster (apps/server modules/institutes). */
export const institutesCalls = {
  [`POST ${AUTH}/checkSchoolStatus`]: {
    guard: 'guest',
    scope: 'none',
    body: CheckSchoolStatusBody,
    data: SchoolStatusData,
  },
  [`POST ${AUTH}/addInterest`]: { guard: 'user', scope: 'self', body: AddInterestBody, data: InterestData },
  [`POST ${AUTH}/removeInterest`]: { guard: 'user', scope: 'self', body: RemoveInterestBody, data: RemoveInterestData },
  [`POST ${AUTH}/classWiseBatchList`]: {
    guard: 'user',
    scope: 'self',
    body: ClassWiseBatchListBody,
    data: BatchListData,
  },
  ...variants([`POST ${AUTH}/getBoardClassMappingList`, `POST ${AUTH}/boardClassMappingList`], {
    guard: 'user',
    scope: 'self',
    body: BoardClassMappingBody,
    data: BoardClassMappingData,
  }),
  [`POST ${AUTH}/studentListBySection`]: {
    guard: 'staff',
    scope: 'school',
    body: StudentListBySectionBody,
    data: StudentListData,
  },
  [`POST ${AUTH}/studentListByClassSection`]: {
    guard: 'staff',
    scope: 'school',
    body: StudentListByClassSectionBody,
    data: StudentListData,
  },
  [`POST ${AUTH}/sectionWiseStudentCount`]: {
    guard: 'staff',
    scope: 'school',
    body: SectionWiseStudentCountBody,
    data: SectionWiseStudentCountData,
  },
  [`POST ${AUTH}/teacherDetail`]: { guard: 'user', scope: 'school', body: TeacherDetailBody, data: TeacherSummary },
  [`POST ${AUTH}/searchTeacherList`]: {
    guard: 'staff',
    scope: 'school',
    body: SearchTeacherListBody,
    data: SearchTeacherListData,
  },
  [`POST ${AUTH}/teacherDetailsUuid`]: {
    guard: 'user',
    scope: 'school',
    body: TeacherDetailsUuidBody,
    data: TeacherListData,
  },
  'GET /institutes/settings/staffContact': { guard: 'staff', scope: 'school', data: SchoolContactSettings },
  'PUT /institutes/settings/staffContact': {
    guard: 'staff',
    scope: 'school',
    body: SchoolContactSettingsBody,
    data: SchoolContactSettings,
  },

  // A section's medium of instruction, set by the school's admin.
  'PUT /institutes/sections/medium': {
    guard: 'staff',
    scope: 'school',
    body: SectionMediumBody,
    data: SectionMediumData,
  },

  'GET /institutes/dashboard': {
    guard: 'user',
    scope: 'self',
    query: InstituteDashboardQuery,
    data: InstituteDashboardData,
  },
  'POST /institutes/select': { guard: 'user', scope: 'self', body: SelectInstituteBody, data: SelectInstituteData },
  // The template holds no data: a plain link downloads it.
  'GET /institutes/roster/template': { guard: 'public', scope: 'none', data: 'file' },
  'POST /institutes/roster/preview': { guard: 'staff', scope: 'school', body: RosterFileBody, data: RosterPreviewData },
  'POST /institutes/roster/apply': { guard: 'staff', scope: 'school', body: RosterFileBody, data: RosterApplyData },
  'POST /institutes/roster/oneroster/preview': {
    guard: 'staff',
    scope: 'school',
    body: OneRosterFileBody,
    data: OneRosterPreviewData,
  },
  'POST /institutes/roster/oneroster/apply': {
    guard: 'staff',
    scope: 'school',
    body: OneRosterFileBody,
    data: RosterApplyData,
  },
  // The school's roster as a OneRoster 1.2 CSV zip (its admin's own school).
  'GET /institutes/roster/oneroster': { guard: 'staff', scope: 'school', data: 'file' },
  // The school admin's courses (/course-master).
  'GET /institutes/courses': { guard: 'staff', scope: 'school', data: CourseMasterData },
  'POST /institutes/courses/subject': {
    guard: 'staff',
    scope: 'school',
    body: SetCourseSubjectBody,
    data: SetCourseSubjectData,
  },
  'POST /institutes/courses/teacher': {
    guard: 'staff',
    scope: 'school',
    body: SetCourseTeacherBody,
    data: SetCourseTeacherData,
  },
} as const satisfies CallTable;
