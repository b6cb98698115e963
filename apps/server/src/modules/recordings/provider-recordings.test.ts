import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBbbStandIn, type BbbStandIn } from '../../test/bbb-stand-in.js';
import { makePackage, makeSubscription } from '../../test/commerce-factories.js';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import {
  BBB_SECRET,
  roomsConfig,
  zoomDelivery,
  zoomRecordingCompleted,
  ZOOM_SECRET_TOKEN,
} from '../../test/meeting-room-payloads.js';
import { recordingApi } from '../../test/recording-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startZoomStandIn, type ZoomStandIn } from '../../test/zoom-stand-in.js';

// Providers' recordings end to end, through the modules' own wiring (no recordings override): a
// meeting-room provider's recording-ready callback, signed as the provider signs it, becomes a recording
// of the class that its learners find (recordedClassesUniversity, the subject list) and play through the
// access gate (recordedLectureDetails); another section's learner finds nothing. A repeat adds nothing,
// and a delivery that does not prove itself is refused and adds nothing.

// 10:55 in India; each class runs 11:00 to 11:45 (05:30 to 06:15 UTC).
const clock = testClock('2026-11-25T05:25:00Z');
let t: TestApp;
let bbb: BbbStandIn;
let zoom: ZoomStandIn;
let world: HomeworkWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof recordingApi>;

beforeAll(async () => {
  bbb = await startBbbStandIn(BBB_SECRET);
  zoom = await startZoomStandIn();
  t = await createTestApp({ clock: clock.now, config: roomsConfig(bbb, zoom) });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  api = recordingApi(t);
  // Asha's package includes live classes; Bala, in the same section, has none.
  const inClass = { boardId: world.place.boardId, classId: world.place.classId };
  const pkg = await makePackage(t.db, { services: ['live_classes'], classes: [inClass] });
  const subscription = { packageId: pkg.package_id, start: '2026-11-01', end: '2027-10-31', ...inClass };
  await makeSubscription(t.db, { uuid: world.people.a1.uuid, ...subscription });
});
afterAll(async () => {
  await t.close();
  await bbb.close();
  await zoom.close();
});

async function at(iso: string) {
  clock.set(iso);
  token = await signInAll(t, world);
}
const inject = (url: string, d: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url, payload: d.payload, headers: d.headers });
const stored = async () => ({
  events: (await t.db.selectFrom('live_provider_events').select('event_id').execute()).length,
  recordings: await t.db.selectFrom('live_recordings').selectAll().orderBy('recording_id').execute(),
});
const lecture = (title: string, provider: 'bbb' | 'zoom') => ({
  section_ids: [world.sectionA.section_id],
  subject_id: world.place.subjectId,
  title,
  schedule_date: '2026-11-25',
  start_time: '11:00',
  duration: 45,
  provider,
});
const roomOf = async (schId: number) =>
  (await t.db.selectFrom('live_classes').select('room_ref').where('sch_id', '=', schId).executeTakeFirstOrThrow())
    .room_ref!;

/**
 * BigBlueButton's post_publish_recording_ready_callback.rb: after a format is published it POSTs the
 * meeting's bbb-recording-ready-url as a form, signed_parameters = JWT.encode({ meeting_id: the external
 * meeting id, record_id: the internal one }, securitySalt): ruby-jwt's HS256, header { alg } alone, no expiry.
 */
function recordingReadyForm(meetingId: string, recordId: string, secret = BBB_SECRET) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const signing = `${part({ alg: 'HS256' })}.${part({ meeting_id: meetingId, record_id: recordId })}`;
  const jwt = `${signing}.${createHmac('sha256', secret).update(signing).digest('base64url')}`;
  return {
    payload: new URLSearchParams({ signed_parameters: jwt }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Ruby' },
  };
}

/** What a learner finds and plays: the recording in the list, the subject list, and the details call. */
async function playable(who: Who, videoId: number) {
  const list = (await api.list(token[who])).body.data;
  const subjects = (await api.subjects(token[who])).body.data.subjects;
  const details = await api.details(token[who], { video_id: videoId });
  return {
    listed: list.classes.some((c: { video_id: number }) => c.video_id === videoId),
    subjects: subjects.map((s: { subject_id: number; recording_count: number }) => [s.subject_id, s.recording_count]),
    status: details.status,
    data: details.body.data,
  };
}

