import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import {
  roomsConfig,
  ZOOM_REGISTRANT_DOMAIN,
  ZOOM_SECRET_TOKEN,
  zoomDelivery,
  zoomMeetingEnded,
  zoomParticipant,
  zoomRecordingCompleted,
  zoomUrlValidation,
} from '../../test/meeting-room-payloads.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { startZoomStandIn, STAND_IN_ZOOM, type ZoomStandIn } from '../../test/zoom-stand-in.js';

// Zoom through the real server: a class in a Zoom meeting, made through the Zoom API of a
// stand-in (Server-to-Server OAuth token, then the meeting, registrants, status and users calls, each
// checked against the token it gave). Zoom's webhooks are verified by x-zm-signature over the raw body
// with a fresh timestamp (else 401, nothing stored), answered for URL validation, and count once.

const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let zoom: ZoomStandIn;
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
const CALLBACK = '/api/live-class/provider/zoom/callback';

beforeAll(async () => {
  zoom = await startZoomStandIn();
  t = await createTestApp({
    clock: clock.now,
    config: roomsConfig(null, zoom),
  });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(async () => {
  await t.close();
  await zoom.close();
});

async function at(iso: string) {
  clock.set(iso);
  token = await signInAll(t, world);
}
const post = (path: string, who: Who, body: unknown) => call(t.app, 'POST', path, { token: token[who], body });
const join = (who: Who, schId: number) =>
  post('/api/live-class/student/attendance/addImpartusUserUniversity', who, { sch_id: schId });
const webhook = (body: unknown, nowMs = clock.now(), secret = ZOOM_SECRET_TOKEN) => {
  const d = zoomDelivery(body, nowMs, secret);
  return t.app.inject({ method: 'POST', url: CALLBACK, payload: d.payload, headers: d.headers });
};
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
  provider: 'zoom',
  ...extra,
});

