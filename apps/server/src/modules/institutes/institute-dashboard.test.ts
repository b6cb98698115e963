import { DEFAULT_SCHOOL_ID, InstituteType, UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkParent, makeSchool, makeSection, makeUser } from '../../test/factories.js';
import {
  assignTeacher,
  giveSchoolSubjects,
  makeClassWithSubjects,
  makeLicence,
  setSectionWebsiteId,
} from '../../test/institutes-factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof makeWorld>>;

async function makeWorld() {
  const { boardId, classId, subjects } = await makeClassWithSubjects(t.db, ['Mathematics', 'Science', 'English']);
  const school = await makeSchool(t.db, { school_name: 'Sunrise' });
  const coaching = await makeSchool(t.db, { school_name: 'Pinnacle', institute_type: InstituteType.CoachingInstitute });
  await makeSchool(t.db, { school_id: DEFAULT_SCHOOL_ID, school_name: 'ESC', institute_type: null });
  const s1 = await makeSection(t.db, school.school_id, { name: '10-A', boardId, classId });
  const c1 = await makeSection(t.db, coaching.school_id, { name: 'Foundation', boardId, classId });
  await setSectionWebsiteId(t.db, s1.section_id, 61001);
  await setSectionWebsiteId(t.db, c1.section_id, 61002);
  await makeLicence(t.db, school.school_id);
  await giveSchoolSubjects(
    t.db,
    school.school_id,
    boardId,
    classId,
    subjects.map((s) => s.subject_id),
  );
  await giveSchoolSubjects(t.db, coaching.school_id, boardId, classId, [subjects[0]!.subject_id]);
  const student = await makeUser(t.db, { schoolId: school.school_id, sectionIds: [s1.section_id] });
  // Joins the coaching institute later: the school stays the first (selected) institute.
  await new Promise((r) => setTimeout(r, 5));
  await t.db
    .insertInto('memberships')
    .values({
      id: crypto.randomUUID(),
      user_uuid: student.uuid,
      school_id: coaching.school_id,
      section_id: c1.section_id,
      created_at: new Date().toISOString(),
    })
    .execute();
  const teacher = await makeUser(t.db, {
    userTypeId: UserType.Teacher,
    schoolId: school.school_id,
    firstName: 'Meera',
    lastName: 'Iyer',
  });
  await assignTeacher(t.db, teacher.uuid, s1.section_id, [subjects[0]!.subject_id, subjects[1]!.subject_id]);
  const coach = await makeUser(t.db, {
    userTypeId: UserType.Teacher,
    schoolId: coaching.school_id,
    sectionIds: [c1.section_id],
    firstName: 'Kabir',
    lastName: 'Menon',
  });
  const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
  await linkParent(t.db, parent.uuid, student.uuid);
  const stranger = await makeUser(t.db, { schoolId: school.school_id, sectionIds: [s1.section_id] });
  return { boardId, classId, school, coaching, s1, c1, student, teacher, coach, parent, stranger };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld();
});
afterAll(() => t.close());

const dashboard = async (as: { email: string | null }, uuid?: string) =>
  call(t.app, 'GET', `/api/institutes/dashboard${uuid ? `?uuid=${uuid}` : ''}`, { token: await tokenOf(t.app, as) });

describe('institute dashboard', () => {
  it('lists the learner’s institutes with status, batches, subjects and teachers', async () => {
    const res = await dashboard(w.student);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ uuid: w.student.uuid, selected_school_id: w.school.school_id, school_count: 2 });
    expect(
      data.institutes.map(
        (i: { school_details: { school_institute_name: string } }) => i.school_details.school_institute_name,
      ),
    ).toEqual(['Sunrise', 'Pinnacle']);
    const [sunrise, pinnacle] = data.institutes;
    expect(sunrise).toMatchObject({
      is_selected: true,
      is_active: true,
      institute_status: 1,
      subscription_type_id: 1,
      priority: 1,
      syllabus_detail: {
        batch_section_id: w.s1.section_id,
        section_master_website_id: 61001,
        batch_section_name: '10-A',
      },
    });
    expect(
      sunrise.batches.map((b: { section_name: string; board_name: string }) => [b.board_name, b.section_name]),
    ).toEqual([['CBSE', '10-A']]);
    expect(sunrise.subjects.map((s: { subject_name: string }) => s.subject_name)).toEqual([
      'Mathematics',
      'Science',
      'English',
    ]);
    expect(sunrise.teachers).toEqual([
      { uuid: w.teacher.uuid, name: 'Meera Iyer', subjects: ['Mathematics', 'Science'], section_names: ['10-A'] },
    ]);
    // The coaching institute has no licence: not active (spec 001 §4).
    expect(pinnacle).toMatchObject({ is_selected: false, is_active: false, institute_type: 2 });
    expect(pinnacle.teachers.map((x: { name: string }) => x.name)).toEqual(['Kabir Menon']);
  });

  it('lets a parent read a linked child’s dashboard, never another child’s', async () => {
    expect((await dashboard(w.parent, w.student.uuid)).body.data.institutes).toHaveLength(2);
    const res = await dashboard(w.parent, w.stranger.uuid);
    expect(res.status).toBe(403);
    expect((await dashboard(w.stranger, w.student.uuid)).status).toBe(403);
  });

  it('selects an institute: it becomes the first, and the answer says where to go by user type', async () => {
    const token = await tokenOf(t.app, w.student);
    const res = await call(t.app, 'POST', '/api/institutes/select', {
      token,
      body: { section_master_website_id: 61002, board_id: String(w.boardId) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      school_id: w.coaching.school_id,
      section_id: w.c1.section_id,
      section_master_website_id: 61002,
      board_id: w.boardId,
      redirect_path: '/student-institute-dashboard',
    });
    const after = (await dashboard(w.student)).body.data;
    expect(after.selected_school_id).toBe(w.coaching.school_id);
    const me = await call(t.app, 'GET', '/api/cognito-login-service/auth/me', { token });
    expect(me.body.data.school.school_id).toBe(w.coaching.school_id);

    const byParent = await call(t.app, 'POST', '/api/institutes/select', {
      token: await tokenOf(t.app, w.parent),
      body: { uuid: w.student.uuid, section_master_website_id: 61001, board_id: w.boardId },
    });
    expect(byParent.body.data).toMatchObject({
      school_id: w.school.school_id,
      redirect_path: '/parent-institute-dashboard',
    });
    const unknown = await call(t.app, 'POST', '/api/institutes/select', {
      token,
      body: { section_master_website_id: 1, board_id: w.boardId },
    });
    expect(unknown.status).toBe(404);
  });
});
