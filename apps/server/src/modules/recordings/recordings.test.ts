import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePackage, makeSubscription } from '../../test/commerce-factories.js';
import {
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { recordingApi, uploadRecordingNotes, uploadRecordingVideo } from '../../test/recording-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Recordings through the real server on its database: a teacher uploads a class's video through
// the media pipeline (transcoded by the job queue) with PDF notes and attaches it to the past class; the
// section's learners find it, and it plays by spec 001 §4: with a package whose services include live
// classes, or through a learn-list item of homework they hold; otherwise the gate's prompt, and no
// media. Other sections' learners and another school's teacher are answered as if it did not exist.

// 08:50 in India (the test school's zone); the class is at 09:00 for 20 minutes.
const clock = testClock('2026-11-25T03:20:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof recordingApi>;
let schId: number;
let laterId: number;
let videoId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  api = recordingApi(t);
  const lesson = (title: string, time: string) => ({
    section_ids: [world.sectionA.section_id],
    subject_id: world.place.subjectId,
    title,
    schedule_date: '2026-11-25',
    start_time: time,
    duration: 20,
    room_link: 'https://meet.jit.si/lakeside-7a-light',
  });
  schId = (await api.schedule(token.teacher, lesson('Light and shadows', '09:00'))).body.data.live_class.sch_id;
  laterId = (await api.schedule(token.teacher, lesson('Mirrors', '11:00'))).body.data.live_class.sch_id;
  // The class is over at 09:20.
  clock.set('2026-11-25T04:00:00Z');
  token = await signInAll(t, world);
});
afterAll(() => t.close());

const fetchSigned = (url: string) => t.app.inject({ method: 'GET', url });

