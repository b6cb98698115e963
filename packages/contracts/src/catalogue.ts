import Type, { type Static } from 'typebox';
import { Id, IdOrZero, INT32_DIGITS, LegacyCallFields, ListPosition, MAX_DB_INTEGER, Nullable } from './common.js';

// The catalogue calls (spec/calls.tsv, module catalogue): the syllabus tree, groups and content
// lists. Field names are the specs' own; where the specs show no payload or answer, the schema's
// description says what was chosen.

// ---------------------------------------------------------------- request pieces

/** An id in a query: absent (or 0) means "none given", and list calls then answer an empty list. */
const QueryId = (description?: string) => Type.Optional(IdOrZero({ ...(description && { description }) }));
/** A comma-separated id list in a query (`rackIds=1,2,3`); empty means none. */
const QueryIdList = (description: string) =>
  Type.Optional(
    Type.String({ pattern: `^\\s*(${INT32_DIGITS}(\\s*,\\s*${INT32_DIGITS})*)?\\s*$`, maxLength: 4000, description }),
  );
const QueryText = (description?: string) =>
  Type.Optional(Type.String({ maxLength: 200, ...(description && { description }) }));

/**
 * The catalogue's medium filter (a language_id): only groups with a variant in that medium, or only
 * content in it. Absent or 0: every medium, the caller's own first.
 */
const MediumFilter = QueryId('only items in this medium of instruction (language_id); absent or 0: every medium');

/** Fields the specs' clients send on catalogue calls; accepted, and decided by the server instead. */
const ClientHints = {
  version: QueryText('the version the client has cached; the answer carries the current one (and an ETag)'),
  userType: QueryText('accepted, ignored: the server takes the user type from the token (spec 000 §6)'),
  uuid: QueryText('accepted; the signed-in user comes from the token'),
  v: QueryText(),
  ...LegacyCallFields,
};

const Paging = {
  startIndex: Type.Optional(ListPosition({ minimum: 1, description: '1-based, inclusive' })),
  endIndex: Type.Optional(ListPosition({ minimum: 1, description: 'inclusive; held within the call’s range' })),
};

// ---------------------------------------------------------------- answers: the tree

const SyllabusNodeFields = {
  syllabus_id: Type.Integer(),
  syllabus_name: Type.String(),
  name: Type.String({ description: 'same as syllabus_name (spec 000 §3: "syllabus_name (or name)")' }),
  syllabus_type_id: Type.Integer({ description: '3 board, 2 class, 4 subject, 48 e-book' }),
  rack_type_id: Nullable(Type.Integer({ description: '3 class, 4 subject, 5 chapter, 6 topic, 7 sub-subject' })),
  parent_id: Nullable(Type.Integer()),
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  order: Type.Integer(),
  has_child: Type.Boolean(),
  child_count: Type.Integer({
    description: 'levels below: classes, subjects, chapters or topics; e-books (48) are not counted',
  }),
  version: Type.Integer({ description: 'syllabus version of the node’s board and class (1 for boards)' }),
  tag_value_id: Nullable(Type.Integer()),
  is_custom_rack: Type.Integer({ description: '1 on a school’s own rack' }),
  group_presentation: Nullable(
    Type.Integer({ description: '2, 0, 4 or null open /syllabus-group-detail; other values /study-syllabus' }),
  ),
  book_code: Nullable(Type.String({ description: 'e-books (type 48) only' })),
};
/** A node of the syllabus tree (spec 000 §3). */
export const SyllabusNode = Type.Object(SyllabusNodeFields);
export type SyllabusNode = Static<typeof SyllabusNode>;

/** A node with its direct children (child lists, parent detail with detailFlag). */
export const SyllabusNodeWithChildren = Type.Object({ ...SyllabusNodeFields, child_list: Type.Array(SyllabusNode) });
export type SyllabusNodeWithChildren = Static<typeof SyllabusNodeWithChildren>;

/**
 * A syllabus child as the /syllabus/* calls name it (spec 002 §3). A node is its own container and
 * rack here: container_id = rack_id = the node id; rack_type_id is its level.
 */
