import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeSection, makeUser } from '../../test/factories.js';
import { makeClassWithSubjects, makeLicence } from '../../test/institutes-factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The school's refusals and the roster preview's words in the language the request asks for (a school
// admin reading Hindi sees Hindi), English without one; the answer keeps its reason either way.

let t: TestApp;
let w: Awaited<ReturnType<typeof makeWorld>>;

const HEADER =
  'row_type,section_name,board_id,class_id,valid_from,valid_until,first_name,last_name,email,mobile,country_iso,parent_email,child_email';

async function makeWorld() {
  const { boardId, classId } = await makeClassWithSubjects(t.db, ['Mathematics']);
  const school = await makeSchool(t.db, { school_name: 'Kamal Vidyalaya' });
  await makeSection(t.db, school.school_id, { name: '8-B', boardId, classId });
  // Two student seats: a file of three new students is one too many.
  await makeLicence(t.db, school.school_id, { students: 2, teachers: 1, consumedStudents: 0 });
  const admin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: school.school_id,
  });
  const teacher = await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: school.school_id });
  const other = await makeSchool(t.db);
  const otherSection = await makeSection(t.db, other.school_id, { name: '8-C', boardId, classId });
  return { admin, teacher, otherSection };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld();
});
afterAll(() => t.close());

const roster = async (step: 'preview' | 'apply', as: { email: string | null }, csv: string, language?: string) =>
  call(t.app, 'POST', `/api/institutes/roster/${step}`, { token: await tokenOf(t.app, as), body: { csv }, language });

const students = (n: number) =>
  [HEADER, ...Array.from({ length: n }, (_, i) => `student,8-B,,,,,Ravi,Kumar,ravi${i}@lang.test,,IN,,`)].join('\n');

describe('the roster preview', () => {
  const file = [HEADER, 'student,8-B,,,,,Meena,Das,not-an-email,,IN,,', 'teacher,,,,,,Anil,Rao,anil@lang.test,,IN,,'];

  it('says each row’s problem in Hindi after its column, when the admin reads Hindi', async () => {
    const res = await roster('preview', w.admin, file.join('\n'), 'hi');
    expect(res.status).toBe(200);
    const [student] = res.body.data.rows as { errors: { field: string; message: string }[] }[];
    expect(student!.errors).toEqual([{ field: 'email', message: 'सही ईमेल पता नहीं है' }]);
  });

  it('says them in English without a language', async () => {
    const res = await roster('preview', w.admin, file.join('\n'));
    const [student] = res.body.data.rows as { errors: { field: string; message: string }[] }[];
    expect(student!.errors).toEqual([{ field: 'email', message: 'is not a valid email address' }]);
  });

  it('says a file it cannot use in Hindi, naming the file', async () => {
    const res = await roster('preview', w.admin, 'first_name,email\nA,a@b.c', 'hi');
    expect(res.body.data.file_errors).toEqual([{ field: 'csv', message: 'फ़ाइल की पहली पंक्ति में row_type कॉलम नहीं है।' }]);
  });
});

describe('an import refused', () => {
  it('with rejected rows: how many, in Hindi, and each row’s problem', async () => {
    const res = await roster('apply', w.admin, [HEADER, 'student,8-B,,,,,Meena,Das,,,IN,,'].join('\n'), 'hi');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      reason: 'institutes.roster.rowsRejected',
      message: '1 पंक्ति अस्वीकार हुई; कुछ भी आयात नहीं हुआ।',
    });
    expect(res.body.errors).toEqual([{ field: 'row 2: email', message: 'ज़रूरी है' }]);
  });

  it('for want of seats (a conflict): in Hindi with the numbers, in English without a language', async () => {
    const hindi = await roster('apply', w.admin, students(3), 'hi');
    expect(hindi.status).toBe(409);
    expect(hindi.body.reason).toBe('institutes.roster.studentSeats');
    expect(hindi.body.message).toBe('इस फ़ाइल के लिए विद्यार्थियों की 3 नई सीटें चाहिए, पर स्कूल के लाइसेंस में 2 सीटें बची हैं।');
    const english = await roster('apply', w.admin, students(3));
    expect(english.body.message).toBe("This file needs 3 new student seats but the school's licence has 2 left.");
    expect(english.body.reason).toBe('institutes.roster.studentSeats');
  });

  it('for a teacher (not the admin): in Hindi', async () => {
    const res = await roster('preview', w.teacher, students(1), 'hi');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      reason: 'institutes.roster.adminOnly',
      message: 'विद्यार्थी सूची केवल स्कूल प्रशासक आयात कर सकते हैं।',
    });
  });
});

describe('another school’s section', () => {
  const setTeacher = async (language?: string) =>
    call(t.app, 'POST', '/api/institutes/courses/teacher', {
      token: await tokenOf(t.app, w.admin),
      body: { section_id: w.otherSection.section_id, subject_id: 1, teacher_uuid: w.teacher.uuid, assigned: true },
      language,
    });

  it('is not found, said in Hindi with the field’s words', async () => {
    const res = await setTeacher('hi');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ reason: 'institutes.noSection', message: 'यह सेक्शन नहीं मिला।' });
    expect(res.body.errors).toEqual([{ field: 'section_id', message: 'आपके स्कूल का सेक्शन नहीं है' }]);
  });

  it('is not found in English without a language', async () => {
    const res = await setTeacher();
    expect(res.body).toMatchObject({ reason: 'institutes.noSection', message: 'No such section.' });
    expect(res.body.errors).toEqual([{ field: 'section_id', message: 'is not a section of your school' }]);
  });
});
