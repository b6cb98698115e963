import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/content-factories.js';
import { linkParent, makeSchool, makeSection, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import {
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Class recaps' notices through the real server on its database: when a class's recap is published, the learners
// of the class's section (7-A) and their parents are told once, with the class's title and day, and the
// notification opens the recap where learners find it (a parent's for their child in that section).
// Taking it back tells nobody, publishing it again tells nobody a second time; the class's other
// section of the school (7-B), another school, and the teacher hear nothing.

// 11:05 in India (the test school's zone): the class of 11:00 is being taught.
const clock = testClock('2026-11-25T05:35:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who | 'elsewhere' | 'elsewhereParent', string>;
let schId: number;
let listId: number;
let assignId: number;

const CR = '/api/live-class/classroom';

interface Told {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  data: Record<string, unknown>;
  read_at: string | null;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  // Another school's learner and parent, in a section of their own.
  const other = await makeSchool(t.db, { school_name: 'Riverside School' });
  const otherSection = await makeSection(t.db, other.school_id, { name: '7-A' });
  const elsewhere = await makeUser(t.db, { schoolId: other.school_id, sectionIds: [otherSection.section_id] });
  const elsewhereParent = await makeUser(t.db, { userTypeId: UserType.Parent });
  await linkParent(t.db, elsewhereParent.uuid, elsewhere.uuid);
  token = {
    ...(await signInAll(t, world)),
    elsewhere: await tokenFor(t.app, elsewhere.email!, TEST_PASSWORD),
    elsewhereParent: await tokenFor(t.app, elsewhereParent.email!, TEST_PASSWORD),
  };
  const saved = await post('/api/live-class/teacher/schedule/saveLiveClass', 'teacher', {
    section_ids: [world.sectionA.section_id],
    subject_id: world.place.subjectId,
    title: 'Motion in a straight line',
    schedule_date: '2026-11-25',
    start_time: '11:00',
    duration: 45,
    room_link: 'https://meet.jit.si/lakeside-7a-motion',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  schId = saved.body.data.live_class.sch_id as number;
  for (const content of world.contents.slice(0, 2)) {
    const added = await post(`${CR}/addItemToClassRecap`, 'teacher', {
      lecture_id: schId,
      item: { learnlist_item_id: content.content_id, learnlist_item_type: 1, syllabus_id: world.place.chapterId },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    listId = added.body.data.recap.learnlist_id as number;
  }
});
afterAll(() => t.close());

const post = (path: string, who: keyof typeof token, body: unknown) =>
  call(t.app, 'POST', path, { token: token[who], body });
const publish = async (isPublished: 0 | 1) => {
  const res = await post(`${CR}/publishUnpublishLiveClassLearnlist`, 'teacher', {
    lecture_id: schId,
    is_published: isPublished,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.services.jobs.drain();
};
/** The person's recap notifications, after every queued delivery ran. */
async function recapNotices(who: keyof typeof token): Promise<Told[]> {
  await t.services.jobs.drain();
  const res = await post('/api/notifications/list', who, {});
  expect(res.status).toBe(200);
  return (res.body.data.notifications as Told[]).filter((n) => n.kind === 'class_recap_published');
}
const everyone = ['a1', 'a2', 'parentA1', 'b1', 'parentB1', 'teacher', 'elsewhere', 'elsewhereParent'] as const;
async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(everyone.map(async (who) => [who, (await recapNotices(who)).length] as const));
  return Object.fromEntries(entries);
}
const onlyClass = { a1: 1, a2: 1, parentA1: 1, b1: 0, parentB1: 0, teacher: 0, elsewhere: 0, elsewhereParent: 0 };

describe('telling a class’s sections that its recap is published', () => {
  it('a recap being built tells nobody', async () => {
    expect(Object.values(await counts())).toEqual(everyone.map(() => 0));
  });

  it('publishing tells the section’s learners and their parents, and nobody else', async () => {
    await publish(1);
    expect(await counts()).toEqual(onlyClass);
  });

  it('says which class in plain words and opens the recap where the learner finds it', async () => {
    const [told] = await recapNotices('a1');
    assignId = told!.data.assign_id as number;
    expect(told).toMatchObject({
      title: 'Class recap ready',
      body: 'The recap of your live class “Motion in a straight line” on Wed, 25 Nov is ready: 2 items to go over.',
      link: `/learnlist-detail/${listId}?assignId=${assignId}`,
      data: { sch_id: schId, learnlist_id: listId, assign_id: expect.any(Number) },
    });
    // The same assignment as the class-recap link on the learner's schedule.
    const [listed] = (await post(`${CR}/classroomRecapList`, 'a1', {})).body.data.class_room_recap_list;
    expect(listed).toMatchObject({ lecture_id: schId, learnlist_id: listId, assign_id: assignId });
    const opened = await learnListApi(t).detail(token.a1, { learnListId: listId, assignId });
    expect(opened.status).toBe(200);
    expect(opened.body.data.learnlist_data).toHaveLength(2);
  });

  it('a parent’s names the section, so it opens for their child there', async () => {
    const [told] = await recapNotices('parentA1');
    expect(told).toMatchObject({
      title: 'Class recap ready for your child',
      body: 'The recap of your child’s live class “Motion in a straight line” on Wed, 25 Nov is ready: 2 items to go over.',
      link: `/learnlist-detail/${listId}?assignId=${assignId}&section=${world.sectionA.section_id}`,
      data: { section_id: world.sectionA.section_id, assign_id: assignId },
    });
    const opened = await learnListApi(t).detail(token.parentA1, {
      learnListId: listId,
      assignId,
      uuid: world.people.a1.uuid,
    });
    expect(opened.status).toBe(200);
  });

  it('taking it back tells nobody, and publishing it again tells nobody a second time', async () => {
    const read = await post('/api/notifications/list', 'a1', { mark_all_read: true });
    expect(read.body.data.unread_count).toBe(0);
    await publish(0);
    expect(await counts()).toEqual(onlyClass);
    await publish(1);
    expect(await counts()).toEqual(onlyClass);
    // The notification the learner read stays read: nothing new arrived.
    expect((await post('/api/notifications/list', 'a1', {})).body.data.unread_count).toBe(0);
    expect((await recapNotices('a1'))[0]!.read_at).not.toBeNull();
  });
});