export const SyllabusChild = Type.Object({
  container_id: Type.Integer(),
  rack_id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  rack_type_id: Nullable(Type.Integer()),
  is_custom_rack: Type.Integer(),
  syllabus_type_id: Type.Integer(),
  parent_id: Nullable(Type.Integer()),
  has_child: Type.Boolean(),
  version: Type.Integer(),
  group_presentation: Nullable(Type.Integer()),
});
export type SyllabusChild = Static<typeof SyllabusChild>;

// ---------------------------------------------------------------- answers: groups and content

export const LanguageGroupEntry = Type.Object({
  group_id: Type.Integer(),
  group_name: Type.String(),
  language_id: Type.Integer(),
});

/** A group (spec 000 §3). group_id is the variant chosen for the asked language; groupParentId the default-language group. */
export const Group = Type.Object({
  group_id: Type.Integer(),
  group_name: Type.String(),
  group_description: Nullable(Type.String()),
  group_thumbnail: Nullable(Type.String()),
  group_icon: Nullable(Type.String()),
  group_category_id: Type.Integer({ description: '1 learn, 2 practice, 3 test' }),
  language_id: Type.Integer(),
  groupParentId: Nullable(Type.Integer()),
  order: Type.Integer(),
  is_premium: Type.Boolean({ description: 'High Weightage Content, Detailed Learning, Recommended Content' }),
  content_count: Type.Optional(Type.Integer({ description: 'content under the asked node (group lists by node)' })),
  language_group: Type.Array(LanguageGroupEntry),
});
export type Group = Static<typeof Group>;

export const TagData = Type.Object({
  tag_id: Type.Integer(),
  tag_name: Type.String(),
  tag_value_id: Type.Integer(),
  tag_value: Type.String(),
});
export type TagData = Static<typeof TagData>;

/**
 * A content item in a list (spec 000 §3, spec 002 §3): metadata only. `thumbnail` is the storage
 * key of the thumbnail (the content and media calls hand out signed URLs); media URLs are never
 * in lists.
 */
export const ContentItem = Type.Object({
  content_id: Type.Integer(),
  content_title: Type.String(),
  content_kind: Type.String({
    description: 'video, interactive, pdf, html, game, study_notes, practice_test, h5p, scorm',
  }),
  syllabus_mapping_id: Type.Integer(),
  syllabus_id: Type.Integer(),
  group_id: Type.Integer(),
  group_name: Type.String(),
  group_category_id: Type.Integer(),
  subject_id: Nullable(Type.Integer()),
  chapter_id: Nullable(Type.Integer()),
  order: Type.Integer(),
  thumbnail: Nullable(Type.String()),
  total_media_time: Type.String({ description: 'HH:MM:SS' }),
  total_media_time_ms: Type.Integer(),
  version: Type.Integer({ description: 'the content’s own version' }),
  language_id: Type.Integer(),
  crs_id: Nullable(Type.String()),
  old_content_id: Nullable(Type.String()),
  template_id: Nullable(Type.Integer()),
  service_name: Nullable(Type.String()),
  has_media: Type.Boolean({ description: 'false: the player shows the "No data found.." alert' }),
  is_online_only: Type.Boolean(),
  tag_data: Type.Array(TagData),
});
export type ContentItem = Static<typeof ContentItem>;

// ---------------------------------------------------------------- tree reads

/** GET /syllabus-v2/childList, /childList/v2.0.1, /guestChildList. Guest-allowed. Answers carry an ETag. */
export const ChildListQuery = Type.Object({
  boardId: QueryId('the board; alone it lists the board’s classes'),
  syllabusId: QueryId('the node whose children are listed'),
  ...ClientHints,
});
export type ChildListQuery = Static<typeof ChildListQuery>;
/** `parent` is the node asked about (null when no id was given), `child_list` its children. */
export const ChildListData = Type.Object({
  version: Type.Integer(),
  parent: Nullable(SyllabusNode),
  child_list: Type.Array(SyllabusNode),
});
export type ChildListData = Static<typeof ChildListData>;

/** GET /syllabus-v2/boardList. Guest-allowed. boardStage, sapVisibility, otherBoard are accepted and change nothing. */
export const BoardListQuery = Type.Object({
  boardStage: QueryText(),
  sapVisibility: QueryText(),
  otherBoard: QueryText(),
  ...ClientHints,
});
export type BoardListQuery = Static<typeof BoardListQuery>;
export const BoardListData = Type.Array(SyllabusNode);

