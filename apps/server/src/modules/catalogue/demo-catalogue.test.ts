import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../seed/demo-catalogue.js';
import { DEMO_MEDIA } from '../../seed/demo-media-keys.js';
import { seedDemoWorldFor } from '../../test/demo-world.js';
import { loginToken } from '../../test/catalogue-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorldFor(t);
});
afterAll(() => t.close());

describe('demo catalogue', () => {
  it('seeds at least 300 content items of every kind and category, across every class', async () => {
    const rows = await t.db
      .selectFrom('content_mappings as m')
      .innerJoin('contents as c', 'c.content_id', 'm.content_id')
      .innerJoin('content_groups as g', 'g.group_id', 'm.group_id')
      .select(['c.content_kind', 'g.group_category_id', 'm.class_id', 'c.media_key', 'c.crs_id', 'c.old_content_id'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.content_kind))).toEqual(
      new Set(['video', 'interactive', 'pdf', 'html', 'game', 'study_notes', 'practice_test']),
    );
    expect(new Set(rows.map((r) => r.group_category_id))).toEqual(new Set([1, 2, 3]));
    expect(new Set(rows.map((r) => r.class_id))).toEqual(new Set([1006, 1007, 1008, 1009, 1010, 1111]));
    expect(rows.filter((r) => r.media_key === DEMO_MEDIA.flash)).toHaveLength(1);
    expect(
      rows.filter((r) => r.media_key === null && r.content_kind !== 'practice_test' && r.group_category_id === 1),
    ).toHaveLength(1);
    expect(rows.some((r) => r.crs_id === 'CRS-10001')).toBe(true);
    expect(rows.some((r) => r.old_content_id === 'OLD-5001')).toBe(true);
  });

  it('is browsable: class 10 science has its NCERT chapters, e-book and group tabs; the school sees its custom racks', async () => {
    const token = await loginToken(t.app, 'student@demo.school', 'Demo@1234');
    const subjects = (await call(t.app, 'GET', '/api/syllabus-v2/childList?boardId=101&syllabusId=1010', { token }))
      .body.data.child_list;
    expect(subjects.map((s: { syllabus_name: string }) => s.syllabus_name)).toEqual([
      'Mathematics',
      'Science',
      'Social Science',
      'English',
      'Olympiad Mathematics',
      'Olympiad Science',
    ]);
    const science = subjects[1];
    expect(science.group_presentation).not.toBeNull();
    const chapters = (
      await call(t.app, 'GET', `/api/syllabus-v2/childList?syllabusId=${science.syllabus_id}`, { token })
    ).body.data.child_list;
    expect(chapters[0].syllabus_name).toBe('Chemical Reactions and Equations');
    expect(chapters.filter((c: { syllabus_type_id: number }) => c.syllabus_type_id === 48)).toHaveLength(1);
    const groups = (
      await call(
        t.app,
        'GET',
        `/api/syllabus-v2/groupListBySyllabusId/v2.1.1?syllabusId=${chapters[0].syllabus_id}&languageId=2`,
        { token },
      )
    ).body.data;
    expect(groups[0]).toMatchObject({ group_name: 'अवधारणा वीडियो', groupParentId: 3001 });
    const guest = (await call(t.app, 'GET', '/api/syllabus-v2/childList?syllabusId=1010')).body.data.child_list;
    expect(guest).toHaveLength(4);
    const boards = (await call(t.app, 'GET', '/api/syllabus-v2/boardList')).body.data;
    expect(boards.map((b: { syllabus_name: string }) => b.syllabus_name)).toEqual(['CBSE', 'JEE']);
  });

  it('generateCatalogue makes a tree and N mapped, tagged content items', async () => {
    const made = await generateCatalogue(t.db, {
      contentCount: 1_000,
      classCount: 2,
      subjectsPerClass: 2,
      chaptersPerSubject: 3,
      topicsPerChapter: 2,
    });
    expect(made.topicIds).toHaveLength(24);
    const count = await t.db
      .selectFrom('content_mappings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('board_id', '=', made.boardId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1_000);
    const token = await loginToken(t.app, 'student@demo.school', 'Demo@1234');
    const list = await call(
      t.app,
      'GET',
      `/api/syllabus-v2/contentBySyllabusId/v2.1.1?syllabusId=${made.chapterIds[0]}`,
      { token },
    );
    expect(list.body.data.content_list).toHaveLength(10);
  });
});
