import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHomeworkWorld, signInAll, type HomeworkWorld, type Who } from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// As the probe found: with the disk full, every write answered 500 ("cannot rollback - no transaction
// is active"). Writes answer 503 in words, the health check says the disk is full, nothing stored is
// lost, and the server recovers by itself when space returns. The database file is held at its size
// (SQLite's max_page_count): SQLite then refuses to grow it exactly as on a full disk (SQLITE_FULL).
// On SQLite in both runs: PostgreSQL's disk cannot be filled from a test.

let now = Date.parse('2026-07-01T05:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

const SAVE = '/api/live-class/teacher/notices/saveNotice';

beforeAll(async () => {
  t = await createTestApp({ sqlite: true, clock: () => now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

const save = (text: string) => call(t.app, 'POST', SAVE, { token: token.teacher, body: { notice_text: text } });
const health = async () => (await call(t.app, 'GET', '/api/platform/health')).body.data;
const noticeTexts = async () =>
  (await t.db.selectFrom('notices').select('notice_text').execute()).map((r) => r.notice_text);

async function holdDatabaseAtItsSize(): Promise<void> {
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.db);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(t.db);
}

describe('a full disk', () => {
  it('refuses writes in words with 503, says so in the health check, loses nothing, and recovers', async () => {
    expect((await save('Before the disk filled')).status).toBe(200);
    expect(await health()).toMatchObject({ status: 'ok', disk: 'ok' });
    const before = await noticeTexts();

    await holdDatabaseAtItsSize();
    // Long enough to need new pages of the file.
    const refused = await save(`A long notice. ${'Lorem ipsum dolor sit amet. '.repeat(140)}`);
    expect(refused.status, JSON.stringify(refused.body)).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.body).toMatchObject({
      error_code: 'SERVICE_UNAVAILABLE',
      message: 'The server has no room left to save this: nothing was saved. Please try again later.',
    });
    expect(await health()).toEqual({ status: 'degraded', disk: 'full', signed_in: false, guest: false });
    // Reads still answer, and what was stored is all there.
    expect((await call(t.app, 'POST', '/api/live-class/notices/myNotices', { token: token.a1, body: {} })).status).toBe(
      200,
    );
    expect(await noticeTexts()).toEqual(before);

    // Space returns: the next write works, with nothing done by hand.
    await sql.raw('pragma max_page_count = 1073741823').execute(t.db);
    expect((await save('After space came back')).status).toBe(200);
    expect(await noticeTexts()).toEqual([...before, 'After space came back']);
    now += 61_000;
    expect(await health()).toMatchObject({ status: 'ok', disk: 'ok' });
  });
});