describe('a teacher’s recording of a past class', () => {
  it('is the upload’s mp4 (transcoded by the queue) with PDF notes; attached again, the same recording', async () => {
    const mediaKey = await uploadRecordingVideo(t, token.teacher);
    const notesKey = await uploadRecordingNotes(t, token.teacher);
    const body = { sch_id: schId, media_key: mediaKey, notes_key: notesKey, title: 'Light: the recording' };
    const saved = await api.save(token.teacher, { ...body, duration_seconds: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const made = saved.body.data.recorded_lecture;
    videoId = made.video_id;
    expect(made).toMatchObject({ lecture_id: schId, source: 'upload', has_notes: true, access: null });
    expect(['processing', 'ready']).toContain(made.state);
    const again = await api.save(token.teacher, body);
    expect(again.body.data.recorded_lecture.video_id).toBe(videoId);
    await t.services.jobs.drain();
    const past = await api.past(token.teacher);
    const held = past.body.data.classes.find((c: { sch_id: number }) => c.sch_id === schId);
    expect(held).toMatchObject({ is_over: true, recordings: [{ video_id: videoId, state: 'ready' }] });
  });

  it('is refused for a class not yet over, and for a file that is not the school’s video (400 naming the field)', async () => {
    const mediaKey = await uploadRecordingVideo(t, token.teacher);
    expect((await api.save(token.teacher, { sch_id: laterId, media_key: mediaKey })).status).toBe(409);
    const notes = await uploadRecordingNotes(t, token.teacher);
    const pdfAsVideo = await api.save(token.teacher, { sch_id: schId, media_key: notes });
    expect(pdfAsVideo.status).toBe(400);
    expect(pdfAsVideo.body.errors).toEqual([expect.objectContaining({ field: 'media_key' })]);
    const foreign = await api.save(token.teacher, { sch_id: schId, media_key: 'uploads/999/recordings/x.mp4' });
    expect(foreign.body.errors).toEqual([expect.objectContaining({ field: 'media_key' })]);
  });

  it('is listed for the section’s learners; without a package the gate refuses with its prompt and no media', async () => {
    const list = await api.list(token.a1);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toMatchObject({ total_count: 1, page_no: 1, page_size: 10 });
    const [lecture] = list.body.data.classes;
    expect(lecture).toMatchObject({
      video_id: videoId,
      lecture_id: schId,
      faculty_id: world.people.teacher.uuid,
      syllabus: { subject_id: world.place.subjectId },
      learnlist_item_id: null,
      title: 'Light: the recording',
      class_title: 'Light and shadows',
      schedule_date: '2026-11-25',
      start_time: '09:00',
      state: 'ready',
      access: { allowed: false, prompt: 'premium' },
    });
    expect(lecture.access.explanation).toMatch(/live classes/);
    const opened = await api.details(token.a1, { video_id: videoId });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ access: { allowed: false }, video_url: null, notes_url: null });
  });

  it('plays with a package whose services include live classes: a signed mp4 and its notes', async () => {
    const pkg = await makePackage(t.db, {
      services: ['learn', 'live_classes'],
      classes: [{ boardId: world.place.boardId, classId: world.place.classId }],
    });
    const term = { packageId: pkg.package_id, boardId: world.place.boardId, classId: world.place.classId };
    await makeSubscription(t.db, { uuid: world.people.a1.uuid, ...term, start: '2026-11-01', end: '2027-10-31' });
    const opened = (await api.details(token.a1, { video_id: videoId })).body.data;
    expect(opened.access).toMatchObject({ allowed: true, reason: 'active-package' });
    const video = await fetchSigned(opened.video_url);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const notes = await fetchSigned(opened.notes_url);
    expect(notes.headers['content-type']).toBe('application/pdf');
    // The parent reads the active child's, named or not.
    const forChild = await api.details(token.parentA1, { video_id: videoId, uuid: world.people.a1.uuid });
    expect(forChild.body.data.access.allowed).toBe(true);
    expect((await api.details(token.parentA1, { video_id: videoId })).body.data.access.allowed).toBe(true);
  });

  it('plays for a learner without a package through a learn-list item of homework they hold', async () => {
    expect((await api.details(token.a2, { video_id: videoId })).body.data.access.allowed).toBe(false);
    const lists = learnListApi(t);
    const made = await lists.create(token.teacher, {
      learnlist_name: 'Watch the light class',
      learnlist_data: [{ learnlist_item_id: String(videoId), learnlist_item_type: 5 }],
    });
    const listId = made.body.data.learnlist.learnlist_id;
    await lists.publish(token.teacher, listId);
    const assigned = await lists.assign(token.teacher, {
      learnlist_id: listId,
      sections: [world.sectionA.section_id],
      start_date: '2026-11-25',
      due_date: '2026-11-27',
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const [lecture] = (await api.list(token.a2)).body.data.classes;
    // A school's homework opens in learn-list mode 1, which skips the checks (spec 002 §2.3).
    expect(lecture).toMatchObject({
      learnlist_item_id: String(videoId),
      assign_id: assigned.body.data.assignment.assign_id,
      access: { allowed: true, reason: 'learnlist-mode-skips-checks' },
    });
    const opened = (await api.details(token.a2, { video_id: videoId })).body.data;
    expect(opened.video_url).toMatch(/^\/api\/media\/file\/uploads\//);
  });
});

describe('who sees a recording', () => {
  it('another section’s learners and their parents find nothing (404); a parent may not name another child', async () => {
    expect((await api.list(token.b1)).body.data.total_count).toBe(0);
    expect((await api.details(token.b1, { video_id: videoId })).status).toBe(404);
    expect((await api.details(token.parentB1, { video_id: videoId })).status).toBe(404);
    expect((await api.details(token.parentA1, { video_id: videoId, uuid: world.people.b1.uuid })).status).toBe(403);
  });

  it('another school’s teacher is refused everywhere (404)', async () => {
    expect((await api.details(token.otherTeacher, { video_id: videoId })).status).toBe(404);
    expect((await api.list(token.otherTeacher, { school_id: world.school.school_id })).status).toBe(404);
    const key = await uploadRecordingVideo(t, token.otherTeacher);
    expect((await api.save(token.otherTeacher, { sch_id: schId, media_key: key })).status).toBe(404);
    expect((await api.save(token.otherTeacher, { video_id: videoId, title: 'Mine now' })).status).toBe(404);
    expect((await api.save(token.otherTeacher, { video_id: videoId, is_deleted: true })).status).toBe(404);
    expect((await api.past(token.otherTeacher, { school_id: world.school.school_id })).status).toBe(404);
  });

  it('a colleague watches it as staff; only its teacher or an admin changes it', async () => {
    const opened = await api.details(token.colleague, { video_id: videoId });
    expect(opened.body.data.access).toMatchObject({ allowed: true, reason: 'staff-access' });
    expect(opened.body.data.video_url).not.toBeNull();
    expect((await api.save(token.colleague, { video_id: videoId, title: 'Renamed' })).status).toBe(403);
    expect((await api.save(token.a1, { video_id: videoId, title: 'Renamed' })).status).toBe(403);
    const renamed = await api.save(token.admin, { video_id: videoId, title: 'Light and shadows (recording)' });
    expect(renamed.body.data.recorded_lecture.title).toBe('Light and shadows (recording)');
  });
});

describe('bookmarks of recordings', () => {
  const bookmark = (who: Who, set_bookmark_state?: boolean, uuid?: string) =>
    api.bookmark(token[who], { video_id: String(videoId), set_bookmark_state, ...(uuid ? { uuid } : {}) });

  it('a learner bookmarks one they may watch: its own title, shown in the list and My bookmarks', async () => {
    const set = await bookmark('a1', true);
    expect(set.body).toMatchObject({ status_code: 200, data: { is_bookmarked: 1 } });
    expect((await api.list(token.a1)).body.data.classes[0].is_bookmarked).toBe(true);
    const mine = await call(t.app, 'GET', '/api/learning/bookmarks?kind=recorded_lecture', { token: token.a1 });
    expect(mine.body.data.items).toEqual([
      expect.objectContaining({
        item_id: String(videoId),
        title: 'Light and shadows (recording)',
        details: expect.objectContaining({ lecture_id: schId }),
      }),
    ]);
    expect((await bookmark('a1')).body.data.is_bookmarked).toBe(0);
    expect((await bookmark('parentA1', true, world.people.a1.uuid)).body.data.is_bookmarked).toBe(1);
  });

  it('another section’s learner cannot bookmark it (404), and a recording that does not exist neither', async () => {
    expect((await bookmark('b1', true)).status).toBe(404);
    expect((await bookmark('b1', false)).status).toBe(200);
    const none = await api.bookmark(token.a1, { video_id: '99999', set_bookmark_state: true });
    expect(none.status).toBe(404);
  });
});
