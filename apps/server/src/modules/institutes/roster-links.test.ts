import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeSection, makeUser } from '../../test/factories.js';
import { makeClassWithSubjects, makeLicence } from '../../test/institutes-factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { createRecordingNotifier } from '../../test/recording-notifier.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The problem and its fix, as reported: "A roster row parent_link,lone.parent@example.com,child2@demo.school links an
// existing parent account to a child of another school, and that parent then reads the child's
// progress. A school may link a parent account it created; an existing account is linked only after
// that parent confirms (a code sent to them)." And invitations: "the roster result gives the admin a
// one-time invitation per person ... the person sets a password".

const HEADER =
  'row_type,section_name,board_id,class_id,valid_from,valid_until,first_name,last_name,email,mobile,country_iso,parent_email,child_email';
const AUTH = '/api/cognito-login-service/auth';

let t: TestApp;
let clockMs = Date.parse('2026-05-04T06:00:00Z');
const inbox = createRecordingNotifier();
let w: Awaited<ReturnType<typeof makeWorld>>;

async function makeWorld() {
  const { boardId, classId } = await makeClassWithSubjects(t.db, []);
  const sunrise = await makeSchool(t.db, { school_name: 'Sunrise Public School' });
  const section = await makeSection(t.db, sunrise.school_id, { name: '10-B', boardId, classId });
  await makeLicence(t.db, sunrise.school_id, { students: 100, teachers: 10 });
  const sunriseAdmin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: sunrise.school_id,
  });
  const child2 = await makeUser(t.db, {
    email: 'child2@demo.school',
    schoolId: sunrise.school_id,
    sectionIds: [section.section_id],
  });
  // A parent who signed up on their own: no school created this account.
  const loneParent = await makeUser(t.db, { userTypeId: UserType.Parent, email: 'lone.parent@example.com' });
  const other = await makeSchool(t.db, { school_name: 'Other School' });
  await makeLicence(t.db, other.school_id, { students: 100, teachers: 10 });
  const otherAdmin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: other.school_id,
  });
  return { boardId, classId, sunrise, section, sunriseAdmin, child2, loneParent, other, otherAdmin };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => clockMs, config: { mode: 'production' }, notifier: inbox.notifier });
  w = await makeWorld();
});
afterAll(() => t.close());

const roster = async (step: 'preview' | 'apply', admin: { email: string | null }, rows: string[]) =>
  call(t.app, 'POST', `/api/institutes/roster/${step}`, {
    token: await tokenOf(t.app, admin),
    body: { csv: [HEADER, ...rows].join('\n') },
  });
const linkCount = async (parentUuid: string, childUuid: string) =>
  (
    await t.db
      .selectFrom('parent_child_links')
      .select('child_uuid')
      .where('parent_uuid', '=', parentUuid)
      .where('child_uuid', '=', childUuid)
      .execute()
  ).length;

