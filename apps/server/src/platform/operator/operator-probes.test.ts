import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The operator's view (README "Operating it"): GET /metrics in Prometheus's text format, only with the
// METRICS_TOKEN as bearer token and not served at all without one; requests counted under their
// route's pattern, never their URL; liveness; readiness, 503 with a reason when the database does not answer.

const METRICS_TOKEN = 'operator-test-metrics-token';
let t: TestApp;
/** A school's admin, signed in: a person's token, never the operator's. */
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { metricsToken: METRICS_TOKEN },
    routes: (app) => {
      app.get('/broken-for-the-test', async () => {
        throw new Error('a fault');
      });
    },
  });
  const { admin } = await makeSchoolWorld(t.db);
  const login = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
    body: { username: admin.email, password: TEST_PASSWORD },
  });
  adminToken = login.body.data.access_token;
});
afterAll(() => t.close());

const scrape = (token?: string, url = '/metrics') =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The value of one sample line, found by its name and labels as the text format writes them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it("is refused without the token, with a wrong one, and with a school admin's own token", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('not-the-token-at-all')).statusCode).toBe(401);
    const admin = await scrape(adminToken);
    expect(admin.statusCode).toBe(401);
    expect(admin.body).not.toContain('http_request_duration_seconds');
  });

  it('answers the Prometheus text format with the token, at /metrics and at its API path', async () => {
    const res = await scrape(METRICS_TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(sample(res.body, 'esc_jobs_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(res.body, 'esc_jobs_oldest_wait_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(res.body, 'esc_sse_open_connections')).toBe(0);
    expect(sample(res.body, `esc_database_info{engine="${t.config.databaseUrl ? 'postgres' : 'sqlite'}"}`)).toBe(1);
    if (t.config.databaseUrl) expect(res.body).toMatch(/^esc_db_pool_connections\{state="open"\} \d/m);
    expect((await scrape(METRICS_TOKEN, '/api/platform/metrics')).statusCode).toBe(200);
  });

  it('counts a request under its route pattern, never under the URL with its id', async () => {
    const contentId = 987_654_321;
    await t.app.inject({ method: 'GET', url: `/api/content/interactiveLesson/${contentId}` });
    await t.app.inject({ method: 'GET', url: `/api/content/interactiveLesson/${contentId + 1}` });
    const text = (await scrape(METRICS_TOKEN)).body;
    expect(text).not.toContain(String(contentId));
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/content/interactiveLesson/:contentId"';
    const lines = text.split('\n').filter((l) => l.startsWith(series));
    expect(lines.length).toBe(1);
    expect(Number(lines[0]!.split(' ').at(-1))).toBe(2);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/content/m);
  });

  it('counts 5xx answers as errors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/broken-for-the-test' })).statusCode).toBe(500);
    const text = (await scrape(METRICS_TOKEN)).body;
    expect(sample(text, 'http_server_errors_total{method="GET",route="/broken-for-the-test"}')).toBe(1);
  });

  it('counts the outbox entries it answered, by how they were answered', async () => {
    const entries = [{ id: randomUUID(), path: '/not/an/outbox/write', body: {} }];
    const batch = await call(t.app, 'POST', '/api/sync/outbox', {
      body: { entries },
      token: adminToken,
    });
    expect(batch.status).toBe(200);
    const text = (await scrape(METRICS_TOKEN)).body;
    expect(sample(text, 'esc_outbox_entries_total{result="refused"}')).toBe(1);
    expect(sample(text, 'esc_outbox_entries_total{result="acknowledged"}')).toBe(0);
  });
});

describe('liveness and readiness', () => {
  it('live answers while the process runs', async () => {
    const res = await call(t.app, 'GET', '/api/platform/live');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'live' });
  });

  it('ready answers when the database answers, its migrations ran and the job queue runs', async () => {
    const res = await call(t.app, 'GET', '/api/platform/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ready', database: t.config.databaseUrl ? 'postgres' : 'sqlite' });
    expect(res.body.data.database_ms).toBeLessThan(1000);
  });

  // Last: the app's database is closed for good.
  it('ready answers 503 with the reason and Retry-After when the database is closed; live still answers', async () => {
    await t.db.destroy();
    const res = await call(t.app, 'GET', '/api/platform/ready');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.message).toContain('database');
    expect((await call(t.app, 'GET', '/api/platform/live')).status).toBe(200);
    const health = await call(t.app, 'GET', '/api/platform/health');
    expect(health.status).toBe(200);
  });
});
