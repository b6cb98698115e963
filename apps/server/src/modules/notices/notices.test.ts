import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Notices through the real server on its database: a teacher writes a notice, its readers see
// it and mark it read, the writer sees who read it; a later publish time hides it until then and the
// job tells its audience once; a parent sees the notices of their child's section and those to parents.

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
const board = async (who: Who, body: Record<string, unknown> = {}) => {
  const res = await post(`${N}/myNotices`, who, body);
  expect(res.status).toBe(200);
  return res.body.data as {
    notices: { notice_id: number; is_read: boolean; notice_text: string }[];
    unread_count: number;
  };
};
const top = async (who: Who, uuid?: string) => {
  const res = await call(t.app, 'GET', `${N}/getTopThreeNotices${uuid ? `?uuid=${uuid}` : ''}`, { token: token[who] });
  expect(res.status).toBe(200);
  return (res.body.data.notices as { notice_id: number }[]).map((n) => n.notice_id);
};
const noticeCount = async (who: Who) => (await post(`${N}/noticeCount`, who, {})).body.data.unread_count as number;
const noticeNotifications = async (who: Who) => {
  await t.services.jobs.drain();
  const res = await post('/api/notifications/list', who, {});
  return (res.body.data.notifications as { kind: string; link: string; read_at: string | null }[]).filter(
    (n) => n.kind === 'notice_published',
  );
};