describe('parent links from a roster', () => {
  it('another school cannot link a parent to Sunrise’s child, and the parent reads nothing of the child', async () => {
    const row = 'parent_link,,,,,,,,,,,lone.parent@example.com,child2@demo.school';
    const preview = await roster('preview', w.otherAdmin, [row]);
    expect(preview.body.data.rows[0]).toMatchObject({ status: 'rejected', errors: [{ field: 'child_email' }] });
    const applied = await roster('apply', w.otherAdmin, [row]);
    expect(applied.status).toBe(400);
    expect(await linkCount(w.loneParent.uuid, w.child2.uuid)).toBe(0);
    const token = await tokenOf(t.app, w.loneParent);
    const progress = await call(t.app, 'GET', `/api/mis/recentContent.2.0?uuid=${w.child2.uuid}`, { token });
    expect(progress.status).toBe(403);
    expect(progress.body.error_code).toBe('NOT_LINKED_CHILD');
  });

  it('the child’s own school asks; the existing parent is linked only after confirming with the code sent to them', async () => {
    const row = 'parent_link,,,,,,,,,,,lone.parent@example.com,child2@demo.school';
    const preview = await roster('preview', w.sunriseAdmin, [row]);
    expect(preview.body.data.rows[0]).toMatchObject({ status: 'new', notes: [expect.stringContaining('confirm')] });
    const applied = await roster('apply', w.sunriseAdmin, [row]);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ created: { parent_links: 0 }, pending_parent_links: 1 });
    expect(await linkCount(w.loneParent.uuid, w.child2.uuid)).toBe(0);

    const token = await tokenOf(t.app, w.loneParent);
    expect((await call(t.app, 'GET', `/api/mis/recentContent.2.0?uuid=${w.child2.uuid}`, { token })).status).toBe(403);
    const requests = await call(t.app, 'GET', `${AUTH}/parentLinkRequests`, { token });
    expect(requests.body.data.requests).toEqual([
      {
        link_id: expect.any(String),
        child_name: w.child2.first_name + ' ' + w.child2.last_name,
        school_name: 'Sunrise Public School',
        expires_at: expect.any(String),
      },
    ]);
    const linkId = requests.body.data.requests[0].link_id;
    const message = inbox.last('lone.parent@example.com', 'parent_link')!;
    expect(message.text).toContain('Sunrise Public School');
    const code = message.variables.code!;

    // Someone else signed in cannot use the parent's request, even with the code.
    const stranger = await makeUser(t.db, { userTypeId: UserType.Parent });
    const stolen = await call(t.app, 'POST', `${AUTH}/confirmParentLink`, {
      token: await tokenOf(t.app, stranger),
      body: { link_id: linkId, otp: code },
    });
    expect(stolen.status).toBe(404);
    const wrong = await call(t.app, 'POST', `${AUTH}/confirmParentLink`, {
      token,
      body: { link_id: linkId, otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'otp', message: 'The code is not right. 4 tries are left.' }]);
    const confirmed = await call(t.app, 'POST', `${AUTH}/confirmParentLink`, {
      token,
      body: { link_id: linkId, otp: code },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ linked: true, child: { uuid: w.child2.uuid } });
    expect(await linkCount(w.loneParent.uuid, w.child2.uuid)).toBe(1);
    expect((await call(t.app, 'GET', `/api/mis/recentContent.2.0?uuid=${w.child2.uuid}`, { token })).status).toBe(200);
    expect((await call(t.app, 'GET', `${AUTH}/parentLinkRequests`, { token })).body.data.requests).toEqual([]);
  });

  it('a parent the school creates is linked at once, in the same file or a later one', async () => {
    const first = await roster('apply', w.sunriseAdmin, [
      'student,10-B,,,,,Kiran,Das,kiran.das@roster.test,,IN,,',
      'parent,,,,,,Maya,Das,maya.das@roster.test,,IN,,',
      'parent_link,,,,,,,,,,,maya.das@roster.test,kiran.das@roster.test',
    ]);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ created: { parent_links: 1 }, pending_parent_links: 0 });
    const later = await roster('apply', w.sunriseAdmin, [
      'parent_link,,,,,,,,,,,maya.das@roster.test,child2@demo.school',
    ]);
    expect(later.body.data).toMatchObject({ created: { parent_links: 1 }, pending_parent_links: 0 });
  });

  it('a parent declines: nothing is linked', async () => {
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
    await roster('apply', w.sunriseAdmin, [`parent_link,,,,,,,,,,,${parent.email},child2@demo.school`]);
    const token = await tokenOf(t.app, parent);
    const [request] = (await call(t.app, 'GET', `${AUTH}/parentLinkRequests`, { token })).body.data.requests;
    expect(
      (await call(t.app, 'POST', `${AUTH}/declineParentLink`, { token, body: { link_id: request.link_id } })).status,
    ).toBe(200);
    expect(await linkCount(parent.uuid, w.child2.uuid)).toBe(0);
    expect((await call(t.app, 'GET', `${AUTH}/parentLinkRequests`, { token })).body.data.requests).toEqual([]);
  });
});

