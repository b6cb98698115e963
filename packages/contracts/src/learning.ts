import Type, { type Static } from 'typebox';
import { BookmarkState } from '@esc/domain';
import {
  Id as BoundedId,
  IdList,
  IdOrZero,
  IdOrDigits,
  LegacyCallFields,
  MAX_DB_INTEGER,
  MAX_LIST_POSITION,
  Nullable,
  Uuid,
} from './common.js';
import { StateValue } from './states.js';
import { IsoInstant } from './assessments-assign.js';

// Learning progress and bookmarks (spec 000 §3, §4, §7; spec 001 §7). Every call takes an optional
// `uuid`: the person it is about. Omitted means the caller; a parent may name a linked child
// (else 403 NOT_LINKED_CHILD); anyone else may name only themselves (else 403 FORBIDDEN).

const Id = BoundedId();
/** Context ids a client may leave out, send as null, or send as 0 for "none". */
const OptionalId = Type.Optional(Nullable(IdOrZero()));
/** 'HH:MM:SS' (hours may have more than two digits). */
export const MediaTime = Type.String({
  pattern: '^\\s*\\d{2,}:[0-5]\\d:[0-5]\\d\\s*$',
  maxLength: 20,
  description: "'HH:MM:SS'",
});
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** true or 1 sets, false or 0 unsets; absent toggles (spec 000 §4: the state toggles between set and unset). */
const BookmarkStateAsked = Type.Union([Type.Boolean(), StateValue(BookmarkState)]);
/** Question and video ids arrive as numbers or strings; they are kept as text. */
const TextId = Type.Union([
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  Type.String({ minLength: 1, maxLength: 64 }),
]);
const Person = { uuid: Type.Optional(Uuid) };
/** A client-made key of one write, the same on every retry of it. */
const IdempotencyKey = Type.String({ minLength: 1, maxLength: 100, description: 'client-made id, same on retries' });
/** Media lengths beyond 100 hours are refused (packages/domain media-time). */
const MAX_MEDIA_TIME_MS = 360_000_000;
/** The same 100 hours in seconds: no play head and no time spent in one post goes past it. */
const MAX_MEDIA_TIME_S = MAX_MEDIA_TIME_MS / 1000;

// ---------------------------------------------------------------- progress

/**
 * One progress post (all six progress paths): the progress record of spec 000 §3. Semantics:
 * - `client_event_id` (optional; or the `Idempotency-Key` header): an idempotency key made once per
 *   post by the client and kept across retries. A post whose key was already counted is
 *   acknowledged (`duplicate: true`) and not counted again. A post without a key is counted as it
 *   comes (a client that retries it may count it twice).
 * - `total_consumption_time`: seconds consumed since the client's previous acknowledged post for
 *   this content (a delta, not a running total). The server adds it to the record, capped per post
 *   at the media time (120 s when the media time is 00:00:00) plus 10 minutes.
 * - `total_media_time`: the content's length, 'HH:MM:SS' or milliseconds (spec 000 §3: "converted
 *   to milliseconds"), at most 100 hours; when omitted the catalogue's length is used.
 * - `resume_position`: the play head in seconds; kept as the resume time when sent.
 * - completion is decided by the server (spec 000 §4) and never goes back.
 * - paper progress sends `paper_id` instead of `content_id`.
 * - `assign_id`: the homework the content was opened from. When the learner holds that assignment and
 *   the content is an item of its list, the post stamps the item opened, and once the record is
 *   complete (the rule above) the item counts as completed, once.
 * Every acknowledged post is committed before the answer.
 */
export const AddProgressBody = Type.Object({
  ...Person,
  client_event_id: Type.Optional(IdempotencyKey),
  content_id: Type.Optional(Id),
  paper_id: Type.Optional(Id),
  total_consumption_time: Type.Number({
    minimum: 0,
    maximum: MAX_MEDIA_TIME_S,
    description: 'seconds since the previous acknowledged post',
  }),
  total_media_time: Type.Optional(
    Type.Union([MediaTime, Type.Integer({ minimum: 0, maximum: MAX_MEDIA_TIME_MS, description: 'milliseconds' })]),
  ),
  resume_position: Type.Optional(
    Type.Number({ minimum: 0, maximum: MAX_MEDIA_TIME_S, description: 'play head, seconds' }),
  ),
  source: Type.Integer({ minimum: 1, maximum: 4, description: '1 web desktop, 2 mobile web, 3 app, 4 esc' }),
  is_content_completely_consumed: Type.Optional(Type.Union([Flag, Type.Boolean()])),
  section_id: OptionalId,
  enrolled_school_id: OptionalId,
  group_category_id: OptionalId,
  group_category_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  board_id: OptionalId,
  class_id: OptionalId,
  learning_profile: OptionalId,
  package_id: OptionalId,
  assign_id: Type.Optional(Nullable(IdOrDigits())),
  /**
   * When the learner did this work on the device (a post made offline arrives later), believed up to
   * the post's arrival. With package_id: work made after the package ended is refused (409 naming
   * made_at and the package's last day); work made before is kept (docs/offline-conflicts.md).
   */
  made_at: Type.Optional(IsoInstant),
  ...LegacyCallFields,
});
export type AddProgressBody = Static<typeof AddProgressBody>;

