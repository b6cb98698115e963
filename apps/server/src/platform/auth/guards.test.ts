import { UserType } from '@esc/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { createActingUserResolver, type ActingUserResolver } from './access.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof makeSchoolWorld>>;
let resolveActingUser: ActingUserResolver;
const tokens: Record<string, string> = {};

/** Tiny routes registered by the test, one per guard, so each guard is checked through a real route. */
function addProbeRoutes(app: FastifyInstance) {
  for (const guard of ['guest', 'user', 'staff'] as const) {
    app.get(`/api/test/${guard}`, { config: { guard, scope: 'none' } }, async (request) => ({ auth: request.auth }));
  }
  app.post<{ Body: { uuid?: string } }>(
    '/api/test/acting',
    { config: { guard: 'user', scope: 'self' } },
    async (request) => resolveActingUser(request, request.body.uuid),
  );
}

beforeAll(async () => {
  t = await createTestApp({ routes: addProbeRoutes });
  world = await makeSchoolWorld(t.db);
  resolveActingUser = createActingUserResolver({
    isLinkedChild: async (p, c) =>
      !!(await t.db
        .selectFrom('parent_child_links')
        .select('child_uuid')
        .where('parent_uuid', '=', p)
        .where('child_uuid', '=', c)
        .executeTakeFirst()),
  });
  const guest = await call(t.app, 'POST', '/api/cognito-login-service/auth/guestLogin', { body: {} });
  tokens.guest = guest.body.data.access_token;
  for (const who of ['student', 'parent', 'teacher', 'admin'] as const) {
    const res = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
      body: { username: world[who].email, password: TEST_PASSWORD },
    });
    tokens[who] = res.body.data.access_token;
  }
});
afterAll(() => t.close());

describe('guards', () => {
  it('guest: no token or a guest token is accepted; a signed-in token is read', async () => {
    expect((await call(t.app, 'GET', '/api/test/guest')).body).toEqual({ auth: null });
    expect((await call(t.app, 'GET', '/api/test/guest', { token: tokens.guest })).body.auth).toMatchObject({
      guest: true,
      userTypeId: 0,
    });
    expect((await call(t.app, 'GET', '/api/test/guest', { token: tokens.student })).body.auth).toMatchObject({
      uuid: world.student.uuid,
      guest: false,
    });
  });

  it('guest: a broken token is still refused, so the client knows to refresh', async () => {
    expect((await call(t.app, 'GET', '/api/test/guest', { token: 'broken' })).status).toBe(401);
  });

  it('user: refuses no token and guest tokens, accepts every real user', async () => {
    expect((await call(t.app, 'GET', '/api/test/user')).status).toBe(401);
    const guest = await call(t.app, 'GET', '/api/test/user', { token: tokens.guest });
    expect(guest.status).toBe(401);
    expect(guest.body.error_code).toBe('UNAUTHENTICATED');
    for (const who of ['student', 'parent', 'teacher', 'admin']) {
      expect((await call(t.app, 'GET', '/api/test/user', { token: tokens[who] })).status).toBe(200);
    }
  });

  it('staff: teachers and admins only; learners and parents get 403', async () => {
    for (const who of ['teacher', 'admin'])
      expect((await call(t.app, 'GET', '/api/test/staff', { token: tokens[who] })).status).toBe(200);
    for (const who of ['student', 'parent']) {
      const res = await call(t.app, 'GET', '/api/test/staff', { token: tokens[who] });
      expect(res.status).toBe(403);
      expect(res.body.error_code).toBe('FORBIDDEN');
    }
    expect((await call(t.app, 'GET', '/api/test/staff', { token: tokens.guest })).status).toBe(401);
  });

  it('refuses to register an API route without a guard', async () => {
    const fresh = await createTestApp({ ready: false });
    try {
      expect(() => fresh.app.get('/api/test/unguarded', async () => ({}))).toThrow(/has no guard/);
      expect(() => fresh.app.get('/api/test/bad', { config: { guard: 'nobody' as never } }, async () => ({}))).toThrow(
        /has no guard/,
      );
      // Whose data it touches is declared too: a route that says who may call but not that is refused.
      expect(() => fresh.app.get('/api/test/unscoped', { config: { guard: 'user' } }, async () => ({}))).toThrow(
        /has no scope/,
      );
      expect(() =>
        fresh.app.get('/api/test/bad-scope', { config: { guard: 'user', scope: 'anyone' as never } }, async () => ({})),
      ).toThrow(/has no scope/);
    } finally {
      await fresh.close();
    }
  });

  it('every API route declares a guard and a scope, published in the OpenAPI document', async () => {
    await t.app.ready();
    const guarded = new Set(t.app.routeGuards.map((r) => `${r.method} ${r.url}`));
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    // OpenAPI writes path parameters as {name} and wildcards as {*}; Fastify as :name and *.
    const asRoute = (url: string) => url.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');
    const documented = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${asRoute(url)}`),
    );
    expect(documented.length).toBeGreaterThan(8);
    for (const route of documented) expect(guarded, route).toContain(route);
    for (const [url, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect((op as { 'x-access'?: unknown })['x-access'], `${method} ${url}`).toEqual({
          guard: expect.stringMatching(/^(public|guest|user|staff)$/),
          scope: expect.stringMatching(/^(none|catalogue|self|school|owner|credential)$/),
        });
      }
    }
    // Each route is registered from its call table entry, which it names.
    expect(t.app.routeGuards).toContainEqual({
      call: 'GET /openapi.json',
      method: 'GET',
      url: '/api/openapi.json',
      guard: 'public',
      scope: 'none',
    });
    expect(t.app.routeGuards).toContainEqual({
      call: 'GET /cognito-login-service/auth/me',
      method: 'GET',
      url: '/api/cognito-login-service/auth/me',
      guard: 'user',
      scope: 'self',
    });
  });
});

describe('resolveActingUser', () => {
  const acting = (who: string, uuid?: string) =>
    call(t.app, 'POST', '/api/test/acting', { token: tokens[who], body: uuid ? { uuid } : {} });

  it('a parent acts for a linked child, and only for a linked child', async () => {
    expect((await acting('parent', world.student.uuid)).body).toMatchObject({
      uuid: world.student.uuid,
      forChild: true,
    });
    const stranger = await makeUser(t.db, { userTypeId: UserType.Student });
    const res = await acting('parent', stranger.uuid);
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('NOT_LINKED_CHILD');
  });

  it('a learner acts only for themselves', async () => {
    expect((await acting('student')).body).toMatchObject({ uuid: world.student.uuid, forChild: false });
    expect((await acting('student', world.student.uuid)).body).toMatchObject({ uuid: world.student.uuid });
    const res = await acting('student', world.teacher.uuid);
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('FORBIDDEN');
  });
});
