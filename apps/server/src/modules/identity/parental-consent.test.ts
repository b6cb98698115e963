import { randomUUID } from 'node:crypto';
import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoardAndClass, makeSchoolWorld, makeUser } from '../../test/factories.js';
import { makeContent, tokenOf } from '../../test/learning-factories.js';
import { withCode } from '../../test/sign-up-kit.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A learner under 18 who signs up alone waits until a parent proves a code and agrees; until then
// every learning write is refused and the catalogue reads as for a guest. Adults and a school's
// pupils are never asked. A school's admin records once the notice the school gave its parents.

const AUTH = '/api/cognito-login-service/auth';
const PENDING = 'A parent needs to agree before you can learn here. We sent them a code.';

let t: TestApp;
let cbse9: { boardId: number; classId: number };
let contentId: number;
let parent: Awaited<ReturnType<typeof makeUser>>;
let parentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  cbse9 = await makeBoardAndClass(t.db, { board: 'CBSE', class: 'Class 9' });
  contentId = (await makeContent(t.db)).content_id;
  parent = await makeUser(t.db, { userTypeId: UserType.Parent, email: 'mother@consent.example' });
  parentToken = await tokenOf(t.app, parent);
});
afterAll(() => t.close());

/** A date of birth `years` (and a month and a half) ago, so the age is exactly `years` today. */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - 45);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

let n = 0;
async function signUpLearner(dateOfBirth: string | undefined) {
  n += 1;
  const person = {
    role: 'student',
    first_name: 'Kavya',
    last_name: 'Rao',
    email: `kavya${n}@consent.example`,
    mobile: `+91 97${String(n).padStart(8, '0')}`,
    country_iso: 'IN',
    password: 'Learn2024',
    board_id: cbse9.boardId,
    class_id: cbse9.classId,
    ...(dateOfBirth === undefined ? {} : { date_of_birth: dateOfBirth }),
  };
  return call(t.app, 'POST', `${AUTH}/signUp`, { body: await withCode(t.app, person) });
}

/** The learning writes the issue names: progress, a bookmark, an attempt's start, a doubt. */
const writes = (token: string) => [
  call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
    token,
    body: {
      content_id: contentId,
      total_consumption_time: 30,
      resume_position: 10,
      source: 1,
      client_event_id: randomUUID(),
    },
  }),
  call(t.app, 'POST', '/api/mis/v2/bookmarkContent/v2.1.0', {
    token,
    body: { contentId, groupId: 12, groupName: 'Videos', setBookmarkState: true },
  }),
  call(t.app, 'POST', '/api/student-report/student/startAttempt', { token, body: { paper_id: 1, assign_id: 1 } }),
  call(t.app, 'POST', '/api/doubts/student/askDoubt', {
    token,
    body: { about: 'chapter', syllabus_id: 1, doubt_text: 'Why?' },
  }),
];

async function expectAllRefused(token: string) {
  for (const res of await Promise.all(writes(token))) {
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error_code: 'FORBIDDEN', reason: 'consent.pending', message: PENDING });
  }
}

const progress = (token: string) =>
  call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
    token,
    body: {
      content_id: contentId,
      total_consumption_time: 30,
      resume_position: 10,
      source: 1,
      client_event_id: randomUUID(),
    },
  });