/** GET /syllabus-v2/syllabusParentDetail. Guest-allowed. detailFlag=1 adds the node's children. */
export const ParentDetailQuery = Type.Object({
  syllabusId: QueryId(),
  detailFlag: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  ...ClientHints,
});
export type ParentDetailQuery = Static<typeof ParentDetailQuery>;
/** The node, and its ancestors from the board down (parent_list excludes the node itself). */
export const ParentDetailData = Type.Object({
  version: Type.Integer(),
  syllabus: Nullable(SyllabusNodeWithChildren),
  parent_list: Type.Array(SyllabusNode),
});
export type ParentDetailData = Static<typeof ParentDetailData>;

/** GET /syllabus-v2/syllabusDetailById: one node with its children; null when no id is given, 404 when unknown. */
export const SyllabusDetailQuery = Type.Object({ syllabusId: QueryId(), ...ClientHints });
export type SyllabusDetailQuery = Static<typeof SyllabusDetailQuery>;
export const SyllabusDetailData = Nullable(SyllabusNodeWithChildren);

/** GET /arjuna/classDetail. aggregatorMode 2 (offline) adds every group and content item of the class. */
export const ClassDetailQuery = Type.Object({
  boardId: QueryId(),
  classId: QueryId(),
  aggregatorMode: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 default, 2 offline' })),
  ...ClientHints,
});
export type ClassDetailQuery = Static<typeof ClassDetailQuery>;
export const ClassDetailData = Type.Object({
  version: Type.Integer(),
  aggregator_mode: Type.Integer(),
  class_node: Nullable(SyllabusNode),
  subjects: Type.Array(SyllabusNode),
  chapters: Type.Array(SyllabusNode),
  topics: Type.Array(SyllabusNode),
  e_books: Type.Array(SyllabusNode),
  groups: Type.Optional(Type.Array(Group, { description: 'aggregatorMode 2 only' })),
  contents: Type.Optional(
    Type.Array(ContentItem, { description: 'aggregatorMode 2 only: every mapping of the class' }),
  ),
});
export type ClassDetailData = Static<typeof ClassDetailData>;

/** GET /arjuna/syllabusData/v2.1.2: a node (chapter screen), its children (topics) and its group tabs. */
export const SyllabusDataQuery = Type.Object({
  boardId: QueryId(),
  classId: QueryId(),
  syllabusId: QueryId(),
  aggregatorMode: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  languageId: QueryId(),
  ...ClientHints,
});
export type SyllabusDataQuery = Static<typeof SyllabusDataQuery>;
export const SyllabusData = Type.Object({
  version: Type.Integer(),
  syllabus: Nullable(SyllabusNode),
  child_list: Type.Array(SyllabusNode),
  group_list: Type.Array(Group),
});
export type SyllabusData = Static<typeof SyllabusData>;

/** GET /syllabus-v2/boardDetail (spec 001 §7): the board, the class and the class's subjects. */
export const BoardDetailQuery = Type.Object({ boardId: QueryId(), classId: QueryId(), ...ClientHints });
export type BoardDetailQuery = Static<typeof BoardDetailQuery>;
export const BoardDetailData = Type.Object({
  version: Type.Integer(),
  board: Nullable(SyllabusNode),
  class_node: Nullable(SyllabusNode),
  subject_list: Type.Array(SyllabusNode),
});
export type BoardDetailData = Static<typeof BoardDetailData>;

