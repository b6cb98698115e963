import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePackage, makeSubscription } from '../../test/commerce-factories.js';
import { makeUser } from '../../test/factories.js';
import { eventId, makeContent, tokenOf } from '../../test/learning-factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// docs/offline-conflicts.md, rule 3: a package that ended while the learner was offline. Progress made
// under it before it ended (by the time it was made on the device, never later than it arrived) is
// kept; progress made after is refused with a reason the learner is told.

// The package runs from 1 February to 3 March 2026 (both days inclusive, India). The phone comes back
// online on 5 March at 10:00 in India.
const clock = testClock('2026-03-05T04:30:00Z');
let t: TestApp;
let token: string;
let packageId: number;
let contentId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const learner = await makeUser(t.db);
  token = await tokenOf(t.app, learner);
  const pkg = await makePackage(t.db);
  packageId = pkg.package_id;
  await makeSubscription(t.db, {
    uuid: learner.uuid,
    packageId,
    boardId: 1,
    classId: 1,
    start: '2026-02-01',
    end: '2026-03-03',
  });
  contentId = (await makeContent(t.db, { mediaMs: 600_000 })).content_id;
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>, language?: string) =>
  call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
    token,
    body: { source: 2, content_id: contentId, package_id: packageId, total_consumption_time: 60, ...body },
    language,
  });

describe('progress of a package that ended while the learner was offline', () => {
  it('work made on the package’s last day, sent two days later, is kept', async () => {
    // 3 March, 21:00 in India.
    const res = await post({ client_event_id: eventId(), made_at: '2026-03-03T15:30:00Z' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.total_consumption_time).toBe(60);
  });

  it('work made the day after it ended is refused, saying when the package ended', async () => {
    // 4 March, 09:00 in India.
    const res = await post({ client_event_id: eventId(), made_at: '2026-03-04T03:30:00Z' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your package ended on Tue, 3 Mar; work after that date was not saved.');
    expect(res.body.errors).toEqual([{ field: 'made_at', message: expect.stringContaining('2026-03-03') }]);
  });

  it('tells a learner who reads Hindi in Hindi, the day in Hindi and the field named', async () => {
    const res = await post({ client_event_id: eventId(), made_at: '2026-03-04T03:30:00Z' }, 'hi');
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('learning.packageEnded');
    expect(res.body.message).toContain('आपका पैकेज');
    expect(res.body.message).toContain('3 मार्च');
    expect(res.body.message).toContain('सहेजा नहीं गया');
    expect(res.body.errors).toEqual([
      { field: 'made_at', message: expect.stringMatching(/पैकेज के समाप्त होने \(2026-03-03\)/) },
    ]);
  });

  it('a post that does not say when it was made counts as made on arrival: after the end, refused', async () => {
    const now = await post({ client_event_id: eventId() });
    expect(now.status).toBe(409);
  });

  it('the refused work left the record as the kept work made it', async () => {
    const res = await call(t.app, 'GET', `/api/mis/getContentResumeTime?contentId=${contentId}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.contents[0].total_consumption_time).toBe(60);
  });

  it('the same kept post sent again counts once', async () => {
    const id = eventId();
    const first = await post({ client_event_id: id, made_at: '2026-03-02T10:00:00Z' });
    const again = await post({ client_event_id: id, made_at: '2026-03-02T10:00:00Z' });
    expect(first.body.data.duplicate).toBe(false);
    expect(again.body.data.duplicate).toBe(true);
    expect(again.body.data.total_consumption_time).toBe(120);
  });
});
