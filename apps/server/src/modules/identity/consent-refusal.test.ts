import { randomUUID } from 'node:crypto';
import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoardAndClass, makeSchoolWorld, makeUser } from '../../test/factories.js';
import { makeContent, tokenOf } from '../../test/learning-factories.js';
import { withCode } from '../../test/sign-up-kit.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A parent may refuse a child's request, after signing in and with the code, as for agreeing: the
// request is marked refused with its time and the notice shown, the child is told in their language
// and stays unable to learn, the account is due for erasure 30 days on, and until then the child may
// ask another parent, whose consent lets them learn. The parent's link reads the request it names.

const C = '/api/privacy/consent';
const DAY = 86_400_000;

let t: TestApp;
let cbse9: { boardId: number; classId: number };
let contentId: number;
let mother: { uuid: string; token: string };
let father: { uuid: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  cbse9 = await makeBoardAndClass(t.db, { board: 'CBSE', class: 'Class 8' });
  contentId = (await makeContent(t.db)).content_id;
  const m = await makeUser(t.db, { userTypeId: UserType.Parent, email: 'mother@refusal.example' });
  const f = await makeUser(t.db, { userTypeId: UserType.Parent, email: 'father@refusal.example' });
  mother = { uuid: m.uuid, token: await tokenOf(t.app, m) };
  father = { uuid: f.uuid, token: await tokenOf(t.app, f) };
});
afterAll(() => t.close());

function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - 45);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
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

const answer = (consentId: string, otp: string) => ({
  consent_id: consentId,
  otp,
  adult_and_parent: true,
  notice_version: '2026-12',
});

describe('a parent who refuses', () => {
  let child: { uuid: string; token: string };
  let consentId: string;
  let code: string;

  beforeAll(async () => {
    const person = {
      role: 'student',
      first_name: 'Ishaan',
      last_name: 'Verma',
      email: 'ishaan@refusal.example',
      mobile: '+91 9811122233',
      country_iso: 'IN',
      password: 'Learn2024',
      board_id: cbse9.boardId,
      class_id: cbse9.classId,
      date_of_birth: bornYearsAgo(13),
    };
    const res = await call(t.app, 'POST', '/api/cognito-login-service/auth/signUp', {
      body: await withCode(t.app, person),
    });
    child = { uuid: res.body.data.uuid, token: res.body.data.access_token };
    // The child reads Hindi: what they are told comes in Hindi.
    await t.db.updateTable('users').set({ preferred_language: 'hi' }).where('uuid', '=', child.uuid).execute();
    const named = await call(t.app, 'POST', `${C}/parent`, {
      token: child.token,
      body: { email: 'mother@refusal.example' },
    });
    code = named.body.data.otp;
    const row = await t.db.selectFrom('parental_consents').select('id').where('child_uuid', '=', child.uuid);
    consentId = (await row.executeTakeFirstOrThrow()).id;
  });

  it('the link shows a signed-in parent whose request it is, still waiting', async () => {
    const res = await call(t.app, 'GET', `${C}/requests/${consentId}`, { token: mother.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      consent_id: consentId,
      child_first_name: 'Ishaan',
      state: 'waiting',
      notice_version: '2026-12',
      refused_at: null,
    });
    expect((await call(t.app, 'GET', `${C}/requests/${randomUUID()}`, { token: mother.token })).status).toBe(404);
  });

  it('the child, staff of any school and a wrong code cannot refuse for the parent', async () => {
    const world = await makeSchoolWorld(t.db);
    const admin = await tokenOf(t.app, world.admin);
    for (const token of [child.token, admin]) {
      expect((await call(t.app, 'POST', `${C}/refuse`, { token, body: answer(consentId, code) })).status).toBe(403);
      expect((await call(t.app, 'GET', `${C}/requests/${consentId}`, { token })).status).toBe(403);
    }
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await call(t.app, 'POST', `${C}/refuse`, { token: mother.token, body: answer(consentId, wrong) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ reason: 'consent.codeWrong' });
    const unconfirmed = { ...answer(consentId, code), adult_and_parent: false };
    const half = await call(t.app, 'POST', `${C}/refuse`, { token: mother.token, body: unconfirmed });
    expect(half.body.errors[0].field).toBe('adult_and_parent');
  });

  it('refuses with the code: recorded with its time and notice, erasure due in 30 days, the child told', async () => {
    const before = Date.now();
    const res = await call(t.app, 'POST', `${C}/refuse`, { token: mother.token, body: answer(consentId, code) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'refused', child_first_name: 'Ishaan' });
    const row = await t.db
      .selectFrom('parental_consents')
      .selectAll()
      .where('id', '=', consentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      state: 'refused',
      parent_uuid: mother.uuid,
      notice_version: '2026-12',
      given_at: null,
    });
    expect(Date.parse(row.refused_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect((Date.parse(row.erase_after!) - Date.parse(row.refused_at!)) / DAY).toBe(30);
    // Refusing links nobody: the mother is not the child's parent in the product.
    const links = await t.db
      .selectFrom('parent_child_links')
      .selectAll()
      .where('child_uuid', '=', child.uuid)
      .execute();
    expect(links).toEqual([]);

    expect((await progress(child.token)).body.reason).toBe('consent.pending');
    const mine = await call(t.app, 'GET', C, { token: child.token });
    expect(mine.body.data).toMatchObject({ state: 'refused', erase_after: row.erase_after });

    await t.services.jobs.drain();
    const told = await call(t.app, 'POST', '/api/notifications/list', { token: child.token, body: {} });
    const note = told.body.data.notifications.find((n: { kind: string }) => n.kind === 'consent_decided');
    expect(note.title).toBe('आपके अभिभावक ने सहमति नहीं दी');
    expect(note.body).toContain('दूसरे अभिभावक');
    // The code was used up, and the request is no longer waiting: it cannot be agreed to now.
    const late = await call(t.app, 'POST', `${C}/give`, { token: mother.token, body: answer(consentId, code) });
    expect(late.status).toBe(404);
  });

  it('the child asks another parent before the erasure day; that parent agrees and the child learns', async () => {
    const named = await call(t.app, 'POST', `${C}/parent`, {
      token: child.token,
      body: { email: 'father@refusal.example' },
    });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ state: 'waiting', parent_contact: 'father@refusal.example' });
    // The mother who refused no longer sees the new request as hers.
    expect((await call(t.app, 'GET', `${C}/children`, { token: mother.token })).body.data.children).toEqual([]);
    const gave = await call(t.app, 'POST', `${C}/give`, {
      token: father.token,
      body: answer(consentId, named.body.data.otp),
    });
    expect(gave.status).toBe(200);
    const row = await t.db
      .selectFrom('parental_consents')
      .selectAll()
      .where('id', '=', consentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'given', parent_uuid: father.uuid, erase_after: null });
    expect((await progress(child.token)).status).toBe(200);
    await t.services.jobs.drain();
    const told = await call(t.app, 'POST', '/api/notifications/list', { token: child.token, body: {} });
    const kinds = told.body.data.notifications.filter((n: { kind: string }) => n.kind === 'consent_decided');
    expect(kinds.map((n: { title: string }) => n.title)).toContain('आपके अभिभावक ने सहमति दे दी: अब आप पढ़ाई शुरू कर सकते हैं');
  });
});
