import { UserType } from '@esc/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeSection, makeUser } from '../../test/factories.js';
import { makeClassWithSubjects, makeLicence, rosterCounts } from '../../test/institutes-factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { fixtureZip, schoolZip } from '../../test/oneroster-zips.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof makeWorld>>;

async function makeWorld() {
  const { boardId, classId } = await makeClassWithSubjects(t.db, []);
  const school = await makeSchool(t.db, { school_name: 'OneRoster School' });
  await makeSection(t.db, school.school_id, { name: '9-A', boardId, classId });
  await makeLicence(t.db, school.school_id, { students: 100, teachers: 10 });
  const admin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: school.school_id,
  });
  const other = await makeSchool(t.db, { school_name: 'Other School' });
  await makeLicence(t.db, other.school_id, { students: 100, teachers: 10 });
  const otherAdmin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: other.school_id,
  });
  return { boardId, classId, school, admin, other, otherAdmin };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld();
});
afterAll(() => t.close());

type Row = {
  status: string;
  source?: { file: string; sourced_id: string };
  errors: { field: string; message: string }[];
};

const send = async (
  step: 'preview' | 'apply',
  as: { email: string | null },
  body: Record<string, string>,
  language?: string,
) =>
  call(t.app, 'POST', `/api/institutes/roster/oneroster/${step}`, {
    token: await tokenOf(t.app, as),
    body,
    ...(language ? { language } : {}),
  });

async function exportOf(as: { email: string | null }) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/institutes/roster/oneroster',
    headers: { authorization: `Bearer ${await tokenOf(t.app, as)}` },
  });
  return res;
}

const filesOf = (zip: Buffer) =>
  Object.fromEntries(Object.entries(unzipSync(new Uint8Array(zip))).map(([name, data]) => [name, strFromU8(data)]));

