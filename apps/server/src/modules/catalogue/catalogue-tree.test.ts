import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestToken, loginToken, makeBoard, makeCatalogueTree } from '../../test/catalogue-factories.js';
import { makeSchool, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { createSyllabusVersionService } from './syllabus-version.service.js';

let t: TestApp;
let tree: Awaited<ReturnType<typeof makeCatalogueTree>>;
let student: string;
let teacher: string;
let guest: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const [boardId, name] of [
    [197, 'Gulf Board'],
    [596, 'JEE'],
    [606, 'NEET'],
    [428, 'CAPS'],
  ] as const) {
    await makeBoard(t.db, boardId, name);
  }
  tree = await makeCatalogueTree(t.db, { groupPresentation: 1 });
  const school = await makeSchool(t.db);
  const s = await makeUser(t.db, { schoolId: school.school_id });
  const te = await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: school.school_id });
  student = await loginToken(t.app, s.email!, TEST_PASSWORD);
  teacher = await loginToken(t.app, te.email!, TEST_PASSWORD);
  guest = await guestToken(t.app);
});
afterAll(() => t.close());

const boardIds = (body: { data: { syllabus_id: number }[] }) => body.data.map((b) => b.syllabus_id);

describe('boardList', () => {
  it('answers guests (no token and guest token) with the boards of India', async () => {
    for (const token of [undefined, guest]) {
      const res = await call(t.app, 'GET', '/api/syllabus-v2/boardList?boardStage=1&sapVisibility=1&otherBoard=0', {
        token,
      });
      expect(res.status).toBe(200);
      expect(boardIds(res.body)).toEqual(expect.arrayContaining([596, 606, tree.boardId]));
      expect(boardIds(res.body)).not.toContain(197);
      expect(res.body.data[0]).toMatchObject({ syllabus_type_id: 3, has_child: expect.any(Boolean), version: 1 });
    }
  });

  it('filters by the signed-in user country, and hides entrance-test boards from teachers whatever userType says', async () => {
    const uae = await makeUser(t.db, {});
    await t.db.updateTable('users').set({ country_iso: 'AE' }).where('uuid', '=', uae.uuid).execute();
    const uaeToken = await loginToken(t.app, uae.email!, TEST_PASSWORD);
    const forUae = boardIds((await call(t.app, 'GET', '/api/syllabus-v2/boardList', { token: uaeToken })).body);
    expect(forUae).toContain(197);
    expect(forUae).not.toContain(596);
    expect(forUae).not.toContain(428);

    const forTeacher = boardIds(
      (await call(t.app, 'GET', '/api/syllabus-v2/boardList?userType=student', { token: teacher })).body,
    );
    expect(forTeacher).not.toContain(596);
    expect(forTeacher).not.toContain(606);
    expect(forTeacher).toContain(tree.boardId);
    // A student claiming to be a teacher still gets the student view.
    const forStudent = boardIds(
      (await call(t.app, 'GET', '/api/syllabus-v2/boardList?userType=teacher', { token: student })).body,
    );
    expect(forStudent).toContain(596);
  });
});

