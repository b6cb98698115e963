import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// An account hashed at a lower cost (the factories' N=1024) is rehashed at N=2^17 on its next successful sign-in.
let t: TestApp;

beforeAll(async () => {
  // The server's default cost, as production runs (the other test files use the lowest cost for speed).
  t = await createTestApp({ config: { passwordScryptN: 2 ** 17 } });
});
afterAll(() => t.close());

describe('rehash on sign-in', () => {
  it('redoes an old hash at the server’s cost after the right password, never after a wrong one', async () => {
    const user = await makeUser(t.db); // hashed at 2^10
    const hashOf = async () =>
      (await t.db.selectFrom('users').select('password_hash').where('uuid', '=', user.uuid).executeTakeFirstOrThrow())
        .password_hash!;
    expect((await hashOf()).startsWith('scrypt$1024$')).toBe(true);
    const wrong = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
      body: { username: user.email, password: 'not-it' },
    });
    expect(wrong.status).toBe(401);
    expect((await hashOf()).startsWith('scrypt$1024$')).toBe(true);
    const right = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
      body: { username: user.email, password: user.password },
    });
    expect(right.status).toBe(200);
    expect((await hashOf()).startsWith('scrypt$131072$8$1$')).toBe(true);
    const again = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
      body: { username: user.email, password: user.password },
    });
    expect(again.status).toBe(200);
    // Four scrypt runs, two at production cost (128 MB and about 0.4 s of CPU each on an idle core):
    // on a busy two-core machine they take many times that, so this test is given a minute.
  }, 60_000);
});
