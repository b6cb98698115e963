import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeSection, makeUser } from '../../test/factories.js';
import { assignTeacher, giveSchoolSubjects, makeClassWithSubjects } from '../../test/institutes-factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The school admin's courses (/course-master): only the admin of the school reads and
// changes them; a teacher of that school, a subject of the section's board and class.

let t: TestApp;
const COURSES = '/api/institutes/courses';

async function makeCourseSchool(name: string) {
  const course = await makeClassWithSubjects(t.db, ['Mathematics', 'Science', 'Hindi']);
  const school = await makeSchool(t.db, { school_name: name });
  const section = await makeSection(t.db, school.school_id, {
    name: '9-A',
    boardId: course.boardId,
    classId: course.classId,
  });
  const [maths, science, hindi] = course.subjects.map((s) => s.subject_id) as [number, number, number];
  await giveSchoolSubjects(t.db, school.school_id, course.boardId, course.classId, [maths, science]);
  const inSchool = { schoolId: school.school_id, sectionIds: [section.section_id] };
  const teacher = await makeUser(t.db, { ...inSchool, userTypeId: UserType.Teacher, firstName: 'Lata' });
  const admin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: school.school_id,
  });
  const student = await makeUser(t.db, inSchool);
  await assignTeacher(t.db, teacher.uuid, section.section_id, [maths]);
  return { ...course, school, section, teacher, admin, student, maths, science, hindi };
}

let home: Awaited<ReturnType<typeof makeCourseSchool>>;
let other: Awaited<ReturnType<typeof makeCourseSchool>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  home = await makeCourseSchool('Lotus School');
  other = await makeCourseSchool('Banyan School');
  adminToken = await tokenOf(t.app, home.admin);
});
afterAll(() => t.close());

async function assignments(sectionId: number) {
  return t.db
    .selectFrom('teacher_assignments')
    .select(['user_uuid', 'subject_id'])
    .where('section_id', '=', sectionId)
    .orderBy('subject_id')
    .execute();
}

describe('the course master overview', () => {
  it('shows the admin their school’s class, its subjects (offered or not), its section and who teaches what', async () => {
    const res = await call(t.app, 'GET', COURSES, { token: adminToken });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.school_id).toBe(home.school.school_id);
    expect(data.classes).toHaveLength(1);
    const [cls] = data.classes;
    expect(cls.class_id).toBe(home.classId);
    expect(cls.subjects.map((s: { subject_name: string; offered: boolean }) => [s.subject_name, s.offered])).toEqual([
      ['Mathematics', true],
      ['Science', true],
      ['Hindi', false],
    ]);
    expect(cls.sections).toEqual([
      {
        section_id: home.section.section_id,
        section_name: '9-A',
        assignments: [
          { subject_id: home.maths, teacher_uuid: home.teacher.uuid, teacher_name: `Lata ${home.teacher.last_name}` },
        ],
      },
    ]);
    expect(data.teachers.map((p: { uuid: string }) => p.uuid)).toContain(home.teacher.uuid);
    expect(data.teachers.map((p: { uuid: string }) => p.uuid)).not.toContain(other.teacher.uuid);
  });

  it('refuses a teacher and a learner of the school (403)', async () => {
    for (const person of [home.teacher, home.student]) {
      const res = await call(t.app, 'GET', COURSES, { token: await tokenOf(t.app, person) });
      expect(res.status).toBe(403);
    }
  });
});

