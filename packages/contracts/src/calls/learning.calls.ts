import {
  AddProgressBody,
  AddProgressData,
  BookmarkedPaperListBody,
  BookmarkedPaperListData,
  BookmarkListData,
  BookmarkListQuery,
  BookmarkStateData,
  BookmarkStatusBody,
  BookmarkStatusData,
  CategoryContentData,
  CategoryContentQuery,
  ContentBookmarkBody,
  ContentBookmarkStatusData,
  ContentBookmarkStatusQuery,
  ContentResumeData,
  ContentResumeQuery,
  PaperBookmarkBody,
  PaperBookmarkStatusBody,
  PaperBookmarkStatusData,
  ProgressHeaders,
  QuestionBookmarkBody,
  QuestionBookmarkCountBody,
  QuestionBookmarkCountData,
  QuestionFlagsBody,
  QuestionFlagsData,
  RecentActivityBody,
  RecentActivityData,
  RecentContentData,
  RecentContentQuery,
  RecordedLectureBookmarkBody,
  SyllabusBookmarkBody,
  SyllabusBookmarkStatusData,
  SyllabusBookmarkStatusQuery,
} from '../index.js';
import type { TSchema } from 'typebox';
import { variants, type CallTable } from './call-spec.js';

const QUESTION = '/question-msa-test/question';

const bookmarkWrite = <B extends TSchema>(body: B) =>
  ({ guard: 'user', scope: 'self', body, data: BookmarkStateData }) as const;

/** Progress, recent content and bookmarks (apps/server modules/learning). */
export const learningCalls = {
  ...variants(
    [
      'POST /mis/v2/addLearningProgress',
      'POST /mis/v2/addLearningProgressUniversity',
      'POST /mis/v2/addProgressForYfc',
      'POST /mis/addProgress',
      'POST /mis/add_to_progress_report_test',
      'POST /student-report/student/addPaperProgressReportUniversity',
    ],
    { guard: 'user', scope: 'self', headers: ProgressHeaders, body: AddProgressBody, data: AddProgressData },
  ),
  'GET /mis/getContentResumeTime': { guard: 'user', scope: 'self', query: ContentResumeQuery, data: ContentResumeData },
  'GET /mis/getCategoryContent': {
    guard: 'user',
    scope: 'self',
    query: CategoryContentQuery,
    data: CategoryContentData,
  },
  'GET /mis/recentContent.2.0': { guard: 'user', scope: 'self', query: RecentContentQuery, data: RecentContentData },
  'POST /mis/v2/recentActivityContentCount/v2.3.0': {
    guard: 'user',
    scope: 'self',
    body: RecentActivityBody,
    data: RecentActivityData,
  },

  'POST /syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0': bookmarkWrite(SyllabusBookmarkBody),
  ...variants(
    ['POST /mis/v2/bookmarkContentUniversity', 'POST /mis/v2/bookmarkContent/v2.1.0'],
    bookmarkWrite(ContentBookmarkBody),
  ),
  ...variants(
    ['POST /paperCreation/bookmarkUnbookmarkPaperUniversity', 'POST /paperCreation/v2/bookmarkUnbookmarkPaper'],
    bookmarkWrite(PaperBookmarkBody),
  ),
  ...variants(
    [
      `POST ${QUESTION}/bookmarkQuestionUniversity`,
      `POST ${QUESTION}/questionBookmark`,
      `POST ${QUESTION}/v2/bookmarkQuestion`,
    ],
    bookmarkWrite(QuestionBookmarkBody),
  ),
  ...variants(
    [
      'POST /live-class/student/bookmarkRecordedLectureUniversity',
      'POST /live-class/student/v2/bookmarkRecordedLecture',
    ],
    bookmarkWrite(RecordedLectureBookmarkBody),
  ),

  'GET /syllabus-v2/checkSyllabusBookmarkStatus/v2.1.0': {
    guard: 'user',
    scope: 'self',
    query: SyllabusBookmarkStatusQuery,
    data: SyllabusBookmarkStatusData,
  },
  'GET /mis/v2/contentBookmarkedStatusUniversity': {
    guard: 'user',
    scope: 'self',
    query: ContentBookmarkStatusQuery,
    data: ContentBookmarkStatusData,
  },
  ...variants(
    ['POST /paperCreation/checkPaperBookmarkStatusUniversity', 'POST /paperCreation/v2/checkPaperBookmarkStatus'],
    { guard: 'user', scope: 'self', body: PaperBookmarkStatusBody, data: PaperBookmarkStatusData },
  ),
  'POST /paperCreation/bookmarkedPaperListAndCountUniversity': {
    guard: 'user',
    scope: 'self',
    body: BookmarkedPaperListBody,
    data: BookmarkedPaperListData,
  },
  [`POST ${QUESTION}/v2/questionBookmarkedCount`]: {
    guard: 'user',
    scope: 'self',
    body: QuestionBookmarkCountBody,
    data: QuestionBookmarkCountData,
  },
  [`POST ${QUESTION}/bookmarkLikeDislikeFlagByQuestionIds`]: {
    guard: 'user',
    scope: 'self',
    body: QuestionFlagsBody,
    data: QuestionFlagsData,
  },
  'POST /learning/bookmarks/status': {
    guard: 'user',
    scope: 'self',
    body: BookmarkStatusBody,
    data: BookmarkStatusData,
  },
  'GET /learning/bookmarks': { guard: 'user', scope: 'self', query: BookmarkListQuery, data: BookmarkListData },
} as const satisfies CallTable;