describe('childList and its variants', () => {
  it('lists the classes of a board and the children of a node, for guests too', async () => {
    for (const path of ['childList', 'childList/v2.0.1', 'guestChildList']) {
      for (const token of [undefined, guest, student]) {
        const res = await call(
          t.app,
          'GET',
          `/api/syllabus-v2/${path}?boardId=${tree.boardId}&syllabusId=${tree.subjectId}`,
          { token },
        );
        expect(res.status, path).toBe(200);
        expect(res.body.data.parent).toMatchObject({
          syllabus_id: tree.subjectId,
          syllabus_name: 'Science',
          group_presentation: 1,
        });
        expect(res.body.data.child_list.map((c: { syllabus_id: number }) => c.syllabus_id)).toEqual([
          tree.chapterId,
          tree.ebookId,
        ]);
        expect(res.body.data.child_list[0]).toMatchObject({
          syllabus_name: 'Chemical Reactions and Equations',
          name: 'Chemical Reactions and Equations',
          syllabus_type_id: 5,
          rack_type_id: 5,
          order: 1,
          has_child: true,
          child_count: 2,
          version: 1,
          tag_value_id: null,
        });
      }
    }
    const classes = await call(t.app, 'GET', `/api/syllabus-v2/childList?boardId=${tree.boardId}`);
    expect(classes.body.data.child_list.map((c: { syllabus_id: number }) => c.syllabus_id)).toEqual([tree.classId]);
  });

  it('answers an empty list without ids, 400 naming the field for a malformed id, 404 for an unknown node', async () => {
    const empty = await call(t.app, 'GET', '/api/syllabus-v2/childList');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ version: 1, parent: null, child_list: [] });
    const bad = await call(t.app, 'GET', '/api/syllabus-v2/childList?boardId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('boardId');
    expect((await call(t.app, 'GET', '/api/syllabus-v2/childList?syllabusId=999999999')).status).toBe(404);
  });

  it('sends an ETag from the version, 304 on If-None-Match, and a new ETag after a version bump', async () => {
    const url = `/api/syllabus-v2/childList?syllabusId=${tree.subjectId}`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"v1-/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await createSyllabusVersionService({ db: t.db, clock: Date.now }).bump([
      { board_id: tree.boardId, class_id: tree.classId },
    ]);
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.headers.etag).toMatch(/^W\/"v2-/);
    expect(after.json().data.parent.version).toBe(2);
    expect(after.json().data.child_list[0].version).toBe(2);
    const classDetail = await call(
      t.app,
      'GET',
      `/api/arjuna/classDetail?boardId=${tree.boardId}&classId=${tree.classId}`,
      { token: student },
    );
    expect(classDetail.body.data.version).toBe(2);
    const held = await t.app.inject({
      method: 'GET',
      url: `/api/arjuna/classDetail?boardId=${tree.boardId}&classId=${tree.classId}`,
      headers: { authorization: `Bearer ${student}`, 'if-none-match': classDetail.headers.etag as string },
    });
    expect(held.statusCode).toBe(304);
  });
});

describe('parents, children and racks (spec 002 §7.1, spec 000 §7)', () => {
  it('syllabusParentDetail and /syllabus/getParent answer the ancestors for guests', async () => {
    const detail = await call(
      t.app,
      'GET',
      `/api/syllabus-v2/syllabusParentDetail?syllabusId=${tree.topicIds[0]}&detailFlag=1`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.syllabus).toMatchObject({
      syllabus_id: tree.topicIds[0],
      syllabus_name: 'Balancing Chemical Equations',
      child_list: [],
    });
    expect(detail.body.data.parent_list.map((n: { syllabus_id: number }) => n.syllabus_id)).toEqual([
      tree.boardId,
      tree.classId,
      tree.subjectId,
      tree.chapterId,
    ]);

    const chain = await call(
      t.app,
      'GET',
      `/api/syllabus/getParent?boardId=${tree.boardId}&containerId=${tree.chapterId}`,
      { token: guest },
    );
    expect(chain.body.data.map((c: { container_id: number }) => c.container_id)).toEqual([
      tree.boardId,
      tree.classId,
      tree.subjectId,
    ]);
    expect(chain.body.data[2]).toMatchObject({
      container_id: tree.subjectId,
      rack_id: tree.subjectId,
      name: 'Science',
      order: 1,
      rack_type_id: 4,
      is_custom_rack: 0,
    });
    const parent = await call(t.app, 'GET', `/api/syllabus/getParent?containerId=${tree.chapterId}&resultType=parent`);
    expect(parent.body.data.map((c: { container_id: number }) => c.container_id)).toEqual([tree.subjectId]);
  });

  it('/syllabus/getChild lists classes of a board and subjects of a class; getRackDetail needs a user', async () => {
    const classes = await call(t.app, 'GET', `/api/syllabus/getChild?boardId=${tree.boardId}`);
    expect(classes.body.data).toEqual([
      expect.objectContaining({ container_id: tree.classId, name: 'Class 10', rack_type_id: 3 }),
    ]);
    const subjects = await call(
      t.app,
      'GET',
      `/api/syllabus/getChild?boardId=${tree.boardId}&containerId=${tree.classId}`,
      { token: guest },
    );
    expect(subjects.body.data).toEqual([
      expect.objectContaining({
        container_id: tree.subjectId,
        name: 'Science',
        rack_type_id: 4,
        group_presentation: 1,
      }),
    ]);

    const racks = `/api/syllabus/v2/getRackDetail?boardId=${tree.boardId}&rackIds=${tree.topicIds[1]},${tree.chapterId}`;
    expect((await call(t.app, 'GET', racks)).status).toBe(401);
    expect((await call(t.app, 'GET', racks, { token: guest })).status).toBe(401);
    const res = await call(t.app, 'GET', racks, { token: student });
    expect(res.body.data.map((r: { rack_id: number }) => r.rack_id)).toEqual([tree.topicIds[1], tree.chapterId]);
    expect((await call(t.app, 'GET', '/api/syllabus/v2/getRackDetail?rackIds=', { token: student })).body.data).toEqual(
      [],
    );
    const bad = await call(t.app, 'GET', '/api/syllabus/v2/getRackDetail?rackIds=1,x', { token: student });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('rackIds');
  });

  it('syllabusDetailById, syllabusInfo and boardDetail answer nodes for a signed-in user', async () => {
    const detail = await call(t.app, 'GET', `/api/syllabus-v2/syllabusDetailById?syllabusId=${tree.chapterId}`, {
      token: student,
    });
    expect(detail.body.data).toMatchObject({ syllabus_id: tree.chapterId, child_count: 2 });
    expect(detail.body.data.child_list).toHaveLength(2);
    expect((await call(t.app, 'GET', '/api/syllabus-v2/syllabusDetailById', { token: student })).body.data).toBeNull();

    const info = await call(t.app, 'POST', '/api/syllabus-v2/syllabusInfo', {
      token: student,
      body: { syllabus_list: [tree.topicIds[1], tree.subjectId, 424242] },
    });
    expect(info.body.data.map((n: { syllabus_name: string }) => n.syllabus_name)).toEqual([
      'Types of Chemical Reactions',
      'Science',
    ]);
    expect(
      (await call(t.app, 'POST', '/api/syllabus-v2/syllabusInfo', { token: student, body: { syllabus_list: [] } })).body
        .data,
    ).toEqual([]);

    const board = await call(
      t.app,
      'GET',
      `/api/syllabus-v2/boardDetail?boardId=${tree.boardId}&classId=${tree.classId}`,
      { token: student },
    );
    expect(board.body.data).toMatchObject({
      board: { syllabus_id: tree.boardId, syllabus_type_id: 3 },
      class_node: { syllabus_id: tree.classId, syllabus_name: 'Class 10' },
      subject_list: [expect.objectContaining({ syllabus_id: tree.subjectId })],
    });
  });
});

