import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../platform/storage/storage.factory.js';
import {
  makeContent,
  makeContentPlace,
  makeTag,
  mapContent,
  tokenFor,
  type ContentPlace,
} from '../../test/content-factories.js';
import { makeSchoolWorld, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let student: string;
let guest: string;
let place: ContentPlace;
let video: Awaited<ReturnType<typeof makeContent>>;
let pdf: Awaited<ReturnType<typeof makeContent>>;
let flash: Awaited<ReturnType<typeof makeContent>>;
let empty: Awaited<ReturnType<typeof makeContent>>;
let lesson: Awaited<ReturnType<typeof makeContent>>;

const LESSON = {
  content_id: 1,
  language_id: 1,
  title: 'Motion lesson',
  video_meta_info: [
    {
      video_id: 'v1',
      video_title: 'Motion',
      slides_details: [
        {
          slide_id: 1,
          slide_order: 1,
          title: 'Speed',
          text: 'Speed is distance per time.',
          bullet_points: [],
          start_time_ms: 0,
        },
      ],
    },
  ],
  activity_details: [
    { activity_id: 1, activity_type: 1, title: 'Test', after_slide_id: 1, test_id: 200001 },
    { activity_id: 2, activity_type: 2, title: 'Video', after_slide_id: 1, content_id: 100001 },
    {
      activity_id: 3,
      activity_type: 3,
      title: 'Question',
      after_slide_id: 1,
      question_id: 300001,
      template_id: 1,
      question_type: 1,
    },
  ],
  secret_extra: 'dropped by the response schema',
};

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeSchoolWorld(t.db);
  student = await tokenFor(t.app, world.student.email!, TEST_PASSWORD);
  const guestRes = await call(t.app, 'POST', '/api/cognito-login-service/auth/guestLogin', { body: {} });
  guest = guestRes.body.data.access_token;
  place = await makeContentPlace(t.db, { subject: 'Physics', group: 'Learn', category: 1 });
  video = await makeContent(t.db, {
    content_title: 'Speed and velocity',
    media_key: 'demo/videos/lesson-1.mp4',
    thumbnail_key: 'demo/thumbs/video.png',
    total_media_time_ms: 45_000,
    crs_id: 'CRS-1001',
    old_content_id: 'OLD-77',
    template_id: 4,
    service_name: 'learn',
  });
  pdf = await makeContent(t.db, {
    content_title: 'Notes on speed',
    content_kind: 'pdf',
    media_key: 'demo/pdfs/notes-1.pdf',
  });
  flash = await makeContent(t.db, {
    content_title: 'Old animation',
    content_kind: 'html',
    media_key: 'demo/legacy/animation.swf',
  });
  empty = await makeContent(t.db, { content_title: 'Coming soon' });
  lesson = await makeContent(t.db, {
    content_title: 'Motion lesson',
    content_kind: 'interactive',
    media_key: 'demo/lessons/test.json',
  });
  for (const [i, c] of [video, pdf, flash, empty, lesson].entries()) await mapContent(t.db, c.content_id, place, i);
  const tag = await makeTag(t.db, { tag_id: 9, tag_name: 'Difficulty', tag_value: 'Easy' });
  await t.db
    .insertInto('content_tags')
    .values({ content_id: video.content_id, tag_value_id: tag.tag_value_id })
    .execute();
  await createStorage(t.config).put('demo/lessons/test.json', Buffer.from(JSON.stringify(LESSON)), 'application/json');
});
afterAll(() => t.close());

