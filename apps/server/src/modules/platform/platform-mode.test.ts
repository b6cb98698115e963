import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The demo (`npm start`) lists its accounts on the sign-in screen and has the test
// payment provider; production lists no accounts, even when asked to seed. The accounts and their
// password are CONTRACT.md's "Demo data".

const DEMO_USERNAMES = [
  'student@demo.school',
  'freestudent@demo.school',
  'parent@demo.school',
  'teacher@demo.school',
  'admin@demo.school',
  'hindistudent@demo.school',
  'hindiparent@demo.school',
];

describe('GET /api/platform/mode', () => {
  let demo: TestApp;
  let unseeded: TestApp;
  let seededProduction: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ config: { mode: 'demo', seedDemo: true } });
    unseeded = await createTestApp({ config: { mode: 'demo', seedDemo: false } });
    seededProduction = await createTestApp({ config: { mode: 'production', seedDemo: true } });
  });
  afterAll(async () => {
    await Promise.all([demo.close(), unseeded.close(), seededProduction.close()]);
  });

  it('in the demo: the test provider and the demo accounts with their published password, for anyone', async () => {
    const res = await call(demo.app, 'GET', '/api/platform/mode');
    expect(res.status).toBe(200);
    expect(res.body.data.mode).toBe('demo');
    expect(res.body.data.payment_provider).toBe('test');
    const accounts = res.body.data.demo_accounts as { username: string; password: string; role: string }[];
    expect(accounts.map((a) => a.username)).toEqual(DEMO_USERNAMES);
    expect(new Set(accounts.map((a) => a.password))).toEqual(new Set(['Demo@1234']));
    expect(accounts.map((a) => a.role)).toEqual([
      'student',
      'freeStudent',
      'parent',
      'teacher',
      'admin',
      'student',
      'parent',
    ]);
    // The demo's pages load no third-party script.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('lists no accounts in a demo that was not seeded, nor in production even when seeded on request', async () => {
    expect((await call(unseeded.app, 'GET', '/api/platform/mode')).body.data.demo_accounts).toEqual([]);
    const production = await call(seededProduction.app, 'GET', '/api/platform/mode');
    expect(production.body.data).toEqual({ mode: 'production', payment_provider: null, demo_accounts: [] });
  });
});