describe('a class in a Zoom meeting', () => {
  let schId: number;
  let meetingId: string;
  const registrantOf: Record<string, string> = {};

  it('is scheduled as a Zoom meeting through the API, with the app’s Server-to-Server OAuth token', async () => {
    const res = await post(`${TS}/saveLiveClass`, 'teacher', physics());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    schId = res.body.data.live_class.sch_id;
    meetingId = (await classRow(schId)).room_ref!;
    const [tokenCall, create] = zoom.requests;
    expect(tokenCall).toMatchObject({ method: 'POST', path: '/oauth/token' });
    expect(Object.fromEntries(tokenCall!.query)).toEqual({
      grant_type: 'account_credentials',
      account_id: STAND_IN_ZOOM.accountId,
    });
    expect(create).toMatchObject({ method: 'POST', path: '/v2/users/host%40school.test/meetings' });
    expect(create!.body).toMatchObject({
      topic: 'Motion in a straight line',
      type: 2,
      start_time: '2026-11-25T05:30:00Z',
      duration: 45,
      settings: { approval_type: 0, registrants_confirmation_email: false },
    });
    expect(meetingId).toBe(String((zoom.meetings.get(meetingId) as { id: number }).id));
  });

  it('moves the meeting when the class moves', async () => {
    const res = await post(`${TS}/saveLiveClass`, 'teacher', { sch_id: schId, start_time: '11:05' });
    expect(res.status).toBe(200);
    expect(zoom.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/v2/meetings/${meetingId}`,
      body: { start_time: '2026-11-25T05:35:00Z' },
    });
    expect((await post(`${TS}/saveLiveClass`, 'teacher', { sch_id: schId, start_time: '11:00' })).status).toBe(200);
  });

  it('registers each learner once: their own join URL, kept for later joins', async () => {
    await at('2026-11-25T05:31:00Z');
    for (const who of ['a1', 'a2'] as const) {
      const res = await join(who, schId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const registration = zoom.requests.at(-1)!;
      expect(registration).toMatchObject({ method: 'POST', path: `/v2/meetings/${meetingId}/registrants` });
      expect(registration.body).toMatchObject({ email: `${world.people[who].uuid}@${ZOOM_REGISTRANT_DOMAIN}` });
      registrantOf[who] = new URL(res.body.data.attendee_url).searchParams.get('tk')!.replace(/-token$/, '');
    }
    const calls = zoom.requests.length;
    const again = await join('a1', schId);
    expect(again.body.data.attendee_url).toContain(registrantOf.a1);
    expect(zoom.requests.length).toBe(calls);
  });

  it('gives the presenter the meeting’s start URL', async () => {
    const res = await post(`${TS}/startLiveLecture`, 'teacher', { sch_id: schId });
    expect(res.status).toBe(200);
    expect(res.body.data.room_url).toMatch(new RegExp(`^https://zoom.us/s/${meetingId}\\?zak=`));
  });

  it('answers the endpoint URL validation when signed, and refuses it unsigned', async () => {
    const res = await webhook(zoomUrlValidation('qgg8vlvZRS6UYooatFL8Aw', clock.now()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plainToken: 'qgg8vlvZRS6UYooatFL8Aw',
      encryptedToken: createHmac('sha256', ZOOM_SECRET_TOKEN).update('qgg8vlvZRS6UYooatFL8Aw').digest('hex'),
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: CALLBACK,
      payload: zoomUrlValidation('x', clock.now()),
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('refuses a participant event with a wrong signature or a stale timestamp, storing nothing', async () => {
    const before = await stored();
    const event = zoomParticipant(
      'meeting.participant_joined',
      meetingId,
      who('a1', 'p-a1'),
      '2026-11-25T05:36:00Z',
      clock.now(),
    );
    expect((await webhook(event, clock.now(), 'not-the-secret')).statusCode).toBe(401);
    expect((await webhook(event, clock.now() - 10 * 60_000)).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  function who(learner: 'a1' | 'a2', participantUuid: string) {
    return {
      registrantId: registrantOf[learner]!,
      email: `${world.people[learner].uuid}@${ZOOM_REGISTRANT_DOMAIN}`,
      name: learner,
      participantUuid,
    };
  }

  it('turns participants joining and leaving into visits, a repeat counting once, a leave before its join paired', async () => {
    const now = clock.now();
    const joined = zoomParticipant(
      'meeting.participant_joined',
      meetingId,
      who('a1', 'p-a1'),
      '2026-11-25T05:36:00Z',
      now,
    );
    expect((await webhook(joined)).json().data).toMatchObject({ outcome: 'applied', duplicate: false });
    expect((await webhook(joined)).json().data).toMatchObject({ duplicate: true });
    await webhook(
      zoomParticipant('meeting.participant_left', meetingId, who('a1', 'p-a1'), '2026-11-25T05:40:00Z', now),
    );
    // Bala's leave arrives before her join.
    await webhook(
      zoomParticipant('meeting.participant_left', meetingId, who('a2', 'p-a2'), '2026-11-25T06:05:00Z', now),
    );
    await webhook(
      zoomParticipant('meeting.participant_joined', meetingId, who('a2', 'p-a2'), '2026-11-25T05:31:00Z', now),
    );
    const visits = await t.db.selectFrom('live_room_visits').selectAll().orderBy('visit_id').execute();
    expect(visits.map((v) => [v.uuid, v.joined_at, v.left_at])).toEqual([
      [world.people.a1.uuid, '2026-11-25T05:36:00.000Z', '2026-11-25T05:40:00.000Z'],
      [world.people.a2.uuid, '2026-11-25T05:31:00.000Z', '2026-11-25T06:05:00.000Z'],
    ]);
  });

  it('answers the live attendance from the visits: four minutes is absent, thirty-four present', async () => {
    const res = await post('/api/live-class/attendee/getLiveAttendance', 'colleague', { sch_id: schId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = (uuid: string) => res.body.data.learners.find((l: { uuid: string }) => l.uuid === uuid);
    expect(mine(world.people.a1.uuid)).toMatchObject({ seconds_in_class: 240, present: false });
    expect(mine(world.people.a2.uuid)).toMatchObject({ seconds_in_class: 2040, present: true });
    expect((await post('/api/live-class/attendee/getLiveAttendance', 'otherTeacher', { sch_id: schId })).status).toBe(
      404,
    );
  });

  it('hands the completed recording over once and closes the class when the meeting ends', async () => {
    const recording = zoomRecordingCompleted(meetingId, clock.now());
    expect((await webhook(recording)).statusCode).toBe(200);
    expect((await webhook(recording)).json().data.duplicate).toBe(true);
    expect(await recordings()).toEqual([
      {
        sch_id: schId,
        provider: 'zoom',
        external_id: `4444AAAiAAAAAiAiAiiAii==${meetingId}`,
        playback_url: `https://zoom.us/rec/play/${meetingId}-mp4`,
        duration_seconds: 2580,
      },
    ]);
    expect((await webhook(zoomMeetingEnded(meetingId, clock.now()))).json().data.outcome).toBe('applied');
    expect((await classRow(schId)).live_class_status).toBe(3);
  });

  it('deletes the meeting of a cancelled class, and falls back to the meeting link when Zoom takes no registrants', async () => {
    const other = await post(`${TS}/saveLiveClass`, 'teacher', physics({ start_time: '11:20' }));
    const otherId = other.body.data.live_class.sch_id as number;
    const otherRef = (await classRow(otherId)).room_ref!;
    zoom.refuseRegistration = true;
    await at('2026-11-25T05:55:00Z');
    const res = await join('a1', otherId);
    expect(res.body.data.attendee_url).toBe(`https://zoom.us/j/${otherRef}?pwd=Vt1bWxJMnFQeHdROU5KRkZHQ0FrZz09`);
    zoom.refuseRegistration = false;
    const later = await post(`${TS}/saveLiveClass`, 'teacher', physics({ schedule_date: '2026-11-26' }));
    const laterId = later.body.data.live_class.sch_id as number;
    const laterRef = (await classRow(laterId)).room_ref!;
    expect((await post(`${TS}/saveLiveClass`, 'teacher', { sch_id: laterId, is_cancelled: true })).status).toBe(200);
    expect(zoom.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v2/meetings/${laterRef}` });
    expect(zoom.meetings.has(laterRef)).toBe(false);
  });
});

describe('a teacher’s Basic Zoom user (createBasicUser)', () => {
  const create = (who: Who, body: Record<string, unknown> = {}) => post('/api/zoom/createBasicUser', who, body);

  it('is made by a teacher for themselves, once', async () => {
    const res = await create('teacher');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ email: world.people.teacher.email, type: 1, first_name: 'Tara' });
    expect(zoom.requests.at(-1)!.body).toMatchObject({
      action: 'create',
      user_info: { email: world.people.teacher.email, type: 1 },
    });
    expect((await create('teacher')).status).toBe(409);
  });

  it('asked again, is refused in the request’s language with Zoom named as it is written', async () => {
    const again = (language?: string) =>
      call(t.app, 'POST', '/api/zoom/createBasicUser', { token: token.teacher, body: {}, language });
    const hindi = await again('hi');
    expect(hindi.status).toBe(409);
    expect(hindi.body).toMatchObject({ error_code: 'CONFLICT', reason: 'meetingRooms.userExists' });
    expect(hindi.body.message).toBe('स्कूल के Zoom खाते में इन शिक्षक का यूज़र पहले से है।');
    expect((await again()).body.message).toBe('This teacher already has a user in the school’s Zoom account.');
  });

  it('is made by a school admin for a teacher of the school, never by a teacher for another, nor across schools', async () => {
    expect((await create('teacher', { teacher_uuid: world.people.colleague.uuid })).status).toBe(403);
    expect((await create('admin', { teacher_uuid: world.people.colleague.uuid })).status).toBe(200);
    expect((await create('otherTeacher', { teacher_uuid: world.people.teacher.uuid })).status).toBe(404);
    expect((await create('admin', { teacher_uuid: world.people.otherTeacher.uuid })).status).toBe(404);
    expect((await create('a1')).status).toBe(403);
    expect((await create('parentA1')).status).toBe(403);
  });
});
