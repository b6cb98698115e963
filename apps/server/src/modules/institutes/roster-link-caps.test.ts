import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeSection, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { makeClassWithSubjects, makeLicence } from '../../test/institutes-factories.js';
import { createRecordingNotifier } from '../../test/recording-notifier.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// As reported: "any institute can send a link request (a code) to any existing parent,
// unthrottled." A parent gets at most 10 link requests a day from all schools together, and a school
// sends at most 200 a day; beyond either, the import answers 429 in words and sends nothing.

const HEADER =
  'row_type,section_name,board_id,class_id,valid_from,valid_until,first_name,last_name,email,mobile,country_iso,parent_email,child_email';
const DAY = 24 * 3600 * 1000;

let t: TestApp;
let clockMs = Date.parse('2026-05-04T06:00:00Z');
const inbox = createRecordingNotifier();

/** A licensed school with an admin and one pupil. */
async function school(name: string, classAt: { boardId: number; classId: number }) {
  const s = await makeSchool(t.db, { school_name: name });
  const section = await makeSection(t.db, s.school_id, { name: '10-A', ...classAt });
  await makeLicence(t.db, s.school_id, { students: 100, teachers: 10 });
  const admin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: s.school_id,
  });
  const child = await makeUser(t.db, { schoolId: s.school_id, sectionIds: [section.section_id] });
  return { admin, child };
}

/** Signs in afresh: the clock moves a day, past any token's life. */
async function tokenOf(user: { email: string | null }): Promise<string> {
  const res = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
    body: { username: user.email, password: TEST_PASSWORD },
  });
  return res.body.data.access_token as string;
}

const apply = async (admin: { email: string | null }, rows: string[]) =>
  call(t.app, 'POST', '/api/institutes/roster/apply', {
    token: await tokenOf(admin),
    body: { csv: [HEADER, ...rows].join('\n') },
  });
const linkRow = (parentEmail: string | null, childEmail: string | null) =>
  `parent_link,,,,,,,,,,,${parentEmail},${childEmail}`;
const codesTo = (email: string) => inbox.sent.filter((m) => m.to === email && m.kind === 'parent_link').length;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clockMs, config: { mode: 'production' }, notifier: inbox.notifier });
});
afterAll(() => t.close());

describe('link requests to one parent, from every school together', () => {
  it('ten a day reach the parent; the eleventh is refused in words and sends nothing; a day later they may come again', async () => {
    const place = await makeClassWithSubjects(t.db, []);
    const [a, b] = [await school('Sunrise Public School', place), await school('Hill View Academy', place)];
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent, email: 'busy.parent@example.com' });
    // Five requests from each school (a repeated request sends a new code each time).
    for (let i = 0; i < 5; i += 1) {
      expect((await apply(a.admin, [linkRow(parent.email, a.child.email)])).status).toBe(200);
      expect((await apply(b.admin, [linkRow(parent.email, b.child.email)])).status).toBe(200);
    }
    expect(codesTo('busy.parent@example.com')).toBe(10);

    const refused = await apply(a.admin, [linkRow(parent.email, a.child.email)]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^busy\.parent@example\.com has been sent 10 link requests today .* Nothing was imported: please wait/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect(codesTo('busy.parent@example.com')).toBe(10);

    // Another parent in the same school is not held up by this one.
    const other = await makeUser(t.db, { userTypeId: UserType.Parent });
    expect((await apply(a.admin, [linkRow(other.email, a.child.email)])).status).toBe(200);

    clockMs += DAY + 1000;
    expect((await apply(b.admin, [linkRow(parent.email, b.child.email)])).status).toBe(200);
    expect(codesTo('busy.parent@example.com')).toBe(11);
  });
});

describe('link requests from one school', () => {
  it('two hundred a day; a file that would send more is refused whole, in words', async () => {
    const place = await makeClassWithSubjects(t.db, []);
    const s = await school('Big City School', place);
    const parents = [];
    for (let i = 0; i < 201; i += 1) parents.push(await makeUser(t.db, { userTypeId: UserType.Parent }));
    const first = await apply(
      s.admin,
      parents.slice(0, 200).map((p) => linkRow(p.email, s.child.email)),
    );
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    expect(first.body.data.pending_parent_links).toBe(200);

    const refused = await apply(s.admin, [linkRow(parents[200]!.email, s.child.email)]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^The school has sent 200 parent link requests today/);
    expect(codesTo(parents[200]!.email!)).toBe(0);
  });
});
