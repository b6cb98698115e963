import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeSection, makeUser } from '../../test/factories.js';
import { makeClassWithSubjects, makeLicence, rosterCounts } from '../../test/institutes-factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { cpuMsSoFar } from '../../test/cpu-time.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof makeWorld>>;

/** The header of a file made before boards and classes had names in it (still accepted). */
const HEADER =
  'row_type,section_name,board_id,class_id,valid_from,valid_until,first_name,last_name,email,mobile,country_iso,parent_email,child_email';
/** The template's header (names of boards and classes, not internal ids). */
const NAMED_HEADER =
  'row_type,section_name,board,class,valid_from,valid_until,first_name,last_name,email,mobile,country_iso,parent_email,child_email';

async function makeWorld() {
  const { boardId, classId } = await makeClassWithSubjects(t.db, []);
  const school = await makeSchool(t.db, { school_name: 'Roster School' });
  const existing = await makeSection(t.db, school.school_id, { name: '9-A', boardId, classId });
  await makeLicence(t.db, school.school_id, { students: 1000, teachers: 50 });
  const admin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: school.school_id,
  });
  const teacher = await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: school.school_id });
  const other = await makeSchool(t.db);
  const outsider = await makeUser(t.db, { schoolId: other.school_id, email: 'outsider@elsewhere.test' });
  // A small school with five student seats, for the seat rule.
  const small = await makeSchool(t.db, { school_name: 'Small School' });
  await makeSection(t.db, small.school_id, { name: 'S-1', boardId, classId });
  await makeLicence(t.db, small.school_id, { students: 5, teachers: 1, consumedStudents: 0 });
  const smallAdmin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: small.school_id,
  });
  return { boardId, classId, school, existing, admin, teacher, outsider, small, smallAdmin };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld();
});
afterAll(() => t.close());

const send = async (step: 'preview' | 'apply', as: { email: string | null }, csv: string) =>
  call(t.app, 'POST', `/api/institutes/roster/${step}`, { token: await tokenOf(t.app, as), body: { csv } });

const mobile = (n: number) => `9${String(700_000_000 + n).padStart(9, '0')}`;

/** A 500-row file: 10 sections, 450 students, 20 teachers, 10 parents and 10 links. */
function bigFile(tag: string): string {
  const rows = [HEADER];
  for (let s = 0; s < 10; s += 1)
    rows.push(`section,${tag}-${s},${w.boardId},${w.classId},2026-04-01,2027-03-31,,,,,,,`);
  for (let i = 0; i < 450; i += 1)
    rows.push(
      `student,${tag}-${i % 10},,,,,Student,Number ${'abcdefghij'[i % 10]},s${i}.${tag}@roster.test,${mobile(i + (tag === 'B' ? 5000 : 0))},IN,,`,
    );
  for (let i = 0; i < 20; i += 1)
    rows.push(`teacher,${tag}-${i % 10};${tag}-${(i + 1) % 10},,,,,Teacher,Person,t${i}.${tag}@roster.test,,IN,,`);
  for (let i = 0; i < 10; i += 1) rows.push(`parent,,,,,,Parent,Person,p${i}.${tag}@roster.test,,,,`);
  for (let i = 0; i < 10; i += 1) rows.push(`parent_link,,,,,,,,,,,p${i}.${tag}@roster.test,s${i}.${tag}@roster.test`);
  return rows.join('\n');
}

