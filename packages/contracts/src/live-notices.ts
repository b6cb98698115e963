import Type, { type Static } from 'typebox';
import { IsoInstant } from './assessments-assign.js';
import { Id, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';

// Notices (spec 001 §3 "Notice search", §7 the notices calls; calls-chosen.tsv saveNotice
// and markNoticeRead). A school's teacher or admin writes a notice to the school, classes, sections or
// parents, with attached files and a publish time; its readers see it once published, mark it read,
// and the writer sees who has read it.

/** Top notices: 3 (spec 001 §9). */
export const TOP_NOTICES = 3;
/** Teacher search limit: 30 (spec 001 §9). */
export const NOTICE_SEARCH_LIMIT = 30;
export const NOTICE_TEXT_MAX = 4000;
export const NOTICE_TITLE_MAX = 150;
export const NOTICE_ATTACHMENTS_MAX = 5;

export const NoticeAudienceValue = Type.Union(
  [Type.Literal('school'), Type.Literal('classes'), Type.Literal('sections'), Type.Literal('parents')],
  {
    description:
      'school: its learners and their parents; classes / sections: the learners of those; parents: the parents ' +
      'of learners of the chosen sections or classes (of the whole school when none is chosen)',
  },
);
export type NoticeAudience = Static<typeof NoticeAudienceValue>;

const MediaKey = Type.String({ minLength: 1, maxLength: 500, description: 'a key of an uploaded file' });

/**
 * POST /live-class/teacher/notices/saveNotice. Without notice_id: a new notice. With notice_id: its
 * author (or an admin of its school) changes it, or removes it with is_deleted. publish_at in the future
 * hides it from readers until then; absent or past: published at once.
 */
export const SaveNoticeBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  notice_id: Type.Optional(IdOrDigits()),
  is_deleted: Type.Optional(Type.Boolean()),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  notice_title: Type.Optional(Nullable(Type.String({ maxLength: NOTICE_TITLE_MAX }))),
  notice_text: Type.Optional(Type.String({ maxLength: NOTICE_TEXT_MAX })),
  audience: Type.Optional(NoticeAudienceValue),
  class_ids: Type.Optional(Type.Array(Id({ description: 'class_id' }), { maxItems: 50 })),
  section_ids: Type.Optional(Type.Array(Id({ description: 'section_id' }), { maxItems: 100 })),
  attachments: Type.Optional(Type.Array(MediaKey, { maxItems: NOTICE_ATTACHMENTS_MAX })),
  publish_at: Type.Optional(Nullable(IsoInstant)),
  /**
   * A new notice's client-made id (a notice written offline waits in the device's outbox): sent again,
   * it is the same notice (replayed: true). Not for a change of an existing notice.
   */
  client_notice_id: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      maxLength: 64,
      description: 'made by the client for a new notice',
    }),
  ),
});
export type SaveNoticeBody = Static<typeof SaveNoticeBody>;

export const NoticeAttachment = Type.Object({
  key: Type.String(),
  name: Type.String(),
  url: Type.String({ description: 'a signed download link' }),
});

const NoticeFields = {
  notice_id: Type.Integer(),
  school_id: Type.Integer(),
  author_uuid: Type.String(),
  author_name: Type.String(),
  notice_title: Nullable(Type.String()),
  notice_text: Type.String(),
  audience: NoticeAudienceValue,
  class_ids: Type.Array(Type.Integer()),
  section_ids: Type.Array(Type.Integer()),
  audience_label: Type.String({ description: 'who it is for, in words (e.g. "Sections 10-A, 10-B")' }),
  attachments: Type.Array(NoticeAttachment),
  publish_at: Type.String({ description: 'ISO instant; readers see it from then' }),
  published: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
  is_read: Type.Boolean({ description: 'read by the caller' }),
  read_at: Nullable(Type.String()),
};
export const Notice = Type.Object(NoticeFields);
export type Notice = Static<typeof Notice>;

