import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  assignFixturePaper,
  attemptApi,
  makeAssessmentWorld,
  makeFixturePaper,
  type AssessmentWorld,
} from '../../test/assessment-fixtures.js';
import { makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { assignTeacher } from '../../test/institutes-factories.js';
import { tokenFor } from '../../test/content-factories.js';
import { signInAll, testClock, type Who } from '../../test/learnlist-factories.js';
import { upload } from '../../test/media-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Doubts through the real server on its database: a learner of 7-A asks about a
// chapter, a content item, with a photo; the teacher of 7-A for that subject is told and answers; the
// learner and their parent are told and read the answer. A learner of 7-B, a teacher of another
// subject and another school's teacher see and change nothing. Bounds name the field.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who | 'mathsTeacher', string>;
let mathsId: number;

const D = '/api/doubts';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  const { place, sectionA, sectionB, people } = world;
  // Mathematics beside the world's Science, in the same class.
  mathsId = place.chapterId + 500_000;
  await t.db
    .insertInto('syllabus_nodes')
    .values({
      syllabus_id: mathsId,
      parent_id: place.classId,
      syllabus_name: 'Mathematics',
      syllabus_type_id: 4,
      rack_type_id: 4,
      board_id: place.boardId,
      class_id: place.classId,
    })
    .execute();
  // The teacher teaches 7-A Science; the colleague 7-B Science; a maths teacher 7-A Mathematics.
  await assignTeacher(t.db, people.teacher.uuid, sectionA.section_id, [place.subjectId]);
  await assignTeacher(t.db, people.colleague.uuid, sectionB.section_id, [place.subjectId]);
  const maths = await makeUser(t.db, {
    userTypeId: UserType.Teacher,
    schoolId: world.school.school_id,
    sectionIds: [sectionA.section_id],
  });
  await assignTeacher(t.db, maths.uuid, sectionA.section_id, [mathsId]);
  token = { ...(await signInAll(t, world)), mathsTeacher: await tokenFor(t.app, maths.email!, TEST_PASSWORD) };
});
afterAll(() => t.close());

const post = (path: string, who: keyof typeof token, body: unknown) =>
  call(t.app, 'POST', `${D}/${path}`, { token: token[who], body });

async function photoOf(who: keyof typeof token, name = 'board.png', type = 'image/png', data = PNG) {
  const res = await upload(t.app, '/api/upload/doubtPhoto', token[who], {}, { field: 'file', name, type, data });
  return { status: res.statusCode, body: res.body, key: res.statusCode === 200 ? (res.json().data.key as string) : '' };
}

async function notified(who: keyof typeof token, kind: string) {
  await t.services.jobs.drain();
  const res = await call(t.app, 'POST', '/api/notifications/list', { token: token[who], body: {} });
  return (res.body.data.notifications as { kind: string; title: string; link: string }[]).filter(
    (n) => n.kind === kind,
  );
}

