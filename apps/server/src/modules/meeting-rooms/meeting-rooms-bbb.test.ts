import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBbbStandIn, type BbbStandIn } from '../../test/bbb-stand-in.js';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { BBB_SECRET, bbbAnalytics, bbbRecordingReady, roomsConfig } from '../../test/meeting-room-payloads.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// BigBlueButton through the real server: a class in a BigBlueButton room. The adapter calls the
// stand-in BigBlueButton (which checks every checksum and answers the documented XML): create before
// every join, a signed join URL per person (viewer, moderator for the presenter) that the stand-in
// accepts, end when the class is cancelled. BigBlueButton's callbacks (analytics, recording
// ready, meeting ended) are verified (a bad signature: 401, nothing stored) and count once.

const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let bbb: BbbStandIn;
let world: HomeworkWorld;
let token: Record<Who, string>;
/** The recordings providers handed to the recordings module, as it keeps them. */
const recordings = () =>
  t.db
    .selectFrom('live_recordings')
    .select(['sch_id', 'source as provider', 'external_id', 'playback_url', 'duration_seconds'])
    .where('source', '!=', 'upload')
    .orderBy('recording_id')
    .execute();

const TS = '/api/live-class/teacher/schedule';
const CALLBACK = '/api/live-class/provider/bbb/callback';