export const SaveNoticeData = Type.Object({
  notice: Nullable(Notice),
  deleted: Type.Boolean(),
  /** This client_notice_id was saved before: the notice as it is, nothing written again. */
  replayed: Type.Boolean(),
  /**
   * The publish time the writer asked for, when it had already passed as the notice arrived (written
   * offline and sent late): the notice was published at once, and the writer is told. Null otherwise.
   */
  publish_at_passed: Nullable(Type.String()),
});
export type SaveNoticeData = Static<typeof SaveNoticeData>;

/** GET /live-class/notices/getTopThreeNotices: the caller's three newest published notices (a parent: uuid names the child). */
export const TopNoticesQuery = Type.Object({
  uuid: Type.Optional(Uuid),
});
export type TopNoticesQuery = Static<typeof TopNoticesQuery>;

export const NoticeListData = Type.Object({
  notices: Type.Array(Notice),
  total: Type.Integer(),
  unread_count: Type.Integer(),
});
export type NoticeListData = Static<typeof NoticeListData>;

const ListType = Type.Union([Type.Literal('sent'), Type.Literal('school'), Type.Integer({ minimum: 1, maximum: 2 })], {
  description: "1 or 'sent': sent by me (default); 2 or 'school': all of the school",
});

/** POST /live-class/teacher/notices/searchNoticesUniversity: the notice-search fields of spec 001 §3. */
export const SearchNoticesBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  list_type: Type.Optional(ListType),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  user_role: Type.Optional(Nullable(Type.String({ maxLength: 50, description: 'legacy; the token decides' }))),
  page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTICE_SEARCH_LIMIT })),
  board_id: Type.Optional(Nullable(IdOrDigits())),
  class_id: Type.Optional(Nullable(IdOrDigits())),
  section_id: Type.Optional(Nullable(IdOrDigits())),
  notice_text: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
});
export type SearchNoticesBody = Static<typeof SearchNoticesBody>;

export const SentNotice = Type.Object({
  ...NoticeFields,
  read_count: Type.Integer(),
  audience_size: Type.Integer(),
});
export type SentNotice = Static<typeof SentNotice>;

export const SearchNoticesData = Type.Object({
  notices: Type.Array(SentNotice),
  total: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
});
export type SearchNoticesData = Static<typeof SearchNoticesData>;

/** POST /live-class/notices/noticeCount: unread published notices of the caller (a parent: uuid names the child). */
export const NoticeCountBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
});
export type NoticeCountBody = Static<typeof NoticeCountBody>;

export const NoticeCountData = Type.Object({
  unread_count: Type.Integer(),
  total: Type.Integer(),
});
export type NoticeCountData = Static<typeof NoticeCountData>;

/** POST /live-class/notices/markNoticeRead: read receipts; marking again keeps the first time. */
export const MarkNoticeReadBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  notice_ids: Type.Array(IdOrDigits(), { minItems: 1, maxItems: 100 }),
});
export type MarkNoticeReadBody = Static<typeof MarkNoticeReadBody>;

export const MarkNoticeReadData = Type.Object({
  notice_ids: Type.Array(Type.Integer()),
  newly_read: Type.Integer(),
});
export type MarkNoticeReadData = Static<typeof MarkNoticeReadData>;

/** POST /live-class/notices/myNotices: the notice board, a page at a time. */
export const MyNoticesBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  order: Type.Optional(Type.Union([Type.Literal('unread_first'), Type.Literal('newest')])),
  unread_only: Type.Optional(Type.Boolean()),
});
export type MyNoticesBody = Static<typeof MyNoticesBody>;

/** POST /live-class/teacher/notices/noticeReceipts: who of the audience has read a notice, and who not. */
export const NoticeReceiptsBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  notice_id: IdOrDigits(),
});
export type NoticeReceiptsBody = Static<typeof NoticeReceiptsBody>;

export const NoticeReceipt = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  role: Type.Union([Type.Literal('learner'), Type.Literal('parent')]),
  section_name: Nullable(Type.String()),
  read_at: Nullable(Type.String()),
});

export const NoticeReceiptsData = Type.Object({
  notice_id: Type.Integer(),
  audience_size: Type.Integer(),
  read_count: Type.Integer(),
  receipts: Type.Array(NoticeReceipt),
});
export type NoticeReceiptsData = Static<typeof NoticeReceiptsData>;
