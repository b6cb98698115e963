import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/content-factories.js';
import { makeUser } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The centre through its one call (POST /notifications/list): a person's own notifications, newest
// first, the unread count, marking one or all read, and the stream ticket. Delivery runs as a job,
// drained here; run twice, it writes each notification once.

let t: TestApp;
let alice: { uuid: string; token: string };
let bob: { uuid: string; token: string };

async function person() {
  const user = await makeUser(t.db);
  return { uuid: user.uuid, token: await tokenFor(t.app, user.email!, user.password) };
}

const list = (token: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/notifications/list', { token, body });

async function publish(id: string, recipients: string[], title = `Title ${id}`) {
  await t.services.notifications.publish({
    id,
    kind: 'homework_assigned',
    recipients,
    title: { text: title },
    body: { text: 'Chapter 3 questions' },
    link: '/homework/42',
    data: { assign_id: 42 },
  });
  await t.services.jobs.drain();
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await person();
  bob = await person();
});
afterAll(() => t.close());

describe('POST /notifications/list', () => {
  it('answers an empty centre with a stream ticket', async () => {
    const res = await list(alice.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ notifications: [], unread_count: 0, total: 0, page_no: 1, page_size: 20 });
    expect(res.body.data.stream_ticket).toEqual(expect.any(String));
    expect(res.body.data.stream_ticket_expires_in).toBe(60);
  });

  it('lists a published notification for each recipient and nobody else', async () => {
    const other = await person();
    await publish('evt-1', [alice.uuid, bob.uuid]);
    const mine = (await list(alice.token)).body.data;
    expect(mine.unread_count).toBe(1);
    expect(mine.notifications).toEqual([
      {
        id: expect.any(String),
        kind: 'homework_assigned',
        title: 'Title evt-1',
        body: 'Chapter 3 questions',
        link: '/homework/42',
        data: { assign_id: 42 },
        read_at: null,
        created_at: expect.any(String),
      },
    ]);
    expect((await list(bob.token)).body.data.unread_count).toBe(1);
    expect((await list(other.token)).body.data.notifications).toEqual([]);
  });

  it('delivers an event once when it is published again and its job runs twice', async () => {
    const carol = await person();
    await publish('evt-twice', [carol.uuid]);
    await publish('evt-twice', [carol.uuid]);
    // The job itself, run again over the same event (a retry after a crash).
    await t.services.jobs.enqueue('notifications.deliver', {
      event: {
        id: 'evt-twice',
        kind: 'homework_assigned',
        recipients: [carol.uuid],
        title: 'Again',
        body: '',
        link: null,
        data: null,
        createdAt: new Date().toISOString(),
      },
    });
    await t.services.jobs.drain();
    const data = (await list(carol.token)).body.data;
    expect(data.total).toBe(1);
    expect(data.notifications[0].title).toBe('Title evt-twice');
  });

  it('skips recipients who do not exist', async () => {
    const dave = await person();
    await publish('evt-ghost', [dave.uuid, randomUUID()]);
    expect((await list(dave.token)).body.data.total).toBe(1);
  });

  it('pages newest first, filters unread, and marks one read, then all', async () => {
    const erin = await person();
    for (const n of [1, 2, 3]) await publish(`evt-page-${n}`, [erin.uuid], `Number ${n}`);
    const page1 = (await list(erin.token, { page_size: 2 })).body.data;
    expect(page1.notifications.map((n: { title: string }) => n.title)).toEqual(['Number 3', 'Number 2']);
    expect(page1.total).toBe(3);
    const page2 = (await list(erin.token, { page_size: 2, page_no: 2 })).body.data;
    expect(page2.notifications.map((n: { title: string }) => n.title)).toEqual(['Number 1']);

    const marked = (await list(erin.token, { mark_read: [page1.notifications[0].id] })).body.data;
    expect(marked.unread_count).toBe(2);
    expect(marked.notifications[0].read_at).toEqual(expect.any(String));
    const unread = (await list(erin.token, { unread_only: true })).body.data;
    expect(unread.notifications.map((n: { title: string }) => n.title)).toEqual(['Number 2', 'Number 1']);
    expect(unread.total).toBe(2);

    const all = (await list(erin.token, { mark_all_read: true })).body.data;
    expect(all.unread_count).toBe(0);
    expect(all.notifications.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
  });

  it('a mark resent (the offline outbox after a lost answer) counts once: the first read time stays', async () => {
    const fay = await person();
    for (const n of [1, 2]) await publish(`evt-resend-${n}`, [fay.uuid], `Resend ${n}`);
    const [newest] = (await list(fay.token)).body.data.notifications;
    const first = (await list(fay.token, { mark_read: [newest.id] })).body.data;
    expect(first.unread_count).toBe(1);
    const readAt = first.notifications[0].read_at;
    const again = (await list(fay.token, { mark_read: [newest.id] })).body.data;
    expect(again.unread_count).toBe(1);
    expect(again.notifications[0].read_at).toBe(readAt);
  });

  it('marks only the caller’s own notifications read', async () => {
    await publish('evt-own', [alice.uuid, bob.uuid]);
    const bobs = (await list(bob.token, { unread_only: true })).body.data.notifications;
    await list(alice.token, { mark_read: bobs.map((n: { id: string }) => n.id) });
    expect((await list(bob.token)).body.data.unread_count).toBe(bobs.length);
  });

  it('refuses another person’s uuid, a guest and nobody', async () => {
    expect((await list(alice.token, { uuid: bob.uuid })).status).toBe(403);
    expect((await list(alice.token, { uuid: alice.uuid })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/notifications/list', { body: {} })).status).toBe(401);
  });

  it('refuses an event a module got wrong, in the caller', async () => {
    const bad = {
      id: 'x',
      kind: 'homework_assigned' as const,
      recipients: [alice.uuid],
      title: { text: 'T' },
      body: { text: '' },
    };
    await expect(t.services.notifications.publish({ ...bad, link: 'https://elsewhere.example' })).rejects.toThrow(
      /link/,
    );
    await expect(t.services.notifications.publish({ ...bad, recipients: ['not-a-uuid'] })).rejects.toThrow(/uuid/);
    await expect(t.services.notifications.publish({ ...bad, kind: 'unknown' as 'homework_assigned' })).rejects.toThrow(
      /kind/,
    );
  });
});