describe('a 14-year-old who signs up alone', () => {
  let child: { uuid: string; token: string; refresh: string };
  let consentId: string;
  let code: string;

  it('is signed up but waits for a parent, refused every learning write, and reads as a guest', async () => {
    const res = await signUpLearner(bornYearsAgo(14));
    expect(res.status).toBe(200);
    // The sign-up's own profile tells the screens to show the waiting screen.
    expect(res.body.data.profile.consent_pending).toBe(true);
    child = { uuid: res.body.data.uuid, token: res.body.data.access_token, refresh: res.body.data.refresh_token };
    const mine = await call(t.app, 'GET', '/api/privacy/consent', { token: child.token });
    expect(mine.body.data).toMatchObject({ needed: true, state: 'waiting', parent_contact: null });
    await expectAllRefused(child.token);
    // Nothing of the refused writes was kept.
    const kept = await t.db
      .selectFrom('learning_progress')
      .select('content_id')
      .where('uuid', '=', child.uuid)
      .execute();
    expect(kept).toEqual([]);
    // The catalogue and their own account read as before.
    expect((await call(t.app, 'GET', '/api/syllabus-v2/boardList', { token: child.token })).status).toBe(200);
    const me = await call(t.app, 'GET', `${AUTH}/me`, { token: child.token });
    expect(me.body.data).toMatchObject({ uuid: child.uuid, consent_pending: true });
  });

  it('names a parent, who is sent a code; a wrong code is refused and counted', async () => {
    const named = await call(t.app, 'POST', '/api/privacy/consent/parent', {
      token: child.token,
      body: { email: 'Mother@Consent.example' },
    });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ state: 'waiting', parent_contact: 'mother@consent.example' });
    // Asking again (naming nobody) sends the same parent a new code; the newest one counts.
    const again = await call(t.app, 'POST', '/api/privacy/consent/parent', { token: child.token, body: {} });
    expect(again.body.data.parent_contact).toBe('mother@consent.example');
    code = again.body.data.otp;
    expect(code).toMatch(/^\d{6}$/);
    consentId = (
      await t.db
        .selectFrom('parental_consents')
        .select('id')
        .where('child_uuid', '=', child.uuid)
        .executeTakeFirstOrThrow()
    ).id;
    const wrong = code === '000000' ? '111111' : '000000';
    const give = (otp: string) =>
      call(t.app, 'POST', '/api/privacy/consent/give', {
        token: parentToken,
        body: { consent_id: consentId, otp, adult_and_parent: true, notice_version: '2026-12' },
      });
    const first = await give(wrong);
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ reason: 'consent.codeWrong', message: 'That code is not right. 4 tries left.' });
    const second = await give(wrong);
    expect(second.body.message).toBe('That code is not right. 3 tries left.');
    // The child cannot agree for themself, code or not.
    const self = await call(t.app, 'POST', '/api/privacy/consent/give', {
      token: child.token,
      body: { consent_id: consentId, otp: code, adult_and_parent: true, notice_version: '2026-12' },
    });
    expect(self.status).toBe(403);
    await expectAllRefused(child.token);
  });

  it('a parent who does not confirm being an adult and the parent is refused', async () => {
    const res = await call(t.app, 'POST', '/api/privacy/consent/give', {
      token: parentToken,
      body: { consent_id: consentId, otp: code, adult_and_parent: false, notice_version: '2026-12' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('adult_and_parent');
  });

  it('the parent agrees with the code: linked, recorded, and the child learns', async () => {
    const res = await call(t.app, 'POST', '/api/privacy/consent/give', {
      token: parentToken,
      body: { consent_id: consentId, otp: code, adult_and_parent: true, notice_version: '2026-12' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.children).toEqual([
      expect.objectContaining({ uuid: child.uuid, name: 'Kavya Rao', state: 'given', notice_version: '2026-12' }),
    ]);
    const link = await t.db
      .selectFrom('parent_child_links')
      .selectAll()
      .where('child_uuid', '=', child.uuid)
      .executeTakeFirst();
    expect(link?.parent_uuid).toBe(parent.uuid);
    const row = await t.db
      .selectFrom('parental_consents')
      .selectAll()
      .where('id', '=', consentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'given', parent_uuid: parent.uuid, notice_version: '2026-12' });
    expect(Date.now() - Date.parse(row.given_at!)).toBeLessThan(60_000);

    for (const write of await Promise.all(writes(child.token))) expect(write.body.reason).not.toBe('consent.pending');
    expect((await progress(child.token)).status).toBe(200);
    const me = await call(t.app, 'GET', `${AUTH}/me`, { token: child.token });
    expect(me.body.data.consent_pending).toBeUndefined();
    // The code was used up: it cannot agree twice.
    const again = await call(t.app, 'POST', '/api/privacy/consent/give', {
      token: parentToken,
      body: { consent_id: consentId, otp: code, adult_and_parent: true, notice_version: '2026-12' },
    });
    expect(again.status).toBe(404);
  });

  it('withdrawal blocks the child again at once, ends their sessions and sets erasure 30 days on', async () => {
    const res = await call(t.app, 'POST', '/api/privacy/consent/withdraw', {
      token: parentToken,
      body: { uuid: child.uuid },
    });
    expect(res.status).toBe(200);
    const [withdrawn] = res.body.data.children;
    expect(withdrawn).toMatchObject({ state: 'withdrawn' });
    const days = (Date.parse(withdrawn.erase_after) - Date.parse(withdrawn.withdrawn_at)) / 86_400_000;
    expect(days).toBe(30);
    await expectAllRefused(child.token);
    const refresh = await call(t.app, 'POST', `${AUTH}/refreshToken`, { body: { refresh_token: child.refresh } });
    expect(refresh.status).toBe(401);
  });

  it('another parent cannot withdraw it, nor read it', async () => {
    const other = await makeUser(t.db, { userTypeId: UserType.Parent });
    const token = await tokenOf(t.app, other);
    const res = await call(t.app, 'POST', '/api/privacy/consent/withdraw', { token, body: { uuid: child.uuid } });
    expect(res.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/privacy/consent/children', { token })).body.data.children).toEqual([]);
  });
});

describe('who is not asked', () => {
  it('a 19-year-old signs up and learns at once', async () => {
    const res = await signUpLearner(bornYearsAgo(19));
    expect(res.status).toBe(200);
    const token = res.body.data.access_token;
    expect((await call(t.app, 'GET', '/api/privacy/consent', { token })).body.data).toMatchObject({
      needed: false,
      state: null,
    });
    expect((await progress(token)).status).toBe(200);
  });

  it('a child a school imported learns under the school’s basis, with no consent call', async () => {
    const world = await makeSchoolWorld(t.db);
    const token = await tokenOf(t.app, world.student);
    expect((await call(t.app, 'GET', '/api/privacy/consent', { token })).body.data.needed).toBe(false);
    expect((await progress(token)).status).toBe(200);
  });

  it('sign-up asks a learner’s date of birth: none, tomorrow or an age of 2 are refused', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const dob of [undefined, tomorrow, bornYearsAgo(2), '2012-02-30']) {
      const res = await signUpLearner(dob);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'date_of_birth' }));
    }
  });
});

