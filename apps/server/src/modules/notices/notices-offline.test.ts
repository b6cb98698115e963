import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A notice written offline (docs/offline-conflicts.md): it waits on the writer's device with
// its client-made id and publish time; sent, it is published as written, once however often it is sent;
// a publish time that passed while it waited publishes it at once and the writer is told.

// 09:30 in India on Wednesday 25 November.
const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

const N = '/api/live-class/notices';
const TN = '/api/live-class/teacher/notices';

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

const post = (path: string, who: Who, body: unknown) => call(t.app, 'POST', path, { token: token[who], body });
const save = (who: Who, body: Record<string, unknown>) => post(`${TN}/saveNotice`, who, body);
const sentBy = async (who: Who, text: string) => {
  const res = await post(`${TN}/searchNoticesUniversity`, who, { list_type: 'sent' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.notices as { notice_text: string }[]).filter((n) => n.notice_text === text);
};
const learnerSees = async (text: string) => {
  const res = await post(`${N}/myNotices`, 'a1', {});
  return (res.body.data.notices as { notice_text: string }[]).some((n) => n.notice_text === text);
};

describe('a notice written offline', () => {
  it('arrives with its publish time still ahead: scheduled as written, and a resend is the same notice', async () => {
    const body = {
      client_notice_id: 'notice-offline-0001',
      notice_text: 'Sports day on Friday',
      audience: 'school',
      publish_at: '2026-11-25T06:00:00Z',
    };
    const first = await save('teacher', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ replayed: false, publish_at_passed: null, deleted: false });
    expect(first.body.data.notice).toMatchObject({ publish_at: '2026-11-25T06:00:00.000Z', published: false });

    const again = await save('teacher', body);
    expect(again.status).toBe(200);
    expect(again.body.data.replayed).toBe(true);
    expect(again.body.data.notice.notice_id).toBe(first.body.data.notice.notice_id);
    expect(await sentBy('teacher', 'Sports day on Friday')).toHaveLength(1);
    expect(await learnerSees('Sports day on Friday')).toBe(false);
  });

  it('arrives after its publish time: published at once, and the answer says the time had passed', async () => {
    // Written at 09:30 for 10:00; the phone is back online at 11:30 (06:00Z).
    clock.set('2026-11-25T06:00:00Z');
    token = await signInAll(t, world);
    const body = {
      client_notice_id: 'notice-offline-0002',
      notice_text: 'Buses leave at 2 pm today',
      audience: 'school',
      publish_at: '2026-11-25T04:30:00Z',
    };
    const res = await save('teacher', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.publish_at_passed).toBe('2026-11-25T04:30:00.000Z');
    expect(res.body.data.notice).toMatchObject({ publish_at: '2026-11-25T06:00:00.000Z', published: true });
    expect(await learnerSees('Buses leave at 2 pm today')).toBe(true);

    // Sent again (its answer was lost): the same notice, and the writer is told again.
    const again = await save('teacher', body);
    expect(again.body.data).toMatchObject({ replayed: true, publish_at_passed: '2026-11-25T04:30:00.000Z' });
    expect(await sentBy('teacher', 'Buses leave at 2 pm today')).toHaveLength(1);
  });

  it('a notice removed after it arrived stays removed when its copy is sent again', async () => {
    const body = { client_notice_id: 'notice-offline-0003', notice_text: 'Library closed', audience: 'school' };
    const first = await save('teacher', body);
    await save('teacher', { notice_id: first.body.data.notice.notice_id, is_deleted: true });
    const again = await save('teacher', body);
    expect(again.body.data).toMatchObject({ replayed: true, deleted: true, notice: null });
    expect(await sentBy('teacher', 'Library closed')).toHaveLength(0);
  });

  it('another writer cannot take a client_notice_id already used (409 naming it)', async () => {
    const res = await save('admin', {
      client_notice_id: 'notice-offline-0001',
      notice_text: 'Mine',
      audience: 'school',
    });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain('client_notice_id');
  });

  it('a client_notice_id is for a new notice only, and must be of its shape (400 naming it)', async () => {
    const first = await save('teacher', { notice_text: 'Exam timetable', audience: 'school' });
    const change = await save('teacher', {
      notice_id: first.body.data.notice.notice_id,
      client_notice_id: 'notice-offline-0009',
      notice_text: 'Exam timetable (changed)',
    });
    expect(change.status).toBe(400);
    expect(JSON.stringify(change.body)).toContain('client_notice_id');
    const bad = await save('teacher', { client_notice_id: 'no spaces please', notice_text: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('client_notice_id');
  });
});
