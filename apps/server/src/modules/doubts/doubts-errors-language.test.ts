import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAssessmentWorld, type AssessmentWorld } from '../../test/assessment-fixtures.js';
import { signInAll, testClock, type Who } from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A doubt refused in the words of the request's language (Accept-Language), English without one, with
// the refusal's stable reason: a subject nobody teaches in the section, a doubt with no words, a
// chapter that does not exist, and a teacher changing the school's doubt settings. No teacher is
// assigned in this world, so every subject has nobody to answer.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

const ask = (body: Record<string, unknown>, language?: string) =>
  call(t.app, 'POST', '/api/doubts/student/askDoubt', {
    token: token.a1,
    body: { about: 'chapter', syllabus_id: world.place.chapterId, doubt_text: 'Why?', ...body },
    language,
  });

describe('a subject nobody teaches in the learner’s section', () => {
  it('is a conflict said in Hindi, on the field too', async () => {
    const res = await ask({}, 'hi');
    expect(res.status).toBe(409);
    const words = 'आपके सेक्शन में अभी कोई शिक्षक यह विषय नहीं पढ़ाता, इसलिए कोई उत्तर नहीं दे पाएगा।';
    expect(res.body).toMatchObject({ error_code: 'CONFLICT', reason: 'doubts.noTeacher', message: words });
    expect(res.body.errors).toEqual([{ field: 'about', message: words }]);
  });

  it('is said in English without a language', async () => {
    const res = await ask({});
    expect(res.body.message).toBe('No teacher of your section teaches this subject yet, so nobody could answer.');
  });
});

describe('a doubt with no words', () => {
  it('names the field in Hindi: “your doubt”, and what to do', async () => {
    const res = await ask({ doubt_text: '   ' }, 'hi');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ reason: 'doubts.emptyText', message: 'आपका डाउट: कुछ लिखें।' });
    expect(res.body.errors).toEqual([{ field: 'doubt_text', message: 'आपका डाउट: कुछ लिखें।' }]);
  });

  it('names it in English without a language', async () => {
    const res = await ask({ doubt_text: '   ' });
    expect(res.body.errors).toEqual([{ field: 'doubt_text', message: 'Your doubt must not be empty.' }]);
  });
});

describe('a chapter that does not exist', () => {
  it('is not found, in Hindi and in English', async () => {
    const hi = await ask({ syllabus_id: 987_654_321 }, 'hi');
    expect(hi.status).toBe(404);
    expect(hi.body).toMatchObject({ reason: 'doubts.chapterNotFound', message: 'यह अध्याय नहीं मिला।' });
    expect((await ask({ syllabus_id: 987_654_321 })).body.message).toBe('No such chapter.');
  });
});

describe('the school’s doubt settings changed by a teacher', () => {
  it('are refused in Marathi, naming who changes them, and in English', async () => {
    const change = (language?: string) =>
      call(t.app, 'POST', '/api/doubts/school/settings', {
        token: token.teacher,
        body: { classmates_see_answered: true },
        language,
      });
    const mr = await change('mr');
    expect(mr.status).toBe(403);
    expect(mr.body).toMatchObject({
      reason: 'doubts.adminOnlySettings',
      message: expect.stringContaining('शाळा प्रशासक'),
    });
    expect((await change()).body.message).toBe('Only a school admin changes the school’s doubt settings.');
  });
});