describe('classDetail and syllabusData', () => {
  it('aggregatorMode 1 answers the class by level; aggregatorMode 2 adds every group and content item', async () => {
    const url = `/api/arjuna/classDetail?boardId=${tree.boardId}&classId=${tree.classId}`;
    const online = (await call(t.app, 'GET', url, { token: student })).body.data;
    expect(online.class_node.syllabus_id).toBe(tree.classId);
    expect(online.subjects.map((n: { syllabus_id: number }) => n.syllabus_id)).toEqual([tree.subjectId]);
    expect(online.chapters.map((n: { syllabus_id: number }) => n.syllabus_id)).toEqual([tree.chapterId]);
    expect(online.topics.map((n: { syllabus_id: number }) => n.syllabus_id)).toEqual(tree.topicIds);
    expect(online.e_books.map((n: { book_code: string }) => n.book_code)).toEqual([`BOOK-${tree.ebookId}`]);
    expect(online.contents).toBeUndefined();

    const offline = (await call(t.app, 'GET', `${url}&aggregatorMode=2`, { token: student })).body.data;
    expect(offline.aggregator_mode).toBe(2);
    expect(offline.contents).toHaveLength(tree.contents.length);
    expect(offline.contents[0]).toMatchObject({ total_media_time: '01:02:03', tag_data: expect.any(Array) });
    expect(offline.contents[0]).not.toHaveProperty('content_url');
    expect(offline.groups.map((g: { group_name: string }) => g.group_name)).toEqual([
      'Concept Videos',
      'High Weightage Content',
      'Practice Activities',
      'Chapter Tests',
    ]);
    expect((await call(t.app, 'GET', '/api/arjuna/classDetail', { token: student })).body.data.subjects).toEqual([]);
    expect((await call(t.app, 'GET', url)).status).toBe(401);
  });

  it('syllabusData answers a chapter with its topics and its group tabs', async () => {
    const res = await call(
      t.app,
      'GET',
      `/api/arjuna/syllabusData/v2.1.2?boardId=${tree.boardId}&classId=${tree.classId}&syllabusId=${tree.chapterId}&aggregatorMode=1&userType=student`,
      { token: student },
    );
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.body.data.syllabus.syllabus_id).toBe(tree.chapterId);
    expect(res.body.data.child_list).toHaveLength(2);
    expect(res.body.data.group_list.map((g: { content_count: number }) => g.content_count)).toEqual([24, 2, 2, 2]);
  });
});
