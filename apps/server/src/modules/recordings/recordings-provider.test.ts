import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, mapContent } from '../../test/content-factories.js';
import { makePackage, makeSubscription } from '../../test/commerce-factories.js';
import {
  assignedList,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { recordingApi } from '../../test/recording-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A meeting-room provider's recording (what BigBlueButton's and Zoom's recording-ready
// callbacks hand to addProviderRecording) is stored once per provider and external id and plays by the
// same gate; the subject list, paging and the removal of a recording; the teacher dashboard's library and
// attendee counts (teacher only); study notes by id.

// 08:50 in India; the class runs 09:00 to 09:30.
const clock = testClock('2026-11-25T03:20:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof recordingApi>;
let schId: number;

const at = async (iso: string) => {
  clock.set(iso);
  token = await signInAll(t, world);
};

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  api = recordingApi(t);
  const saved = await api.schedule(token.teacher, {
    section_ids: [world.sectionA.section_id],
    subject_id: world.place.subjectId,
    title: 'Refraction',
    schedule_date: '2026-11-25',
    start_time: '09:00',
    duration: 30,
    room_link: 'https://meet.jit.si/lakeside-7a-refraction',
  });
  schId = saved.body.data.live_class.sch_id;
  // a1 joins while it is on; then it is over.
  await at('2026-11-25T03:35:00Z');
  const joined = await call(t.app, 'POST', '/api/live-class/student/attendance/addImpartusUserUniversity', {
    token: token.a1,
    body: { sch_id: schId },
  });
  expect(joined.status).toBe(200);
  await at('2026-11-25T04:10:00Z');
  const pkg = await makePackage(t.db, {
    services: ['live_classes'],
    classes: [{ boardId: world.place.boardId, classId: world.place.classId }],
  });
  await makeSubscription(t.db, {
    uuid: world.people.a1.uuid,
    packageId: pkg.package_id,
    boardId: world.place.boardId,
    classId: world.place.classId,
    start: '2026-11-01',
    end: '2027-10-31',
  });
});
afterAll(() => t.close());

const provider = {
  provider: 'bbb',
  external_id: 'a1b2c3-1764041400000',
  playback_url: 'https://bbb.lakeside.example/playback/presentation/2.3/a1b2c3-1764041400000',
  duration_seconds: 1740,
};

describe('a provider’s recording (addProviderRecording)', () => {
  it('is stored once however often the callback comes; a repeat refreshes its link', async () => {
    const writes = t.services.recordings.providerRecordings;
    await writes.addProviderRecording({ sch_id: schId, ...provider });
    await writes.addProviderRecording({ sch_id: schId, ...provider });
    const moved = `${provider.playback_url}?v=2`;
    await writes.addProviderRecording({ sch_id: schId, ...provider, playback_url: moved });
    const rows = await t.db.selectFrom('live_recordings').selectAll().where('sch_id', '=', schId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'bbb', state: 'ready', playback_url: moved, title: 'Refraction' });
  });

  it('refuses a link that is not https, naming the field, and a class that does not exist', async () => {
    const writes = t.services.recordings.providerRecordings;
    await expect(
      writes.addProviderRecording({ sch_id: schId, ...provider, playback_url: 'http://bbb.example/x' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'playback_url' }] });
    await expect(writes.addProviderRecording({ sch_id: 987_654, ...provider })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('plays through the gate: its playback page with the package, nothing without', async () => {
    const [lecture] = (await api.list(token.a1)).body.data.classes;
    expect(lecture).toMatchObject({ source: 'bbb', duration_seconds: 1740, has_notes: false });
    const allowed = (await api.details(token.a1, { video_id: lecture.video_id })).body.data;
    expect(allowed).toMatchObject({ video_url: null, notes_url: null, access: { allowed: true } });
    expect(allowed.playback_url).toMatch(/^https:\/\/bbb\.lakeside\.example\//);
    const refused = (await api.details(token.a2, { video_id: lecture.video_id })).body.data;
    expect(refused).toMatchObject({ playback_url: null, access: { allowed: false, prompt: 'premium' } });
  });

  it('plays for every learner of a school whose package for the class includes live classes', async () => {
    const [lecture] = (await api.list(token.a2)).body.data.classes;
    await makePackage(t.db, {
      package_id: 3,
      school_id: world.school.school_id,
      services: ['learn', 'practice', 'test', 'live_classes'],
      classes: [{ boardId: world.place.boardId, classId: world.place.classId }],
    });
    const opened = (await api.details(token.a2, { video_id: lecture.video_id })).body.data;
    expect(opened.access).toMatchObject({ allowed: true, reason: 'active-package' });
    expect(opened.playback_url).not.toBeNull();
  });

  it('shows on the class’s card in the learner’s schedule', async () => {
    const res = await call(t.app, 'POST', '/api/live-class/student/schedule/myScheduleUniversity', {
      token: token.a1,
      body: { start_date: '2026-11-25', end_date: '2026-11-25' },
    });
    const card = res.body.data.classes.find((c: { sch_id: number }) => c.sch_id === schId);
    expect(card.recordings).toEqual([{ video_id: expect.any(Number), title: 'Refraction', has_notes: false }]);
  });
});

describe('the subject list and paging', () => {
  it('lists the subjects with recordings the learner sees, with how a subject opens (002 §2.2)', async () => {
    const res = await api.subjects(token.a1);
    expect(res.body.data.subjects).toEqual([
      expect.objectContaining({
        subject_id: world.place.subjectId,
        subject_name: 'Science',
        board_id: world.place.boardId,
        class_id: world.place.classId,
        recording_count: 1,
        group_presentation: null,
      }),
    ]);
    expect((await api.subjects(token.b1)).body.data.subjects).toEqual([]);
  });

  it('pages by page_size (20 from the start, as 002 §9 asks) and narrows by subject', async () => {
    const twenty = await api.list(token.a1, { page_size: 20, page_no: 1 });
    expect(twenty.body.data).toMatchObject({ page_size: 20, total_count: 1 });
    const other = await api.list(token.a1, { assignment_details: [{ subject_id: world.place.subjectId + 1 }] });
    expect(other.body.data.total_count).toBe(0);
    const tooMany = await api.list(token.a1, { page_size: 51 });
    expect(tooMany.status).toBe(400);
  });
});

describe('the teacher dashboard’s counts (teacher only)', () => {
  const DASHBOARD = '/api/live-class/teacherDashboard';
  const count = (path: string, who: Who, query: Record<string, string | number> = {}) =>
    api.get(path, token[who], query);

  it('libraryCount: the teacher’s recordings, learn-lists and the school’s papers', async () => {
    await assignedList(t, token.teacher, world, { start: '2026-11-25', due: '2026-11-28' });
    const res = await count(`${DASHBOARD}/libraryCount`, 'teacher', { uuid: world.people.teacher.uuid });
    expect(res.body.data).toEqual({ library_count: 2, recordings: 1, learnlists: 1, papers: 0 });
    expect((await count(`${DASHBOARD}/libraryCount`, 'colleague')).body.data.recordings).toBe(0);
    expect((await count(`${DASHBOARD}/libraryCount`, 'admin')).body.data.recordings).toBe(1);
  });

  it('attendeeCount: the learners who joined the teacher’s classes', async () => {
    const res = await count(`${DASHBOARD}/attendeeCount`, 'teacher', { school_id: world.school.school_id });
    expect(res.body.data).toEqual({ attendee_count: 1, attendances: 1, classes_attended: 1 });
    expect((await count(`${DASHBOARD}/attendeeCount`, 'colleague')).body.data.attendee_count).toBe(0);
  });

  it('refuses learners and parents (403) and another school (404)', async () => {
    for (const path of [`${DASHBOARD}/libraryCount`, `${DASHBOARD}/attendeeCount`]) {
      expect((await count(path, 'a1')).status).toBe(403);
      expect((await count(path, 'parentA1')).status).toBe(403);
      expect((await count(path, 'otherTeacher', { school_id: world.school.school_id })).status).toBe(404);
    }
  });
});

describe('study notes by id', () => {
  it('answers the catalogue’s study notes the caller sees; other ids are missing', async () => {
    const notes = await makeContent(t.db, { content_title: 'Refraction notes', content_kind: 'study_notes' });
    await mapContent(t.db, notes.content_id, world.place);
    const video = world.contents[0]!.content_id;
    const res = await api.post('/api/live-class/notes/studyNotesDetailById', token.a1, {
      note_ids: `${notes.content_id},${video},99999`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.study_notes).toEqual([
      expect.objectContaining({ content_id: notes.content_id, content_kind: 'study_notes' }),
    ]);
    expect(res.body.data.missing_ids).toEqual([String(video), '99999']);
    const bad = await api.post('/api/live-class/notes/studyNotesDetailById', token.a1, { note_ids: 'one,two' });
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'note_ids' })]);
  });
});

describe('removing a recording', () => {
  it('is its teacher’s: then it is gone from the lists', async () => {
    const [lecture] = (await api.list(token.teacher)).body.data.classes;
    expect((await api.save(token.colleague, { video_id: lecture.video_id, is_deleted: true })).status).toBe(403);
    const removed = await api.save(token.teacher, { video_id: lecture.video_id, is_deleted: true });
    expect(removed.body.data).toEqual({ recorded_lecture: null });
    expect((await api.list(token.a1)).body.data.total_count).toBe(0);
    expect((await api.details(token.a1, { video_id: lecture.video_id })).status).toBe(404);
  });
});
