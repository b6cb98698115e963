import type { Db } from '../../db/database.js';

export interface CustomSubjectRow {
  custom_subject_id: number;
  custom_subject_name: string;
  school_id: number;
  board_id: number;
  class_id: number;
  syllabus_ids: number[];
}

/** A school's own subjects and the racks they are made of. */
export function createCustomSubjectsRepository(db: Db) {
  return {
    async find(filter: {
      schoolIds: readonly number[];
      boardId?: number | null;
      classId?: number | null;
      id?: number | null;
    }) {
      if (filter.schoolIds.length === 0) return [];
      let q = db
        .selectFrom('custom_subjects as s')
        .leftJoin('custom_subject_racks as r', 'r.custom_subject_id', 's.custom_subject_id')
        .select([
          's.custom_subject_id',
          's.custom_subject_name',
          's.school_id',
          's.board_id',
          's.class_id',
          'r.syllabus_id',
        ])
        .where('s.school_id', 'in', filter.schoolIds);
      if (filter.boardId) q = q.where('s.board_id', '=', filter.boardId);
      if (filter.classId) q = q.where('s.class_id', '=', filter.classId);
      if (filter.id) q = q.where('s.custom_subject_id', '=', filter.id);
      const rows = await q
        .orderBy('s.custom_subject_name')
        .orderBy('s.custom_subject_id')
        .orderBy('r.syllabus_id')
        .execute();
      const out = new Map<number, CustomSubjectRow>();
      for (const { syllabus_id, ...s } of rows) {
        const subject = out.get(s.custom_subject_id) ?? { ...s, syllabus_ids: [] };
        if (syllabus_id != null) subject.syllabus_ids.push(syllabus_id);
        out.set(s.custom_subject_id, subject);
      }
      return [...out.values()];
    },
  };
}

export type CustomSubjectsRepository = ReturnType<typeof createCustomSubjectsRepository>;
