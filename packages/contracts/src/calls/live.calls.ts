import {
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
} from '../index.js';
import type { CallTable } from './call-spec.js';

const NOTICES = '/live-class/notices';
const TEACHER_NOTICES = '/live-class/teacher/notices';

/** The live module (apps/server modules/live): notices so far; live classes and attendance join later. */
export const liveCalls: CallTable = {
  [`POST ${TEACHER_NOTICES}/saveNotice`]: { body: SaveNoticeBody, data: SaveNoticeData },
  [`POST ${TEACHER_NOTICES}/searchNoticesUniversity`]: { body: SearchNoticesBody, data: SearchNoticesData },
  [`POST ${TEACHER_NOTICES}/noticeReceipts`]: { body: NoticeReceiptsBody, data: NoticeReceiptsData },
  [`GET ${NOTICES}/getTopThreeNotices`]: { query: TopNoticesQuery, data: NoticeListData },
  [`POST ${NOTICES}/noticeCount`]: { body: NoticeCountBody, data: NoticeCountData },
  [`POST ${NOTICES}/markNoticeRead`]: { body: MarkNoticeReadBody, data: MarkNoticeReadData },
  [`POST ${NOTICES}/myNotices`]: { body: MyNoticesBody, data: NoticeListData },
};