/** POST /syllabus-v2/syllabusInfo: the nodes of a list of ids. */
export const SyllabusInfoBody = Type.Object({
  syllabus_list: Type.Array(Id(), { maxItems: 500 }),
  ...LegacyCallFields,
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SyllabusInfoBody = Static<typeof SyllabusInfoBody>;
export const SyllabusNodeList = Type.Array(SyllabusNode);

/** GET /syllabus-v2/syllabusEntityListBySyllabusId: nodes of a type (48 e-books) under a class or subject. */
export const EntityListQuery = Type.Object({
  syllabusId: QueryId(),
  syllabusTypeId: Type.Optional(Id({ description: '48 for e-books (default)' })),
  ...ClientHints,
});
export type EntityListQuery = Static<typeof EntityListQuery>;

/** GET /syllabus-v2/bookSyllabusList: e-books of the given boards. */
export const BookSyllabusListQuery = Type.Object({ boardIds: QueryIdList('board ids'), ...ClientHints });
export type BookSyllabusListQuery = Static<typeof BookSyllabusListQuery>;

/** GET /syllabus-v2/bookCodeDetail: the e-book of a book code with its ancestors; null when no code, 404 when unknown. */
export const BookCodeQuery = Type.Object({ bookCode: QueryText(), ...ClientHints });
export type BookCodeQuery = Static<typeof BookCodeQuery>;
export const BookCodeData = Nullable(Type.Object({ book: SyllabusNode, parent_list: Type.Array(SyllabusNode) }));

/** GET /syllabus-v2/courseSyllabusList: the board/class of each of the user's (or active child's) sections, with subjects. */
export const CourseSyllabusQuery = Type.Object({ ...ClientHints });
export const CourseSyllabusData = Type.Array(
  Type.Object({
    board_id: Type.Integer(),
    board_name: Type.String(),
    class_id: Type.Integer(),
    class_name: Type.String(),
    version: Type.Integer(),
    subject_list: Type.Array(SyllabusNode),
  }),
);

/** GET /syllabus-v2/syllabusMappingDetail: where a node (or a paper's node) sits: board, class, subject, chapter, topic. */
export const MappingDetailQuery = Type.Object({ syllabusId: QueryId(), paperId: QueryId(), ...ClientHints });
export type MappingDetailQuery = Static<typeof MappingDetailQuery>;
export const MappingDetailData = Nullable(
  Type.Object({
    paper_id: Nullable(Type.Integer()),
    paper_name: Nullable(Type.String()),
    group_id: Nullable(Type.Integer()),
    syllabus_id: Type.Integer(),
    board_id: Nullable(Type.Integer()),
    class_id: Nullable(Type.Integer()),
    subject_id: Nullable(Type.Integer()),
    chapter_id: Nullable(Type.Integer()),
    topic_id: Nullable(Type.Integer()),
    version: Type.Integer(),
    parent_list: Type.Array(SyllabusNode),
  }),
);

/** GET /syllabus/getChild (guest) and /syllabus/v2/getRackDetail (user), /syllabus/getParent (guest): spec 002 §7.1. */
export const GetChildQuery = Type.Object({ boardId: QueryId(), containerId: QueryId(), ...ClientHints });
export type GetChildQuery = Static<typeof GetChildQuery>;
export const GetParentQuery = Type.Object({
  boardId: QueryId(),
  containerId: QueryId(),
  resultType: QueryText('"parent" or 1: only the direct parent; otherwise the whole chain from the board down'),
  ...ClientHints,
});
export type GetParentQuery = Static<typeof GetParentQuery>;
export const RackDetailQuery = Type.Object({
  boardId: QueryId(),
  rackIds: QueryIdList('rack (node) ids'),
  ...ClientHints,
});
export type RackDetailQuery = Static<typeof RackDetailQuery>;
export const SyllabusChildList = Type.Array(SyllabusChild);

// ---------------------------------------------------------------- custom subjects

/** A school's own subject, made of racks (spec 000 §3). Only the school's people see it. */
export const CustomSubject = Type.Object({
  custom_subject_id: Type.Integer(),
  custom_subject_name: Type.String(),
  school_id: Type.Integer(),
  board_id: Type.Integer(),
  class_id: Type.Integer(),
  isCustomRack: Type.Boolean(),
  is_custom_rack: Type.Integer(),
  syllabus_ids: Type.Array(Type.Integer(), { description: 'the racks (nodes) the subject is made of' }),
});
export type CustomSubject = Static<typeof CustomSubject>;

/** GET /syllabus-v2/customSubjectListing. syllabusId is the class; schoolId defaults to the caller's school. */
export const CustomSubjectListingQuery = Type.Object({
  boardId: QueryId(),
  syllabusId: QueryId('the class'),
  schoolId: QueryId(),
  custom_subject_id: QueryId(),
  ...ClientHints,
});
export type CustomSubjectListingQuery = Static<typeof CustomSubjectListingQuery>;
export const CustomSubjectList = Type.Array(CustomSubject);

/** GET /syllabus-v2/customSyllabusParentDetail: a custom subject, its board and class, and its racks. */
export const CustomParentDetailQuery = Type.Object({
  customSubjectId: QueryId(),
  schoolId: QueryId(),
  ...ClientHints,
});
export type CustomParentDetailQuery = Static<typeof CustomParentDetailQuery>;
export const CustomParentDetailData = Nullable(
  Type.Object({
    custom_subject: CustomSubject,
    parent_list: Type.Array(SyllabusNode),
    child_list: Type.Array(SyllabusNode),
  }),
);

// ---------------------------------------------------------------- groups

/** GET /syllabus-v2/groupListBySyllabusId/v2.1.1: groups with content under the node (any depth). */
export const GroupListBySyllabusQuery = Type.Object({
  syllabusId: QueryId(),
  versionName: QueryText(),
  languageId: QueryId(
    "omitted for groups 3982/3983 and guided users: the default language is used; omitted otherwise: the caller's medium of instruction",
  ),
  mediumId: MediumFilter,
  groupId: QueryId(),
  groupCategoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  syllabusGroupMode: QueryText('accepted; every mode answers the same list'),
  ...ClientHints,
});
export type GroupListBySyllabusQuery = Static<typeof GroupListBySyllabusQuery>;
export const GroupList = Type.Array(Group);

/** GET /syllabus-v2/groupList: every group, range 1 to 500. */
export const GroupListQuery = Type.Object({
  ...Paging,
  groupCategoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  languageId: QueryId(),
  ...ClientHints,
});
export type GroupListQuery = Static<typeof GroupListQuery>;

/** POST /syllabus-v2/groupListByIds. */
export const GroupListByIdsBody = Type.Object({
  group_ids: Type.Array(Id(), { maxItems: 500 }),
  language_id: Type.Optional(Id()),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  ...LegacyCallFields,
});
export type GroupListByIdsBody = Static<typeof GroupListByIdsBody>;

/** GET /syllabus-v2/groupSyllabusMappingList: per group, the chapters (or subjects) of a class with content in it. */
export const GroupSyllabusMappingQuery = Type.Object({
  boardId: QueryId(),
  classId: QueryId(),
  groupIds: QueryIdList('group ids'),
  ...ClientHints,
});
export type GroupSyllabusMappingQuery = Static<typeof GroupSyllabusMappingQuery>;
export const GroupSyllabusMappingList = Type.Array(
  Type.Object({
    group_id: Type.Integer(),
    syllabus_id: Type.Integer(),
    syllabus_name: Type.String(),
    rack_type_id: Nullable(Type.Integer()),
    subject_id: Nullable(Type.Integer()),
    content_count: Type.Integer(),
  }),
);

// ---------------------------------------------------------------- content lists

/** GET /syllabus-v2/contentBySyllabusId/v2.1.1 and v2.0.1: content under a node (any depth), range 1 to 10. */
export const ContentBySyllabusQuery = Type.Object({
  syllabusId: QueryId(),
  groupId: QueryId(),
  groupParentId: QueryId('the default-language group: lists it and its language variants'),
  mediumId: MediumFilter,
  groupCategoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  dynamicTagValueId: QueryId('only content carrying this tag value'),
  schoolId: QueryId(),
  isGlobal: QueryText(),
  listingType: QueryText('accepted; every listing type answers in display order'),
  ...Paging,
  ...ClientHints,
});
export type ContentBySyllabusQuery = Static<typeof ContentBySyllabusQuery>;
export const ContentListData = Type.Object({
  version: Type.Integer(),
  start_index: Type.Integer(),
  end_index: Type.Integer(),
  has_more: Type.Boolean(),
  content_list: Type.Array(ContentItem),
});
export type ContentListData = Static<typeof ContentListData>;

/** GET /syllabus-v2/groupCategoryContentBySyllabusId/v2.0.1: content of one category under a node, range 1 to 15. */
export const GroupCategoryContentQuery = Type.Object({
  syllabusId: QueryId(),
  groupCategoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  languageId: QueryId(),
  ...Paging,
  ...ClientHints,
});
export type GroupCategoryContentQuery = Static<typeof GroupCategoryContentQuery>;

/** GET /arjuna/groupContentListByPageIndex/v2.1.0: a group's content under a node by page (pageIndex from 1, pageSize up to 50). */
export const GroupContentPageQuery = Type.Object({
  boardId: QueryId(),
  classId: QueryId(),
  syllabusId: QueryId(),
  groupId: QueryId(),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'default 10' })),
  pageIndex: Type.Optional(ListPosition({ minimum: 1, description: '1-based, default 1' })),
  paperId: QueryId('accepted; papers are listed by the assessment calls'),
  dynamic_tag_id: QueryId('only content carrying this tag value'),
  aggregatorMode: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  ...ClientHints,
});
export type GroupContentPageQuery = Static<typeof GroupContentPageQuery>;

