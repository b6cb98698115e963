// The batch call's limits and paths, apart from its schemas: the app's outbox reads them without
// loading the schema library (@esc/contracts/sync-paths).

/** Entries in one batch, at most. */
export const SYNC_BATCH_MAX = 200;

/**
 * The POST paths a batch may carry: the writes the outbox keeps (progress, test answers, attendance
 * marks, bookmarks, homework item completions, notice and notification reads). Each counts a resend
 * once (a client-made id, or a state set rather than toggled). Any other path is refused per entry.
 */
export const SYNC_OUTBOX_PATHS = [
  '/mis/v2/addLearningProgress',
  '/mis/v2/addLearningProgressUniversity',
  '/student-report/student/saveAnswers',
  '/live-class/offlineAttendance/v2/markAttendance',
  '/mis/v2/bookmarkContentUniversity',
  '/syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0',
  '/question-msa-test/question/bookmarkQuestionUniversity',
  '/paperCreation/bookmarkUnbookmarkPaperUniversity',
  '/live-class/student/bookmarkRecordedLectureUniversity',
  '/syllabus-v2/markLearnListItemComplete',
  '/live-class/notices/markNoticeRead',
  '/notifications/list',
] as const;
export type SyncOutboxPath = (typeof SYNC_OUTBOX_PATHS)[number];
