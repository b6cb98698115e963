import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, makeClassContents, makeFreeLearner, subscribe } from '../../test/access-factories.js';
import { linkParent, makeUser } from '../../test/factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// GET /access/subject-services: the subject's services screen asks whether each service would open
// (learn, practice, tests, recorded lectures) without using a free item. A default-school learner has
// 10 free items per board and class ("10 free items for default-school learners").

const NOW = Date.parse('2026-11-21T06:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(() => t.close());

type Place = { boardId: number; classId: number; subjectId: number };

function ask(token: string, place: Place, uuid?: string) {
  const q = new URLSearchParams({
    board_id: String(place.boardId),
    class_id: String(place.classId),
    subject_id: String(place.subjectId),
    ...(uuid ? { uuid } : {}),
  });
  return call(t.app, 'GET', `/api/access/subject-services?${q.toString()}`, { token });
}

async function servicesOf(token: string, place: Place, uuid?: string) {
  const res = await ask(token, place, uuid);
  expect(res.status).toBe(200);
  const list = res.body.data.services as { service: string; allowed: boolean; reason: string; prompt: string | null }[];
  return Object.fromEntries(list.map((s) => [s.service, s])) as Record<string, Record<string, unknown>>;
}

async function opensOf(uuid: string) {
  return (await t.db.selectFrom('content_accesses').select('content_id').where('uuid', '=', uuid).execute()).length;
}

describe('GET /access/subject-services', () => {
  it('a free learner with free items left sees learn open with "7 of 10 free items left", and asking uses none', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 3 });
    const student = await makeFreeLearner(t.db, place);
    const token = await tokenOf(t.app, student);
    for (const id of ids) await decide(t.app, token, { item_kind: 'content', item_id: id });
    expect(await opensOf(student.uuid)).toBe(3);

    const first = await servicesOf(token, place);
    expect(first.learn).toMatchObject({
      allowed: true,
      reason: 'freemium-available',
      explanation: '7 of 10 free items left.',
      freemium: { content_limit: 10, opened: 3 },
    });
    // Without a package, practice, tests and recorded lectures are locked with a way to unlock.
    expect(first.practice).toMatchObject({ allowed: false, reason: 'no-package', prompt: 'package' });
    expect(first.tests).toMatchObject({ allowed: false });
    expect(first.recorded).toMatchObject({ allowed: false });
    expect(first.tests!.prompt).not.toBeNull();

    // Asking again answers the same: nothing was recorded.
    expect((await servicesOf(token, place)).learn).toMatchObject({ explanation: '7 of 10 free items left.' });
    expect(await opensOf(student.uuid)).toBe(3);
  });

  it('a learner whose package includes every service sees all open', async () => {
    const { place } = await makeClassContents(t.db, { count: 1 });
    const student = await makeFreeLearner(t.db, place);
    await subscribe(t.db, student.uuid, place, { services: ['learn', 'practice', 'test', 'live_classes'] });
    const services = await servicesOf(await tokenOf(t.app, student), place);
    expect(Object.keys(services).sort()).toEqual(['learn', 'practice', 'recorded', 'tests']);
    for (const answer of Object.values(services)) expect(answer).toMatchObject({ allowed: true });
  });

  it('refuses another learner’s uuid (403), answers a parent for the linked child only', async () => {
    const { place } = await makeClassContents(t.db, { count: 1 });
    const a = await makeFreeLearner(t.db, place);
    const b = await makeFreeLearner(t.db, place);
    const refused = await ask(await tokenOf(t.app, a), place, b.uuid);
    expect(refused.status).toBe(403);

    const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
    await linkParent(t.db, parent.uuid, a.uuid);
    const parentToken = await tokenOf(t.app, parent);
    expect((await servicesOf(parentToken, place, a.uuid)).learn).toMatchObject({ allowed: true });
    const stranger = await ask(parentToken, place, b.uuid);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error_code).toBe('NOT_LINKED_CHILD');
  });

  it('names the field when the subject is missing or out of bounds', async () => {
    const { place } = await makeClassContents(t.db, { count: 1 });
    const token = await tokenOf(t.app, await makeFreeLearner(t.db, place));
    const q = `board_id=${place.boardId}&class_id=${place.classId}`;
    const missing = await call(t.app, 'GET', `/api/access/subject-services?${q}`, { token });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('subject_id');
    const huge = await call(t.app, 'GET', `/api/access/subject-services?${q}&subject_id=99999999999`, { token });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.body)).toContain('subject_id');
  });
});
