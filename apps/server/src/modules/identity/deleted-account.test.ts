import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld } from '../../test/factories.js';
import { makeContent, tokenOf } from '../../test/learning-factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A token of a deleted user was a 500 on writes; it is a 401, reads and writes alike. No call of the
// product deletes an account's row (an erasure through it is refused on the next call: erasure.test.ts);
// one deleted in SQL, around the product, is refused once the guard's kept facts are 5 s old.
const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

describe('a token of a deleted account', () => {
  it('is 401 on reads and on writes, never a 500', async () => {
    const world = await makeSchoolWorld(t.db);
    const content = await makeContent(t.db);
    const token = await tokenOf(t.app, world.student);
    expect((await call(t.app, 'GET', '/api/cognito-login-service/auth/me', { token })).status).toBe(200);

    await t.db.deleteFrom('users').where('uuid', '=', world.student.uuid).execute();
    clock.set('2026-03-10T06:00:05.001Z');

    const read = await call(t.app, 'GET', '/api/cognito-login-service/auth/me', { token });
    expect(read.status).toBe(401);
    expect(read.body).toMatchObject({ error_code: 'UNAUTHENTICATED', message: 'This account no longer exists.' });
    const write = await call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
      token,
      body: {
        content_id: content.content_id,
        total_consumption_time: 30,
        resume_position: 10,
        source: 1,
        client_event_id: '3a7a2f3e-9c1b-4f7e-8a55-0c5d4b6a7e10',
      },
    });
    expect(write.status).toBe(401);
    const recent = await call(t.app, 'GET', '/api/mis/recentContent.2.0', { token });
    expect(recent.status).toBe(401);
  });
});