/** The `Idempotency-Key` header: the same key as `client_event_id`, for clients that send it as a header. */
export const ProgressHeaders = Type.Object({ 'idempotency-key': Type.Optional(IdempotencyKey) });
export type ProgressHeaders = Static<typeof ProgressHeaders>;

const progressRecordFields = {
  content_id: Nullable(Type.Integer()),
  paper_id: Nullable(Type.Integer()),
  total_consumption_time: Type.Integer({ description: 'seconds, all posts together' }),
  total_media_time: Type.String({ description: "'HH:MM:SS'" }),
  is_content_completely_consumed: Flag,
  resume_time: Type.Integer({ description: 'seconds' }),
  source: Type.Integer(),
  completed_at: Nullable(Type.String()),
  updated_at: Type.String(),
};
export const ProgressRecord = Type.Object(progressRecordFields);
export type ProgressRecord = Static<typeof ProgressRecord>;

/** The record after the post; `duplicate` is true when its idempotency key had already been counted. */
export const AddProgressData = Type.Object({ ...progressRecordFields, duplicate: Type.Boolean() });
export type AddProgressData = Static<typeof AddProgressData>;

export const ContentResumeQuery = Type.Object({
  ...Person,
  contentId: Type.Optional(Id),
  contentIds: Type.Optional(IdList({ description: 'comma-separated, at most 100' })),
});
export type ContentResumeQuery = Static<typeof ContentResumeQuery>;

export const ContentResume = Type.Object({
  content_id: Type.Integer(),
  resume_time: Type.Integer({ description: 'seconds; 0 when never played' }),
  total_consumption_time: Type.Integer(),
  total_media_time: Type.String(),
  is_content_completely_consumed: Flag,
});
export const ContentResumeData = Type.Object({ contents: Type.Array(ContentResume) });
export type ContentResumeData = Static<typeof ContentResumeData>;

/** A learner's content with their progress and the catalogue's title, kind and thumbnail key. */
export const ContentProgressItem = Type.Object({
  content_id: Type.Integer(),
  content_title: Nullable(Type.String()),
  content_kind: Nullable(Type.String()),
  thumbnail_key: Nullable(Type.String()),
  group_category_id: Nullable(Type.Integer()),
  total_media_time: Type.String(),
  total_consumption_time: Type.Integer(),
  resume_time: Type.Integer(),
  is_content_completely_consumed: Flag,
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'percent of the completion target' }),
  last_viewed_on: Type.String(),
});
export type ContentProgressItem = Static<typeof ContentProgressItem>;

export const CategoryContentQuery = Type.Object({
  ...Person,
  groupCategoryId: Type.Integer({ minimum: 1, maximum: 3, description: '1 learn, 2 practice, 3 test' }),
  startIndex: Type.Optional(Id),
  endIndex: Type.Optional(Id),
});
export type CategoryContentQuery = Static<typeof CategoryContentQuery>;

export const CategoryContentData = Type.Object({
  group_category_id: Type.Integer(),
  start_index: Type.Integer(),
  end_index: Type.Integer(),
  total_count: Type.Integer(),
  contents: Type.Array(ContentProgressItem),
});
export type CategoryContentData = Static<typeof CategoryContentData>;

export const RecentContentQuery = Type.Object({
  ...Person,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'default 20' })),
});
export type RecentContentQuery = Static<typeof RecentContentQuery>;

/**
 * `contents`: most recent first. `continue_learning`: the dashboard slice (spec 000 §9, 6 items):
 * unfinished content most recent first, topped up with the most recent finished content.
 */
export const RecentContentData = Type.Object({
  contents: Type.Array(ContentProgressItem),
  continue_learning: Type.Array(ContentProgressItem),
});
export type RecentContentData = Static<typeof RecentContentData>;

const DateText = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T[0-9:.]+Z?)?$',
  maxLength: 30,
  description: 'YYYY-MM-DD or ISO',
});
export const RecentActivityBody = Type.Object({
  ...Person,
  from: Type.Optional(DateText),
  to: Type.Optional(DateText),
  ...LegacyCallFields,
});
export type RecentActivityBody = Static<typeof RecentActivityBody>;