describe('a school’s notice to its parents', () => {
  it('is recorded once per school by its admin; another school’s admin neither reads nor changes it', async () => {
    const a = await makeSchoolWorld(t.db);
    const b = await makeSchoolWorld(t.db);
    const [adminA, adminB, teacherA] = await Promise.all([
      tokenOf(t.app, a.admin),
      tokenOf(t.app, b.admin),
      tokenOf(t.app, a.teacher),
    ]);
    const read = (token: string) => call(t.app, 'GET', '/api/privacy/school-notice', { token });
    const put = (token: string, body: { told_on: string; notice: string }) =>
      call(t.app, 'PUT', '/api/privacy/school-notice', { token, body });

    expect((await read(adminA)).body.data).toMatchObject({ recorded: false, notice: null });
    const saved = await put(adminA, { told_on: '2026-06-01', notice: 'Letter to parents, June 2026' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ recorded: true, told_on: '2026-06-01' });
    await put(adminA, { told_on: '2026-06-02', notice: 'Letter to parents, revised' });
    const rows = await t.db
      .selectFrom('school_privacy_notices')
      .selectAll()
      .where('school_id', '=', a.school.school_id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ told_on: '2026-06-02', notice: 'Letter to parents, revised' });

    // School B's admin sees only their own school's (none yet), and writing records only theirs.
    expect((await read(adminB)).body.data).toMatchObject({ recorded: false, notice: null });
    await put(adminB, { told_on: '2026-07-01', notice: 'Our own notice' });
    expect((await read(adminA)).body.data.notice).toBe('Letter to parents, revised');
    // A teacher reads it but does not record it.
    expect((await read(teacherA)).body.data.recorded).toBe(true);
    expect((await put(teacherA, { told_on: '2026-06-03', notice: 'x' })).status).toBe(403);
    expect((await put(adminA, { told_on: '2999-01-01', notice: 'future' })).status).toBe(400);
  });
});
