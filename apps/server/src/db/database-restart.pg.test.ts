import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHomeworkWorld, signInAll, type HomeworkWorld, type Who } from '../test/learnlist-factories.js';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';

// PostgreSQL restarted or stopped under the server (an upgrade, a failover, an operator): the server
// stays up, answers 503 with Retry-After while its database cannot be reached, answers again by
// itself within seconds once it can, and every write it acknowledged is kept. The database is a
// server of this file's own, so that restarting it disturbs no other file. (Before, an error event of
// a connection a request held ended the process: Vitest fails the run on such an unhandled error.)

let server: PrivatePostgres;
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

const SAVE = '/api/live-class/teacher/notices/saveNotice';
const BOARD = '/api/live-class/notices/myNotices';

beforeAll(async () => {
  server = await startPrivatePostgres();
  t = await createTestApp({ ownDatabaseUrl: server.url });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(async () => {
  await t?.close();
  server?.remove();
});

const saveNotice = (text: string) => call(t.app, 'POST', SAVE, { token: token.teacher, body: { notice_text: text } });
const board = () => call(t.app, 'POST', BOARD, { token: token.a1, body: {} });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = Awaited<ReturnType<typeof saveNotice>>;

function expectUnavailable(res: Answer): void {
  expect(res.status, JSON.stringify(res.body)).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body).toMatchObject({ status_code: 503, error_code: 'SERVICE_UNAVAILABLE' });
  expect(res.body.message).toMatch(/cannot reach its database/);
}

/** Asks until the server answers 200, for at most `ms`; how long it took. */
async function untilAnswered(ask: () => Promise<Answer>, ms: number): Promise<number> {
  const since = performance.now();
  for (;;) {
    const res = await ask();
    if (res.status === 200) return performance.now() - since;
    expect([503]).toContain(res.status);
    if (performance.now() - since > ms) throw new Error(`no answer within ${ms} ms: ${res.status}`);
    await pause(100);
  }
}

describe('the database restarted under load', () => {
  it('never takes the server down, refuses in words meanwhile, and loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let running = true;
    const writer = async (n: number) => {
      for (let i = 0; running; i++) {
        const text = `Notice ${n}.${i}`;
        const res = await saveNotice(text);
        statuses.push(res.status);
        if (res.status === 200) acknowledged.push(text);
        else expectUnavailable(res);
        const read = await board();
        statuses.push(read.status);
        if (read.status !== 200) expectUnavailable(read);
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    await pause(300);
    server.restart();
    await pause(300);
    server.restart();
    await pause(300);
    running = false;
    await Promise.all(writers);

    expect(await untilAnswered(board, 10_000)).toBeLessThan(10_000);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    const kept = await t.db.selectFrom('notices').select('notice_text').execute();
    const texts = new Set(kept.map((r) => r.notice_text));
    expect(acknowledged.filter((text) => !texts.has(text))).toEqual([]);
  });

  it('answers 503 with Retry-After while it is stopped, and by itself once it is back', async () => {
    server.stop();
    try {
      expectUnavailable(await board());
      expectUnavailable(await saveNotice('While the database is down'));
    } finally {
      server.start();
    }
    const took = await untilAnswered(board, 10_000);
    expect(took).toBeLessThan(5_000);
    expect((await saveNotice('Back again')).status).toBe(200);
  });
});
