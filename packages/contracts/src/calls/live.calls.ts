import {
  JoinLiveClassBody,
  JoinLiveClassData,
  LectureDetailsQuery,
  LiveClassListData,
  MyScheduleBody,
  SaveLiveClassBody,
  SaveLiveClassData,
  StartLiveLectureBody,
  UpcomingClassesQuery,
  MarkNoticeReadBody,
  MarkNoticeReadData,
  MyNoticesBody,
  NoticeCountBody,
  NoticeCountData,
  NoticeListData,
  NoticeReceiptsBody,
  NoticeReceiptsData,
  SaveNoticeBody,
  SaveNoticeData,
  SearchNoticesBody,
  SearchNoticesData,
  TopNoticesQuery,
  CreateZoomUserBody,
  CreateZoomUserData,
  LiveAttendanceBody,
  LiveAttendanceData,
  ProviderCallbackData,
  ProviderCallbackHeaders,
  ProviderCallbackParams,
  ProviderCallbackQuery,
} from '../index.js';
import { variants, type CallTable } from './call-spec.js';

const NOTICES = '/live-class/notices';
const TEACHER_NOTICES = '/live-class/teacher/notices';
const TEACHER_SCHEDULE = '/live-class/teacher/schedule';

/** The live module (apps/server modules/live): notices and live classes; recordings and attendance join later. */
export const liveCalls = {
  [`POST ${TEACHER_NOTICES}/saveNotice`]: {
    guard: 'staff',
    scope: 'school',
    body: SaveNoticeBody,
    data: SaveNoticeData,
  },
  [`POST ${TEACHER_NOTICES}/searchNoticesUniversity`]: {
    guard: 'staff',
    scope: 'school',
    body: SearchNoticesBody,
    data: SearchNoticesData,
  },
  [`POST ${TEACHER_NOTICES}/noticeReceipts`]: {
    guard: 'staff',
    scope: 'school',
    body: NoticeReceiptsBody,
    data: NoticeReceiptsData,
  },
  [`GET ${NOTICES}/getTopThreeNotices`]: { guard: 'user', scope: 'self', query: TopNoticesQuery, data: NoticeListData },
  [`POST ${NOTICES}/noticeCount`]: { guard: 'user', scope: 'self', body: NoticeCountBody, data: NoticeCountData },
  [`POST ${NOTICES}/markNoticeRead`]: {
    guard: 'user',
    scope: 'self',
    body: MarkNoticeReadBody,
    data: MarkNoticeReadData,
  },
  [`POST ${NOTICES}/myNotices`]: { guard: 'user', scope: 'self', body: MyNoticesBody, data: NoticeListData },
  [`POST ${TEACHER_SCHEDULE}/saveLiveClass`]: {
    guard: 'staff',
    scope: 'school',
    body: SaveLiveClassBody,
    data: SaveLiveClassData,
  },
  [`POST /live-class/student/schedule/myScheduleUniversity`]: {
    guard: 'user',
    scope: 'self',
    body: MyScheduleBody,
    data: LiveClassListData,
  },
  [`GET ${TEACHER_SCHEDULE}/upcomingClassesUniversity`]: {
    guard: 'staff',
    scope: 'school',
    query: UpcomingClassesQuery,
    data: LiveClassListData,
  },
  [`GET /live-class/schedule/lectureDetails`]: {
    guard: 'user',
    scope: 'self',
    query: LectureDetailsQuery,
    data: SaveLiveClassData,
  },
  [`POST ${TEACHER_SCHEDULE}/startLiveLecture`]: {
    guard: 'staff',
    scope: 'school',
    body: StartLiveLectureBody,
    data: SaveLiveClassData,
  },
  [`POST /live-class/student/attendance/addImpartusUserUniversity`]: {
    guard: 'user',
    scope: 'self',
    body: JoinLiveClassBody,
    data: JoinLiveClassData,
  },
  // Meeting rooms: the providers' callback (BigBlueButton's meeting-ended call is a GET), live attendance, Zoom users.
  ...variants(['POST /live-class/provider/:provider/callback', 'GET /live-class/provider/:provider/callback'], {
    guard: 'public',
    scope: 'credential',
    params: ProviderCallbackParams,
    query: ProviderCallbackQuery,
    headers: ProviderCallbackHeaders,
    data: ProviderCallbackData,
  }),
  [`POST /live-class/attendee/getLiveAttendance`]: {
    guard: 'staff',
    scope: 'school',
    body: LiveAttendanceBody,
    data: LiveAttendanceData,
  },
  [`POST /zoom/createBasicUser`]: {
    guard: 'staff',
    scope: 'school',
    body: CreateZoomUserBody,
    data: CreateZoomUserData,
  },
} as const satisfies CallTable;
