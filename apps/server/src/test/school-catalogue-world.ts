import { DEMO_INSTITUTE_ID } from '../seed/demo-seed.js';
import { makeContent, mapContent, type ContentPlace } from './content-factories.js';
import { type Caller, makeMatrixWorld, type MatrixWorld } from './matrix-world.js';
import type { TestApp } from './test-app.js';

// The demo world around Sunrise Public School (school 501) with its own catalogue: its custom rack
// 45001 "Olympiad Mathematics" in class 10, its own content placed there, its own interactive
// lesson, and one item of the platform's that sits in the rack as well as in a platform chapter.

export const SCHOOL_RACK = 45_001;
export const CLASS_10 = 1010;
export const CBSE = 101;
export const RACK_NAME = 'Olympiad Mathematics';
export const SCHOOL_CONTENT_TITLE = 'Sunrise Private Revision Notes';
export const SCHOOL_CRS_ID = 'SUNRISE-CRS-1';
export const SCHOOL_OLD_ID = 'SUNRISE-OLD-1';

/** People of other schools, and those of none (a guest is refused or sees the platform only). */
export const OUTSIDERS = ['otherTeacher', 'freeStudent', 'guest'] as const satisfies readonly Caller[];
/** The same, on calls a guest may not make at all. */
export const SIGNED_IN_OUTSIDERS = ['otherTeacher', 'freeStudent', 'otherStudent'] as const satisfies readonly Caller[];
/** The school's own learner and teacher. */
export const INSIDERS = ['student', 'teacher'] as const satisfies readonly Caller[];

export interface SchoolCatalogueWorld extends MatrixWorld {
  /** The school's own content (owner 501), mapped only in the rack; known by a CRS and an old id too. */
  schoolContentId: number;
  /** The school's own interactive lesson, in the rack. */
  schoolLessonId: number;
  /** The platform's content placed first in the school's rack, then in the platform chapter. */
  sharedContentId: number;
  /** The platform chapter "Real Numbers" of class 10 mathematics. */
  platformChapterId: number;
}

async function rackPlace(t: TestApp): Promise<ContentPlace> {
  const group = await t.db
    .selectFrom('content_groups')
    .select('group_id')
    .orderBy('group_id')
    .executeTakeFirstOrThrow();
  return { boardId: CBSE, classId: CLASS_10, subjectId: SCHOOL_RACK, chapterId: SCHOOL_RACK, groupId: group.group_id };
}

async function platformChapter(t: TestApp, groupId: number): Promise<ContentPlace> {
  const chapter = await t.db
    .selectFrom('syllabus_nodes')
    .select(['syllabus_id', 'parent_id'])
    .where('class_id', '=', CLASS_10)
    .where('syllabus_name', '=', 'Real Numbers')
    .executeTakeFirstOrThrow();
  return { boardId: CBSE, classId: CLASS_10, subjectId: chapter.parent_id!, chapterId: chapter.syllabus_id, groupId };
}

/** An interactive lesson of the school's own, with its lesson file in storage. */
async function makeSchoolLesson(t: TestApp, place: ContentPlace): Promise<number> {
  const key = 'uploads/501/lessons/olympiad-lesson.json';
  const slide = { slide_id: 1, slide_order: 1, title: 'Primes', text: 'A prime has two factors.', bullet_points: [] };
  const lesson = {
    video_meta_info: [{ video_id: 'v1', video_title: 'Primes', slides_details: [{ ...slide, start_time_ms: 0 }] }],
    activity_details: [],
  };
  await t.services.media.storage.put(key, Buffer.from(JSON.stringify(lesson)), 'application/json');
  const row = await makeContent(t.db, { content_title: 'Sunrise Olympiad Lesson', content_kind: 'interactive' });
  await t.db
    .updateTable('contents')
    .set({ owner_school_id: DEMO_INSTITUTE_ID, media_key: key })
    .where('content_id', '=', row.content_id)
    .execute();
  await mapContent(t.db, row.content_id, place, 1);
  return row.content_id;
}

export async function makeSchoolCatalogueWorld(t: TestApp): Promise<SchoolCatalogueWorld> {
  const world = await makeMatrixWorld(t);
  await t.db
    .updateTable('contents')
    .set({ crs_id: SCHOOL_CRS_ID, old_content_id: SCHOOL_OLD_ID })
    .where('content_id', '=', world.schoolContentId)
    .execute();
  const rack = await rackPlace(t);
  const chapter = await platformChapter(t, rack.groupId);
  const shared = await makeContent(t.db, { content_title: 'Prime Factorisation Drill', content_kind: 'pdf' });
  await mapContent(t.db, shared.content_id, rack, 2);
  await mapContent(t.db, shared.content_id, chapter, 99);
  return {
    ...world,
    schoolLessonId: await makeSchoolLesson(t, rack),
    sharedContentId: shared.content_id,
    platformChapterId: chapter.chapterId,
  };
}