describe('roster import', () => {
  it('offers the CSV template as a download', async () => {
    const res = await call(t.app, 'GET', '/api/institutes/roster/template');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const [header, section] = String(res.body).split('\r\n');
    expect(header).toBe(NAMED_HEADER);
    expect(section).toBe('section,10-C,CBSE,Class 10,2026-04-01,2027-03-31,,,,,,,');
  });

  it('takes boards and classes by their names (any case), and names the column of one it does not know', async () => {
    const csv = [
      NAMED_HEADER,
      'section,N-1,CBSE,Class 10,2026-04-01,2027-03-31,,,,,,,',
      'section,N-2,cbse, class  10 ,2026-04-01,,,,,,,,',
      'section,N-3,ICSE,Class 10,2026-04-01,,,,,,,,',
      'section,N-4,CBSE,Class 13,2026-04-01,,,,,,,,',
      'section,N-5,,,2026-04-01,,,,,,,,',
      'student,N-1,,,,,Named,Learner,named.learner@roster.test,,IN,,',
    ].join('\n');
    const preview = await send('preview', w.admin, csv);
    expect(preview.status).toBe(200);
    const rows = preview.body.data.rows as { row_number: number; status: string; errors: object[] }[];
    expect(rows.map((r) => [r.row_number, r.status, r.errors])).toEqual([
      [2, 'new', []],
      [3, 'new', []],
      [4, 'rejected', [{ field: 'board', message: 'is not a board of the catalogue: "ICSE"' }]],
      [5, 'rejected', [{ field: 'class', message: 'is not a class of this board: "Class 13"' }]],
      [
        6,
        'rejected',
        [
          { field: 'board', message: 'is required (the board’s name, e.g. CBSE)' },
          { field: 'class', message: 'is required (the class’s name, e.g. Class 10)' },
        ],
      ],
      [7, 'new', []],
    ]);
    // The sections only: a learner would take a seat the later tests count.
    const good = csv.split('\n').slice(0, 3).join('\n');
    const applied = await send('apply', w.admin, good);
    expect(applied.status).toBe(200);
    const made = await t.db
      .selectFrom('sections')
      .select(['section_name', 'board_id', 'class_id'])
      .where('school_id', '=', w.school.school_id)
      .where('section_name', 'in', ['N-1', 'N-2'])
      .orderBy('section_name')
      .execute();
    expect(made).toEqual([
      { section_name: 'N-1', board_id: w.boardId, class_id: w.classId },
      { section_name: 'N-2', board_id: w.boardId, class_id: w.classId },
    ]);
  });

  it('is for school admins only', async () => {
    expect((await send('preview', w.teacher, HEADER)).status).toBe(403);
  });

  it('previews then applies a 500-row file in one go; counts match; a second preview is unchanged', async () => {
    const csv = bigFile('A');
    const before = await rosterCounts(t.db, w.school.school_id);
    // Speed budgets in CPU time, which a busy machine does not stretch as it does the wall clock.
    let started = cpuMsSoFar();
    const preview = await send('preview', w.admin, csv);
    const previewMs = cpuMsSoFar() - started;
    expect(preview.status).toBe(200);
    expect(preview.body.data.counts).toEqual({ total: 500, new: 500, changed: 0, unchanged: 0, rejected: 0 });
    expect(preview.body.data.can_apply).toBe(true);
    expect(preview.body.data.seats).toContainEqual({
      kind: 'student',
      allowed: 1000,
      consumed: 0,
      needed: 450,
      enough: true,
    });
    expect(await rosterCounts(t.db, w.school.school_id)).toEqual(before);

    started = cpuMsSoFar();
    const applied = await send('apply', w.admin, csv);
    const applyMs = cpuMsSoFar() - started;
    expect(applied.status).toBe(200);
    expect(applied.body.data.created).toEqual({
      sections: 10,
      students: 450,
      teachers: 20,
      parents: 10,
      parent_links: 10,
    });
    const after = await rosterCounts(t.db, w.school.school_id);
    expect(after).toEqual({
      users: before.users + 480,
      sections: before.sections + 10,
      memberships: before.memberships + 450 + 40,
      links: before.links + 10,
    });
    const licence = await t.db
      .selectFrom('licences')
      .selectAll()
      .where('school_id', '=', w.school.school_id)
      .executeTakeFirstOrThrow();
    expect(licence).toMatchObject({ consumed_student_license: 450, consumed_teacher_license: 20 });
    expect(previewMs).toBeLessThan(3000);
    expect(applyMs).toBeLessThan(5000);

    const again = await send('preview', w.admin, csv);
    expect(again.body.data.counts).toMatchObject({ unchanged: 500, new: 0 });
    // Imported people have no known password: they sign in after a reset.
    const login = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
      body: { username: 's1.a@roster.test', password: 'anything' },
    });
    expect(login.status).toBe(401);
  });

  it('marks changed rows with the fields they change', async () => {
    const csv = [
      HEADER,
      `student,A-3,,,,,Student,Renamed,s1.a@roster.test,${mobile(1)},IN,,`,
      `section,A-0,${w.boardId},${w.classId},2026-04-01,2027-06-30,,,,,,,`,
    ].join('\n');
    const res = await send('preview', w.admin, csv);
    expect(res.body.data.rows).toEqual([
      {
        row_number: 2,
        row_type: 'student',
        key: 's1.a@roster.test',
        status: 'changed',
        changes: ['last_name', 'section_name'],
        errors: [],
      },
      { row_number: 3, row_type: 'section', key: 'A-0', status: 'changed', changes: ['valid_until'], errors: [] },
    ]);
    // The section as other modules read it, kept between their calls: read before the change.
    const { section_id } = await t.db
      .selectFrom('sections')
      .select('section_id')
      .where('school_id', '=', w.school.school_id)
      .where('section_name', '=', 'A-0')
      .executeTakeFirstOrThrow();
    const validUntil = async () => (await t.services.institutes.sections.sectionsByIds([section_id]))[0]?.valid_until;
    expect(await validUntil()).not.toBe('2027-06-30');
    expect((await send('apply', w.admin, csv)).body.data).toMatchObject({ updated: 2 });
    expect(await validUntil()).toBe('2027-06-30');
    const memberships = await t.db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
      .innerJoin('sections as s', 's.section_id', 'm.section_id')
      .select(['s.section_name', 'u.last_name'])
      .where('u.email', '=', 's1.a@roster.test')
      .execute();
    expect(memberships).toEqual([{ section_name: 'A-3', last_name: 'Renamed' }]);
  });

  it('a file with one bad row writes nothing, and the preview names the row and field', async () => {
    const lines = bigFile('B').split('\n');
    lines[120] = lines[120]!.replace(/s\d+\.B@roster\.test/, 'not-an-email');
    const csv = lines.join('\n');
    const preview = await send('preview', w.admin, csv);
    expect(preview.body.data).toMatchObject({ can_apply: false, counts: { total: 500, new: 499, rejected: 1 } });
    expect(preview.body.data.rows.find((r: { status: string }) => r.status === 'rejected')).toEqual({
      row_number: 121,
      row_type: 'student',
      key: 'not-an-email',
      status: 'rejected',
      changes: [],
      errors: [{ field: 'email', message: 'is not a valid email address' }],
    });

    const before = await rosterCounts(t.db, w.school.school_id);
    const applied = await send('apply', w.admin, csv);
    expect(applied.status).toBe(400);
    expect(applied.body.error_code).toBe('VALIDATION_FAILED');
    expect(applied.body.errors).toEqual([{ field: 'row 121: email', message: 'is not a valid email address' }]);
    expect(await rosterCounts(t.db, w.school.school_id)).toEqual(before);
  });

  it('rejects unknown sections, bad country codes, another school’s people and duplicates', async () => {
    const csv = [
      HEADER,
      'student,no-such-section,,,,,Lost,Student,lost@roster.test,,IN,,',
      'student,9-A,,,,,Bad,Country,badcountry@roster.test,,ZZZ,,',
      'student,9-A,,,,,Out,Sider,outsider@elsewhere.test,,IN,,',
      'student,9-A,,,,,Twice,Listed,twice@roster.test,,IN,,',
      'student,9-A,,,,,Twice,Listed,twice@roster.test,,IN,,',
      `section,9-B,${w.boardId},${w.boardId},2026-04-01,,,,,,,,`,
      'parent_link,,,,,,,,,,,nobody@roster.test,lost@roster.test',
      'student,9-A,,,,,Good,Student,good@roster.test,98x,IN,,',
    ].join('\n');
    const rows = (await send('preview', w.admin, csv)).body.data.rows as {
      row_number: number;
      status: string;
      errors: { field: string }[];
    }[];
    expect(rows.map((r) => [r.row_number, r.status, r.errors.map((e) => e.field)])).toEqual([
      [2, 'rejected', ['section_name']],
      [3, 'rejected', ['country_iso']],
      [4, 'rejected', ['email']],
      [5, 'new', []],
      [6, 'rejected', ['email']],
      [7, 'rejected', ['class_id']],
      [8, 'rejected', ['parent_email', 'child_email']],
      [9, 'rejected', ['mobile']],
    ]);
  });

  it('refuses a file that needs more seats than the licence has left', async () => {
    const rows = [HEADER];
    for (let i = 0; i < 6; i += 1) rows.push(`student,S-1,,,,,Small,Learner,small${i}@roster.test,,IN,,`);
    const csv = rows.join('\n');
    const preview = await send('preview', w.smallAdmin, csv);
    expect(preview.body.data.can_apply).toBe(false);
    expect(preview.body.data.counts.rejected).toBe(0);
    expect(preview.body.data.file_errors).toEqual([
      { field: 'student_seats', message: "This file needs 6 new student seats but the school's licence has 5 left." },
    ]);
    const before = await rosterCounts(t.db, w.small.school_id);
    const applied = await send('apply', w.smallAdmin, csv);
    expect(applied.status).toBe(409);
    expect(applied.body.message).toContain('needs 6 new student seats');
    expect(await rosterCounts(t.db, w.small.school_id)).toEqual(before);
    // Five fit.
    expect((await send('apply', w.smallAdmin, rows.slice(0, 6).join('\n'))).status).toBe(200);
  });

  it('reads a raw text/csv body and reports unreadable files', async () => {
    const token = await tokenOf(t.app, w.admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/institutes/roster/preview',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      payload: `${HEADER}\nsection,Z-1,${w.boardId},${w.classId},2026-04-01,,,,,,,,`,
    });
    expect(res.json().data.counts).toMatchObject({ new: 1 });
    const bad = await send('preview', w.admin, 'first_name,email\nA,a@b.c');
    expect(bad.body.data.file_errors).toEqual([{ field: 'csv', message: 'the header has no row_type column' }]);
  });

  it('says only "contact the person" of another school’s account, by e-mail or mobile alike', async () => {
    const other = await makeUser(t.db, { email: 'other.pupil@elsewhere.test', mobile: '9811122233' });
    const csv = [
      HEADER,
      'student,9-A,,,,,Ext,Email,other.pupil@elsewhere.test,,IN,,',
      'student,9-A,,,,,Ext,Mobile,new.pupil@roster.test,9811122233,IN,,',
    ].join('\n');
    const rows = (await send('preview', w.admin, csv)).body.data.rows as {
      errors: { field: string; message: string }[];
    }[];
    expect(rows.map((r) => r.errors)).toEqual([
      [{ field: 'email', message: 'cannot be imported: contact the person' }],
      [{ field: 'mobile', message: 'cannot be imported: contact the person' }],
    ]);
    expect(JSON.stringify(rows)).not.toContain(other.uuid);
  });
});

