import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../platform/auth/tokens.js';
import { makeSchoolWorld, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

const AUTH = '/api/cognito-login-service/auth';
let t: TestApp;
let world: Awaited<ReturnType<typeof makeSchoolWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await makeSchoolWorld(t.db);
});
afterAll(() => t.close());

async function signIn(username = world.student.email!) {
  const res = await call(t.app, 'POST', `${AUTH}/login`, { body: { username, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data as { access_token: string; refresh_token: string; uuid: string };
}

const refresh = (refresh_token: string, url = `${AUTH}/refreshToken`) =>
  call(t.app, 'POST', url, {
    body: { refresh_token, username: world.student.email, action: 'x', apikey: 'k', checksum: 'c', enc_type: 1 },
  });
const me = (token: string) => call(t.app, 'GET', `${AUTH}/me`, { token });

describe('refresh token rotation', () => {
  it('returns new tokens that work; the old refresh token is then rejected', async () => {
    const first = await signIn();
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const data = rotated.body.data;
    expect(data.expires_in).toBe(900);
    expect(data.refresh_token).not.toBe(first.refresh_token);
    expect((await me(data.access_token)).status).toBe(200);

    const again = await refresh(data.refresh_token);
    expect(again.status).toBe(200);
    const old = await refresh(first.refresh_token);
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ status: 0, error_code: 'REFRESH_REJECTED' });
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await signIn();
    const rotated = (await refresh(first.refresh_token)).body.data;
    // The stolen copy of the first token is presented: theft detected.
    expect((await refresh(first.refresh_token)).status).toBe(401);
    // The token issued by the rotation stops working too.
    const victim = await refresh(rotated.refresh_token);
    expect(victim.status).toBe(401);
    expect(victim.body.error_code).toBe('REFRESH_REJECTED');
  });

  it('leaves other sessions of the same user alone', async () => {
    const a = await signIn();
    const b = await signIn();
    await refresh(a.refresh_token);
    await refresh(a.refresh_token); // reuse: family a revoked
    expect((await refresh(b.refresh_token)).status).toBe(200);
  });

  it('lets only one of two concurrent refreshes with the same token succeed', async () => {
    const first = await signIn();
    const results = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect(results.some((r) => r.status === 401)).toBe(true);
  });

  it('rejects unknown and expired refresh tokens', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const first = await signIn();
    await t.db.updateTable('refresh_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const expired = await refresh(first.refresh_token);
    expect(expired.status).toBe(401);
    expect(expired.body.error_code).toBe('REFRESH_REJECTED');
  });

  it('serves the reward service refresh with the same handler', async () => {
    const first = await signIn();
    const res = await refresh(first.refresh_token, '/api/v1/auth/refresh');
    expect(res.status).toBe(200);
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it('stores only the hash of a refresh token', async () => {
    const first = await signIn();
    const rows = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === first.refresh_token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('logout', () => {
  it('revokes the family, answers 200 with the envelope, and is harmless for unknown tokens', async () => {
    const session = await signIn();
    const out = await call(t.app, 'POST', `${AUTH}/logout`, { body: { refresh_token: session.refresh_token } });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status_code: 200, status: 1, message: 'OK', data: {} });
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await call(t.app, 'POST', `${AUTH}/logout`, { body: { refresh_token: 'unknown' } })).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('answers 401 TOKEN_EXPIRED for an expired token', async () => {
    const past = createTokenService({
      secret: t.config.jwtSecret,
      accessTokenTtlSeconds: 60,
      clock: () => Date.now() - 3_600_000,
    });
    const { token } = await past.signAccessToken({
      uuid: world.student.uuid,
      userTypeId: 1,
      schoolId: null,
      role: null,
      guest: false,
    });
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 0, error_code: 'TOKEN_EXPIRED' });
  });

  it('answers 401 UNAUTHENTICATED without a token, with a malformed one, or one signed with another secret', async () => {
    const other = createTokenService({ secret: 'another-secret-of-at-least-32-characters', accessTokenTtlSeconds: 60 });
    const { token } = await other.signAccessToken({
      uuid: world.student.uuid,
      userTypeId: 1,
      schoolId: null,
      role: null,
      guest: false,
    });
    for (const res of [
      await call(t.app, 'GET', `${AUTH}/me`),
      await me('garbage'),
      await me(token),
      await t.app
        .inject({ method: 'GET', url: `${AUTH}/me`, headers: { authorization: 'Basic abc' } })
        .then((r) => ({ status: r.statusCode, body: r.json() })),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error_code).toBe('UNAUTHENTICATED');
    }
  });

  it('carries the user type and school id', async () => {
    const session = await signIn(world.teacher.email!);
    const payload = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: world.teacher.uuid, ut: 3, sid: world.school.school_id, guest: false });
    expect(payload.exp - payload.iat).toBe(900);
  });
});

describe('guest login', () => {
  it('gives a guest uuid and token, accepted on guest routes and refused on signed-in routes', async () => {
    const res = await call(t.app, 'POST', `${AUTH}/guestLogin`, { body: {} });
    expect(res.status).toBe(200);
    const guest = res.body.data;
    expect(guest).toMatchObject({ user_type_id: 0, expires_in: 900 });
    expect(guest.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const health = await call(t.app, 'GET', '/api/platform/health', { token: guest.access_token });
    expect(health.body.data).toEqual({ status: 'ok', disk: 'ok', signed_in: false, guest: true });
    const refused = await me(guest.access_token);
    expect(refused.status).toBe(401);
    expect(refused.body.error_code).toBe('UNAUTHENTICATED');
  });
});