describe('content details', () => {
  it('gives a signed-in student every field of spec 002 §3 with signed URLs', async () => {
    const res = await call(t.app, 'POST', '/api/content/contentDetails.1.0', {
      token: student,
      body: { content_ids: [video.content_id], language_id: 1, Is_learnlist: 0 },
    });
    expect(res.status).toBe(200);
    const [detail] = res.body.data.content_details;
    expect(detail).toMatchObject({
      content_id: video.content_id,
      content_title: 'Speed and velocity',
      content_kind: 'video',
      group_category_id: 1,
      group_name: 'Learn',
      group_id: place.groupId,
      syllabus_id: place.chapterId,
      board_id: place.boardId,
      class_id: place.classId,
      level2_name: 'Physics',
      version: 1,
      template_id: 4,
      service_name: 'learn',
      total_media_time: '00:00:45',
      language_id: 1,
      is_flash: false,
      is_online_only: false,
      requires_sign_in: false,
      url_expires_in: 3600,
      video_id: 'CRS-1001',
      content_transcoded_url: null,
      lecture_path: null,
      tag_data: [expect.objectContaining({ tag_id: 9, tag_name: 'Difficulty', tag_value: 'Easy' })],
    });
    for (const field of ['content_url', 'content_url_mp4', 'video_path']) {
      expect(detail[field]).toMatch(/^\/api\/media\/file\/demo\/videos\/lesson-1\.mp4\?expires=\d+&sig=/);
    }
    expect(detail.thumbnail).toMatch(/^\/api\/media\/file\/demo\/thumbs\/video\.png\?/);
    expect(Object.keys(detail)).toEqual(expect.arrayContaining(['recorded_lecture_path', 'syllabus_mapping_id']));
  });

  it('gives guests metadata only: no URLs, requires_sign_in', async () => {
    for (const token of [guest, undefined]) {
      const res = await call(
        t.app,
        'GET',
        `/api/content/v2/contentDetailsByContentIds?contentIds=${video.content_id},${pdf.content_id}`,
        { token },
      );
      expect(res.status).toBe(200);
      for (const detail of res.body.data.content_details) {
        expect(detail.requires_sign_in).toBe(true);
        expect(detail.content_title).toBeTruthy();
        expect(JSON.stringify(detail)).not.toContain('/api/media/file');
        expect(detail.content_url).toBeNull();
      }
    }
  });

  it('answers the pdf on lecture_path, null content_url without media, is_flash for swf, in the order asked', async () => {
    const res = await call(
      t.app,
      'GET',
      `/api/content/v2/contentDetailsByContentIds?contentIds=${flash.content_id},${empty.content_id},${pdf.content_id},424242&languageId=1`,
      { token: student },
    );
    const [f, e, p] = res.body.data.content_details;
    expect([f.content_id, e.content_id, p.content_id]).toEqual([flash.content_id, empty.content_id, pdf.content_id]);
    expect(f.is_flash).toBe(true);
    expect(e.content_url).toBeNull();
    expect(e.total_media_time).toBe('00:00:00');
    expect(res.body.data.missing_ids).toEqual(['424242']);
    // In a list, an item that would use one of the learner's free items is allowed, but its media
    // waits until it is opened on its own (then the free open is recorded).
    expect(p.access).toMatchObject({ allowed: true, reason: 'freemium-available', prompt: null });
    expect([p.locked, p.content_url, p.lecture_path]).toEqual([false, null, null]);
    const alone = await call(t.app, 'GET', `/api/content/v2/contentDetailsByContentIds?contentIds=${pdf.content_id}`, {
      token: student,
    });
    const opened = alone.body.data.content_details[0];
    expect(opened.lecture_path).toBe(opened.content_url);
    expect(opened.content_url).toMatch(/notes-1\.pdf/);
  });

  it('answers 204 with no body when none of the ids is found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/content/v2/contentDetailsByContentIds?contentIds=9999991,9999992',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('finds content by old ids and by CRS id', async () => {
    const old = await call(t.app, 'POST', '/api/content/v2/contentDetailByOldContentIds', {
      token: student,
      body: { oldContentIds: 'OLD-77,OLD-404', languageId: 1 },
    });
    expect(old.status).toBe(200);
    expect(old.body.data.content_details.map((d: { content_id: number }) => d.content_id)).toEqual([video.content_id]);
    expect(old.body.data.missing_ids).toEqual(['OLD-404']);

    const crs = await call(t.app, 'GET', '/api/content/v2/contentDetailByCrsId?crsId=CRS-1001&languageId=1');
    expect(crs.status).toBe(200);
    expect(crs.body.data).toMatchObject({ content_id: video.content_id, requires_sign_in: true, content_url: null });
    expect((await call(t.app, 'GET', '/api/content/v2/contentDetailByCrsId?crsId=NOPE')).status).toBe(404);
  });

  it('serves guided mode, all details of a syllabus node, and title search within a syllabus (range 1-10)', async () => {
    const guided = await call(t.app, 'POST', '/api/content/v2/guidedModeContentDetailByContentIds', {
      token: student,
      body: { content_ids: `${pdf.content_id}` },
    });
    expect(guided.body.data.content_details[0].content_id).toBe(pdf.content_id);

    const all = await call(t.app, 'POST', '/api/content/getAllContentDetails', {
      token: student,
      body: { syllabus_id: place.subjectId },
    });
    expect(all.body.data.content_details.map((d: { content_id: number }) => d.content_id)).toEqual([
      video.content_id,
      pdf.content_id,
      flash.content_id,
      empty.content_id,
      lesson.content_id,
    ]);
    const page = await call(t.app, 'POST', '/api/content/getAllContentDetails', {
      body: { syllabus_id: place.chapterId, start_index: 2, end_index: 3 },
    });
    expect(page.body.data.content_details.map((d: { content_id: number }) => d.content_id)).toEqual([
      pdf.content_id,
      flash.content_id,
    ]);

    const search = await call(t.app, 'POST', '/api/content/v2/searchContentBySyllabus', {
      token: student,
      body: { syllabus_id: place.chapterId, search_text: 'SPEED', stages: '1,2,3,4,5', role_id: 4 },
    });
    expect(search.status).toBe(200);
    expect(search.body.data).toMatchObject({ total_count: 2, start_index: 1, end_index: 10 });
    expect(search.body.data.content_details.map((d: { content_title: string }) => d.content_title)).toEqual([
      'Speed and velocity',
      'Notes on speed',
    ]);
  });
});

describe('interactive lesson', () => {
  it('answers the lesson JSON with slides and the three activity types, ignoring the cache-buster', async () => {
    const res = await call(
      t.app,
      'GET',
      `/api/content/interactiveLesson/${lesson.content_id}?languageId=1&id=${Date.now()}`,
      { token: student },
    );
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ content_id: lesson.content_id, language_id: 1, title: 'Motion lesson' });
    expect(data.video_meta_info[0].slides_details[0]).toMatchObject({ slide_id: 1, title: 'Speed' });
    expect(data.activity_details.map((a: { activity_type: number }) => a.activity_type)).toEqual([1, 2, 3]);
    expect(data.activity_details[0]).toMatchObject({ test_id: 200001 });
    expect(data.activity_details[1]).toMatchObject({ content_id: 100001 });
    expect(data.activity_details[2]).toMatchObject({ question_id: 300001, template_id: 1, question_type: 1 });
    expect(JSON.stringify(data)).not.toContain('secret_extra');
  });

  it('asks guests to sign in, and answers 404 SOMETHING WRONG !! for content that is not a lesson', async () => {
    expect(
      (await call(t.app, 'GET', `/api/content/interactiveLesson/${lesson.content_id}`, { token: guest })).status,
    ).toBe(401);
    const notLesson = await call(t.app, 'GET', `/api/content/interactiveLesson/${video.content_id}`, {
      token: student,
    });
    expect(notLesson.status).toBe(404);
    expect(notLesson.body.message).toBe('SOMETHING WRONG !!');
  });
});

describe('the access gate on content details (spec 002 §4.2)', () => {
  it('a locked item keeps its metadata but no media URL, with the reason', async () => {
    const premium = await makeContentPlace(t.db, { subject: 'Chemistry', group: 'Detailed Learning', category: 1 });
    const locked = await makeContent(t.db, {
      content_title: 'Premium reactions',
      media_key: 'demo/videos/lesson-2.mp4',
      total_media_time_ms: 20_000,
    });
    await mapContent(t.db, locked.content_id, premium);
    const res = await call(t.app, 'GET', `/api/content/v2/contentDetailsByContentIds?contentIds=${locked.content_id}`, {
      token: student,
    });
    expect(res.status).toBe(200);
    const [detail] = res.body.data.content_details;
    expect(detail).toMatchObject({
      content_title: 'Premium reactions',
      content_url: null,
      content_url_mp4: null,
      video_path: null,
      requires_sign_in: false,
      locked: true,
    });
    expect(detail.lock_explanation).toMatch(/premium/i);
  });
});
