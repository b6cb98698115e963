import Type, { type Static } from 'typebox';
import { AccessDecision } from './access.js';
import { Id, IdOrDigits, ListPosition, MAX_DB_INTEGER, Nullable } from './common.js';

// Content calls (spec 000 §7 Content, spec 001 §7 Other, spec 002 §3 and §7.1).

/** The kinds of content (DOMAIN.md); the player picks its viewer by this. */
export const PlayerContentKind = Type.Union([
  Type.Literal('video'),
  Type.Literal('interactive'),
  Type.Literal('pdf'),
  Type.Literal('html'),
  Type.Literal('game'),
  Type.Literal('study_notes'),
  Type.Literal('practice_test'),
  Type.Literal('h5p'),
  Type.Literal('scorm'),
]);
export type PlayerContentKind = Static<typeof PlayerContentKind>;

/** Ids may come as a JSON list or as the comma list the old clients send. */
export const ContentIdList = Type.Union([
  Type.Array(Id(), { maxItems: 200 }),
  Type.String({ maxLength: 4_000, description: 'comma list of content ids' }),
]);
/** The specs' clients send flags as 0/1, as booleans or as text. */
export const ContentFlag = Type.Union([
  Type.Boolean(),
  Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER }),
  Type.String({ maxLength: 10 }),
]);

/**
 * One content item as the player needs it (spec 002 §3). Media fields are signed URLs valid for
 * `url_expires_in` seconds, or null: for guests (then `requires_sign_in` is true, the client asks
 * them to sign in) and when the content has no such media (content_url null: show 'No data found..').
 */
export const ContentDetail = Type.Object({
  content_id: Type.Integer(),
  content_title: Type.String(),
  content_kind: PlayerContentKind,
  language_id: Type.Integer(),
  version: Type.Integer(),
  crs_id: Nullable(Type.String()),
  old_content_id: Nullable(Type.String()),
  content_url: Nullable(
    Type.String({ description: 'signed URL of the main media (mp4, pdf, html, lesson json, swf)' }),
  ),
  content_url_mp4: Nullable(Type.String({ description: 'videos: signed URL of the mp4' })),
  content_transcoded_url: Nullable(Type.String({ description: 'signed URL of the transcoded mp4, when one exists' })),
  video_path: Nullable(Type.String({ description: 'videos: the URL to play (transcoded mp4 first)' })),
  thumbnail: Nullable(Type.String()),
  lecture_path: Nullable(Type.String({ description: 'pdf and study notes: signed URL of the pdf' })),
  recorded_lecture_path: Nullable(Type.String()),
  /** Relative URL of GET /api/content/interactiveLesson/{id} for interactive lessons. */
  interactive_lesson_path: Nullable(Type.String()),
  group_id: Nullable(Type.Integer()),
  group_category_id: Nullable(Type.Integer({ description: '1 learn, 2 practice, 3 test' })),
  group_name: Nullable(Type.String()),
  syllabus_id: Nullable(Type.Integer()),
  syllabus_mapping_id: Nullable(Type.Integer()),
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  level2_name: Nullable(Type.String({ description: 'name of the subject the content sits under' })),
  video_id: Nullable(Type.String()),
  template_id: Nullable(Type.Integer()),
  service_name: Nullable(Type.String()),
  total_media_time: Type.String({ description: 'HH:MM:SS; 00:00:00 when the content has no duration' }),
  content_size: Nullable(Type.Integer()),
  is_flash: Type.Boolean({ description: 'swf content: the player shows the end-of-Flash alert' }),
  is_online_only: Type.Boolean(),
  requires_sign_in: Type.Boolean({ description: 'true for guests: media URLs are withheld' }),
  locked: Type.Boolean({
    description: 'true when the access gate refuses this item to the signed-in caller: media URLs are withheld',
  }),
  lock_explanation: Nullable(Type.String({ description: 'why the item is locked and what would unlock it' })),
  url_expires_in: Nullable(Type.Integer({ description: 'seconds the signed URLs stay valid' })),
  /**
   * The access gate's decision for the caller (the same as POST /access/decide): the player shows its
   * prompt without a second call. Asking for one content id opens it (a 17250 learner's free item is
   * used and recorded then); in a list, an item that would use a free item is allowed but its media
   * URLs are null until it is opened on its own.
   */
  access: AccessDecision,
  tag_data: Type.Array(
    Type.Object({
      tag_id: Type.Integer(),
      tag_name: Type.String(),
      tag_value_id: Type.Integer(),
      tag_value: Type.String(),
    }),
  ),
});
export type ContentDetail = Static<typeof ContentDetail>;