describe('giving a teacher a subject of a section', () => {
  it('assigns, is kept, and takes it back', async () => {
    const body = { section_id: home.section.section_id, subject_id: home.science, teacher_uuid: home.teacher.uuid };
    const given = await call(t.app, 'POST', `${COURSES}/teacher`, {
      token: adminToken,
      body: { ...body, assigned: true },
    });
    expect(given.status).toBe(200);
    expect(await assignments(home.section.section_id)).toEqual([
      { user_uuid: home.teacher.uuid, subject_id: home.maths },
      { user_uuid: home.teacher.uuid, subject_id: home.science },
    ]);
    // Twice is once.
    await call(t.app, 'POST', `${COURSES}/teacher`, { token: adminToken, body: { ...body, assigned: true } });
    expect(await assignments(home.section.section_id)).toHaveLength(2);
    const taken = await call(t.app, 'POST', `${COURSES}/teacher`, {
      token: adminToken,
      body: { ...body, assigned: false },
    });
    expect(taken.status).toBe(200);
    expect(await assignments(home.section.section_id)).toEqual([
      { user_uuid: home.teacher.uuid, subject_id: home.maths },
    ]);
  });

  it('refuses a subject the school does not offer for the section, naming subject_id', async () => {
    const res = await call(t.app, 'POST', `${COURSES}/teacher`, {
      token: adminToken,
      body: {
        section_id: home.section.section_id,
        subject_id: home.hindi,
        teacher_uuid: home.teacher.uuid,
        assigned: true,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['subject_id']);
    expect(await assignments(home.section.section_id)).toHaveLength(1);
  });

  it('refuses another school’s teacher and a learner, naming teacher_uuid', async () => {
    for (const person of [other.teacher, home.student]) {
      const res = await call(t.app, 'POST', `${COURSES}/teacher`, {
        token: adminToken,
        body: {
          section_id: home.section.section_id,
          subject_id: home.science,
          teacher_uuid: person.uuid,
          assigned: true,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['teacher_uuid']);
    }
    expect(await assignments(home.section.section_id)).toHaveLength(1);
  });

  it('another school’s admin changes nothing in this school: its section is not found', async () => {
    const stranger = await tokenOf(t.app, other.admin);
    for (const assigned of [true, false]) {
      const res = await call(t.app, 'POST', `${COURSES}/teacher`, {
        token: stranger,
        body: {
          section_id: home.section.section_id,
          subject_id: home.maths,
          teacher_uuid: home.teacher.uuid,
          assigned,
        },
      });
      expect(res.status).toBe(404);
    }
    expect(await assignments(home.section.section_id)).toEqual([
      { user_uuid: home.teacher.uuid, subject_id: home.maths },
    ]);
  });
});

describe('offering a subject', () => {
  it('offers a subject of the class, then withdraws it', async () => {
    const body = { board_id: home.boardId, class_id: home.classId, subject_id: home.hindi };
    const offered = await call(t.app, 'POST', `${COURSES}/subject`, {
      token: adminToken,
      body: { ...body, offered: true },
    });
    expect(offered.status).toBe(200);
    const after = await call(t.app, 'GET', COURSES, { token: adminToken });
    const hindi = after.body.data.classes[0].subjects.find((s: { subject_id: number }) => s.subject_id === home.hindi);
    expect(hindi.offered).toBe(true);
    const withdrawn = await call(t.app, 'POST', `${COURSES}/subject`, {
      token: adminToken,
      body: { ...body, offered: false },
    });
    expect(withdrawn.status).toBe(200);
  });

  it('does not withdraw a subject still taught, saying where (409)', async () => {
    const res = await call(t.app, 'POST', `${COURSES}/subject`, {
      token: adminToken,
      body: { board_id: home.boardId, class_id: home.classId, subject_id: home.maths, offered: false },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('9-A');
  });

  it('refuses a subject of another class and a class of another board, naming the field', async () => {
    const wrongSubject = await call(t.app, 'POST', `${COURSES}/subject`, {
      token: adminToken,
      body: { board_id: home.boardId, class_id: home.classId, subject_id: other.maths, offered: true },
    });
    expect(wrongSubject.status).toBe(400);
    expect(wrongSubject.body.errors[0].field).toBe('subject_id');
    const wrongClass = await call(t.app, 'POST', `${COURSES}/subject`, {
      token: adminToken,
      body: { board_id: home.boardId, class_id: other.classId, subject_id: other.maths, offered: true },
    });
    expect(wrongClass.status).toBe(400);
    expect(wrongClass.body.errors[0].field).toBe('class_id');
  });
});
