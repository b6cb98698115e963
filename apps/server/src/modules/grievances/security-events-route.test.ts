import { randomUUID } from 'node:crypto';
import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld, makeUser } from '../../test/factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The operator reads the security events in the product as the CLI prints them: a platform editor,
// filtered by kind and by days in India (both ends included), newest first, a page at a time. A
// school's admin, of any school, and everyone else are refused.

const URL = '/api/privacy/security-events';
let t: TestApp;
let editor: string;
let adminA: string;
let adminB: string;
let teacherA: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await makeSchoolWorld(t.db);
  const b = await makeSchoolWorld(t.db);
  // An editor who is also staff of school B: being an editor is what opens the events, not the school.
  const e = await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: b.school.school_id });
  await t.services.catalogue.contentEdits.grantPlatformEditor(e.uuid, 'security events tests');
  const tokens = await Promise.all([e, a.admin, b.admin, a.teacher, a.student].map((u) => tokenOf(t.app, u)));
  [editor, adminA, adminB, teacherA, student] = tokens as [string, string, string, string, string];
  // Events of known kinds and instants (what sign-ins and throttles would have written).
  const at = (iso: string, kind: string, detail: string) => ({
    id: randomUUID(),
    kind,
    occurred_at: iso,
    user_uuid: null,
    ip: '203.0.113.9',
    route: 'POST /api/cognito-login-service/auth/login',
    detail,
  });
  await t.db
    .insertInto('security_events')
    .values([
      at('2026-12-03T12:00:00.000Z', 'sign_in_failed', 'marker-3rd'),
      // 00:30 on 5 December in India, though still the 4th in UTC.
      at('2026-12-04T19:00:00.000Z', 'throttled', 'marker-5th-early'),
      at('2026-12-05T10:00:00.000Z', 'sign_in_failed', 'marker-5th'),
      at('2026-12-06T10:00:00.000Z', 'refresh_token_reused', 'marker-6th'),
    ] as never)
    .execute();
});
afterAll(() => t.close());

const read = (token: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return call(t.app, 'GET', `${URL}?${search}`, { token });
};
const details = (res: Awaited<ReturnType<typeof read>>) =>
  res.body.data.events.map((e: { detail: string }) => e.detail).filter((d: string) => d.startsWith('marker'));

describe('security events for the operator', () => {
  it('a platform editor reads them newest first', async () => {
    const res = await read(editor, { from: '2026-12-01', to: '2026-12-31' });
    expect(res.status).toBe(200);
    expect(details(res)).toEqual(['marker-6th', 'marker-5th', 'marker-5th-early', 'marker-3rd']);
  });

  it('filters by kind and by days in India, both ends included', async () => {
    expect(details(await read(editor, { kind: 'sign_in_failed', from: '2026-12-01' }))).toEqual([
      'marker-5th',
      'marker-3rd',
    ]);
    expect(details(await read(editor, { from: '2026-12-05', to: '2026-12-05' }))).toEqual([
      'marker-5th',
      'marker-5th-early',
    ]);
  });

  it('pages: one a page, the next page says whether more follow', async () => {
    const first = await read(editor, { from: '2026-12-03', to: '2026-12-06', page_size: 3 });
    expect(first.body.data).toMatchObject({ page_no: 1, page_size: 3, has_more: true });
    expect(details(first)).toEqual(['marker-6th', 'marker-5th', 'marker-5th-early']);
    const second = await read(editor, { from: '2026-12-03', to: '2026-12-06', page_size: 3, page_no: 2 });
    expect(second.body.data.has_more).toBe(false);
    expect(details(second)).toEqual(['marker-3rd']);
  });

  it('names the field of a bad filter', async () => {
    const backwards = await read(editor, { from: '2026-12-06', to: '2026-12-05' });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ reason: 'grievances.securityEventsDays' });
    expect(backwards.body.errors[0]).toMatchObject({
      field: 'to',
      message: 'The last day must not be before the first day.',
    });
    const kind = await read(editor, { kind: 'everything' });
    expect(kind.status).toBe(400);
    expect(JSON.stringify(kind.body.errors)).toContain('kind');
  });

  it('refuses every school’s admin, a teacher and a learner', async () => {
    for (const token of [adminA, adminB, teacherA]) {
      const res = await read(token);
      expect(res.status).toBe(403);
      expect(res.body.reason).toBe('grievances.securityEventsEditorsOnly');
      expect(JSON.stringify(res.body)).not.toContain('marker');
    }
    expect((await read(student)).status).toBe(403);
  });
});
