import type { Db } from '../../db/database.js';

export interface SubjectKey {
  schoolId: number;
  boardId: number;
  classId: number;
  subjectId: number;
}

export interface AssignmentKey {
  teacherUuid: string;
  sectionId: number;
  subjectId: number;
}

export type CourseMasterRepository = ReturnType<typeof createCourseMasterRepository>;

/** The course master's writes to the institutes module's own tables: school_subjects and teacher_assignments. */
/** The cache version moved in the transaction of every write of who teaches which section. */
export const TEACHER_SECTIONS_CACHE = 'institutes.teacher-sections';

/** taught: moves TEACHER_SECTIONS_CACHE in the writer's transaction (absent in scripts that keep no cache). */
export function createCourseMasterRepository(db: Db, taught?: (db: Db) => Promise<void>) {
  async function isOffered(key: SubjectKey): Promise<boolean> {
    const row = await db
      .selectFrom('school_subjects')
      .select('subject_id')
      .where('school_id', '=', key.schoolId)
      .where('board_id', '=', key.boardId)
      .where('class_id', '=', key.classId)
      .where('subject_id', '=', key.subjectId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function offer(key: SubjectKey): Promise<void> {
    if (await isOffered(key)) return;
    await db
      .insertInto('school_subjects')
      .values({ school_id: key.schoolId, board_id: key.boardId, class_id: key.classId, subject_id: key.subjectId })
      .execute();
  }

  async function withdraw(key: SubjectKey): Promise<void> {
    await db
      .deleteFrom('school_subjects')
      .where('school_id', '=', key.schoolId)
      .where('board_id', '=', key.boardId)
      .where('class_id', '=', key.classId)
      .where('subject_id', '=', key.subjectId)
      .execute();
  }

  /** The names of the school's sections of a board and class where someone teaches the subject. */
  async function sectionsTeaching(key: SubjectKey): Promise<string[]> {
    const rows = await db
      .selectFrom('teacher_assignments as a')
      .innerJoin('sections as s', 's.section_id', 'a.section_id')
      .select('s.section_name')
      .distinct()
      .where('s.school_id', '=', key.schoolId)
      .where('s.board_id', '=', key.boardId)
      .where('s.class_id', '=', key.classId)
      .where('a.subject_id', '=', key.subjectId)
      .orderBy('s.section_name')
      .execute();
    return rows.map((r) => r.section_name);
  }

  async function assign(key: AssignmentKey): Promise<void> {
    const existing = await db
      .selectFrom('teacher_assignments')
      .select('user_uuid')
      .where('user_uuid', '=', key.teacherUuid)
      .where('section_id', '=', key.sectionId)
      .where('subject_id', '=', key.subjectId)
      .executeTakeFirst();
    if (existing) return;
    await db
      .insertInto('teacher_assignments')
      .values({ user_uuid: key.teacherUuid, section_id: key.sectionId, subject_id: key.subjectId })
      .execute();
    await taught?.(db);
  }

  async function unassign(key: AssignmentKey): Promise<void> {
    await db
      .deleteFrom('teacher_assignments')
      .where('user_uuid', '=', key.teacherUuid)
      .where('section_id', '=', key.sectionId)
      .where('subject_id', '=', key.subjectId)
      .execute();
    await taught?.(db);
  }

  /** A change in one transaction: its checks read what it writes against. */
  function inTransaction<T>(work: (repo: CourseMasterRepository) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => work(createCourseMasterRepository(trx, taught)));
  }

  return { isOffered, offer, withdraw, sectionsTeaching, assign, unassign, inTransaction };
}