export const CategoryActivity = Type.Object({
  group_category_id: Type.Integer(),
  group_category_name: Type.String(),
  consumed_count: Type.Integer(),
  completed_count: Type.Integer(),
  total_consumption_time: Type.Integer({ description: 'seconds' }),
});
export const RecentActivityData = Type.Object({
  categories: Type.Array(CategoryActivity),
  total_consumed: Type.Integer(),
  total_completed: Type.Integer(),
  total_consumption_time: Type.Integer(),
});
export type RecentActivityData = Static<typeof RecentActivityData>;

// ---------------------------------------------------------------- bookmarks

export const BookmarkKind = Type.Union([
  Type.Literal('content'),
  Type.Literal('syllabus'),
  Type.Literal('question'),
  Type.Literal('paper'),
  Type.Literal('recorded_lecture'),
]);
export type BookmarkKind = Static<typeof BookmarkKind>;

/** The bookmark payload fields of spec 000 §3; the state is setBookmarkState, bookmark_state or set_bookmark_state. */
const bookmarkPayloadFields = {
  ...Person,
  contentId: Type.Optional(Id),
  contentTitle: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  groupId: OptionalId,
  groupName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  setBookmarkState: Type.Optional(BookmarkStateAsked),
  bookmark_state: Type.Optional(BookmarkStateAsked),
  set_bookmark_state: Type.Optional(BookmarkStateAsked),
  syllabusId: Type.Optional(Id),
  l1_syllabus_id: OptionalId,
  question_id: Type.Optional(TextId),
  package_ids: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  paper_id: Type.Optional(Id),
  mapped_id: OptionalId,
  language_id: OptionalId,
  paper_flag: OptionalId,
  assign_id: OptionalId,
  section_assign_id: OptionalId,
  is_bookmarked: Type.Optional(BookmarkStateAsked),
  mapping_id: OptionalId,
  /** The offline outbox's id of this write: a resend of it is answered, not applied again. */
  client_write_id: Type.Optional(IdempotencyKey),
  ...LegacyCallFields,
};
export const SyllabusBookmarkBody = Type.Object({ ...bookmarkPayloadFields, syllabusId: Id });
export type SyllabusBookmarkBody = Static<typeof SyllabusBookmarkBody>;
export const ContentBookmarkBody = Type.Object({ ...bookmarkPayloadFields, contentId: Id });
export type ContentBookmarkBody = Static<typeof ContentBookmarkBody>;
export const PaperBookmarkBody = Type.Object({ ...bookmarkPayloadFields, paper_id: Id });
export type PaperBookmarkBody = Static<typeof PaperBookmarkBody>;
export const QuestionBookmarkBody = Type.Object({ ...bookmarkPayloadFields, question_id: TextId });
export type QuestionBookmarkBody = Static<typeof QuestionBookmarkBody>;
export const RecordedLectureBookmarkBody = Type.Object({
  ...Person,
  video_id: TextId,
  set_bookmark_state: Type.Optional(BookmarkStateAsked),
  class_id: OptionalId,
  board_id: OptionalId,
  lecture_id: Type.Optional(Nullable(TextId)),
  lecture_title: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  package_details: Type.Optional(Type.Object({ package_id: Type.Optional(Nullable(Id)) })),
  client_write_id: Type.Optional(IdempotencyKey),
  ...LegacyCallFields,
});
export type RecordedLectureBookmarkBody = Static<typeof RecordedLectureBookmarkBody>;

/** The state after a bookmark write; item_id is the bookmarked id as text. */
export const BookmarkStateData = Type.Object({
  kind: BookmarkKind,
  item_id: Type.String(),
  is_bookmarked: Flag,
  bookmarked_on: Nullable(Type.String()),
});
export type BookmarkStateData = Static<typeof BookmarkStateData>;

export const SyllabusBookmarkStatusQuery = Type.Object({
  ...Person,
  syllabusId: Type.Optional(Id),
  syllabusIds: Type.Optional(IdList({ description: 'comma-separated, at most 100' })),
});
export type SyllabusBookmarkStatusQuery = Static<typeof SyllabusBookmarkStatusQuery>;
export const SyllabusBookmarkStatusData = Type.Object({
  syllabus: Type.Array(Type.Object({ syllabus_id: Type.Integer(), is_bookmarked: Flag })),
});
export type SyllabusBookmarkStatusData = Static<typeof SyllabusBookmarkStatusData>;

export const ContentBookmarkStatusQuery = Type.Object({ ...Person, contentId: Id });
export type ContentBookmarkStatusQuery = Static<typeof ContentBookmarkStatusQuery>;
export const ContentBookmarkStatusData = Type.Object({
  content_id: Type.Integer(),
  is_bookmarked: Flag,
  bookmarked_on: Nullable(Type.String()),
});
export type ContentBookmarkStatusData = Static<typeof ContentBookmarkStatusData>;

/**
 * POST /api/learning/bookmarks/status: the bookmark flag of many items of any kinds in one call
 * (a screen's list asks once, not once per item). 1 to 100 items; the answer keeps the order asked,
 * duplicates collapsed, item ids as text (numbers in canonical form).
 */
