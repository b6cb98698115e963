import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { eventId, makeContent, tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let nowMs = Date.parse('2026-03-02T10:00:00.000Z');
// Each post a second later than the one before, so "most recent first" has one answer.
const clock = () => nowMs;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function learner() {
  return tokenOf(t.app, await makeUser(t.db));
}

async function watch(token: string, contentId: number, seconds: number, categoryId = 1, media = '00:05:00') {
  nowMs += 1000;
  const res = await call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
    token,
    body: {
      client_event_id: eventId(),
      content_id: contentId,
      total_consumption_time: seconds,
      total_media_time: media,
      resume_position: seconds,
      source: 1,
      group_category_id: categoryId,
    },
  });
  expect(res.status).toBe(200);
}

describe('getCategoryContent', () => {
  it('answers the learner’s content of one category in the default range 1-15, most recent first', async () => {
    const token = await learner();
    const contents: Awaited<ReturnType<typeof makeContent>>[] = [];
    for (let i = 0; i < 17; i++) contents.push(await makeContent(t.db, { title: `Lesson ${i}` }));
    for (const c of contents) await watch(token, c.content_id, 10, 1);
    const practice = await makeContent(t.db);
    await watch(token, practice.content_id, 10, 2);

    const res = await call(t.app, 'GET', '/api/mis/getCategoryContent?groupCategoryId=1', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ group_category_id: 1, start_index: 1, end_index: 15, total_count: 17 });
    expect(res.body.data.contents).toHaveLength(15);
    expect(res.body.data.contents[0]).toEqual({
      content_id: contents[16]!.content_id,
      content_title: 'Lesson 16',
      content_kind: 'video',
      thumbnail_key: contents[16]!.thumbnail_key,
      group_category_id: 1,
      total_media_time: '00:05:00',
      total_consumption_time: 10,
      resume_time: 10,
      is_content_completely_consumed: 0,
      progress: 3,
      last_viewed_on: expect.any(String),
    });

    const rest = await call(t.app, 'GET', '/api/mis/getCategoryContent?groupCategoryId=1&startIndex=16&endIndex=40', {
      token,
    });
    expect(rest.body.data).toMatchObject({ start_index: 16, end_index: 30 });
    expect(rest.body.data.contents.map((c: { content_id: number }) => c.content_id)).toEqual([
      contents[1]!.content_id,
      contents[0]!.content_id,
    ]);
  });
});

describe('recentContent.2.0', () => {
  it('lists recent content most recent first and the first 6 for continue learning, unfinished first', async () => {
    const token = await learner();
    const contents: Awaited<ReturnType<typeof makeContent>>[] = [];
    for (let i = 0; i < 8; i++) contents.push(await makeContent(t.db));
    // Content 0 and 1 are finished; the others are half watched.
    for (const [i, c] of contents.entries()) await watch(token, c.content_id, i < 2 ? 300 : 100);

    const res = await call(t.app, 'GET', '/api/mis/recentContent.2.0?limit=3', { token });
    expect(res.status).toBe(200);
    const ids = (items: { content_id: number }[]) => items.map((c) => c.content_id);
    expect(ids(res.body.data.contents)).toEqual([7, 6, 5].map((i) => contents[i]!.content_id));
    expect(ids(res.body.data.continue_learning)).toEqual([7, 6, 5, 4, 3, 2].map((i) => contents[i]!.content_id));
    expect(res.body.data.continue_learning[0]).toMatchObject({ resume_time: 100, progress: 33 });

    // When little is unfinished, the slice is topped up with the most recent finished content.
    const fresh = await learner();
    await watch(fresh, contents[0]!.content_id, 300);
    await watch(fresh, contents[1]!.content_id, 10);
    const small = await call(t.app, 'GET', '/api/mis/recentContent.2.0', { token: fresh });
    expect(ids(small.body.data.continue_learning)).toEqual([contents[1]!.content_id, contents[0]!.content_id]);
  });
});

describe('recentActivityContentCount', () => {
  it('counts consumed and completed content per category, and time spent, within a window', async () => {
    const token = await learner();
    const [a, b, c] = [await makeContent(t.db), await makeContent(t.db), await makeContent(t.db)];
    await watch(token, a.content_id, 300, 1);
    await watch(token, b.content_id, 60, 1);
    await watch(token, c.content_id, 120, 3, '00:00:00');

    const res = await call(t.app, 'POST', '/api/mis/v2/recentActivityContentCount/v2.3.0', { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      categories: [
        {
          group_category_id: 1,
          group_category_name: 'learn',
          consumed_count: 2,
          completed_count: 1,
          total_consumption_time: 360,
        },
        {
          group_category_id: 2,
          group_category_name: 'practice',
          consumed_count: 0,
          completed_count: 0,
          total_consumption_time: 0,
        },
        {
          group_category_id: 3,
          group_category_name: 'test',
          consumed_count: 1,
          completed_count: 1,
          total_consumption_time: 120,
        },
      ],
      total_consumed: 3,
      total_completed: 2,
      total_consumption_time: 480,
    });
    const before = await call(t.app, 'POST', '/api/mis/v2/recentActivityContentCount/v2.3.0', {
      token,
      body: { to: '2026-03-01' },
    });
    expect(before.body.data.total_consumed).toBe(0);
  });

  it('reads a day as the learner’s school’s day: it starts at midnight in their time zone', async () => {
    const activityOn = async (token: string, day: string) => {
      const res = await call(t.app, 'POST', '/api/mis/v2/recentActivityContentCount/v2.3.0', {
        token,
        body: { from: day, to: day },
      });
      expect(res.status).toBe(200);
      return res.body.data.total_consumed as number;
    };
    const saved = nowMs;
    try {
      // 00:10 on 3 March in India (UTC+05:30) is still 2 March in UTC.
      nowMs = Date.parse('2026-03-02T18:39:59.000Z');
      const indian = await learner();
      await watch(indian, (await makeContent(t.db)).content_id, 30);
      expect(await activityOn(indian, '2026-03-03')).toBe(1);
      expect(await activityOn(indian, '2026-03-02')).toBe(0);

      // 23:50 on 2 March in the UAE (UTC+04:00): the same UTC day, the learner's 2 March.
      nowMs = Date.parse('2026-03-02T19:49:59.000Z');
      const user = await makeUser(t.db);
      await t.db.updateTable('users').set({ country_iso: 'AE' }).where('uuid', '=', user.uuid).execute();
      const emirati = await tokenOf(t.app, user);
      await watch(emirati, (await makeContent(t.db)).content_id, 30);
      expect(await activityOn(emirati, '2026-03-02')).toBe(1);
      expect(await activityOn(emirati, '2026-03-03')).toBe(0);
    } finally {
      nowMs = saved;
    }
  });
});
