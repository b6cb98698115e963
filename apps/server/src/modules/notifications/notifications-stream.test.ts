import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/content-factories.js';
import { makeUser } from '../../test/factories.js';
import { openSse, type SseStream } from '../../test/sse-client.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// GET /notifications/stream over a real socket, as a browser's EventSource opens it: a ticket from
// the list call opens it, events carry ids only, heartbeats keep it alive, and it ends at its time
// limit with `reauth`. The ticket is a credential: it never reaches the log.

let t: TestApp;
let base: string;
let now = Date.now();
const logLines: string[] = [];
const open: SseStream[] = [];

async function person() {
  const user = await makeUser(t.db);
  return { uuid: user.uuid, token: await tokenFor(t.app, user.email!, user.password) };
}

async function ticketOf(token: string): Promise<string> {
  const res = await call(t.app, 'POST', '/api/notifications/list', { token, body: {} });
  return res.body.data.stream_ticket as string;
}

async function stream(ticket: string): Promise<SseStream> {
  const s = await openSse(`${base}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
  open.push(s);
  return s;
}

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    config: { logLevel: 'info', notifyStreamHeartbeatSeconds: 1, notifyStreamMaxSeconds: 3 },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

describe('GET /notifications/stream', () => {
  it('opens with a ticket, says ready, and carries the id of each new notification of the person', async () => {
    const me = await person();
    const someoneElse = await person();
    const ticket = await ticketOf(me.token);
    const s = await stream(ticket);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['cache-control']).toContain('no-cache');
    await s.next('ready');

    await t.services.notifications.publish({
      id: 'stream-evt-1',
      kind: 'homework_assigned',
      recipients: [me.uuid, someoneElse.uuid],
      title: { text: 'Homework' },
      body: { text: 'Read chapter 2' },
    });
    await t.services.jobs.drain();
    const event = await s.next('notification');
    const listed = await call(t.app, 'POST', '/api/notifications/list', { token: me.token, body: {} });
    expect(JSON.parse(event.data)).toEqual({ id: listed.body.data.notifications[0].id });
    expect(s.events.filter((e) => e.event === 'notification')).toHaveLength(1);

    expect(logLines.join('')).toContain('/api/notifications/stream?ticket=[redacted]');
    expect(logLines.join('')).not.toContain(ticket);
  });

  it('tells the person’s other browsers when notifications are marked read', async () => {
    const me = await person();
    const s = await stream(await ticketOf(me.token));
    await s.next('ready');
    await t.services.notifications.publish({
      id: 'stream-evt-read',
      kind: 'homework_assigned',
      recipients: [me.uuid],
      title: { text: 'Homework' },
      body: { text: '' },
    });
    await t.services.jobs.drain();
    await s.next('notification');
    await call(t.app, 'POST', '/api/notifications/list', { token: me.token, body: { mark_all_read: true } });
    expect(JSON.parse((await s.next('read')).data)).toEqual({});
  });

  it('sends heartbeats, and ends at its time limit with reauth', async () => {
    const me = await person();
    const s = await stream(await ticketOf(me.token));
    await s.next('reauth', 5000);
    await s.ended;
    expect(s.comments).toBeGreaterThanOrEqual(2);
  });

  it('refuses a missing, forged or expired ticket, and an access token in its place', async () => {
    const me = await person();
    const ticket = await ticketOf(me.token);
    for (const bad of ['nonsense', `${ticket.slice(0, -2)}xx`, me.token]) {
      const s = await stream(bad);
      expect(s.status).toBe(401);
    }
    const missing = await call(t.app, 'GET', '/api/notifications/stream');
    expect(missing.status).toBe(400);
    now += 61_000;
    expect((await stream(ticket)).status).toBe(401);
  });

  it('refuses the ticket of an account deleted since', async () => {
    const me = await person();
    const ticket = await ticketOf(me.token);
    await t.db.deleteFrom('users').where('uuid', '=', me.uuid).execute();
    expect((await stream(ticket)).status).toBe(401);
  });

  it('opens one stream per ticket: as the probe found, one ticket opened thousands', async () => {
    const me = await person();
    const ticket = await ticketOf(me.token);
    const first = await stream(ticket);
    await first.next('ready', 5000);
    expect((await stream(ticket)).status).toBe(401);
    const again = await call(t.app, 'GET', `/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('The stream ticket was used already. Ask for a new one.');
    // A new ticket from the list call opens another (a second browser, or the same one after a drop).
    const second = await stream(await ticketOf(me.token));
    await second.next('ready', 5000);
  });
});