describe('a BigBlueButton recording, from the recording-ready callback to the learner’s playback', () => {
  let schId: number;
  let meetingId: string;
  let readyUrl: string;
  const recordId = () => `${createHash('sha1').update(meetingId).digest('hex')}-1764048600000`;
  const presentation = () => `https://bbb.test/playback/presentation/2.3/${recordId()}`;
  const video = () => `https://bbb.test/playback/video/${recordId()}/`;

  it('is asked for when the room is made: create passes the recording-ready URL', async () => {
    schId = (await api.schedule(token.teacher, lecture('Motion in a straight line', 'bbb'))).body.data.live_class
      .sch_id;
    meetingId = await roomOf(schId);
    const started = await api.post('/api/live-class/teacher/schedule/startLiveLecture', token.teacher, {
      sch_id: schId,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const create = bbb.calls.filter((c) => c.call === 'create').at(-1)!;
    expect(create.params.get('record')).toBe('true');
    const given = new URL(create.params.get('meta_bbb-recording-ready-url')!);
    readyUrl = `${given.pathname}${given.search}`;
    expect(readyUrl).toBe(`/api/live-class/provider/bbb/callback?event=recording-ready&meetingID=${meetingId}`);
  });

  it('refuses a callback signed with another secret, or naming the meeting in an unsigned form, and adds nothing', async () => {
    await at('2026-11-25T07:10:00Z');
    bbb.recordings.push({
      recordId: recordId(),
      meetingId,
      startTime: 1764048660000,
      endTime: 1764051240000,
      playbackUrl: presentation(),
      formats: [{ type: 'presentation', url: presentation(), length: 43 }],
    });
    const before = await stored();
    const forged = await inject(readyUrl, recordingReadyForm(meetingId, recordId(), 'not-the-shared-secret'));
    expect(forged.statusCode).toBe(401);
    const bare = await inject(readyUrl, {
      payload: new URLSearchParams({ meeting_id: meetingId, record_id: recordId() }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bare.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('stores the recording once, ready, when the presentation is published; a repeat adds nothing', async () => {
    const before = await stored();
    const first = await inject(readyUrl, recordingReadyForm(meetingId, recordId()));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ provider: 'bbb', outcome: 'applied', duplicate: false });
    const again = await inject(readyUrl, recordingReadyForm(meetingId, recordId()));
    expect(again.json().data).toMatchObject({ outcome: 'applied', duplicate: true });
    const after = await stored();
    expect(after.events).toBe(before.events + 1);
    expect(after.recordings).toHaveLength(before.recordings.length + 1);
    expect(after.recordings.at(-1)).toMatchObject({
      sch_id: schId,
      school_id: world.school.school_id,
      source: 'bbb',
      external_id: recordId(),
      playback_url: presentation(),
      title: 'Motion in a straight line',
      duration_seconds: 2580,
      state: 'ready',
    });
  });

  it('moves to the video format when BigBlueButton publishes it and calls again: still one recording', async () => {
    bbb.recordings[0]!.formats!.push({ type: 'video', url: video(), length: 43 });
    const res = await inject(readyUrl, recordingReadyForm(meetingId, recordId()));
    expect(res.json().data).toMatchObject({ outcome: 'applied', duplicate: false });
    const rows = (await stored()).recordings.filter((r) => r.sch_id === schId);
    expect(rows).toEqual([expect.objectContaining({ playback_url: video(), external_id: recordId() })]);
    expect((await inject(readyUrl, recordingReadyForm(meetingId, recordId()))).json().data.duplicate).toBe(true);
  });

  it('is found and played by the class’s learner through the gate; locked for one without a package', async () => {
    const [row] = (await stored()).recordings.filter((r) => r.sch_id === schId);
    const asha = await playable('a1', row!.recording_id);
    expect(asha).toMatchObject({ listed: true, subjects: [[world.place.subjectId, 1]], status: 200 });
    expect(asha.data).toMatchObject({ playback_url: video(), video_url: null, access: { allowed: true } });
    const bala = await playable('a2', row!.recording_id);
    expect(bala).toMatchObject({ listed: true, status: 200 });
    expect(bala.data).toMatchObject({ playback_url: null, access: { allowed: false } });
  });

  it('is not there for a learner of another section, nor another school’s teacher', async () => {
    const [row] = (await stored()).recordings.filter((r) => r.sch_id === schId);
    expect(await playable('b1', row!.recording_id)).toMatchObject({ listed: false, subjects: [], status: 404 });
    expect((await api.details(token.otherTeacher, { video_id: row!.recording_id })).status).toBe(404);
  });
});

describe('a Zoom recording, from recording.completed to the learner’s playback', () => {
  let schId: number;
  let meetingId: string;
  const CALLBACK = '/api/live-class/provider/zoom/callback';
  const completed = () => zoomRecordingCompleted(meetingId, clock.now());

  it('refuses a delivery signed with another secret or too old, and adds nothing', async () => {
    await at('2026-11-25T05:25:00Z');
    schId = (await api.schedule(token.teacher, lecture('Forces and pressure', 'zoom'))).body.data.live_class.sch_id;
    meetingId = await roomOf(schId);
    await at('2026-11-25T07:20:00Z');
    const before = await stored();
    expect((await inject(CALLBACK, zoomDelivery(completed(), clock.now(), 'another-secret'))).statusCode).toBe(401);
    const stale = zoomDelivery(completed(), clock.now() - 6 * 60_000, ZOOM_SECRET_TOKEN);
    expect((await inject(CALLBACK, stale)).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('stores the speaker-view MP4 once; a repeat adds nothing', async () => {
    const before = await stored();
    const delivery = zoomDelivery(completed(), clock.now());
    const first = await inject(CALLBACK, delivery);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ provider: 'zoom', outcome: 'applied', duplicate: false });
    expect((await inject(CALLBACK, delivery)).json().data.duplicate).toBe(true);
    const after = await stored();
    expect(after.events).toBe(before.events + 1);
    expect(after.recordings.filter((r) => r.sch_id === schId)).toEqual([
      expect.objectContaining({
        source: 'zoom',
        playback_url: `https://zoom.us/rec/play/${meetingId}-mp4`,
        duration_seconds: 43 * 60,
        title: 'Forces and pressure',
        state: 'ready',
      }),
    ]);
  });

  it('is played by the class’s learner and is absent for another section’s', async () => {
    const [row] = (await stored()).recordings.filter((r) => r.sch_id === schId);
    const asha = await playable('a1', row!.recording_id);
    expect(asha).toMatchObject({ listed: true, subjects: [[world.place.subjectId, 2]], status: 200 });
    expect(asha.data).toMatchObject({
      playback_url: `https://zoom.us/rec/play/${meetingId}-mp4`,
      access: { allowed: true },
    });
    expect(await playable('b1', row!.recording_id)).toMatchObject({ listed: false, subjects: [], status: 404 });
  });
});