/** GET /syllabus-v2/contentListBySyllabusIds/v2.1.1: content under several nodes (range 1 to 10 over all). */
export const ContentBySyllabusIdsQuery = Type.Object({
  syllabusIds: QueryIdList('node ids'),
  groupId: QueryId(),
  groupCategoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  ...Paging,
  ...ClientHints,
});
export type ContentBySyllabusIdsQuery = Static<typeof ContentBySyllabusIdsQuery>;
export const ContentItemList = Type.Array(ContentItem);

/** GET /syllabus-v2/relatedContentDetails (guest): other content of the item's chapter, items sharing its tags first. */
export const RelatedContentQuery = Type.Object({ contentId: QueryId(), ...Paging, ...ClientHints });
export type RelatedContentQuery = Static<typeof RelatedContentQuery>;

/** GET /syllabus-v2/correctiveLearningContents: learn content of the topics (then chapters) of the given content. */
export const CorrectiveLearningQuery = Type.Object({
  contentIds: QueryIdList('content ids'),
  ...Paging,
  ...ClientHints,
});
export type CorrectiveLearningQuery = Static<typeof CorrectiveLearningQuery>;

/** POST /syllabus-v2/contentQuickFilter (answers content_detail) and /v2.1.1 (answers lpt_content_detail). At most 100 items. */
export const QuickFilterBody = Type.Object({
  syllabus_id: Type.Optional(IdOrZero()),
  version: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER }), Type.String({ maxLength: 40 })]),
  ),
  tag_value_ids: Type.Optional(Type.Array(Id(), { maxItems: 100, description: 'any of' })),
  content_title: Type.Optional(Type.String({ maxLength: 200, description: 'case-insensitive contains' })),
  content_list: Type.Optional(Type.Array(Id(), { maxItems: 1000, description: 'only these ids' })),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  ...LegacyCallFields,
});
export type QuickFilterBody = Static<typeof QuickFilterBody>;
export const QuickFilterData = Type.Object({ version: Type.Integer(), content_detail: Type.Array(ContentItem) });
export const LptQuickFilterData = Type.Object({ version: Type.Integer(), lpt_content_detail: Type.Array(ContentItem) });

