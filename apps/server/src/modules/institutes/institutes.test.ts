import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkParent, makeSchool, makeSection, makeUser } from '../../test/factories.js';
import {
  assignTeacher,
  makeClassWithSubjects,
  makeLicence,
  setSectionWebsiteId,
} from '../../test/institutes-factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const AUTH = '/api/cognito-login-service/auth';
const LEGACY = { action: 'x', apikey: 'k', checksum: 'c', enc_type: 1, platform: 'web', nemr_version: '2' };

type World = Awaited<ReturnType<typeof makeWorld>>;
let w: World;

async function makeWorld() {
  const { boardId, classId, subjects } = await makeClassWithSubjects(t.db, ['Mathematics', 'Science']);
  const schoolA = await makeSchool(t.db, { school_name: 'Alpha School' });
  const schoolB = await makeSchool(t.db, { school_name: 'Beta School' });
  const a1 = await makeSection(t.db, schoolA.school_id, { name: '10-A', boardId, classId });
  const a2 = await makeSection(t.db, schoolA.school_id, { name: '10-B', boardId, classId });
  const b1 = await makeSection(t.db, schoolB.school_id, { name: '10-Z', boardId, classId });
  await setSectionWebsiteId(t.db, a1.section_id, 77001);
  const licence = await makeLicence(t.db, schoolA.school_id);
  const teacherA = await makeUser(t.db, {
    userTypeId: UserType.Teacher,
    schoolId: schoolA.school_id,
    firstName: 'Tara',
  });
  await assignTeacher(t.db, teacherA.uuid, a1.section_id, [subjects[0]!.subject_id]);
  const teacherB = await makeUser(t.db, {
    userTypeId: UserType.Teacher,
    schoolId: schoolB.school_id,
    sectionIds: [b1.section_id],
  });
  const adminA = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: schoolA.school_id,
  });
  const coordinatorA = await makeUser(t.db, {
    userTypeId: UserType.Teacher,
    role: 'coordinator',
    schoolId: schoolA.school_id,
  });
  const studentA1 = await makeUser(t.db, {
    schoolId: schoolA.school_id,
    sectionIds: [a1.section_id],
    firstName: 'Asha',
  });
  const studentA2 = await makeUser(t.db, {
    schoolId: schoolA.school_id,
    sectionIds: [a2.section_id],
    firstName: 'Bina',
  });
  const studentB = await makeUser(t.db, {
    schoolId: schoolB.school_id,
    sectionIds: [b1.section_id],
    firstName: 'Zara',
  });
  const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
  await linkParent(t.db, parent.uuid, studentA1.uuid);
  const token = async (u: { email: string | null }) => tokenOf(t.app, u);
  return {
    boardId,
    classId,
    subjects,
    schoolA,
    schoolB,
    a1,
    a2,
    b1,
    licence,
    teacherA,
    teacherB,
    adminA,
    coordinatorA,
    studentA1,
    studentA2,
    studentB,
    parent,
    token,
  };
}

const post = async (path: string, as: { email: string | null } | null, body: Record<string, unknown>) =>
  call(t.app, 'POST', `${AUTH}/${path}`, {
    token: as ? await tokenOf(t.app, as) : undefined,
    body: { ...LEGACY, ...body },
  });

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld();
});
afterAll(() => t.close());

describe('checkSchoolStatus', () => {
  it('answers school_status 1 for an active school and 3 for an unknown one (?v=2, legacy fields)', async () => {
    const res = await call(t.app, 'POST', `${AUTH}/checkSchoolStatus?v=2`, {
      body: { ...LEGACY, school_id: String(w.schoolA.school_id) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, data: { school_id: w.schoolA.school_id, school_status: 1 } });
    const unknown = await call(t.app, 'POST', `${AUTH}/checkSchoolStatus`, { body: { school_id: 999_999_999 } });
    expect(unknown.body.data.school_status).toBe(3);
  });
});

describe('interests', () => {
  it('adds and removes an interest for the learner; a parent adds for a linked child as parent_uuid', async () => {
    const own = await post('addInterest', w.studentA1, { board_id: w.boardId, class_id: w.classId });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      uuid: w.studentA1.uuid,
      board_id: w.boardId,
      class_id: w.classId,
      school_id: w.schoolA.school_id,
      parent_uuid: null,
      institute_status: 1,
      subscription_type_id: 1,
      package_id: w.licence.package_id,
      is_institute_interest: true,
    });
    const byParent = await post('addInterest', w.parent, {
      uuid: w.studentA1.uuid,
      parent_uuid: w.parent.uuid,
      board_id: String(w.boardId),
      class_id: w.classId,
    });
    expect(byParent.body.data).toMatchObject({ uuid: w.studentA1.uuid, parent_uuid: w.parent.uuid });
    const removed = await post('removeInterest', w.studentA1, { board_id: w.boardId, class_id: w.classId });
    expect(removed.body.data).toMatchObject({ removed: true });
    expect(
      (await post('removeInterest', w.studentA1, { board_id: w.boardId, class_id: w.classId })).body.data.removed,
    ).toBe(false);
  });

  it('refuses a child the parent is not linked to (403) and a class outside the board (400)', async () => {
    const res = await post('addInterest', w.parent, {
      uuid: w.studentB.uuid,
      board_id: w.boardId,
      class_id: w.classId,
    });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('NOT_LINKED_CHILD');
    const bad = await post('addInterest', w.studentA1, { board_id: w.classId, class_id: w.boardId });
    expect(bad.status).toBe(400);
  });
});

