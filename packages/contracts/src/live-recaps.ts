import Type, { type Static } from 'typebox';
import { IsoInstant } from './assessments-assign.js';
import { Id, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';
import { LearnListItem, LearnListItemId } from './learnlists.js';
import { LiveClass } from './live-classes.js';

// Class recaps (spec 000 §3 is_class_recap and §4; spec 001 §7 the classroom calls;
// calls-chosen.tsv addItemToClassRecap). A recap is a learn-list of the school (is_class_recap 1):
// while its presenter teaches a live class from the teaching screen, each item they open is added to
// it (the first one makes it and attaches it to the class); published, its class's sections' learners
// find it under the class. lecture_id is the class's sch_id throughout.

const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD' });

/** The recap list's items are what a teacher opens: content, questions, papers, recorded lectures, study notes. */
export const ClassRecapItemType = Type.Union(
  [
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(5),
    Type.Literal(6),
    Type.Literal(7),
    Type.Literal(9),
    Type.Literal(10),
    Type.Literal(11),
    Type.Literal(12),
  ],
  { description: '1 content, 2 question, 3/6/7/9/10/11 paper or test, 5 recorded lecture, 12 study notes (000 §3)' },
);

/** An item opened while teaching (calls-chosen.tsv: learnlist_item_type, syllabus_id, syllabus_mapping_id). */
export const ClassRecapItem = Type.Object({
  learnlist_item_id: LearnListItemId,
  learnlist_item_type: ClassRecapItemType,
  syllabus_id: Type.Optional(Nullable(Id())),
  syllabus_mapping_id: Type.Optional(Nullable(Id())),
  group_id: Type.Optional(Nullable(Id())),
});
export type ClassRecapItem = Static<typeof ClassRecapItem>;

/** A class's recap list as the classroom calls answer it. */
export const ClassRecap = Type.Object({
  lecture_id: Type.Integer({ description: 'the class (sch_id)' }),
  learnlist_id: Type.Integer(),
  learnlist_name: Type.String(),
  item_count: Type.Integer(),
  is_published: Type.Integer({ description: '1 once its class’s sections’ learners see it' }),
  /** The learn-list's stage (1 draft, 2 published, 3 archived). */
  stage: Type.Integer(),
});
export type ClassRecap = Static<typeof ClassRecap>;

export const ClassRecapData = Type.Object({ recap: ClassRecap });
export type ClassRecapData = Static<typeof ClassRecapData>;

/** POST /live-class/classroom/addItemToClassRecap (calls-chosen.tsv): the presenter, while teaching the class. */
export const AddItemToClassRecapBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  lecture_id: IdOrDigits({ description: 'sch_id' }),
  item: ClassRecapItem,
  /**
   * When the teacher opened the item on the device (opened with no connection, it arrives later):
   * believed up to its arrival; the class must have been taught then. Absent: opened on arrival.
   */
  made_at: Type.Optional(IsoInstant),
});
export type AddItemToClassRecapBody = Static<typeof AddItemToClassRecapBody>;

export const AddItemToClassRecapData = Type.Object({
  recap: ClassRecap,
  /** The first item made the recap list and attached it to the class (000 §4). */
  created: Type.Boolean(),
  /** False when the item was in the recap already: an item is added once. */
  added: Type.Boolean(),
});
export type AddItemToClassRecapData = Static<typeof AddItemToClassRecapData>;

/** POST /live-class/classroom/attachLearnListToClass (001 §7): an existing list becomes the class's recap. */
export const AttachLearnListToClassBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  lecture_id: IdOrDigits({ description: 'sch_id' }),
  learnlist_id: IdOrDigits(),
  /** The class's subject(s) as the client knows them; when sent they must hold the class's subject. */
  lecture_subjects: Type.Optional(Type.Array(Id({ description: 'subject (syllabus) id' }), { maxItems: 20 })),
});
export type AttachLearnListToClassBody = Static<typeof AttachLearnListToClassBody>;

