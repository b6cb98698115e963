import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignedList,
  contentItems,
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  SYLLABUS,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A learn-list's refusals in the words of the request's language (Accept-Language), English without
// one, each with its stable reason: a conflict of the list's stage, homework that is not the learner's,
// and a due day before the start day named on its field.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let hw: { listId: number; assignId: number };

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  hw = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
});
afterAll(() => t.close());

const post = (path: string, who: Who, body: unknown, language?: string) =>
  call(t.app, 'POST', `${SYLLABUS}/${path}`, { token: token[who], body, language });

describe('a draft learn-list given as homework', () => {
  let draftId: number;
  beforeAll(async () => {
    const made = await learnListApi(t).create(token.teacher, {
      learnlist_name: 'Not yet published',
      learnlist_data: contentItems([world.contents[0]!.content_id]),
    });
    draftId = made.body.data.learnlist.learnlist_id as number;
  });
  const assignDraft = (language?: string) =>
    post(
      'assignLearnListToSections',
      'teacher',
      {
        learnlist_id: draftId,
        sections: [world.sectionA.section_id],
        start_date: '2026-03-10',
        due_date: '2026-03-12',
      },
      language,
    );

  it('is refused in Hindi, asking the teacher to publish it first', async () => {
    const res = await assignDraft('hi');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error_code: 'CONFLICT', reason: 'learnlists.publishBeforeAssign' });
    expect(res.body.message).toContain('देने से पहले अध्ययन सूची प्रकाशित करें');
  });

  it('is refused in English to a request without a language', async () => {
    const res = await assignDraft();
    expect(res.body.message).toBe(
      'Publish the learn-list before assigning it; an archived list is not assigned again.',
    );
  });
});

describe('homework that is not the learner’s', () => {
  const complete = (language?: string) =>
    post(
      'markLearnListItemComplete',
      'b1',
      { assign_id: hw.assignId, learnlist_id: hw.listId, learnlist_item_id: 'T1' },
      language,
    );

  it('is not found, said in Tamil', async () => {
    const res = await complete('ta');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error_code: 'NOT_FOUND', reason: 'learnlists.noHomework' });
    expect(res.body.message).toContain('வீட்டுப்பாடம் கிடைக்கவில்லை');
  });

  it('is not found, said in English without a language', async () => {
    expect((await complete()).body.message).toBe('No such homework.');
  });
});

describe('a due day before the start day', () => {
  const assign = (language?: string) =>
    post(
      'assignLearnListToSections',
      'teacher',
      {
        learnlist_id: hw.listId,
        sections: [world.sectionA.section_id],
        start_date: '2026-03-12',
        due_date: '2026-03-11',
      },
      language,
    );

  it('names the due date in Hindi, in the message and on its field', async () => {
    const res = await assign('hi');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'VALIDATION_FAILED', reason: 'learnlists.dueBeforeStart' });
    expect(res.body.errors).toEqual([{ field: 'due_date', message: res.body.message }]);
    expect(res.body.message).toBe('अंतिम तिथि: शुरू होने की तारीख के बाद की तारीख चुनें।');
  });

  it('names it in English without a language', async () => {
    const res = await assign();
    expect(res.body.errors).toEqual([{ field: 'due_date', message: 'Due date is before the start date.' }]);
  });
});
