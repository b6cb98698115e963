import Type, { type Static } from 'typebox';

// The outbox's batch call: after a day offline a phone holds about a thousand
// writes; one request each costs a round trip each (100 ms on a slow link), so they go up to 200 in
// one call. Each entry is the outbox's own write (its client-made id, its POST path without the /api
// base, its body) and is run through that path's own route, so every check of the route applies.

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

export const SyncOutboxEntry = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 100, description: 'the write’s client-made id' }),
    path: Type.String({ minLength: 1, maxLength: 200, description: 'the write’s POST path, without /api' }),
    body: Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), {
      maxProperties: 100,
      description: 'the write’s JSON body, checked by the path’s own route',
    }),
  },
  { additionalProperties: false },
);
export type SyncOutboxEntry = Static<typeof SyncOutboxEntry>;

export const SyncOutboxBody = Type.Object(
  { entries: Type.Array(SyncOutboxEntry, { minItems: 1, maxItems: SYNC_BATCH_MAX }) },
  { additionalProperties: false },
);
export type SyncOutboxBody = Static<typeof SyncOutboxBody>;

/** One entry's answer: what its own call would have answered (the envelope's status, data or error). */
export const SyncOutboxResult = Type.Object({
  id: Type.String(),
  status_code: Type.Integer(),
  ok: Type.Boolean(),
  data: Type.Optional(Type.Unknown()),
  error_code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});
export type SyncOutboxResult = Static<typeof SyncOutboxResult>;

export const SyncOutboxData = Type.Object({
  results: Type.Array(SyncOutboxResult, { description: 'one per entry, in the order sent' }),
});
export type SyncOutboxData = Static<typeof SyncOutboxData>;