beforeAll(async () => {
  bbb = await startBbbStandIn(BBB_SECRET);
  t = await createTestApp({
    clock: clock.now,
    config: roomsConfig(bbb, null),
  });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(async () => {
  await t.close();
  await bbb.close();
});

async function at(iso: string) {
  clock.set(iso);
  token = await signInAll(t, world);
}
const post = (path: string, who: Who, body: unknown) => call(t.app, 'POST', path, { token: token[who], body });
const join = (who: Who, schId: number) =>
  post('/api/live-class/student/attendance/addImpartusUserUniversity', who, { sch_id: schId });
const deliver = (
  url: string,
  d: { payload: string; headers: Record<string, string> },
  method: 'POST' | 'GET' = 'POST',
) => t.app.inject({ method, url, payload: d.payload, headers: d.headers });
const stored = async () => ({
  events: (await t.db.selectFrom('live_provider_events').selectAll().execute()).length,
  visits: (await t.db.selectFrom('live_room_visits').selectAll().execute()).length,
});
const classRow = (schId: number) =>
  t.db.selectFrom('live_classes').selectAll().where('sch_id', '=', schId).executeTakeFirstOrThrow();

const physics = (extra: Record<string, unknown> = {}) => ({
  section_ids: [world.sectionA.section_id],
  subject_id: world.place.subjectId,
  title: 'Motion in a straight line',
  schedule_date: '2026-11-25',
  start_time: '11:00',
  duration: 45,
  provider: 'bbb',
  ...extra,
});

describe('a class in a BigBlueButton room', () => {
  let schId: number;
  let meetingId: string;

  it('is scheduled with provider bbb: the room is made by the server, no link is pasted', async () => {
    const res = await post(`${TS}/saveLiveClass`, 'teacher', physics());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    schId = res.body.data.live_class.sch_id;
    expect(res.body.data.live_class).toMatchObject({ provider: 'bbb', join_link: null });
    meetingId = (await classRow(schId)).room_ref!;
    expect(meetingId).toMatch(/^esc-[A-Za-z0-9_-]{16}$/);
  });

  it('is offered in the teacher’s list, and a provider the server lacks is refused naming provider', async () => {
    const list = await call(t.app, 'GET', `${TS}/upcomingClassesUniversity`, { token: token.teacher });
    expect(list.body.data.room_providers).toEqual(['link', 'bbb']);
    const zoom = await post(`${TS}/saveLiveClass`, 'teacher', physics({ provider: 'zoom' }));
    expect(zoom.status).toBe(400);
    expect(zoom.body.errors[0].field).toBe('provider');
  });

  it('is joined by a learner through a signed viewer URL the BigBlueButton server accepts, created first', async () => {
    await at('2026-11-25T05:35:00Z');
    const res = await join('a1', schId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = new URL(res.body.data.attendee_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${bbb.apiUrl}/join`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      fullName: 'Asha Rao',
      meetingID: meetingId,
      role: 'VIEWER',
      userID: world.people.a1.uuid,
    });
    expect(url.searchParams.get('checksum')).toMatch(/^[0-9a-f]{40}$/);
    const opened = await bbb.open(res.body.data.attendee_url);
    expect(opened.body).toContain('<messageKey>successfullyJoined</messageKey>');
    const create = bbb.calls.filter((c) => c.call === 'create').at(-1)!;
    expect(create.checksumOk).toBe(true);
    const callback = `https://esc.test${CALLBACK}`;
    expect(create.params.get('meetingID')).toBe(meetingId);
    expect(create.params.get('meta_bbb-recording-ready-url')).toBe(
      `${callback}?event=recording-ready&meetingID=${meetingId}`,
    );
    expect(create.params.get('meta_analytics-callback-url')).toBe(`${callback}?event=analytics&meetingID=${meetingId}`);
    expect(create.params.get('meta_endCallbackUrl')).toMatch(
      new RegExp(`^${callback.replace(/[.?]/g, '\\$&')}\\?event=ended&meetingID=${meetingId}&token=[0-9a-f]{64}$`),
    );
  });

  it('is opened by its presenter as moderator, through startLiveLecture or the join flow; another teacher is refused', async () => {
    const started = await post(`${TS}/startLiveLecture`, 'teacher', { sch_id: schId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(new URL(started.body.data.room_url).searchParams.get('role')).toBe('MODERATOR');
    const joined = await join('teacher', schId);
    expect(joined.body.data.role).toBe('presenter');
    expect((await bbb.open(joined.body.data.attendee_url)).body).toContain('SUCCESS');
    expect((await join('colleague', schId)).status).toBe(403);
    expect((await join('otherTeacher', schId)).status).toBe(403);
  });

  it('takes the analytics callback once, for the class’s own learners only; a wrong bearer token stores nothing', async () => {
    const attendees = [
      {
        uuid: world.people.a1.uuid,
        name: 'Asha Rao',
        joins: ['2026-11-25 11:05:00 +0530', '2026-11-25 11:11:00 +0530'],
        leaves: ['2026-11-25 11:10:00 +0530', '2026-11-25 11:20:00 +0530'],
      },
      {
        uuid: world.people.a2.uuid,
        name: 'Bala Nair',
        joins: ['2026-11-25T05:31:00.000+00:00'],
        leaves: ['2026-11-25T06:10:00.000+00:00'],
      },
      // As the probe found, people who are not members of the class were recorded: a learner of
      // another section of the school and a teacher of another school, in the room by a shared link.
      {
        uuid: world.people.b1.uuid,
        name: 'Chitra Das',
        joins: ['2026-11-25 11:02:00 +0530'],
        leaves: ['2026-11-25 11:40:00 +0530'],
      },
      {
        uuid: world.people.otherTeacher.uuid,
        name: 'A stranger',
        joins: ['2026-11-25 11:03:00 +0530'],
        leaves: ['2026-11-25 11:30:00 +0530'],
      },
      {
        uuid: world.people.teacher.uuid,
        name: 'Tara',
        moderator: true,
        joins: ['2026-11-25 11:00:00 +0530'],
        leaves: ['2026-11-25 11:45:00 +0530'],
      },
    ];
    const url = `${CALLBACK}?event=analytics&meetingID=${meetingId}`;
    const before = await stored();
    const forged = await deliver(
      url,
      await bbbAnalytics(meetingId, 'internal-1', attendees, 'not-the-secret', clock.now()),
    );
    expect(forged.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
    const good = await bbbAnalytics(meetingId, 'internal-1', attendees, BBB_SECRET, clock.now());
    const first = await deliver(url, good);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      outcome: 'applied',
      duplicate: false,
      event_id: 'bbb:analytics:internal-1',
    });
    const again = await deliver(url, good);
    expect(again.json().data).toMatchObject({ duplicate: true });
    expect(await stored()).toEqual({ events: before.events + 1, visits: before.visits + 3 });
  });

  it('answers the class’s live attendance from those visits to its school’s staff only', async () => {
    const ask = (who: Who) => post('/api/live-class/attendee/getLiveAttendance', who, { sch_id: schId });
    const res = await ask('teacher');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byName = Object.fromEntries(res.body.data.learners.map((l: { name: string }) => [l.name, l]));
    // Asha: 11:05-11:10 and 11:11-11:20, 14 minutes of 45; Bala: 05:31-06:10, 39 minutes.
    expect(byName['Asha Rao']).toMatchObject({ seconds_in_class: 840, present: false });
    expect(byName['Bala Nair']).toMatchObject({
      seconds_in_class: 2340,
      present: true,
      last_left_at: '2026-11-25T06:10:00.000Z',
    });
    expect(res.body.data).toMatchObject({ presence_share: 0.5, tells_leaves: true, present_count: 1, absent_count: 1 });
    expect(Object.keys(byName)).not.toContain('Chitra Das');
    expect((await ask('admin')).status).toBe(200);
    expect((await ask('a1')).status).toBe(403);
    expect((await ask('parentA1')).status).toBe(403);
    expect((await ask('otherTeacher')).status).toBe(404);
  });

  it('hands a ready recording to the recordings module once; a forged one is refused', async () => {
    bbb.recordings.push({
      recordId: 'rec-1-1764048600000',
      meetingId,
      startTime: 1764048660000,
      endTime: 1764051240000,
      playbackUrl: 'https://bbb.test/playback/presentation/2.3/rec-1',
    });
    const url = `${CALLBACK}?event=recording-ready&meetingID=${meetingId}`;
    const forged = await deliver(url, await bbbRecordingReady(meetingId, 'rec-1-1764048600000', 'wrong-secret'));
    expect(forged.statusCode).toBe(401);
    expect(await recordings()).toEqual([]);
    const good = await bbbRecordingReady(meetingId, 'rec-1-1764048600000');
    expect((await deliver(url, good)).statusCode).toBe(200);
    expect((await deliver(url, good)).json().data.duplicate).toBe(true);
    expect(await recordings()).toEqual([
      {
        sch_id: schId,
        provider: 'bbb',
        external_id: 'rec-1-1764048600000',
        playback_url: 'https://bbb.test/playback/presentation/2.3/rec-1',
        duration_seconds: 2580,
      },
    ]);
  });

  it('is closed as completed when BigBlueButton says the meeting ended, not while it still runs', async () => {
    const create = bbb.calls.filter((c) => c.call === 'create').at(-1)!;
    // BigBlueButton GETs the URL it was given, adding recordingmarks.
    const given = new URL(create.params.get('meta_endCallbackUrl')!);
    const ended = `${given.pathname}${given.search}&recordingmarks=false`;
    const wrong = await t.app.inject({
      method: 'GET',
      url: ended.replace(/token=[0-9a-f]+/, `token=${'0'.repeat(64)}`),
    });
    expect(wrong.statusCode).toBe(401);
    const early = await t.app.inject({ method: 'GET', url: ended });
    expect(early.json().data).toMatchObject({ outcome: 'ignored', event_id: null });
    expect((await classRow(schId)).live_class_status).toBe(2);
    bbb.running.delete(meetingId);
    const res = await t.app.inject({ method: 'GET', url: ended });
    expect(res.json().data).toMatchObject({ outcome: 'applied', duplicate: false });
    expect((await classRow(schId)).live_class_status).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: ended })).json().data.duplicate).toBe(true);
  });

  it('ends the room when a class is cancelled, not when the closing job closes one whose time is over', async () => {
    const later = await post(`${TS}/saveLiveClass`, 'teacher', physics({ start_time: '13:00' }));
    const laterId = later.body.data.live_class.sch_id as number;
    const laterRef = (await classRow(laterId)).room_ref!;
    await at('2026-11-25T07:31:00Z');
    expect((await join('a1', laterId)).status).toBe(200);
    await at('2026-11-25T08:20:00Z');
    await t.services['live-classes'].closing.closeEnded();
    expect((await classRow(laterId)).live_class_status).toBe(3);
    // A class running over keeps its room: BigBlueButton ends it once it is empty.
    expect(bbb.calls.some((c) => c.call === 'end' && c.params.get('meetingID') === laterRef)).toBe(false);
    const cancelled = await post(`${TS}/saveLiveClass`, 'teacher', physics({ schedule_date: '2026-11-26' }));
    const cancelledId = cancelled.body.data.live_class.sch_id as number;
    const res = await post(`${TS}/saveLiveClass`, 'teacher', { sch_id: cancelledId, is_cancelled: true });
    expect(res.status).toBe(200);
    expect(
      bbb.calls
        .filter((c) => c.call === 'end')
        .at(-1)!
        .params.get('meetingID'),
    ).toBe((await classRow(cancelledId)).room_ref);
  });
});
