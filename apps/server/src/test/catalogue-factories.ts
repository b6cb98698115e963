import type { Db } from '../db/database.js';
import { insertBatches, nodeRow } from '../seed/catalogue-generator.js';
import type { ContentKind } from '../db/schema.js';
import { call } from './test-app.js';
import type { FastifyInstance } from 'fastify';

// A small syllabus tree per test, made in the real database: board > class > subject > chapter >
// topics, with groups (and a Hindi variant), tagged content of several kinds, and an e-book.

let nextId = 600_000;
const id = () => ++nextId;

export async function makeBoard(db: Db, boardId: number, name: string): Promise<number> {
  await insertBatches(db, 'syllabus_nodes', [
    nodeRow({
      syllabus_id: boardId,
      parent_id: null,
      syllabus_name: name,
      syllabus_type_id: 3,
      rack_type_id: null,
      board_id: boardId,
    }),
  ]);
  return boardId;
}

export async function makeCatalogueTree(db: Db, options: { boardId?: number; groupPresentation?: number | null } = {}) {
  const boardId = options.boardId ?? (await makeBoard(db, id(), 'Test Board'));
  const classId = id();
  const subjectId = id();
  const chapterId = id();
  const topicIds = [id(), id()];
  const ebookId = id();
  const at = { board_id: boardId, class_id: classId };
  await insertBatches(db, 'syllabus_nodes', [
    nodeRow({
      ...at,
      syllabus_id: classId,
      parent_id: boardId,
      syllabus_name: 'Class 10',
      syllabus_type_id: 2,
      rack_type_id: 3,
      display_order: 10,
    }),
    nodeRow({
      ...at,
      syllabus_id: subjectId,
      parent_id: classId,
      syllabus_name: 'Science',
      syllabus_type_id: 4,
      rack_type_id: 4,
      display_order: 1,
      group_presentation: options.groupPresentation ?? null,
    }),
    nodeRow({
      ...at,
      syllabus_id: chapterId,
      parent_id: subjectId,
      syllabus_name: 'Chemical Reactions and Equations',
      syllabus_type_id: 5,
      rack_type_id: 5,
      display_order: 1,
    }),
    nodeRow({
      ...at,
      syllabus_id: topicIds[0]!,
      parent_id: chapterId,
      syllabus_name: 'Balancing Chemical Equations',
      syllabus_type_id: 6,
      rack_type_id: 6,
      display_order: 1,
    }),
    nodeRow({
      ...at,
      syllabus_id: topicIds[1]!,
      parent_id: chapterId,
      syllabus_name: 'Types of Chemical Reactions',
      syllabus_type_id: 6,
      rack_type_id: 6,
      display_order: 2,
    }),
    nodeRow({
      ...at,
      syllabus_id: ebookId,
      parent_id: subjectId,
      syllabus_name: 'Science Textbook',
      syllabus_type_id: 48,
      rack_type_id: null,
      display_order: 9,
      book_code: `BOOK-${ebookId}`,
    }),
  ]);

  const groups = { learn: id(), hindi: id(), premium: id(), practice: id(), test: id() };
  const group = (
    group_id: number,
    group_name: string,
    group_category_id: number,
    display_order: number,
    language_id = 1,
    group_parent_id: number | null = null,
  ) => ({
    group_id,
    group_name,
    group_category_id,
    display_order,
    language_id,
    group_parent_id,
    group_description: `${group_name} of the test`,
    group_thumbnail: null,
    group_icon: null,
  });
  await insertBatches(db, 'content_groups', [
    group(groups.learn, 'Concept Videos', 1, 1),
    group(groups.hindi, 'अवधारणा वीडियो', 1, 1, 2, groups.learn),
    group(groups.premium, 'High Weightage Content', 1, 2),
    group(groups.practice, 'Practice Activities', 2, 3),
    group(groups.test, 'Chapter Tests', 3, 4),
  ]);
  const tags = { easy: id(), hard: id(), important: id() };
  await insertBatches(db, 'tags', [
    { tag_value_id: tags.easy, tag_id: 1, tag_name: 'Difficulty', tag_value: 'Easy' },
    { tag_value_id: tags.hard, tag_id: 1, tag_name: 'Difficulty', tag_value: 'Hard' },
    { tag_value_id: tags.important, tag_id: 2, tag_name: 'Board Exam', tag_value: 'Important' },
  ]);

  /** Per topic: 12 concept videos, an activity, a test and a premium video; the first topic's videos are Easy. */
  const contents: { content_id: number; topicId: number; groupId: number; kind: ContentKind; title: string }[] = [];
  topicIds.forEach((topicId, t) => {
    const topic = t === 0 ? 'Balancing Chemical Equations' : 'Types of Chemical Reactions';
    for (let i = 1; i <= 12; i++)
      contents.push({
        content_id: id(),
        topicId,
        groupId: groups.learn,
        kind: 'video',
        title: `${topic} — Concept Video ${i}`,
      });
    contents.push({ content_id: id(), topicId, groupId: groups.practice, kind: 'html', title: `${topic} — Activity` });
    contents.push({
      content_id: id(),
      topicId,
      groupId: groups.test,
      kind: 'practice_test',
      title: `${topic} — Practice Test`,
    });
    contents.push({
      content_id: id(),
      topicId,
      groupId: groups.premium,
      kind: 'video',
      title: `${topic} — Board Exam Special`,
    });
  });
  const now = new Date().toISOString();
  await insertBatches(
    db,
    'contents',
    contents.map((c) => ({
      content_id: c.content_id,
      content_title: c.title,
      content_kind: c.kind,
      language_id: 1,
      version: 1,
      crs_id: null,
      old_content_id: null,
      media_key: c.kind === 'practice_test' ? null : `test/${c.content_id}`,
      thumbnail_key: `thumbs/${c.kind}.png`,
      transcoded_key: null,
      total_media_time_ms: c.kind === 'video' ? 3_723_000 : 0,
      content_size: null,
      template_id: null,
      service_name: null,
      is_online_only: 0,
      created_at: now,
      updated_at: now,
    })),
  );
  await insertBatches(
    db,
    'content_mappings',
    contents.map((c, i) => ({
      syllabus_mapping_id: id(),
      content_id: c.content_id,
      syllabus_id: c.topicId,
      group_id: c.groupId,
      board_id: boardId,
      class_id: classId,
      subject_id: subjectId,
      chapter_id: chapterId,
      display_order: i + 1,
      school_id: null,
    })),
  );
  const topicOne = contents.filter((c) => c.topicId === topicIds[0]);
  await insertBatches(db, 'content_tags', [
    ...topicOne.filter((c) => c.kind === 'video').map((c) => ({ content_id: c.content_id, tag_value_id: tags.easy })),
    { content_id: topicOne[0]!.content_id, tag_value_id: tags.important },
    ...contents
      .filter((c) => c.topicId === topicIds[1])
      .map((c) => ({ content_id: c.content_id, tag_value_id: tags.hard })),
  ]);
  return { boardId, classId, subjectId, chapterId, topicIds, ebookId, groups, tags, contents };
}