export const BookmarkStatusBody = Type.Object({
  ...Person,
  items: Type.Array(Type.Object({ kind: BookmarkKind, item_id: TextId }), { minItems: 1, maxItems: 100 }),
});
export type BookmarkStatusBody = Static<typeof BookmarkStatusBody>;
export const BookmarkStatusData = Type.Object({
  items: Type.Array(
    Type.Object({
      kind: BookmarkKind,
      item_id: Type.String(),
      is_bookmarked: Flag,
      bookmarked_on: Nullable(Type.String()),
    }),
  ),
});
export type BookmarkStatusData = Static<typeof BookmarkStatusData>;

/** Paper bookmark status is asked in batches of at most 10 papers (spec 000 §5, §9). */
export const PaperBookmarkStatusBody = Type.Object({
  ...Person,
  paper_ids: Type.Array(Id, { minItems: 1, maxItems: 10 }),
  ...LegacyCallFields,
});
export type PaperBookmarkStatusBody = Static<typeof PaperBookmarkStatusBody>;
export const PaperBookmarkStatusData = Type.Object({
  papers: Type.Array(Type.Object({ paper_id: Type.Integer(), is_bookmarked: Flag })),
});
export type PaperBookmarkStatusData = Static<typeof PaperBookmarkStatusData>;

export const BookmarkedPaperListBody = Type.Object({
  ...Person,
  detail_type: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER }), Type.String({ maxLength: 50 })]),
  ),
  syllabus_id: OptionalId,
  l1_syllabus_id: OptionalId,
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 10' })),
  page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIST_POSITION, description: 'default 1' })),
  ...LegacyCallFields,
});
export type BookmarkedPaperListBody = Static<typeof BookmarkedPaperListBody>;
export const BookmarkedPaper = Type.Object({
  paper_id: Type.Integer(),
  paper_name: Nullable(Type.String()),
  syllabus_id: Nullable(Type.Integer()),
  l1_syllabus_id: Nullable(Type.Integer()),
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  bookmarked_on: Type.String(),
});
/** This call's envelope reads `status: 200` (CONTRACT.md). */
export const BookmarkedPaperListData = Type.Object({
  total_count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  papers: Type.Array(BookmarkedPaper),
});
export type BookmarkedPaperListData = Static<typeof BookmarkedPaperListData>;

export const QuestionBookmarkCountBody = Type.Object({ ...Person, syllabus_id: OptionalId, ...LegacyCallFields });
export type QuestionBookmarkCountBody = Static<typeof QuestionBookmarkCountBody>;
export const QuestionBookmarkCountData = Type.Object({ count: Type.Integer() });
export type QuestionBookmarkCountData = Static<typeof QuestionBookmarkCountData>;

export const QuestionFlagsBody = Type.Object({
  ...Person,
  question_ids: Type.Array(TextId, { minItems: 1, maxItems: 100 }),
  ...LegacyCallFields,
});
export type QuestionFlagsBody = Static<typeof QuestionFlagsBody>;
/** Likes and dislikes are not recorded by this server: always null. */
export const QuestionFlagsData = Type.Object({
  questions: Type.Array(
    Type.Object({
      question_id: Type.String(),
      is_bookmarked: Flag,
      is_liked: Type.Null(),
      is_disliked: Type.Null(),
    }),
  ),
});
export type QuestionFlagsData = Static<typeof QuestionFlagsData>;

/** GET /api/learning/bookmarks: the caller's (or a linked child's) bookmarks of one kind, newest first. */
export const BookmarkListQuery = Type.Object({
  ...Person,
  kind: BookmarkKind,
  page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIST_POSITION, description: 'default 1' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 20' })),
});
export type BookmarkListQuery = Static<typeof BookmarkListQuery>;
export const BookmarkItem = Type.Object({
  kind: BookmarkKind,
  item_id: Type.String(),
  title: Nullable(Type.String()),
  syllabus_id: Nullable(Type.Integer()),
  l1_syllabus_id: Nullable(Type.Integer()),
  group_id: Nullable(Type.Integer()),
  group_name: Nullable(Type.String()),
  language_id: Nullable(Type.Integer()),
  bookmarked_on: Type.String(),
  /** Content bookmarks: the catalogue's kind and thumbnail storage key (null when unknown). */
  content_kind: Nullable(Type.String()),
  thumbnail_key: Nullable(Type.String()),
  /** The rest of the payload the client sent when bookmarking (e.g. paper_flag, class_id, package_details). */
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type BookmarkItem = Static<typeof BookmarkItem>;
export const BookmarkListData = Type.Object({
  kind: BookmarkKind,
  total_count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  items: Type.Array(BookmarkItem),
});
export type BookmarkListData = Static<typeof BookmarkListData>;