describe('roster checks against every account', () => {
  it('need an active licence: a school without one is refused in words, before any row is read', async () => {
    const unlicensed = await makeSchool(t.db, { school_name: 'New Institute' });
    const admin = await makeUser(t.db, {
      userTypeId: UserType.SchoolAdminOrInstituteTeacher,
      role: 'SCHOOL_ADMIN',
      schoolId: unlicensed.school_id,
    });
    const csv = [HEADER, 'student,9-A,,,,,Out,Sider,outsider@elsewhere.test,,IN,,'].join('\n');
    for (const step of ['preview', 'apply'] as const) {
      const res = await send(step, admin, csv);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Importing a roster needs an active licence for the school. Ask ESC+ for one.');
      expect(JSON.stringify(res.body)).not.toContain('outsider');
    }
  });

  it('are limited per school and hour: a search of who has an account stops, other schools go on', async () => {
    const busy = await makeSchool(t.db, { school_name: 'Busy School' });
    await makeLicence(t.db, busy.school_id, { students: 10, teachers: 1 });
    const admin = await makeUser(t.db, {
      userTypeId: UserType.SchoolAdminOrInstituteTeacher,
      role: 'SCHOOL_ADMIN',
      schoolId: busy.school_id,
    });
    const token = await tokenOf(t.app, admin);
    const csv = [HEADER, 'student,9-A,,,,,Some,One,someone@elsewhere.test,,IN,,'].join('\n');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await call(t.app, 'POST', '/api/institutes/roster/preview', { token, body: { csv } })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const refused = await call(t.app, 'POST', '/api/institutes/roster/preview', { token, body: { csv } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^The school has checked many roster files this hour\. Please wait/);
    expect(statuses[30]).toBe(429);
    expect((await send('preview', w.admin, csv)).status).toBe(200);
  });
});