// ---------------------------------------------------------------- counts and tags

export const NodeCountQuery = Type.Object({
  syllabusId: QueryId(),
  groupCategoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  ...ClientHints,
});
export type NodeCountQuery = Static<typeof NodeCountQuery>;

/** GET /syllabus-v2/syllabusContentCount: content per category under a node (all three categories, zeros included). */
export const CategoryCountList = Type.Array(
  Type.Object({ group_category_id: Type.Integer(), group_category_name: Type.String(), content_count: Type.Integer() }),
);
/** GET /syllabus-v2/syllabusChildLayerCount: per child node, its children and its content. */
export const ChildLayerCountList = Type.Array(
  Type.Object({
    syllabus_id: Type.Integer(),
    syllabus_name: Type.String(),
    rack_type_id: Nullable(Type.Integer()),
    order: Type.Integer(),
    child_count: Type.Integer(),
    content_count: Type.Integer(),
  }),
);
/** GET /syllabus-v2/groupCountBySyllabusIdUniversity: content per group under a node. */
export const GroupCountList = Type.Array(
  Type.Object({
    group_id: Type.Integer(),
    group_name: Type.String(),
    group_category_id: Type.Integer(),
    content_count: Type.Integer(),
  }),
);

/** GET /syllabus-v2/tagDetailByID: tag values by tag value ids and/or every value of tag ids. */
export const TagDetailQuery = Type.Object({
  tagValueIds: QueryIdList('tag value ids'),
  tagIds: QueryIdList('tag ids: every value of each'),
  ...ClientHints,
});
export type TagDetailQuery = Static<typeof TagDetailQuery>;
export const TagDetailList = Type.Array(TagData);