/** A custom subject of a school in a class, made of one global chapter and one custom rack of the school. */
export async function makeCustomSubject(
  db: Db,
  schoolId: number,
  tree: { boardId: number; classId: number; chapterId: number },
) {
  const rackId = id();
  const customSubjectId = id();
  await insertBatches(db, 'syllabus_nodes', [
    nodeRow({
      syllabus_id: rackId,
      parent_id: tree.classId,
      syllabus_name: `Olympiad Science ${rackId}`,
      syllabus_type_id: 4,
      rack_type_id: 4,
      board_id: tree.boardId,
      class_id: tree.classId,
      school_id: schoolId,
      is_custom_rack: 1,
      display_order: 50,
    }),
  ]);
  await db
    .insertInto('custom_subjects')
    .values({
      custom_subject_id: customSubjectId,
      school_id: schoolId,
      board_id: tree.boardId,
      class_id: tree.classId,
      custom_subject_name: 'Olympiad Preparation',
    })
    .execute();
  await insertBatches(db, 'custom_subject_racks', [
    { custom_subject_id: customSubjectId, syllabus_id: tree.chapterId },
    { custom_subject_id: customSubjectId, syllabus_id: rackId },
  ]);
  return { customSubjectId, rackId };
}

export async function loginToken(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await call(app, 'POST', '/api/cognito-login-service/auth/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.body.data.access_token as string;
}

export async function guestToken(app: FastifyInstance): Promise<string> {
  const res = await call(app, 'POST', '/api/cognito-login-service/auth/guestLogin', { body: {} });
  return res.body.data.access_token as string;
}