describe('the public OneRoster 1.1 fixture', () => {
  it('asks which of its two schools to import', async () => {
    const res = await send('preview', w.admin, { zip: fixtureZip(), board: 'CBSE' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    // orgs.csv holds two organisations of type school: 12345 (School 1) and 54321 (School 2).
    expect(data.orgs).toEqual([
      { sourced_id: '12345', name: 'School 1' },
      { sourced_id: '54321', name: 'School 2' },
    ]);
    expect(data.org).toBeNull();
    expect(data.rows).toEqual([]);
    expect(data.can_apply).toBe(false);
    expect(data.file_errors).toEqual([{ field: 'org', message: 'the file holds 2 schools: choose the one to import' }]);
  });

  it('accounts for every class and user of school 12345, each refused with the file, the sourcedId and why', async () => {
    const res = await send('preview', w.admin, { zip: fixtureZip(), board: 'CBSE', org: '12345' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    // classes.csv: class1 and class2 are of 12345, class3 of 54321; users.csv: user1 of 12345, user2 of 54321.
    expect(data.counts).toEqual({ total: 3, new: 0, changed: 0, unchanged: 0, rejected: 3 });
    expect(data.other_school_records).toBe(2);
    expect(data.can_apply).toBe(false);
    const rows = data.rows as Row[];
    expect(rows.map((r) => r.source)).toEqual([
      { file: 'classes.csv', sourced_id: 'class1' },
      { file: 'classes.csv', sourced_id: 'class2' },
      { file: 'users.csv', sourced_id: 'user1' },
    ]);
    // Both classes name term "1", which academicSessions.csv (header only) does not hold.
    const noTerm = { field: 'termSourcedIds', message: 'academic session "1" is not in academicSessions.csv' };
    expect(rows[0]!.errors).toContainEqual(noTerm);
    // class1's grade 2 is "Class 2", which this catalogue's CBSE does not have; class2 has no grade.
    expect(rows[0]!.errors).toContainEqual({ field: 'grades', message: 'is not a class of this board: "Class 2"' });
    expect(rows[1]!.errors).toContainEqual(noTerm);
    expect(rows[1]!.errors).toContainEqual({
      field: 'grades',
      message: 'is required (the class’s name, e.g. Class 10)',
    });
    // user1 has no email and is enrolled as a student in two classes.
    expect(rows[2]!.errors).toContainEqual({ field: 'email', message: 'is required' });
    expect(rows[2]!.errors).toContainEqual({ field: 'enrollments', message: 'a student needs exactly one section' });
  });

  it('says why in the reader’s language', async () => {
    const res = await send('preview', w.admin, { zip: fixtureZip(), board: 'CBSE', org: '54321' }, 'hi');
    const rows = res.body.data.rows as Row[];
    expect(rows.map((r) => r.source?.sourced_id)).toEqual(['class3', 'user2']);
    expect(rows[0]!.errors).toContainEqual({
      field: 'termSourcedIds',
      message: 'शैक्षणिक सत्र "1" academicSessions.csv में नहीं है',
    });
  });
});

describe('a OneRoster 1.2 zip', () => {
  it('previews, applies within the seats, and a second import of the same zip changes nothing', async () => {
    const zip = schoolZip('A');
    const before = await rosterCounts(t.db, w.school.school_id);
    const preview = await send('preview', w.admin, { zip, board: 'CBSE' });
    expect(preview.status).toBe(200);
    // 2 classes, 3 students, 1 teacher, 1 guardian and one link (named by both the guardian and the learner).
    expect(preview.body.data.counts).toEqual({ total: 8, new: 8, changed: 0, unchanged: 0, rejected: 0 });
    expect(preview.body.data.seats).toContainEqual(expect.objectContaining({ kind: 'student', needed: 3 }));
    expect(preview.body.data.can_apply).toBe(true);

    const applied = await send('apply', w.admin, { zip, board: 'CBSE' });
    expect(applied.status).toBe(200);
    expect(applied.body.data.created).toEqual({ sections: 2, students: 3, teachers: 1, parents: 1, parent_links: 1 });
    const after = await rosterCounts(t.db, w.school.school_id);
    expect(after.sections - before.sections).toBe(2);
    const teacherSections = await t.db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
      .innerJoin('sections as s', 's.section_id', 'm.section_id')
      .select(['s.section_name', 'u.mobile', 's.class_id'])
      .where('u.email', '=', 't1.a@oneroster.test')
      .orderBy('s.section_name')
      .execute();
    expect(teacherSections).toEqual([
      { section_name: 'A-10A', mobile: '9876500065', class_id: w.classId },
      { section_name: 'A-10B', mobile: '9876500065', class_id: w.classId },
    ]);

    const again = await send('preview', w.admin, { zip, board: 'CBSE' });
    expect(again.body.data.counts).toEqual({ total: 8, new: 0, changed: 0, unchanged: 8, rejected: 0 });
  });

  it('refuses a role the product does not import, naming the record', async () => {
    const extra = 'adm-B,active,,true,org-B,administrator,adm,,Office,Head,,,office.b@oneroster.test,,,';
    const res = await send('preview', w.admin, { zip: schoolZip('B', { extraUsers: [extra] }), board: 'CBSE' });
    const rows = res.body.data.rows as Row[];
    const refused = rows.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.source).toEqual({ file: 'users.csv', sourced_id: 'adm-B' });
    expect(refused[0]!.errors).toEqual([
      {
        field: 'role',
        message: 'role "administrator" is not imported: only students, teachers, parents and guardians are',
      },
    ]);
  });

  it('is held to the licence seats: too few refuses the whole zip', async () => {
    const small = await makeSchool(t.db, { school_name: 'Small OneRoster School' });
    await makeLicence(t.db, small.school_id, { students: 2, teachers: 5, consumedStudents: 0 });
    const smallAdmin = await makeUser(t.db, {
      userTypeId: UserType.SchoolAdminOrInstituteTeacher,
      role: 'SCHOOL_ADMIN',
      schoolId: small.school_id,
    });
    const zip = schoolZip('C');
    const preview = await send('preview', smallAdmin, { zip, board: 'CBSE' });
    expect(preview.body.data.can_apply).toBe(false);
    const before = await rosterCounts(t.db, small.school_id);
    const applied = await send('apply', smallAdmin, { zip, board: 'CBSE' });
    expect(applied.status).toBe(409);
    expect(await rosterCounts(t.db, small.school_id)).toEqual(before);
  });
});

describe('the OneRoster export', () => {
  it('writes a 1.2 bulk set that imports back with nothing new or changed', async () => {
    const res = await exportOf(w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const files = filesOf(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'academicSessions.csv',
      'classes.csv',
      'courses.csv',
      'enrollments.csv',
      'manifest.csv',
      'orgs.csv',
      'users.csv',
    ]);
    const manifest = files['manifest.csv']!.split('\r\n');
    expect(manifest).toContain('oneroster.version,1.2');
    expect(manifest).toContain('file.users,bulk');
    expect(manifest).toContain('file.demographics,absent');
    expect(files['users.csv']).toContain('g.a@oneroster.test');
    expect(files['users.csv']).toContain('+919876500065');

    const zip = res.rawPayload.toString('base64');
    const preview = await send('preview', w.admin, { zip });
    expect(preview.status).toBe(200);
    const counts = preview.body.data.counts;
    // The 9-A section, A-10A and A-10B; 3 learners, the teacher, the guardian and the link.
    expect(counts).toEqual({ total: 9, new: 0, changed: 0, unchanged: 9, rejected: 0 });
  });

  it('gives each school admin their own school only; teachers and learners get none', async () => {
    const theirs = await exportOf(w.otherAdmin);
    expect(theirs.statusCode).toBe(200);
    const files = filesOf(theirs.rawPayload);
    expect(files['orgs.csv']).toContain('Other School');
    expect(files['users.csv']).not.toContain('oneroster.test');
    const teacher = await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: w.school.school_id });
    const learner = await makeUser(t.db, { schoolId: w.school.school_id });
    for (const who of [teacher, learner]) {
      expect((await exportOf(who)).statusCode).toBe(403);
      expect((await send('preview', who, { zip: schoolZip('A') })).status).toBe(403);
      expect((await send('apply', who, { zip: schoolZip('A'), board: 'CBSE' })).status).toBe(403);
    }
  });

  it('lets no other school import people of this school', async () => {
    const before = await rosterCounts(t.db, w.school.school_id);
    const mine = (await exportOf(w.admin)).rawPayload.toString('base64');
    const preview = await send('preview', w.otherAdmin, { zip: mine });
    const people = (preview.body.data.rows as (Row & { row_type: string })[]).filter((r) => r.row_type === 'student');
    expect(people.length).toBe(3);
    for (const row of people)
      expect(row.errors).toContainEqual({ field: 'email', message: 'cannot be imported: contact the person' });
    const refused = await send('apply', w.otherAdmin, { zip: mine });
    expect(refused.status).toBe(400);
    // Each refusal names the record as the zip does: its file and sourcedId, then the column.
    const fields = (refused.body.errors as { field: string }[]).map((e) => e.field);
    // The 3 learners and the teacher, and the guardian's link to a refused learner.
    const uuid = '[0-9a-f-]{36}';
    expect(fields.filter((f) => new RegExp(`^users\\.csv ${uuid}: email$`).test(f))).toHaveLength(4);
    expect(fields.filter((f) => new RegExp(`^users\\.csv ${uuid} → ${uuid}: child_email$`).test(f))).toHaveLength(1);
    expect(fields).toHaveLength(5);
    expect(await rosterCounts(t.db, w.school.school_id)).toEqual(before);
  });
});