/** POST /live-class/classroom/updatedLearnlistItemCount (001 §7: lecture_learnlist_ids). */
export const RecapItemCountBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  lecture_learnlist_ids: Type.Array(
    Type.Object({ lecture_id: IdOrDigits({ description: 'sch_id' }), learnlist_id: IdOrDigits() }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type RecapItemCountBody = Static<typeof RecapItemCountBody>;

export const RecapItemCountData = Type.Object({
  /** One per pair asked that is a class's recap the caller sees; others are left out. */
  counts: Type.Array(ClassRecap),
});
export type RecapItemCountData = Static<typeof RecapItemCountData>;

/** POST /live-class/classroom/publishUnpublishLiveClassLearnlist (001 §7; its payload is not shown there). */
export const PublishClassRecapBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  lecture_id: IdOrDigits({ description: 'sch_id' }),
  /** When sent, it must be the class's recap. */
  learnlist_id: Type.Optional(IdOrDigits()),
  is_published: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: '1 publish (the class’s sections’ learners see it), 0 unpublish',
  }),
});
export type PublishClassRecapBody = Static<typeof PublishClassRecapBody>;

/**
 * POST /live-class/classroom/classroomRecapList (001 §7): the recaps of a section's classes from
 * start_date to end_date (the school's days, at most 62; default this week), of the subjects named.
 */
export const ClassroomRecapListBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  board_id: Type.Optional(IdOrDigits()),
  class_id: Type.Optional(IdOrDigits()),
  section_id: Type.Optional(IdOrDigits({ description: 'a learner: one of their sections (default: all of them)' })),
  school_id: Type.Optional(IdOrDigits()),
  start_date: Type.Optional(IsoDay),
  end_date: Type.Optional(IsoDay),
  syllabus_ids: Type.Optional(Type.Array(Id({ description: 'subject (syllabus) id' }), { maxItems: 50 })),
});
export type ClassroomRecapListBody = Static<typeof ClassroomRecapListBody>;

export const ClassroomRecap = Type.Object({
  ...ClassRecap.properties,
  title: Type.String({ description: 'the class’s title' }),
  schedule_date: Type.String({ description: 'the school’s local day of the class' }),
  start_time: Type.String(),
  start_at: Type.String(),
  subject_id: Type.Integer(),
  subject_name: Nullable(Type.String()),
  section_ids: Type.Array(Type.Integer()),
  presenter_name: Type.String(),
  /** A learner's (a parent: the child's) way to open the items: the recap's assignment (mode 1), else null. */
  assign_id: Nullable(Type.Integer()),
  /** Items in order (000 §3), with the learner's completion when read as a learner. */
  learnlist_data: Type.Array(LearnListItem),
});
export type ClassroomRecap = Static<typeof ClassroomRecap>;

export const ClassroomRecapListData = Type.Object({
  class_room_recap_list: Type.Array(ClassroomRecap),
  time_zone: Type.String(),
});
export type ClassroomRecapListData = Static<typeof ClassroomRecapListData>;

/** POST /live-class/classroom/activeClass (chosen): the classes the caller is teaching now, for the teaching screen. */
export const ActiveClassBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  /** Only the classes of this subject (the teaching screen's). */
  subject_id: Type.Optional(IdOrDigits()),
});
export type ActiveClassBody = Static<typeof ActiveClassBody>;

export const TeachingClass = Type.Object({
  live_class: LiveClass,
  /** Until when what is opened is added to its recap (its window; a recorded stream's is longer). */
  teaching_until: Type.String({ description: 'ISO instant' }),
  recap: Nullable(ClassRecap),
});
export type TeachingClass = Static<typeof TeachingClass>;

export const ActiveClassData = Type.Object({
  /** Being taught now by the caller (its presenter), latest start first; empty once reset. */
  classes: Type.Array(TeachingClass),
});
export type ActiveClassData = Static<typeof ActiveClassData>;