async function written(who: Who, body: Record<string, unknown>): Promise<number> {
  const res = await save(who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.notice.notice_id as number;
}

describe('a notice to a section', () => {
  let noticeId: number;

  it('reaches the section’s learners and their parents’ board, not another section', async () => {
    noticeId = await written('teacher', {
      notice_title: 'Sports day',
      notice_text: 'Sports day is on Friday. Wear the house T-shirt.',
      audience: 'sections',
      section_ids: [world.sectionA.section_id],
    });
    expect(await top('a1')).toContain(noticeId);
    expect(await top('a2')).toContain(noticeId);
    expect(await top('parentA1')).toContain(noticeId);
    expect(await top('parentA1', world.people.a1.uuid)).toContain(noticeId);
    expect(await top('b1')).not.toContain(noticeId);
    expect(await top('parentB1')).not.toContain(noticeId);
    expect(await noticeCount('a1')).toBe(1);
  });

  it('tells the section’s learners at once, with a link to the notice board', async () => {
    const told = await noticeNotifications('a1');
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/notices?notice=${noticeId}`);
    expect(await noticeNotifications('b1')).toHaveLength(0);
  });

  it('is marked read once: the writer sees who has read it and who not', async () => {
    const first = await post(`${N}/markNoticeRead`, 'a1', { notice_ids: [noticeId] });
    expect(first.body.data).toEqual({ notice_ids: [noticeId], newly_read: 1 });
    clock.set('2026-11-25T04:05:00Z');
    const again = await post(`${N}/markNoticeRead`, 'a1', { notice_ids: [String(noticeId)] });
    expect(again.body.data.newly_read).toBe(0);
    expect(await noticeCount('a1')).toBe(0);
    expect((await board('a1')).notices[0]).toMatchObject({ notice_id: noticeId, is_read: true });
    // Its bell item is read with it; a2, who has not read the notice, still has theirs unread.
    expect((await noticeNotifications('a1')).map((n) => n.read_at !== null)).toEqual([true]);
    expect((await noticeNotifications('a2')).map((n) => n.read_at !== null)).toEqual([false]);

    const receipts = await post(`${TN}/noticeReceipts`, 'teacher', { notice_id: noticeId });
    expect(receipts.status).toBe(200);
    expect(receipts.body.data).toMatchObject({ audience_size: 2, read_count: 1 });
    const byUuid = new Map(
      (receipts.body.data.receipts as { uuid: string; read_at: string | null }[]).map((r) => [r.uuid, r.read_at]),
    );
    expect(byUuid.get(world.people.a1.uuid)).toBe('2026-11-25T04:00:00.000Z');
    expect(byUuid.get(world.people.a2.uuid)).toBeNull();

    const sent = await post(`${TN}/searchNoticesUniversity`, 'teacher', { list_type: 1 });
    expect(sent.body.data.notices[0]).toMatchObject({ notice_id: noticeId, read_count: 1, audience_size: 2 });
  });

  it('is changed by its author or a school admin, not by a colleague; removed, it leaves the board', async () => {
    expect((await save('colleague', { notice_id: noticeId, notice_text: 'Cancelled' })).status).toBe(403);
    const edited = await save('admin', { notice_id: noticeId, notice_text: 'Sports day moves to Saturday.' });
    expect(edited.status).toBe(200);
    expect((await board('a2')).notices[0]!.notice_text).toBe('Sports day moves to Saturday.');
    expect((await save('teacher', { notice_id: noticeId, is_deleted: true })).body.data.deleted).toBe(true);
    expect(await top('a2')).not.toContain(noticeId);
    expect((await post(`${TN}/noticeReceipts`, 'teacher', { notice_id: noticeId })).status).toBe(404);
  });
});

describe('a notice published later', () => {
  it('is hidden until its time, then shown, and its audience is told once even when the job runs twice', async () => {
    clock.set('2026-11-25T05:00:00Z');
    token = await signInAll(t, world);
    const noticeId = await written('admin', {
      notice_text: 'The school is closed on Monday.',
      audience: 'school',
      publish_at: '2026-11-25T07:30:00Z',
    });
    expect(await top('b1')).not.toContain(noticeId);
    expect((await post(`${N}/markNoticeRead`, 'b1', { notice_ids: [noticeId] })).status).toBe(404);
    await t.services.notices.publishing.publishDue();
    expect(await noticeNotifications('b1')).toHaveLength(0);

    clock.set('2026-11-25T07:31:00Z');
    token = await signInAll(t, world);
    expect(await top('b1')).toContain(noticeId);
    await t.services.jobs.drain();
    await t.services.notices.publishing.publishDue();
    await t.services.notices.publishing.publishDue();
    const told = await noticeNotifications('b1');
    expect(told.filter((n) => n.link === `/notices?notice=${noticeId}`)).toHaveLength(1);
    // The whole school: learners and their parents.
    expect(await noticeNotifications('parentB1')).toHaveLength(1);
  });
});

describe('a notice to parents', () => {
  it('reaches the parents of the section chosen, not its learners nor other parents', async () => {
    const noticeId = await written('teacher', {
      notice_text: 'Parent–teacher meeting on Saturday at 10.',
      audience: 'parents',
      section_ids: [world.sectionA.section_id],
    });
    expect(await top('parentA1')).toContain(noticeId);
    expect(await top('a1')).not.toContain(noticeId);
    expect(await top('parentB1')).not.toContain(noticeId);
    const receipts = await post(`${TN}/noticeReceipts`, 'teacher', { notice_id: noticeId });
    expect(receipts.body.data.receipts).toEqual([
      expect.objectContaining({ uuid: world.people.parentA1.uuid, role: 'parent', read_at: null }),
    ]);
  });
});

describe('who may not', () => {
  let noticeId: number;
  beforeAll(async () => {
    noticeId = await written('teacher', { notice_text: 'Fees are due next week.', audience: 'school' });
  });

  it('another school’s teacher can neither read, edit, delete, search nor see receipts', async () => {
    const school = world.school.school_id;
    expect((await save('otherTeacher', { notice_text: 'x', school_id: school })).status).toBe(404);
    expect((await save('otherTeacher', { notice_id: noticeId, notice_text: 'Hacked' })).status).toBe(404);
    expect((await save('otherTeacher', { notice_id: noticeId, is_deleted: true })).status).toBe(404);
    expect((await post(`${TN}/noticeReceipts`, 'otherTeacher', { notice_id: noticeId })).status).toBe(404);
    expect((await post(`${TN}/searchNoticesUniversity`, 'otherTeacher', { school_id: school })).status).toBe(404);
    const own = await post(`${TN}/searchNoticesUniversity`, 'otherTeacher', { list_type: 2 });
    expect(own.body.data.notices).toEqual([]);
    expect(await top('otherTeacher')).toEqual([]);
    expect((await post(`${N}/markNoticeRead`, 'otherTeacher', { notice_ids: [noticeId] })).status).toBe(404);
    expect(await top('a1')).toContain(noticeId);
  });

  it('learners and parents are refused the teacher calls', async () => {
    for (const who of ['a1', 'parentA1'] as const) {
      expect((await save(who, { notice_text: 'x' })).status).toBe(403);
      expect((await post(`${TN}/searchNoticesUniversity`, who, {})).status).toBe(403);
      expect((await post(`${TN}/noticeReceipts`, who, { notice_id: noticeId })).status).toBe(403);
    }
  });

  it('a parent names only their own child; a learner only themselves', async () => {
    const res = await call(t.app, 'GET', `${N}/getTopThreeNotices?uuid=${world.people.b1.uuid}`, {
      token: token.parentA1,
    });
    expect(res.status).toBe(403);
    const learner = await post(`${N}/noticeCount`, 'a1', { uuid: world.people.a2.uuid });
    expect(learner.status).toBe(403);
  });

  it('refuses a section of another school and an empty text, naming the field', async () => {
    const other = await t.db
      .selectFrom('sections')
      .select('section_id')
      .where('section_name', '=', 'H-1')
      .executeTakeFirstOrThrow();
    const res = await save('teacher', { notice_text: 'x', audience: 'sections', section_ids: [other.section_id] });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('section_ids.0');
    const empty = await save('teacher', { notice_text: '   ' });
    expect(empty.body.errors[0].field).toBe('notice_text');
  });
});