describe('classWiseBatchList and the board/class grouping', () => {
  it('gives a learner their batch with the batch details fields of spec 001 §3', async () => {
    const res = await post('classWiseBatchList?v=2', w.studentA1, {
      board_id: w.boardId,
      class_id: w.classId,
      batch_type: '',
      cuet_flag: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.batch_list).toHaveLength(1);
    expect(res.body.data.batch_list[0]).toMatchObject({
      board_id: w.boardId,
      class_id: w.classId,
      school_id: w.schoolA.school_id,
      section_id: w.a1.section_id,
      section_master_website_id: 77001,
      section_name: '10-A',
      user_type: 1,
      package_id: w.licence.package_id,
      school_institute_name: 'Alpha School',
      subscription_type_id: 1,
      subscription_source: 'institute',
      enrolled_school_id: w.schoolA.school_id,
      board_name: 'CBSE',
      class_name: 'Class 10',
      institute_status: 1,
      institute_type: 1,
      is_active: true,
      priority: 1,
    });
    for (const field of [
      'user_package_id',
      'school_institute_code',
      'institute_identifier',
      'school_institute_logo',
      'school_address',
      'institute_logo',
    ]) {
      expect(res.body.data.batch_list[0]).toHaveProperty(field);
    }
  });

  it('lets a parent read a linked child’s batches only', async () => {
    const ok = await post('classWiseBatchList', w.parent, {
      uuid: w.studentA1.uuid,
      board_id: w.boardId,
      class_id: w.classId,
    });
    expect(ok.body.data.batch_list.map((b: { section_id: number }) => b.section_id)).toEqual([w.a1.section_id]);
    const notLinked = await post('classWiseBatchList', w.parent, {
      uuid: w.studentB.uuid,
      board_id: w.boardId,
      class_id: w.classId,
    });
    expect(notLinked.status).toBe(403);
    const otherStudent = await post('classWiseBatchList', w.studentA2, {
      uuid: w.studentA1.uuid,
      board_id: w.boardId,
      class_id: w.classId,
    });
    expect(otherStudent.status).toBe(403);
  });

  it('shows a teacher only the sections they teach, and an admin or coordinator every section', async () => {
    const ids = async (as: { email: string | null }) =>
      (await post('classWiseBatchList', as, { board_id: w.boardId, class_id: w.classId })).body.data.batch_list.map(
        (b: { section_id: number }) => b.section_id,
      );
    expect(await ids(w.teacherA)).toEqual([w.a1.section_id]);
    expect((await ids(w.adminA)).sort()).toEqual([w.a1.section_id, w.a2.section_id].sort());
    expect((await ids(w.coordinatorA)).sort()).toEqual([w.a1.section_id, w.a2.section_id].sort());
  });

  it('groups batches by board and class on both paths, with the grouping fields', async () => {
    const a = await post('getBoardClassMappingList', w.adminA, {
      school_id: w.schoolA.school_id,
      user_type_id: 5,
      is_esc_enabled: 0,
    });
    const b = await post('boardClassMappingList', w.adminA, {});
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual(b.body.data);
    const [group] = a.body.data.board_class_list;
    expect(group).toMatchObject({
      board_id: w.boardId,
      class_id: w.classId,
      board_name: 'CBSE',
      class_name: 'Class 10',
      board_icon: null,
    });
    expect(group.board_order).toEqual(expect.any(Number));
    expect(group.class_order).toEqual(expect.any(Number));
    expect(group.batch_data).toHaveLength(2);
    expect(group.packages).toEqual([expect.objectContaining({ package_id: w.licence.package_id, package_status: 1 })]);
    const other = await post('getBoardClassMappingList', w.adminA, { school_id: w.schoolB.school_id });
    expect(other.status).toBe(404);
    const learner = await post('getBoardClassMappingList', w.parent, { uuid: w.studentA1.uuid });
    expect(learner.body.data.board_class_list[0].batch_data).toHaveLength(1);
  });
});

describe('students of a school', () => {
  it('lists a section’s students for its teacher; another school’s section is 404, an untaught one 403', async () => {
    const res = await post('studentListBySection', w.teacherA, { section_id: w.a1.section_id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total_count: 1, start_index: 0 });
    expect(res.body.data.students[0]).toMatchObject({
      uuid: w.studentA1.uuid,
      name: `Asha ${w.studentA1.last_name}`,
      section_name: '10-A',
    });
    const otherSchool = await post('studentListBySection', w.teacherA, { section_id: w.b1.section_id });
    expect(otherSchool.status).toBe(404);
    const otherSchoolById = await post('studentListBySection', w.teacherA, {
      section_id: w.a1.section_id,
      school_id: w.schoolB.school_id,
    });
    expect(otherSchoolById.status).toBe(404);
    expect((await post('studentListBySection', w.teacherA, { section_id: w.a2.section_id })).status).toBe(403);
    expect((await post('studentListBySection', w.adminA, { section_id: w.a2.section_id })).body.data.total_count).toBe(
      1,
    );
    expect((await post('studentListBySection', w.studentA1, { section_id: w.a1.section_id })).status).toBe(403);
    expect((await post('studentListBySection', w.parent, { section_id: w.a1.section_id })).status).toBe(403);
  });

  it('lists a class’s students and counts students per section', async () => {
    const admin = await post('studentListByClassSection', w.adminA, { class_id: w.classId, board_id: w.boardId });
    expect(admin.body.data.students.map((s: { uuid: string }) => s.uuid).sort()).toEqual(
      [w.studentA1.uuid, w.studentA2.uuid].sort(),
    );
    const teacher = await post('studentListByClassSection', w.teacherA, { class_id: w.classId });
    expect(teacher.body.data.students.map((s: { uuid: string }) => s.uuid)).toEqual([w.studentA1.uuid]);
    const one = await post('studentListByClassSection', w.adminA, { class_id: w.classId, section_id: w.a2.section_id });
    expect(one.body.data.students.map((s: { uuid: string }) => s.uuid)).toEqual([w.studentA2.uuid]);

    const counts = await post('sectionWiseStudentCount', w.adminA, {});
    expect(counts.body.data).toMatchObject({ school_id: w.schoolA.school_id, total_students: 2 });
    expect(counts.body.data.sections[0]).toMatchObject({
      section_name: '10-A',
      board_name: 'CBSE',
      class_name: 'Class 10',
      student_count: 1,
      section_master_website_id: 77001,
    });
    expect((await post('sectionWiseStudentCount', w.teacherA, { school_id: w.schoolB.school_id })).status).toBe(404);
  });

  it('lists a class’s students section by section in name order, then by name, a page at a time', async () => {
    const school = await makeSchool(t.db);
    // Made first, so its id is the lower one: the list follows names, not ids.
    const nineB = await makeSection(t.db, school.school_id, { name: '9-B', boardId: w.boardId, classId: w.classId });
    const nineA = await makeSection(t.db, school.school_id, { name: '9-A', boardId: w.boardId, classId: w.classId });
    const admin = await makeUser(t.db, {
      userTypeId: UserType.SchoolAdminOrInstituteTeacher,
      role: 'SCHOOL_ADMIN',
      schoolId: school.school_id,
    });
    const amy = await makeUser(t.db, { schoolId: school.school_id, sectionIds: [nineB.section_id], firstName: 'Amy' });
    const zed = await makeUser(t.db, { schoolId: school.school_id, sectionIds: [nineA.section_id], firstName: 'Zed' });
    const yan = await makeUser(t.db, { schoolId: school.school_id, sectionIds: [nineA.section_id], firstName: 'Yan' });

    const all = await post('studentListByClassSection', admin, { class_id: w.classId });
    expect(all.body.data.total_count).toBe(3);
    expect(all.body.data.students.map((s: { uuid: string }) => s.uuid)).toEqual([yan.uuid, zed.uuid, amy.uuid]);
    expect(all.body.data.students.map((s: { section_name: string }) => s.section_name)).toEqual(['9-A', '9-A', '9-B']);
    expect(all.body.data.students[2]).toMatchObject({
      section_id: nineB.section_id,
      school_id: school.school_id,
      board_id: w.boardId,
      class_id: w.classId,
      name: `Amy ${amy.last_name}`,
    });
    const second = await post('studentListByClassSection', admin, { class_id: w.classId, start_index: 1, limit: 1 });
    expect(second.body.data).toMatchObject({ total_count: 3, start_index: 1, limit: 1 });
    expect(second.body.data.students.map((s: { uuid: string }) => s.uuid)).toEqual([zed.uuid]);
  });
});

describe('teachers', () => {
  it('teacherDetail: the teacher themselves with subjects; a parent of the school; not another school', async () => {
    const self = await post('teacherDetail', w.teacherA, {});
    expect(self.status).toBe(200);
    expect(self.body.data).toMatchObject({
      uuid: w.teacherA.uuid,
      name: `Tara ${w.teacherA.last_name}`,
      school_ids: [w.schoolA.school_id],
    });
    expect(self.body.data.subjects).toEqual([
      {
        section_id: w.a1.section_id,
        section_name: '10-A',
        board_id: w.boardId,
        class_id: w.classId,
        subject_id: w.subjects[0]!.subject_id,
        subject_name: 'Mathematics',
      },
    ]);
    expect((await post('teacherDetail', w.parent, { uuid: w.teacherA.uuid })).status).toBe(200);
    expect((await post('teacherDetail', w.teacherB, { uuid: w.teacherA.uuid })).status).toBe(404);
  });

  it('teacherDetailsUuid leaves out teachers of other schools', async () => {
    const res = await post('teacherDetailsUuid', w.adminA, { uuids: [w.teacherA.uuid, w.teacherB.uuid] });
    expect(res.body.data.teacher_list.map((x: { uuid: string }) => x.uuid)).toEqual([w.teacherA.uuid]);
  });

  it('searchTeacherList: staff only, at most 30 a page, searchable, only the caller’s school', async () => {
    const school = await makeSchool(t.db);
    const admin = await makeUser(t.db, {
      userTypeId: UserType.SchoolAdminOrInstituteTeacher,
      role: 'SCHOOL_ADMIN',
      schoolId: school.school_id,
    });
    for (let i = 0; i < 34; i += 1) {
      await makeUser(t.db, {
        userTypeId: UserType.Teacher,
        schoolId: school.school_id,
        firstName: i === 7 ? 'Zubin' : 'Teacher',
      });
    }
    const page = await post('searchTeacherList', admin, { start_index: 0, limit: 100 });
    expect(page.status).toBe(200);
    expect(page.body.data.teacher_list).toHaveLength(30);
    expect(page.body.data).toMatchObject({ total_count: 35, limit: 30, start_index: 0 });
    const next = await post('searchTeacherList', admin, { start_index: 30, limit: 30 });
    expect(next.body.data.teacher_list).toHaveLength(5);
    const found = await post('searchTeacherList', admin, { search_text: 'zub' });
    expect(found.body.data.teacher_list.map((x: { first_name: string }) => x.first_name)).toEqual(['Zubin']);
    expect((await post('searchTeacherList', w.studentA1, {})).status).toBe(403);
    expect((await post('searchTeacherList', w.adminA, { school_id: school.school_id })).status).toBe(404);
  });

  it('searchTeacherList of one section: the staff teaching a subject there and the staff placed in it', async () => {
    const placed = await makeUser(t.db, {
      userTypeId: UserType.Teacher,
      schoolId: w.schoolA.school_id,
      sectionIds: [w.a2.section_id],
      firstName: 'Priya',
    });
    const uuidsOf = (res: { body: { data: { teacher_list: { uuid: string }[] } } }) =>
      res.body.data.teacher_list.map((x) => x.uuid);
    expect(uuidsOf(await post('searchTeacherList', w.adminA, { section_id: w.a1.section_id }))).toEqual([
      w.teacherA.uuid,
    ]);
    expect(uuidsOf(await post('searchTeacherList', w.adminA, { section_id: w.a2.section_id }))).toEqual([placed.uuid]);
    expect(uuidsOf(await post('searchTeacherList', w.teacherA, { section_id: w.a1.section_id }))).toEqual([
      w.teacherA.uuid,
    ]);
    expect((await post('searchTeacherList', w.teacherA, { section_id: w.a2.section_id })).status).toBe(403);
  });
});
