import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { recordingApi, uploadRecordingNotes, uploadRecordingVideo } from '../../test/recording-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A recording's refusals in the request's language (Accept-Language), English without one: a
// recording added to a class not yet over (a conflict), a PDF given as the video (the field, named in
// the language's words), a recorded lecture that does not exist (not found), each with its reason.

// 08:50 in India; one class at 09:00 for 20 minutes, another at 11:00.
const clock = testClock('2026-11-25T03:20:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let pastId: number;
let laterId: number;

const SAVE = '/api/live-class/teacher/schedule/saveRecording';

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  const api = recordingApi(t);
  const lesson = (title: string, start_time: string) => ({
    section_ids: [world.sectionA.section_id],
    subject_id: world.place.subjectId,
    title,
    schedule_date: '2026-11-25',
    start_time,
    duration: 20,
    room_link: 'https://meet.jit.si/lakeside-7a-light',
  });
  pastId = (await api.schedule(token.teacher, lesson('Light and shadows', '09:00'))).body.data.live_class.sch_id;
  laterId = (await api.schedule(token.teacher, lesson('Mirrors', '11:00'))).body.data.live_class.sch_id;
  // 09:30: the first class is over, the second not yet.
  clock.set('2026-11-25T04:00:00Z');
  token = await signInAll(t, world);
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, language?: string) =>
  call(t.app, 'POST', SAVE, { token: token.teacher, body, language });

describe('a recording of a class not yet over', () => {
  it('is refused in Hindi and in English, with its reason', async () => {
    const mediaKey = await uploadRecordingVideo(t, token.teacher);
    const hindi = await save({ sch_id: laterId, media_key: mediaKey }, 'hi');
    expect(hindi.status).toBe(409);
    expect(hindi.body).toMatchObject({ error_code: 'CONFLICT', reason: 'recordings.notOver' });
    expect(hindi.body.message).toBe('रिकॉर्डिंग क्लास ख़त्म होने के बाद ही जोड़ी जाती है।');
    const english = await save({ sch_id: laterId, media_key: mediaKey });
    expect(english.body.message).toBe('A recording is added once the class is over.');
  });
});

describe('a PDF given as the recording’s video', () => {
  it('is refused beside media_key in Tamil, the format named as it is written', async () => {
    const notes = await uploadRecordingNotes(t, token.teacher);
    const tamil = await save({ sch_id: pastId, media_key: notes }, 'ta');
    expect(tamil.status).toBe(400);
    expect(tamil.body.reason).toBe('recordings.videoNotMp4');
    expect(tamil.body.errors).toEqual([{ field: 'media_key', message: 'வீடியோ mp4 வீடியோவாக இருக்க வேண்டும்.' }]);
    const english = await save({ sch_id: pastId, media_key: notes });
    expect(english.body.errors).toEqual([{ field: 'media_key', message: 'The video must be an mp4 video.' }]);
  });
});

describe('a recorded lecture that does not exist', () => {
  it('is not found, in Marathi and in English', async () => {
    const marathi = await save({ video_id: 987654, title: 'Renamed' }, 'mr');
    expect(marathi.status).toBe(404);
    expect(marathi.body).toMatchObject({ error_code: 'NOT_FOUND', reason: 'recordings.noRecording' });
    expect(marathi.body.message).toBe('हे रेकॉर्ड केलेले व्याख्यान सापडले नाही.');
    expect((await save({ video_id: 987654, title: 'Renamed' })).body.message).toBe('No such recorded lecture.');
  });
});