describe('invitations of a whole import', () => {
  it('each person gets their own code, in the school’s language, however many are sent at once', async () => {
    await t.db
      .updateTable('schools')
      .set({ default_language: 'hi' })
      .where('school_id', '=', w.other.school_id)
      .execute();
    const names = ['Asha', 'Bina', 'Chitra', 'Devi', 'Esha', 'Farah', 'Gita', 'Hema', 'Indu'];
    const applied = await roster(
      'apply',
      w.otherAdmin,
      names.map((n) => `teacher,,,,,,${n},Rao,${n.toLowerCase()}.rao@roster.test,,IN,,`),
    );
    expect(applied.status).toBe(200);
    const invitations = applied.body.data.invitations as { email: string; name: string; code: string; sent: boolean }[];
    expect(invitations.map((i) => i.email).sort()).toEqual(names.map((n) => `${n.toLowerCase()}.rao@roster.test`));
    for (const i of invitations) {
      expect(i.sent).toBe(true);
      expect(i.name).toBe(`${i.email[0]!.toUpperCase()}${i.email.slice(1, i.email.indexOf('.'))} Rao`);
      const message = inbox.last(i.email, 'invitation')!;
      expect(message.variables.code).toBe(i.code);
      // The school speaks Hindi: the message is written in Devanagari.
      expect(message.subject).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('invitations accepted from one school network', () => {
  it('a class accepting together is never stopped; only wrong codes count against the network', async () => {
    const names =
      'Aarav Diya Kabir Meera Rohan Anaya Vivaan Isha Arjun Sara Dev Tara Om Riya Yash Zoya Neil Asha Ved Mira Jai Ira Sai Lila Ravi'.split(
        ' ',
      );
    const rows = names.map((name, i) => `student,10-B,,,,,${name},Class,pupil${i + 1}@roster.test,,IN,,`);
    const applied = await roster('apply', w.sunriseAdmin, rows);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const codes = (applied.body.data.invitations as { code: string }[]).map((i) => i.code);
    expect(codes).toHaveLength(25);
    const accept = (code: string, remoteAddress: string) =>
      call(t.app, 'POST', `${AUTH}/acceptInvitation`, { body: { code, password: 'Pupil2026pw' }, remoteAddress });
    // As the probe found, acceptance stopped at 20 per 15 minutes, successes included.
    for (const code of codes) expect((await accept(code, '100.64.1.1')).status).toBe(200);

    // Wrong codes from one network: twenty are answered, then the network waits.
    const guesser = '100.64.2.2';
    for (let i = 0; i < 21; i += 1) expect((await accept(`WRONG-${1000 + i}`, guesser)).status).toBe(400);
    const refused = await accept('WRONG-9999', guesser);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many wrong invitation codes from this network\. Please wait/);
  });
});

describe('invitations of imported people', () => {
  it('a weak password is refused without using the invitation', async () => {
    const applied = await roster('apply', w.sunriseAdmin, ['student,10-B,,,,,Neel,Roy,neel.roy@roster.test,,IN,,']);
    const code = applied.body.data.invitations[0].code;
    const weak = await call(t.app, 'POST', `${AUTH}/acceptInvitation`, { body: { code, password: 'short' } });
    expect(weak.body.errors).toEqual([{ field: 'password', message: expect.stringContaining('at least 8') }]);
    expect(
      (await call(t.app, 'POST', `${AUTH}/acceptInvitation`, { body: { code, password: 'Neel2026pw' } })).status,
    ).toBe(200);
  });

  it('gives one invitation per created person; the person sets a password once, then signs in', async () => {
    const applied = await roster('apply', w.sunriseAdmin, [
      'student,10-B,,,,,Ravi,Menon,ravi.menon@roster.test,0501234567,AE,,',
      'teacher,10-B,,,,,Sita,Iyer,sita.iyer@roster.test,,IN,,',
    ]);
    expect(applied.status).toBe(200);
    const invitations = applied.body.data.invitations as { email: string; code: string; link: string; sent: boolean }[];
    expect(invitations.map((i) => i.email).sort()).toEqual(['ravi.menon@roster.test', 'sita.iyer@roster.test']);
    for (const i of invitations) {
      expect(i.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(i.link).toBe(`/accept-invitation?code=${i.code}`);
      expect(i.sent).toBe(true);
      expect(inbox.last(i.email, 'invitation')?.variables.code).toBe(i.code);
    }
    // The roster stores the number as sign-up does (spec 002 §5.5): one form.
    const ravi = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'ravi.menon@roster.test')
      .executeTakeFirstOrThrow();
    expect(ravi).toMatchObject({ mobile: '501234567', country_iso: 'AE', password_hash: null });
    // Before the invitation: no password signs in.
    expect(
      (await call(t.app, 'POST', `${AUTH}/login`, { body: { username: 'ravi.menon@roster.test', password: 'x' } }))
        .status,
    ).toBe(401);

    const ravisCode = invitations.find((i) => i.email === 'ravi.menon@roster.test')!.code;
    const accepted = await call(t.app, 'POST', `${AUTH}/acceptInvitation`, {
      body: { code: ravisCode.toLowerCase().replace(/-/g, ' '), password: 'Ravi2026pw' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      uuid: ravi.uuid,
      profile: { school: { school_name: 'Sunrise Public School' } },
    });
    const again = await call(t.app, 'POST', `${AUTH}/acceptInvitation`, {
      body: { code: ravisCode, password: 'Other2026pw' },
    });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].field).toBe('code');
    for (const username of ['ravi.menon@roster.test', '0501234567']) {
      expect((await call(t.app, 'POST', `${AUTH}/login`, { body: { username, password: 'Ravi2026pw' } })).status).toBe(
        200,
      );
    }

    // An invitation expires after 14 days.
    clockMs += 15 * 24 * 3600 * 1000;
    const sitasCode = invitations.find((i) => i.email === 'sita.iyer@roster.test')!.code;
    const late = await call(t.app, 'POST', `${AUTH}/acceptInvitation`, {
      body: { code: sitasCode, password: 'Sita2026pw' },
    });
    expect(late.status).toBe(400);
  });
});
