import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) =>
      app.get('/api/test/boom', { config: { guard: 'public', scope: 'none' } }, async () => {
        throw new Error('database password is hunter2 at /srv/secret.ts:42');
      }),
  });
});
afterAll(() => t.close());

describe('the API shell', () => {
  it('answers unknown /api routes with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/cognito-login-service/auth/nope'],
      ['GET', '/api'],
    ] as const) {
      const res = await call(t.app, method, url);
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual({ status_code: 404, status: 0, message: 'Not found.', error_code: 'NOT_FOUND' });
    }
  });

  it('hides internals of a 5xx', async () => {
    const res = await call(t.app, 'GET', '/api/test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      status_code: 500,
      status: 0,
      message: 'Something went wrong. Please try again.',
      error_code: 'INTERNAL_ERROR',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hunter2|secret|stack/);
  });

  it('serves the OpenAPI document with the identity paths, tags and bearer security', async () => {
    const res = await call(t.app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      'login',
      'guestLogin',
      'refreshToken',
      'logout',
      'me',
      'studentDetailUuid',
      'getStudentDetailUuid',
      'teacherDetailByUuid',
    ]) {
      expect(doc.paths, p).toHaveProperty([`/api/cognito-login-service/auth/${p}`]);
    }
    expect(doc.paths).toHaveProperty(['/api/v1/auth/refresh']);
    expect(doc.paths['/api/cognito-login-service/auth/login'].post.tags).toEqual(['identity']);
    expect(doc.paths['/api/cognito-login-service/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves the browsable reference at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });

  it('sends a CSP that lets the SPA run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/platform/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('says to build the web app when its dist folder is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/student-dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });
});

describe('serving the web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = path.join(t.config.dataDir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ESC</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(() => web.close());

  it('serves files, falls back to index.html for app routes, and keeps /api answers as JSON', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/syllabus/101/1010/Maths', '/parent-dashboard?x=1']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    const api = await web.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error_code).toBe('NOT_FOUND');
  });
});