/** Every detail read answers a list, in the order asked, and the ids it did not find. */
export const ContentDetailList = Type.Object({
  content_details: Type.Array(ContentDetail),
  missing_ids: Type.Array(Type.String()),
});
export type ContentDetailList = Static<typeof ContentDetailList>;

/** POST /api/content/contentDetails.1.0 (spec 000 §7: {hash}.1.0). */
export const ContentDetailsBody = Type.Object({
  content_ids: ContentIdList,
  language_id: Type.Optional(Id()),
  Is_learnlist: Type.Optional(ContentFlag),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
});
export type ContentDetailsBody = Static<typeof ContentDetailsBody>;

/** GET /api/content/v2/contentDetailsByContentIds: 204 without a body when no id is found. */
export const ContentDetailsByIdsQuery = Type.Object({
  contentIds: Type.String({ minLength: 1, maxLength: 4_000, description: 'comma list of content ids' }),
  languageId: Type.Optional(Id()),
  groupId: Type.Optional(Id({ description: 'the group the content is opened from: picks among its places' })),
  /** The homework the content is opened from: the gate reads the assignment (mode 1 for a school's). */
  assignId: Type.Optional(IdOrDigits()),
});
export type ContentDetailsByIdsQuery = Static<typeof ContentDetailsByIdsQuery>;

/** POST /api/content/v2/contentDetailByOldContentIds. */
export const OldContentIdsBody = Type.Object({
  oldContentIds: Type.Union([
    Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200 }),
    Type.String({ maxLength: 20_200, description: 'comma list of at most 200 old ids' }),
  ]),
  languageId: Type.Optional(Id()),
  /** The homework the content is opened from: the gate reads the assignment (mode 1 for a school's). */
  assign_id: Type.Optional(IdOrDigits()),
});
export type OldContentIdsBody = Static<typeof OldContentIdsBody>;

/** GET /api/content/v2/contentDetailByCrsId. */
export const CrsIdQuery = Type.Object({
  crsId: Type.String({ minLength: 1, maxLength: 100 }),
  languageId: Type.Optional(Id()),
});
export type CrsIdQuery = Static<typeof CrsIdQuery>;

/** POST /api/content/v2/guidedModeContentDetailByContentIds (guided learners 10-12 send no language). */
export const GuidedContentDetailsBody = Type.Object({
  content_ids: ContentIdList,
  language_id: Type.Optional(Id()),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
});
export type GuidedContentDetailsBody = Static<typeof GuidedContentDetailsBody>;

/** POST /api/content/getAllContentDetails: every content of a syllabus node (or of a list), paged. */
export const AllContentDetailsBody = Type.Object({
  syllabus_id: Type.Optional(Id()),
  group_id: Type.Optional(Id()),
  content_ids: Type.Optional(ContentIdList),
  language_id: Type.Optional(Id()),
  start_index: Type.Optional(ListPosition({ minimum: 1 })),
  end_index: Type.Optional(ListPosition({ minimum: 1 })),
});
export type AllContentDetailsBody = Static<typeof AllContentDetailsBody>;

/** POST /api/content/v2/searchContentBySyllabus (spec 000 §9: range 1-10, stages '1,2,3,4,5', role_id 4). */
export const SearchContentBody = Type.Object({
  syllabus_id: Id(),
  search_text: Type.Optional(Type.String({ maxLength: 200 })),
  content_title: Type.Optional(Type.String({ maxLength: 200 })),
  start_index: Type.Optional(ListPosition({ minimum: 1 })),
  end_index: Type.Optional(ListPosition({ minimum: 1 })),
  stages: Type.Optional(Type.String({ maxLength: 50, description: "default '1,2,3,4,5'" })),
  role_id: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER, description: 'default 4' })),
  language_id: Type.Optional(Id()),
});
export type SearchContentBody = Static<typeof SearchContentBody>;

