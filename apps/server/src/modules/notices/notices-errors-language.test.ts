import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHomeworkWorld, signInAll, type HomeworkWorld, type Who } from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A notice's refusals read in the writer's language (Accept-Language), English without one: a field
// left empty, a notice that does not exist, and a write sent in the outbox's batch.

let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

const N = '/api/live-class/notices';
const TN = '/api/live-class/teacher/notices';

beforeAll(async () => {
  t = await createTestApp();
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

const save = (body: unknown, language?: string) =>
  call(t.app, 'POST', `${TN}/saveNotice`, { token: token.teacher, body, language });

describe('a notice with no text', () => {
  it('is refused in Hindi, the field named in Hindi', async () => {
    const res = await save({ notice_text: '   ', audience: 'school' }, 'hi');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'VALIDATION_FAILED', reason: 'notices.textEmpty.message' });
    expect(res.body.message).toContain('खाली न छोड़ें');
    expect(res.body.errors).toEqual([{ field: 'notice_text', message: 'खाली न छोड़ें' }]);
  });

  it('is refused in English without a language', async () => {
    const res = await save({ notice_text: '   ', audience: 'school' });
    expect(res.body.message).toBe('Notice text must not be empty.');
    expect(res.body.errors).toEqual([{ field: 'notice_text', message: 'must not be empty' }]);
  });
});

describe('a notice that does not exist', () => {
  const markRead = (notice_ids: (number | string)[], language?: string) =>
    call(t.app, 'POST', `${N}/markNoticeRead`, { token: token.a1, body: { notice_ids }, language });

  it('is not found, in Hindi and in English, with its reason', async () => {
    const hindi = await markRead([987654], 'hi');
    expect(hindi.status).toBe(404);
    expect(hindi.body).toMatchObject({ error_code: 'NOT_FOUND', reason: 'http.noSuch.notice' });
    expect(hindi.body.message).toContain('नोटिस मौजूद नहीं है');
    const english = await markRead([987654]);
    expect(english.body.message).toBe('No such notice.');
    const urdu = await markRead([987654], 'ur');
    expect(urdu.body.message).toBe('یہ نوٹس موجود نہیں ہے۔');
  });
});

describe('the outbox batch', () => {
  it('answers an entry it cannot carry, and each entry’s own refusal, in the batch’s language', async () => {
    const res = await call(t.app, 'POST', '/api/sync/outbox', {
      token: token.teacher,
      language: 'hi',
      body: {
        entries: [
          { id: 'e1', path: '/live-class/teacher/notices/saveNotice', body: { notice_text: 'x' } },
          { id: 'e2', path: '/notifications/list', body: { uuid: world.people.a1.uuid } },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [first, second] = res.body.data.results as { message: string }[];
    expect(first!.message).toContain('आउटबॉक्स');
    expect(second!.message).toBe('आप केवल अपने नोटिफ़िकेशन देख सकते हैं।');
  });
});
