import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/matrix-world.js';
import { makeSchoolCatalogueWorld, type SchoolCatalogueWorld } from '../../test/school-catalogue-world.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The access gate places a school's own content only for that school's people (a parent's child
// counts): to anyone else it does not exist. A guest is asked to sign in for every id alike.

let t: TestApp;
let w: SchoolCatalogueWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSchoolCatalogueWorld(t);
});
afterAll(() => t.close());

const decide = (who: Caller, body: object) =>
  call(t.app, 'POST', '/api/access/decide', { token: w.tokens[who], body: { item_kind: 'content', ...body } });

describe('POST /access/decide on a school’s own content', () => {
  it.each(['otherTeacher', 'freeStudent', 'otherStudent'] as const)('is 404 for %s', async (who) => {
    const res = await decide(who, { item_id: w.schoolContentId });
    expect(res.status).toBe(404);
    // Its old id does not find it either.
    expect((await decide(who, { item_id: 'SUNRISE-OLD-1' })).status).toBe(404);
  });

  it('asks a guest to sign in, exactly as for an id that does not exist', async () => {
    const school = await decide('guest', { item_id: w.schoolContentId });
    const none = await decide('guest', { item_id: 99_999_999 });
    expect(school.status).toBe(200);
    expect(school.body).toEqual(none.body);
  });

  it('decides for the school’s learner and teacher, and for a parent acting for the child', async () => {
    const student = await decide('student', { item_id: w.schoolContentId });
    expect(student.status).toBe(200);
    expect(student.body.data.allowed).toBe(true);
    expect((await decide('teacher', { item_id: w.schoolContentId })).status).toBe(200);
    const parent = await decide('parent', { item_id: w.schoolContentId, uuid: w.named.uuid });
    expect(parent.status).toBe(200);
  });
});

describe('signed video links', () => {
  it('do not find the school’s content for an outsider', async () => {
    const ask = (who: Caller) =>
      call(t.app, 'POST', '/api/media/signedVideoUrl', {
        token: w.tokens[who],
        body: { content_id: w.schoolContentId },
      });
    const outsider = await ask('otherTeacher');
    expect(outsider.status).toBe(404);
    expect(outsider.body.message).toBe('No such content.');
    // The school's learner finds it (it is notes, not a video).
    expect((await ask('student')).body.message).toBe('This content has no video.');
  });
});
