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
export const liveCalls: CallTable = {
  [`POST ${TEACHER_NOTICES}/saveNotice`]: { body: SaveNoticeBody, data: SaveNoticeData },
  [`POST ${TEACHER_NOTICES}/searchNoticesUniversity`]: { body: SearchNoticesBody, data: SearchNoticesData },
  [`POST ${TEACHER_NOTICES}/noticeReceipts`]: { body: NoticeReceiptsBody, data: NoticeReceiptsData },
  [`GET ${NOTICES}/getTopThreeNotices`]: { query: TopNoticesQuery, data: NoticeListData },
  [`POST ${NOTICES}/noticeCount`]: { body: NoticeCountBody, data: NoticeCountData },
  [`POST ${NOTICES}/markNoticeRead`]: { body: MarkNoticeReadBody, data: MarkNoticeReadData },
  [`POST ${NOTICES}/myNotices`]: { body: MyNoticesBody, data: NoticeListData },
  [`POST ${TEACHER_SCHEDULE}/saveLiveClass`]: { body: SaveLiveClassBody, data: SaveLiveClassData },
  [`POST /live-class/student/schedule/myScheduleUniversity`]: { body: MyScheduleBody, data: LiveClassListData },
  [`GET ${TEACHER_SCHEDULE}/upcomingClassesUniversity`]: { query: UpcomingClassesQuery, data: LiveClassListData },
  [`GET /live-class/schedule/lectureDetails`]: { query: LectureDetailsQuery, data: SaveLiveClassData },
  [`POST ${TEACHER_SCHEDULE}/startLiveLecture`]: { body: StartLiveLectureBody, data: SaveLiveClassData },
  [`POST /live-class/student/attendance/addImpartusUserUniversity`]: {
    body: JoinLiveClassBody,
    data: JoinLiveClassData,
  },
  // Meeting rooms: the providers' callback (BigBlueButton's meeting-ended call is a GET), live attendance, Zoom users.
  ...variants(['POST /live-class/provider/:provider/callback', 'GET /live-class/provider/:provider/callback'], {
    params: ProviderCallbackParams,
    query: ProviderCallbackQuery,
    headers: ProviderCallbackHeaders,
    data: ProviderCallbackData,
  }),
  [`POST /live-class/attendee/getLiveAttendance`]: { body: LiveAttendanceBody, data: LiveAttendanceData },
  [`POST /zoom/createBasicUser`]: { body: CreateZoomUserBody, data: CreateZoomUserData },
};
