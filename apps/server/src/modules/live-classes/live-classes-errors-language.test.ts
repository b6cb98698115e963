import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A live class's refusals in the words of the request's language (Accept-Language), English without
// one: a class started too early (a conflict), a class that does not exist (not found) and an empty
// title (a field, named in the language), each with its stable reason.

// 09:30 in India (the test school's zone), Wednesday 25 November 2026.
const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

const TS = '/api/live-class/teacher/schedule';

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

const post = (path: string, who: Who, body: unknown, language?: string) =>
  call(t.app, 'POST', path, { token: token[who], body, language });

const lesson = (schedule_date: string) => ({
  section_ids: [world.sectionA.section_id],
  subject_id: world.place.subjectId,
  title: 'Motion in a straight line',
  schedule_date,
  start_time: '11:00',
  duration: 45,
  room_link: 'https://meet.jit.si/lakeside-7a-physics',
});

describe('a class started days before its time', () => {
  let schId: number;
  beforeAll(async () => {
    const made = await post(`${TS}/saveLiveClass`, 'teacher', lesson('2026-11-28'));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    schId = made.body.data.live_class.sch_id;
  });

  it('is refused in Hindi, naming the 15 minutes before its start', async () => {
    const res = await post(`${TS}/startLiveLecture`, 'teacher', { sch_id: schId }, 'hi');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error_code: 'CONFLICT', reason: 'liveClasses.tooEarly' });
    expect(res.body.message).toContain('15 मिनट पहले से शुरू की जा सकती है');
  });

  it('is refused in English to a request without a language', async () => {
    const res = await post(`${TS}/startLiveLecture`, 'teacher', { sch_id: schId });
    expect(res.body).toMatchObject({
      reason: 'liveClasses.tooEarly',
      message: 'This class can be started from 15 minutes before its start, not earlier.',
    });
  });
});

describe('a class that does not exist', () => {
  const details = (language?: string) =>
    call(t.app, 'GET', '/api/live-class/schedule/lectureDetails?lecture_id=987654', {
      token: token.a1,
      language,
    });

  it('is not found, in Urdu and in English', async () => {
    const urdu = await details('ur');
    expect(urdu.status).toBe(404);
    expect(urdu.body).toMatchObject({ error_code: 'NOT_FOUND', reason: 'liveClasses.noClass' });
    expect(urdu.body.message).toContain('لائیو کلاس نہیں ملی');
    expect((await details()).body.message).toBe('No such live class.');
  });
});

describe('a class with an empty title', () => {
  const untitled = (language?: string) =>
    post(`${TS}/saveLiveClass`, 'teacher', { ...lesson('2026-11-29'), title: '   ' }, language);

  it('names the title in Hindi, in the message and beside the field', async () => {
    const res = await untitled('hi');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'VALIDATION_FAILED', reason: 'liveClasses.titleEmpty' });
    expect(res.body.message).toBe('शीर्षक: खाली न छोड़ें।');
    expect(res.body.errors).toEqual([{ field: 'title', message: 'शीर्षक: खाली न छोड़ें।' }]);
  });

  it('names it in English without a language', async () => {
    const res = await untitled();
    expect(res.body.errors).toEqual([{ field: 'title', message: 'Title must not be empty.' }]);
  });
});
