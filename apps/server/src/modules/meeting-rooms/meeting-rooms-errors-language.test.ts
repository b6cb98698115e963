import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The meeting rooms' refusals in the request's language: a pasted room link that is not a meeting
// room (the field, named in the words of the language), a Zoom user asked of a server without a Zoom
// account (not found). A provider's callback is read by the provider's machine: its refusal stays
// English whatever the request asks.

const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

describe('a pasted room link', () => {
  const save = (room_link: string, language?: string) =>
    call(t.app, 'POST', '/api/live-class/teacher/schedule/saveLiveClass', {
      token: token.teacher,
      language,
      body: {
        section_ids: [world.sectionA.section_id],
        subject_id: world.place.subjectId,
        title: 'Motion in a straight line',
        schedule_date: '2026-11-26',
        start_time: '11:00',
        duration: 45,
        room_link,
      },
    });

  it('that is not https is refused in Urdu beside room_link, the scheme as typed', async () => {
    const res = await save('http://meet.jit.si/lakeside-7a', 'ur');
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('meetingRooms.roomLinkNotSecure');
    expect(res.body.errors).toEqual([{ field: 'room_link', message: 'میٹنگ روم کا لنک https:// سے شروع ہونا چاہیے۔' }]);
  });

  it('of another host is refused in Hindi naming the hosts it may be, and in English without a language', async () => {
    const hindi = await save('https://evil.example.com/room', 'hi');
    expect(hindi.body.reason).toBe('meetingRooms.roomLinkHost');
    expect(hindi.body.message).toBe('मीटिंग रूम का लिंक इनमें से किसी एक का होना चाहिए: Google Meet, Zoom, Jitsi।');
    const english = await save('https://evil.example.com/room');
    expect(english.body.message).toBe('The room link must be a meeting link of one of: Google Meet, Zoom, Jitsi.');
  });
});

describe('a Zoom user on a server without a Zoom account', () => {
  const create = (language?: string) =>
    call(t.app, 'POST', '/api/zoom/createBasicUser', { token: token.teacher, body: {}, language });

  it('is not found, said in Bengali and in English', async () => {
    const bengali = await create('bn');
    expect(bengali.status).toBe(404);
    expect(bengali.body).toMatchObject({ error_code: 'NOT_FOUND', reason: 'meetingRooms.noAccount' });
    expect(bengali.body.message).toBe('এই সার্ভারে কোনো Zoom অ্যাকাউন্ট সেট করা নেই।');
    expect((await create()).body.message).toBe('No Zoom account is configured on this server.');
  });
});

describe('a provider’s callback', () => {
  it('stays English for the provider’s machine, even when the request asks for Hindi', async () => {
    const res = await call(t.app, 'POST', '/api/live-class/provider/bbb/callback', { body: {}, language: 'hi' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This server takes no bbb callbacks.');
    expect(res.body.reason).toBeUndefined();
  });
});
