import type { AccessLog } from '../audit/audit.module.js';
import {
  TEACHER_SEARCH_LIMIT,
  type SearchTeacherListData,
  type SectionWiseStudentCountData,
  type StudentListData,
  type TeacherSummary,
} from '@esc/contracts';
import { isStaff } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DirectoryService, IdentityService, PersonRecord } from '../identity/identity.module.js';
import type { InstituteReader, SectionRecord } from './institute-reader.js';
import type { InstitutesRepository } from './institutes.repository.js';
import type { StaffScopes } from './staff-scope.js';
import { fullName } from '../../platform/person-name.js';

export type PeopleService = ReturnType<typeof createPeopleService>;

/** Students listed in one answer at most. */
export const STUDENT_PAGE_MAX = 500;

function page(start: number | undefined, limit: number | undefined, max: number) {
  return { start: start ?? 0, limit: Math.min(limit ?? max, max) };
}

/** Students of sections and teachers of schools, as staff (and, for teachers, families) see them. */
export function createPeopleService({
  repo,
  reader,
  directory,
  scopes,
  identity,
  audit,
}: {
  repo: InstitutesRepository;
  reader: InstituteReader;
  directory: DirectoryService;
  scopes: StaffScopes;
  identity: IdentityService;
  /** Who looked: the learners' email and mobile read by staff are noted in their access log. */
  audit: Pick<AccessLog, 'record'>;
}) {
  /** A page of the sections' learners: sections in name order, then learners by name. */
  async function studentPage(
    caller: AuthContext,
    sections: readonly SectionRecord[],
    paging: { start: number; limit: number },
  ): Promise<StudentListData> {
    const bySection = new Map(sections.map((s) => [s.section_id, s]));
    const rank = await reader.nameRank([...bySection.keys()]);
    const { rows, total } = await directory.learnersOfSections(rank, paging);
    await audit.record(caller, {
      kind: 'contact-details',
      learners: rows.map((r) => r.uuid),
      record: sections.length === 1 ? sections[0]!.section_id : null,
      schoolId: sections[0]?.school_id,
    });
    return {
      students: rows.map((r) => {
        const { section_name, board_id, class_id } = bySection.get(r.section_id)!;
        return { ...r, section_name, board_id, class_id, name: fullName(r) };
      }),
      total_count: total,
      start_index: paging.start,
      limit: paging.limit,
    };
  }

  async function studentListBySection(
    caller: AuthContext,
    body: { sectionId: number; schoolId: number | null; start?: number; limit?: number },
  ): Promise<StudentListData> {
    const scope = await scopes.scopeOf(caller);
    if (body.schoolId !== null) scopes.schoolsAsked(scope, body.schoolId);
    const section = await scopes.sectionFor(scope, body.sectionId);
    if (body.schoolId !== null && section.school_id !== body.schoolId)
      throw new AppError('NOT_FOUND', { reason: 'institutes.noSection' });
    return studentPage(caller, [section], page(body.start, body.limit, STUDENT_PAGE_MAX));
  }

  async function studentListByClassSection(
    caller: AuthContext,
    body: {
      schoolId: number | null;
      boardId: number | null;
      classId: number;
      sectionId: number | null;
      start?: number;
      limit?: number;
    },
  ): Promise<StudentListData> {
    const scope = await scopes.scopeOf(caller);
    const paging = page(body.start, body.limit, STUDENT_PAGE_MAX);
    if (body.sectionId !== null) {
      const section = await scopes.sectionFor(scope, body.sectionId);
      if (section.class_id !== body.classId) throw new AppError('NOT_FOUND', { reason: 'institutes.noSectionInClass' });
      return studentPage(caller, [section], paging);
    }
    const schoolIds = scopes.schoolsAsked(scope, body.schoolId);
    const sections = scopes.visible(
      scope,
      await reader.sectionsOfSchools(schoolIds, { boardId: body.boardId, classId: body.classId }),
    );
    return studentPage(caller, sections, paging);
  }

  async function sectionWiseStudentCount(
    caller: AuthContext,
    body: { schoolId: number | null; boardId: number | null; classId: number | null },
  ): Promise<SectionWiseStudentCountData> {
    const scope = await scopes.scopeOf(caller);
    const schoolIds = scopes.schoolsAsked(scope, body.schoolId);
    const schoolId = schoolIds[0];
    if (schoolId === undefined) throw new AppError('NOT_FOUND', { reason: 'institutes.notPlaced' });
    const sections = scopes.visible(
      scope,
      await reader.sectionsOfSchools([schoolId], { boardId: body.boardId, classId: body.classId }),
    );
    const counts = await directory.learnerCountsBySection(sections.map((s) => s.section_id));
    const rows = sections.map((s) => ({
      section_id: s.section_id,
      section_name: s.section_name,
      section_master_website_id: s.section_master_website_id,
      board_id: s.board_id,
      board_name: s.board_name,
      class_id: s.class_id,
      class_name: s.class_name,
      valid_from: s.valid_from,
      valid_until: s.valid_until,
      student_count: counts.get(s.section_id) ?? 0,
      language_id: s.language_id,
    }));
    return { school_id: schoolId, sections: rows, total_students: rows.reduce((n, r) => n + r.student_count, 0) };
  }

  /** Teachers with their schools, sections and subject assignments, in three queries. */
  async function summaries(people: readonly PersonRecord[]): Promise<TeacherSummary[]> {
    const uuids = people.map((p) => p.uuid);
    const [memberships, assignments] = await Promise.all([
      directory.placementsOf(uuids),
      reader.assignmentsOfTeachers(uuids),
    ]);
    const sectionIds = [
      ...new Set([
        ...assignments.map((a) => a.section_id),
        ...memberships.flatMap((m) => (m.section_id === null ? [] : [m.section_id])),
      ]),
    ];
    const sections = new Map((await reader.sectionsByIds(sectionIds)).map((s) => [s.section_id, s]));
    return people.map((p) => {
      const own = memberships.filter((m) => m.user_uuid === p.uuid);
      const mine = assignments.filter((a) => a.user_uuid === p.uuid);
      return {
        ...p,
        name: fullName(p),
        school_ids: [...new Set(own.map((m) => m.school_id))],
        section_ids: [
          ...new Set([
            ...own.flatMap((m) => (m.section_id === null ? [] : [m.section_id])),
            ...mine.map((a) => a.section_id),
          ]),
        ],
        subjects: mine.flatMap((a) => {
          const s = sections.get(a.section_id);
          return s
            ? [
                {
                  section_id: s.section_id,
                  section_name: s.section_name,
                  board_id: s.board_id,
                  class_id: s.class_id,
                  subject_id: a.subject_id,
                  subject_name: a.subject_name,
                },
              ]
            : [];
        }),
      };
    });
  }

  /** A teacher: themselves, or staff of a school the caller belongs to (parents through their children). */
  async function teacherDetail(caller: AuthContext, uuid: string | undefined): Promise<TeacherSummary> {
    const target = (uuid ?? caller.uuid).toLowerCase();
    // Identity owns who may read whom: NOT_FOUND for a non-teacher or another school's teacher.
    await identity.teacherDetail(caller, target);
    const people = await directory.people([target]);
    return (await withContactsShown(caller, await summaries(people)))[0]!;
  }

  /** Students and parents see a teacher's personal email and mobile only where the school chose so. */
  async function withContactsShown(caller: AuthContext, teachers: TeacherSummary[]): Promise<TeacherSummary[]> {
    return Promise.all(
      teachers.map(async (t) =>
        (await identity.staffContactShown(caller, t.uuid, t.school_ids)) ? t : { ...t, email: null, mobile: null },
      ),
    );
  }

  /** Teacher details by uuids: those the caller may see; others are left out, as if they did not exist. */
  async function teacherDetailsByUuids(caller: AuthContext, uuids: readonly string[]): Promise<TeacherSummary[]> {
    const wanted = [...new Set(uuids.map((u) => u.toLowerCase()))];
    const [people, schoolIds] = await Promise.all([directory.people(wanted), identity.tenantSchoolIds(caller)]);
    const staff = people.filter((p) => isStaff(p.user_type_id));
    const all = await summaries(staff);
    const visible = all.filter((t) => t.uuid === caller.uuid || t.school_ids.some((id) => schoolIds.includes(id)));
    return withContactsShown(
      caller,
      wanted.flatMap((u) => visible.filter((t) => t.uuid === u)),
    );
  }

  /** Teacher search for staff (spec 001 §6): at most 30 a page (spec 001 §9). */
  async function searchTeacherList(
    caller: AuthContext,
    body: { start?: number; limit?: number; text?: string; schoolId: number | null; sectionId: number | null },
  ): Promise<SearchTeacherListData> {
    const scope = await scopes.scopeOf(caller);
    const schoolIds = scopes.schoolsAsked(scope, body.schoolId);
    let inSections: { sectionIds: number[]; orPeople: string[] } | null = null;
    if (body.sectionId !== null) {
      // Staff placed in the section, or teaching a subject there.
      const sectionIds = [(await scopes.sectionFor(scope, body.sectionId)).section_id];
      inSections = { sectionIds, orPeople: await repo.teachersOfSections(sectionIds) };
    }
    const paging = page(body.start, body.limit, TEACHER_SEARCH_LIMIT);
    const { rows, total } = await directory.searchStaff(schoolIds, { text: body.text, inSections }, paging);
    return {
      teacher_list: await summaries(rows),
      total_count: total,
      start_index: paging.start,
      limit: paging.limit,
    };
  }

  return {
    studentListBySection,
    studentListByClassSection,
    sectionWiseStudentCount,
    teacherDetail,
    teacherDetailsByUuids,
    searchTeacherList,
  };
}
