import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/content-factories.js';
import { makeUser } from '../../test/factories.js';
import { openSse, type SseStream } from '../../test/sse-client.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Two server processes on one PostgreSQL (ARCHITECTURE.md: across processes by LISTEN/NOTIFY
// carrying ids): an event published and delivered by one reaches a stream held by the other.
// SQLite is the engine of one process (its signals stay in process), so this file (*.pg.test.ts)
// is collected only on PostgreSQL (vitest.config.ts; npm run test:pg, and CI).

describe('two server processes on one PostgreSQL', () => {
  let one: TestApp;
  let two: TestApp;
  let stream: SseStream | null = null;

  beforeAll(async () => {
    one = await createTestApp();
    two = await createTestApp({ sharing: one });
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    // Only the first process runs jobs, so the delivery surely happens there.
    await two.services.jobs.stop();
  });
  afterAll(async () => {
    stream?.close();
    await two?.close();
    await one?.close();
  });

  it('delivers an event published in one to a stream held by the other', async () => {
    const user = await makeUser(one.db);
    const token = await tokenFor(two.app, user.email!, user.password);
    const ticket = (await call(two.app, 'POST', '/api/notifications/list', { token, body: {} })).body.data
      .stream_ticket;
    const port = (two.app.server.address() as AddressInfo).port;
    stream = await openSse(`http://127.0.0.1:${port}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
    await stream.next('ready');
    expect(two.services.notifications.signals.engine).toBe('postgres');

    await one.services.notifications.publish({
      id: 'two-processes-1',
      kind: 'homework_completed_by_all',
      recipients: [user.uuid],
      title: { text: 'Everyone finished' },
      body: { text: 'All 32 learners completed “Fractions”.' },
      link: '/homework/42/report',
    });
    await one.services.jobs.drain();

    const event = await stream.next('notification', 10_000);
    const listed = await call(two.app, 'POST', '/api/notifications/list', { token, body: {} });
    expect(JSON.parse(event.data)).toEqual({ id: listed.body.data.notifications[0].id });
    expect(listed.body.data.notifications[0].title).toBe('Everyone finished');
  });
});
