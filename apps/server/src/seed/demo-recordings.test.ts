import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../test/content-factories.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoWorldFor } from '../test/demo-world.js';
import { DEMO_RECORDING } from './demo-recording-media.js';
import { DEMO_PASSWORD } from './demo-seed.js';

// Yesterday's completed class of 10-A has a recording (a generated MP4, made with the
// demo media; demo-media.test.ts plays it) and PDF notes; the demo student watches it, 10-B does not see it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorldFor(t);
});
afterAll(() => t.close());

const as = (email: string) => tokenFor(t.app, email, DEMO_PASSWORD);
const post = async (email: string, path: string, body: unknown) =>
  call(t.app, 'POST', `/api/live-class/student/schedule/${path}`, { token: await as(email), body });

describe('the demo recording', () => {
  it('is yesterday’s 10-A class’s, with notes, on its card and in the demo student’s list', async () => {
    const list = await post('student@demo.school', 'recordedClassesUniversity', {});
    expect(list.body.data.total_count).toBe(1);
    const [lecture] = list.body.data.classes;
    expect(lecture).toMatchObject({
      title: DEMO_RECORDING.title,
      class_title: DEMO_RECORDING.classTitle,
      section_names: ['10-A'],
      faculty_name: 'Meera Iyer',
      has_notes: true,
      state: 'ready',
      duration_seconds: 15,
    });
    const week = await post('student@demo.school', 'myScheduleUniversity', {
      start_date: lecture.schedule_date,
      end_date: lecture.schedule_date,
    });
    const card = week.body.data.classes.find((c: { title: string }) => c.title === DEMO_RECORDING.classTitle);
    expect(card.recordings).toEqual([{ video_id: lecture.video_id, title: DEMO_RECORDING.title, has_notes: true }]);
  });

  it('plays for the demo student (a package with live classes): its video and notes are signed', async () => {
    const [lecture] = (await post('student@demo.school', 'recordedClassesUniversity', {})).body.data.classes;
    const opened = await post('student@demo.school', 'recordedLectureDetails', { video_id: lecture.video_id });
    expect(opened.body.data.access).toMatchObject({ allowed: true });
    expect(opened.body.data.video_url).toContain(encodeURIComponent('light-reflection-refraction.mp4'));
    expect(opened.body.data.notes_url).toContain('light-reflection-refraction-notes.pdf');
  });

  it('is not 10-B’s', async () => {
    expect((await post('child2@demo.school', 'recordedClassesUniversity', {})).body.data.total_count).toBe(0);
  });
});