export const SearchContentData = Type.Object({
  content_details: Type.Array(ContentDetail),
  total_count: Type.Integer(),
  start_index: Type.Integer(),
  end_index: Type.Integer(),
});
export type SearchContentData = Static<typeof SearchContentData>;

/** GET /api/content/interactiveLesson/{contentId}?languageId=&id=<cache-buster>. */
export const InteractiveLessonParams = Type.Object({ contentId: Id() });
export const InteractiveLessonQuery = Type.Object({
  languageId: Type.Optional(Id()),
  id: Type.Optional(Type.String({ maxLength: 100, description: 'cache-busting value; ignored' })),
  /** The homework the content is opened from: the gate reads the assignment (mode 1 for a school's). */
  assignId: Type.Optional(IdOrDigits()),
});
export type InteractiveLessonQuery = Static<typeof InteractiveLessonQuery>;

export const LessonSlide = Type.Object({
  slide_id: Type.Integer(),
  slide_order: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  bullet_points: Type.Array(Type.String()),
  start_time_ms: Type.Integer(),
});
export type LessonSlide = Static<typeof LessonSlide>;

/** activity_type 1 test (test_id), 2 content (content_id), 3 question (question_id, template_id, question_type). */
export const LessonActivity = Type.Object({
  activity_id: Type.Integer(),
  activity_type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  title: Type.String(),
  after_slide_id: Type.Integer(),
  test_id: Type.Optional(Type.Integer()),
  content_id: Type.Optional(Type.Integer()),
  question_id: Type.Optional(Type.Integer()),
  template_id: Type.Optional(Type.Integer()),
  question_type: Type.Optional(Type.Integer()),
});
export type LessonActivity = Static<typeof LessonActivity>;

export const InteractiveLesson = Type.Object({
  content_id: Type.Integer(),
  language_id: Type.Integer(),
  title: Type.String(),
  video_meta_info: Type.Array(
    Type.Object({
      video_id: Type.String(),
      video_title: Type.String(),
      slides_details: Type.Array(LessonSlide),
    }),
  ),
  activity_details: Type.Array(LessonActivity),
});
export type InteractiveLesson = Static<typeof InteractiveLesson>;

// Content updates (staff, spec 001 §7): each carries the version the editor saw; a stale one is 409 CONFLICT.

export const UpdateContentSizeBody = Type.Object({
  content_id: Id(),
  content_size: Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER, description: 'bytes' }),
  version: Id(),
});
export type UpdateContentSizeBody = Static<typeof UpdateContentSizeBody>;

export const UpdateContentTranscodedUrlBody = Type.Object({
  content_id: Id(),
  content_transcoded_url: Type.String({
    minLength: 1,
    maxLength: 1000,
    description: "a storage key or a media URL of an mp4 the content's owner may use",
  }),
  content_version: Id(),
});
export type UpdateContentTranscodedUrlBody = Static<typeof UpdateContentTranscodedUrlBody>;

export const UpdateContentTagValueBody = Type.Object({
  content_id: Id(),
  tag_id: Id(),
  tag_value_id: Id(),
  tag_value: Type.String({ minLength: 1, maxLength: 200 }),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  /** Optional here: the specs' call names no version; when sent it is checked like the others. */
  version: Type.Optional(Id()),
});
export type UpdateContentTagValueBody = Static<typeof UpdateContentTagValueBody>;

export const ContentUpdateData = Type.Object({
  content_id: Type.Integer(),
  version: Type.Integer({ description: 'the new content version' }),
  syllabus_versions: Type.Array(Type.Object({ board_id: Type.Integer(), class_id: Type.Integer() }), {
    description: 'the board/class pairs whose syllabus version was bumped',
  }),
});
export type ContentUpdateData = Static<typeof ContentUpdateData>;