describe('a doubt asked from a chapter, with a photo', () => {
  let doubtId: number;

  it('reaches the section’s teacher of the chapter’s subject, and only them', async () => {
    const photo = await photoOf('a1');
    expect(photo.status, photo.body).toBe(200);
    const { key } = photo;
    const res = await post('student/askDoubt', 'a1', {
      about: 'chapter',
      syllabus_id: world.topics[0],
      doubt_text: '  Why is speed a scalar but velocity a vector?  ',
      photos: [key],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const doubt = res.body.data.doubt;
    doubtId = doubt.doubt_id;
    expect(doubt).toMatchObject({
      about: 'chapter',
      about_title: 'Speed',
      subject_id: world.place.subjectId,
      subject_name: 'Science',
      section_id: world.sectionA.section_id,
      section_name: '7-A',
      doubt_text: 'Why is speed a scalar but velocity a vector?',
      status: 'open',
      learner_name: 'Asha Rao',
      answer: null,
    });
    expect(doubt.photos).toHaveLength(1);
    expect(await notified('teacher', 'doubt_asked')).toHaveLength(1);
    expect(await notified('mathsTeacher', 'doubt_asked')).toHaveLength(0);
    expect(await notified('colleague', 'doubt_asked')).toHaveLength(0);
  });

  it('is in the teacher’s queue; not in the queue of a teacher of another subject, section or school', async () => {
    const queue = await post('teacher/queue', 'teacher', {});
    expect(queue.status).toBe(200);
    expect(queue.body.data.doubts.map((d: { doubt_id: number }) => d.doubt_id)).toEqual([doubtId]);
    expect(queue.body.data.open_count).toBe(1);
    expect(queue.body.data.classes).toEqual([
      expect.objectContaining({ section_name: '7-A', subject_name: 'Science' }),
    ]);
    for (const who of ['mathsTeacher', 'colleague', 'otherTeacher'] as const) {
      const other = await post('teacher/queue', who, { section_id: world.sectionA.section_id });
      expect(other.status).toBe(200);
      expect(other.body.data.doubts).toEqual([]);
    }
    const admin = await post('teacher/queue', 'admin', {});
    expect(admin.body.data.doubts.map((d: { doubt_id: number }) => d.doubt_id)).toEqual([doubtId]);
    // The admin's filters: every class of the school with a subject taught (7-A Science and Maths, 7-B Science).
    expect(admin.body.data.classes).toHaveLength(3);
  });

  it('another section’s learner sees nothing of it; a learner’s or another parent’s call for a1 is refused', async () => {
    expect((await post('student/myDoubts', 'b1', {})).body.data.doubts).toEqual([]);
    expect((await post('student/myDoubts', 'b1', { uuid: world.people.a1.uuid })).status).toBe(403);
    expect((await post('student/myDoubts', 'parentB1', { uuid: world.people.a1.uuid })).status).toBe(403);
    expect((await post('student/myDoubts', 'teacher', { uuid: world.people.a1.uuid })).status).toBe(403);
  });

  it('a teacher of another subject or school cannot answer it (404); a learner cannot call the queue (403)', async () => {
    const body = { doubt_id: doubtId, answer_text: 'Direction.' };
    expect((await post('teacher/answerDoubt', 'mathsTeacher', body)).status).toBe(404);
    expect((await post('teacher/answerDoubt', 'colleague', body)).status).toBe(404);
    expect((await post('teacher/answerDoubt', 'otherTeacher', body)).status).toBe(404);
    expect((await post('teacher/answerDoubt', 'a1', body)).status).toBe(403);
    expect((await post('teacher/queue', 'a2', {})).status).toBe(403);
    const row = await t.db.selectFrom('doubts').selectAll().where('doubt_id', '=', doubtId).executeTakeFirstOrThrow();
    expect(row.answered_at).toBeNull();
  });

  it('the teacher answers with words and a content item; the learner and their parent are told and read it', async () => {
    const res = await post('teacher/answerDoubt', 'teacher', {
      doubt_id: doubtId,
      answer_text: 'Velocity has a direction; speed does not. Watch this lesson.',
      content_id: world.contents[0]!.content_id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.doubt).toMatchObject({
      status: 'answered',
      answer: { content_title: 'Motion lesson 1', teacher_name: expect.stringContaining('Tara') },
    });
    const learnerTold = await notified('a1', 'doubt_answered');
    expect(learnerTold).toHaveLength(1);
    expect(learnerTold[0]).toMatchObject({ title: 'Your doubt is answered', link: '/ask-a-doubt' });
    const parentTold = await notified('parentA1', 'doubt_answered');
    expect(parentTold).toHaveLength(1);
    expect(parentTold[0]!.title).toContain('Asha');
    expect(await notified('parentB1', 'doubt_answered')).toHaveLength(0);

    const mine = await post('student/myDoubts', 'a1', {});
    expect(mine.body.data.doubts[0]).toMatchObject({ doubt_id: doubtId, status: 'answered' });
    const parent = await post('student/myDoubts', 'parentA1', { uuid: world.people.a1.uuid });
    expect(parent.body.data.doubts[0].answer.answer_text).toContain('Velocity has a direction');
  });

  it('answered doubts sort after open ones in the queue', async () => {
    const open = await post('student/askDoubt', 'a2', {
      about: 'content',
      content_id: world.contents[1]!.content_id,
      doubt_text: 'What is uniform motion?',
    });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.data.doubt).toMatchObject({ about_title: 'Motion lesson 2', subject_name: 'Science' });
    const queue = await post('teacher/queue', 'teacher', {});
    expect(queue.body.data.doubts.map((d: { status: string }) => d.status)).toEqual(['open', 'answered']);
    const onlyOpen = await post('teacher/queue', 'teacher', { status: 'open' });
    expect(onlyOpen.body.data.doubts).toHaveLength(1);
  });

  it('classmates read answered doubts without names only once the school admin allows it; 7-B never', async () => {
    expect((await post('student/classmatesDoubts', 'a2', {})).body.data).toEqual({
      allowed: false,
      doubts: [],
      total: 0,
    });
    expect((await post('school/settings', 'teacher', { classmates_see_answered: true })).status).toBe(403);
    expect((await post('school/settings', 'otherTeacher', { school_id: world.school.school_id })).status).toBe(404);
    const on = await post('school/settings', 'admin', { classmates_see_answered: true });
    expect(on.body.data).toMatchObject({ classmates_see_answered: true, can_change: true });
    const seen = await post('student/classmatesDoubts', 'a2', {});
    expect(seen.body.data.allowed).toBe(true);
    expect(seen.body.data.doubts).toHaveLength(1);
    expect(seen.body.data.doubts[0]).toMatchObject({ learner_name: null, answer: { teacher_name: null } });
    expect(JSON.stringify(seen.body.data)).not.toContain('Asha');
    const otherSection = await post('student/classmatesDoubts', 'b1', {});
    expect(otherSection.body.data.doubts).toEqual([]);
  });
});

describe('who may ask, and bounds', () => {
  it('a parent reads but does not ask; a teacher does not ask', async () => {
    const body = { about: 'chapter', syllabus_id: world.place.chapterId, doubt_text: 'How?' };
    expect((await post('student/askDoubt', 'parentA1', { ...body, uuid: world.people.a1.uuid })).status).toBe(403);
    expect((await post('student/askDoubt', 'teacher', body)).status).toBe(403);
  });

  it('names the field: empty or too long words, too many photos, a missing id', async () => {
    const base = { about: 'chapter', syllabus_id: world.place.chapterId };
    const fieldOf = async (body: unknown) => {
      const res = await post('student/askDoubt', 'a1', body);
      expect(res.status).toBe(400);
      return (res.body.errors as { field: string }[]).map((e) => e.field).join(',');
    };
    expect(await fieldOf({ ...base, doubt_text: '   ' })).toContain('doubt_text');
    expect(await fieldOf({ ...base, doubt_text: 'x'.repeat(2001) })).toContain('doubt_text');
    expect(await fieldOf({ ...base, doubt_text: 'Why?', photos: ['a', 'b', 'c', 'd'] })).toContain('photos');
    expect(await fieldOf({ about: 'content', doubt_text: 'Why?' })).toContain('content_id');
  });

  it('a photo must be the learner’s own image', async () => {
    const theirs = (await photoOf('a2')).key;
    const res = await post('student/askDoubt', 'a1', {
      about: 'chapter',
      syllabus_id: world.place.chapterId,
      doubt_text: 'Whose photo?',
      photos: [theirs],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('photos.0');
    // A child's doubt photo is theirs to ask with, not the school's to publish: staff cannot attach it.
    const mine = (await photoOf('a1')).key;
    const notice = await call(t.app, 'POST', '/api/live-class/teacher/notices/saveNotice', {
      token: token.teacher,
      body: { notice_text: 'Look at this', attachments: [mine] },
    });
    expect(notice.status).toBe(400);
    expect(notice.body.errors[0].field).toMatch(/^attachments/);
    const pdf = await photoOf('a1', 'notes.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.status).toBe(400);
    expect((await photoOf('parentA1')).status).toBe(403);
  });

  it('a subject nobody teaches in the section is refused in words (409)', async () => {
    const res = await post('student/askDoubt', 'b1', {
      about: 'chapter',
      syllabus_id: mathsId,
      doubt_text: 'Is zero even?',
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].field).toBe('about');
  });
});

describe('a doubt about a question of a test', () => {
  it('waits for the result; is refused while a test open now holds the question; another learner’s attempt is not found', async () => {
    const attempts = attemptApi(t);
    const paper = await makeFixturePaper(t.db, world, {
      name: 'Speed quiz',
      questions: [{ key: { type: 'single', optionId: 'a' } }],
    });
    const window = { start: '2026-03-10T06:00:00Z', end: '2026-03-10T08:00:00Z', minutes: 30 };
    const assignId = await assignFixturePaper(t.db, world, paper.paperId, window);
    const started = await attempts.start(token.a1, { paper_id: paper.paperId, assign_id: assignId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const attemptId = started.body.data.attempt_id as number;
    const [questionId] = paper.questionIds;
    expect((await attempts.submit(token.a1, attemptId, [answer(questionId!, 1, { option_id: 'a' })])).status).toBe(200);
    const ask = (who: keyof typeof token) =>
      post('student/askDoubt', who, {
        about: 'question',
        attempt_id: attemptId,
        question_id: questionId,
        doubt_text: 'Why is option a right?',
      });

    const early = await ask('a1');
    expect(early.status).toBe(409);
    expect(early.body.errors[0].field).toBe('attempt_id');

    clock.set('2026-03-10T08:00:01Z');
    await t.services.attempts.overdue.run();
    token = { ...token, ...(await signInAll(t, world)) };
    const asked = await ask('a1');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data.doubt).toMatchObject({ about: 'question', about_title: 'Question 1 of Speed quiz' });
    expect((await ask('a2')).status).toBe(404);

    // The same paper given again, open now: its question would give that test away.
    await assignFixturePaper(t.db, world, paper.paperId, {
      ...window,
      start: '2026-03-10T08:00:00Z',
      end: '2026-03-10T10:00:00Z',
    });
    const held = await ask('a1');
    expect(held.status).toBe(409);
    expect(held.body.errors[0].field).toBe('question_id');
  });
});

describe('a learner’s doubt in the teachers’ notifications, after the learner is erased', () => {
  it('keeps what the doubt was about and drops the learner’s words', async () => {
    const words = 'Is a vector always drawn with an arrow?';
    const asked = await post('student/askDoubt', 'a1', {
      about: 'chapter',
      syllabus_id: world.topics[0],
      doubt_text: words,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await t.services.jobs.drain();
    const told = async () =>
      (
        await call(t.app, 'POST', '/api/notifications/list', { token: token.teacher, body: {} })
      ).body.data.notifications.filter((n: { kind: string }) => n.kind === 'doubt_asked') as {
        title: string;
        body: string;
      }[];
    const before = await told();
    expect(before.map((n) => n.body)).toContain(words);

    const request = await call(t.app, 'POST', '/api/privacy/erasure-requests', {
      token: token.parentA1,
      body: { uuid: world.people.a1.uuid },
    });
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    const approved = await call(
      t.app,
      'POST',
      `/api/privacy/erasure-requests/${request.body.data.request_id}/decision`,
      {
        token: token.admin,
        body: { approve: true },
      },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await t.services.jobs.drain();

    // Every doubt a1 asked is still there for the teacher, by what it was about, with no words of hers.
    const after = await told();
    expect(after.map((n) => n.title)).toEqual(before.map((n) => n.title));
    // Another learner's doubts (a2 asked in 7-A too) keep theirs.
    const kept = await t.db
      .selectFrom('doubts')
      .select('doubt_text')
      .where('learner_uuid', '=', world.people.a2.uuid)
      .execute();
    const theirs = new Set(kept.map((d) => d.doubt_text.slice(0, 300)));
    expect(theirs.size).toBeGreaterThan(0);
    expect(after.map((n) => n.body)).toEqual(before.map((n) => (theirs.has(n.body) ? n.body : '')));
    const rows = await t.db.selectFrom('notifications').select(['title', 'body']).execute();
    for (const row of rows) {
      expect(row.body).not.toContain(words);
      expect(row.body).not.toContain('scalar but velocity');
    }
  });
});
