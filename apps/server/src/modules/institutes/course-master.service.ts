import type {
  CourseClass,
  CourseMasterData,
  SetCourseSubjectBody,
  SetCourseSubjectData,
  SetCourseTeacherBody,
  SetCourseTeacherData,
} from '@esc/contracts';
import { isSchoolAdmin, isStaff } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, fieldInvalid } from '../../platform/errors/app-error.js';
import { fullName } from '../../platform/person-name.js';
import type { NodeLookup } from '../catalogue/catalogue.module.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { CourseMasterRepository } from './course-master.repository.js';
import type { InstituteReader, SectionRecord } from './institute-reader.js';
import type { InstitutesRepository } from './institutes.repository.js';

/** The school's staff listed as teachers on one screen at most. */
export const COURSE_TEACHERS_MAX = 500;

export type CourseMasterService = ReturnType<typeof createCourseMasterService>;

const classKey = (boardId: number, classId: number) => `${boardId}:${classId}`;

/**
 * The school admin's courses: the subjects the school offers per board and class (the platform's and
 * its own custom subjects), and which teacher teaches which subject in which section. Only the
 * admin of the school reads or changes them; the school is the admin's own, never one named by the caller.
 */
export function createCourseMasterService(deps: {
  repo: InstitutesRepository;
  courses: CourseMasterRepository;
  reader: InstituteReader;
  nodes: NodeLookup;
  identity: Pick<IdentityService, 'primarySchoolId'>;
  directory: Pick<DirectoryService, 'people' | 'placementsOf' | 'searchStaff'>;
}) {
  const { repo, courses, reader, nodes, identity, directory } = deps;

  async function adminSchool(caller: AuthContext): Promise<number> {
    if (!isSchoolAdmin(caller.userTypeId, caller.role))
      throw new AppError('FORBIDDEN', { reason: 'institutes.coursesAdminOnly' });
    const schoolId = await identity.primarySchoolId(caller.uuid);
    if (schoolId === null) throw new AppError('NOT_FOUND', { reason: 'institutes.notPlaced' });
    return schoolId;
  }

  /** The catalogue's subjects of a class for the school (its own racks too), and which are the platform's. */
  async function subjectsOfClasses(classIds: readonly number[], schoolId: number) {
    const subjects = await nodes.subjectsOf(classIds, [schoolId]);
    const platform = await nodes.byIds(
      subjects.map((s) => s.syllabus_id),
      [],
    );
    return subjects.map((s) => ({ ...s, custom: !platform.has(s.syllabus_id) }));
  }

  /** Boards and classes of the school's sections and of the subjects it offers, each with its sections. */
  async function classesOf(schoolId: number, sections: readonly SectionRecord[]) {
    const offered = await repo.schoolSubjects([schoolId]);
    const keys = new Map<string, { board_id: number; class_id: number }>();
    for (const row of [...sections, ...offered]) keys.set(classKey(row.board_id, row.class_id), row);
    const names = await nodes.byIds(
      [...keys.values()].flatMap((k) => [k.board_id, k.class_id]),
      [],
    );
    return {
      offered: new Set(offered.map((o) => `${classKey(o.board_id, o.class_id)}:${o.subject_id}`)),
      classes: [...keys.values()].flatMap((k) => {
        const board = names.get(k.board_id);
        const cls = names.get(k.class_id);
        return board && cls ? [{ ...k, board_name: board.syllabus_name, class_name: cls.syllabus_name }] : [];
      }),
    };
  }

  async function overview(caller: AuthContext): Promise<CourseMasterData> {
    const schoolId = await adminSchool(caller);
    const sections = await reader.sectionsOfSchools([schoolId]);
    const { offered, classes } = await classesOf(schoolId, sections);
    const [subjects, assignments, staff] = await Promise.all([
      subjectsOfClasses(
        classes.map((c) => c.class_id),
        schoolId,
      ),
      repo.assignments({ sectionIds: sections.map((s) => s.section_id) }),
      directory.searchStaff([schoolId], {}, { start: 0, limit: COURSE_TEACHERS_MAX }),
    ]);
    const people = await directory.people([...new Set(assignments.map((a) => a.user_uuid))]);
    const nameOf = new Map(people.map((p) => [p.uuid, fullName(p)]));
    const result: CourseClass[] = classes.map((c) => ({
      ...c,
      subjects: subjects
        .filter((s) => s.parent_id === c.class_id)
        .map((s) => ({
          subject_id: s.syllabus_id,
          subject_name: s.syllabus_name,
          custom: s.custom,
          offered: offered.has(`${classKey(c.board_id, c.class_id)}:${s.syllabus_id}`),
        })),
      sections: sections
        .filter((s) => s.board_id === c.board_id && s.class_id === c.class_id)
        .map((s) => ({
          section_id: s.section_id,
          section_name: s.section_name,
          assignments: assignments
            .filter((a) => a.section_id === s.section_id)
            .map((a) => ({
              subject_id: a.subject_id,
              teacher_uuid: a.user_uuid,
              teacher_name: nameOf.get(a.user_uuid) ?? '',
            })),
        })),
    }));
    return {
      school_id: schoolId,
      classes: result,
      teachers: staff.rows.map((p) => ({ uuid: p.uuid, name: fullName(p) })),
    };
  }

  async function setSubject(caller: AuthContext, body: SetCourseSubjectBody): Promise<SetCourseSubjectData> {
    const schoolId = await adminSchool(caller);
    const cls = (await nodes.byIds([body.class_id], [])).get(body.class_id);
    if (!cls || cls.parent_id !== body.board_id)
      throw fieldInvalid('class_id', { reason: 'institutes.classNotOfBoard' });
    const subjects = await subjectsOfClasses([body.class_id], schoolId);
    const subject = subjects.find((s) => s.syllabus_id === body.subject_id && s.parent_id === body.class_id);
    if (!subject) throw fieldInvalid('subject_id', { reason: 'institutes.subjectNotOfClass' });
    const key = { schoolId, boardId: body.board_id, classId: body.class_id, subjectId: body.subject_id };
    await courses.inTransaction(async (trx) => {
      if (body.offered) return trx.offer(key);
      const taught = await trx.sectionsTeaching(key);
      if (taught.length > 0) {
        const stillTaught = {
          reason: 'institutes.stillTaught',
          params: { subject: subject.syllabus_name, sections: taught.join(', ') },
        } as const;
        throw new AppError('CONFLICT', stillTaught, { errors: [{ field: 'subject_id', ...stillTaught }] });
      }
      return trx.withdraw(key);
    });
    return { subject_id: body.subject_id, offered: body.offered };
  }

  /** A member of staff placed in the school (a teacher, or an admin who also teaches). */
  async function isTeacherOf(uuid: string, schoolId: number): Promise<boolean> {
    const [person] = await directory.people([uuid]);
    if (!person || !isStaff(person.user_type_id)) return false;
    const placements = await directory.placementsOf([uuid]);
    return placements.some((p) => p.school_id === schoolId);
  }

  async function setTeacher(caller: AuthContext, body: SetCourseTeacherBody): Promise<SetCourseTeacherData> {
    const schoolId = await adminSchool(caller);
    const teacherUuid = body.teacher_uuid.toLowerCase();
    // Another school's section is answered as one that does not exist.
    const [section] = await reader.sectionsByIds([body.section_id]);
    if (!section || section.school_id !== schoolId) {
      throw new AppError(
        'NOT_FOUND',
        { reason: 'institutes.noSection' },
        {
          errors: [{ field: 'section_id', reason: 'institutes.notSectionOfSchool' }],
        },
      );
    }
    const key = { teacherUuid, sectionId: section.section_id, subjectId: body.subject_id };
    if (body.assigned && !(await isTeacherOf(teacherUuid, schoolId))) {
      throw fieldInvalid('teacher_uuid', { reason: 'institutes.notTeacherOfSchool' });
    }
    await courses.inTransaction(async (trx) => {
      if (!body.assigned) return trx.unassign(key);
      const offered = await trx.isOffered({
        schoolId,
        boardId: section.board_id,
        classId: section.class_id,
        subjectId: body.subject_id,
      });
      if (!offered) throw fieldInvalid('subject_id', { reason: 'institutes.subjectNotOffered' });
      return trx.assign(key);
    });
    return {
      section_id: section.section_id,
      subject_id: body.subject_id,
      teacher_uuid: teacherUuid,
      assigned: body.assigned,
    };
  }

  return { overview, setSubject, setTeacher };
}
