import Type, { type Static } from 'typebox';
import { Id, Uuid } from './common.js';

// The school admin's courses (/course-master): the boards, classes and subjects the school offers,
// its sections and which teacher teaches which subject there. Paths chosen (calls-chosen.tsv has none):
// GET /institutes/courses, POST /institutes/courses/subject, POST /institutes/courses/teacher.

export const CourseSubject = Type.Object({
  subject_id: Type.Integer(),
  subject_name: Type.String(),
  /** The school's own custom subject (a rack of its own), not the platform's. */
  custom: Type.Boolean(),
  /** The school offers it to its sections of this board and class. */
  offered: Type.Boolean(),
});
export type CourseSubject = Static<typeof CourseSubject>;

export const CourseAssignment = Type.Object({
  subject_id: Type.Integer(),
  teacher_uuid: Uuid,
  teacher_name: Type.String(),
});
export type CourseAssignment = Static<typeof CourseAssignment>;

export const CourseSection = Type.Object({
  section_id: Type.Integer(),
  section_name: Type.String(),
  assignments: Type.Array(CourseAssignment),
});
export type CourseSection = Static<typeof CourseSection>;

/** One board and class of the school: its subjects and its sections. */
export const CourseClass = Type.Object({
  board_id: Type.Integer(),
  board_name: Type.String(),
  class_id: Type.Integer(),
  class_name: Type.String(),
  subjects: Type.Array(CourseSubject),
  sections: Type.Array(CourseSection),
});
export type CourseClass = Static<typeof CourseClass>;

export const CourseTeacher = Type.Object({ uuid: Uuid, name: Type.String() });
export type CourseTeacher = Static<typeof CourseTeacher>;

export const CourseMasterData = Type.Object({
  school_id: Type.Integer(),
  classes: Type.Array(CourseClass),
  /** The school's staff who may be given a subject to teach, by name. */
  teachers: Type.Array(CourseTeacher),
});
export type CourseMasterData = Static<typeof CourseMasterData>;

export const SetCourseSubjectBody = Type.Object(
  {
    board_id: Id({ description: 'the board of the class' }),
    class_id: Id({ description: 'a class of that board' }),
    subject_id: Id({ description: 'a subject of that class: the platform’s, or the school’s custom subject' }),
    offered: Type.Boolean({ description: 'true: the school offers it; false: it no longer does' }),
  },
  { additionalProperties: false },
);
export type SetCourseSubjectBody = Static<typeof SetCourseSubjectBody>;

export const SetCourseSubjectData = Type.Object({ subject_id: Type.Integer(), offered: Type.Boolean() });
export type SetCourseSubjectData = Static<typeof SetCourseSubjectData>;

export const SetCourseTeacherBody = Type.Object(
  {
    section_id: Id({ description: 'a section of the admin’s school' }),
    subject_id: Id({ description: 'a subject the school offers for the section’s board and class' }),
    teacher_uuid: Uuid,
    assigned: Type.Boolean({ description: 'true: the teacher teaches it there; false: no longer' }),
  },
  { additionalProperties: false },
);
export type SetCourseTeacherBody = Static<typeof SetCourseTeacherBody>;

export const SetCourseTeacherData = Type.Object({
  section_id: Type.Integer(),
  subject_id: Type.Integer(),
  teacher_uuid: Uuid,
  assigned: Type.Boolean(),
});
export type SetCourseTeacherData = Static<typeof SetCourseTeacherData>;
