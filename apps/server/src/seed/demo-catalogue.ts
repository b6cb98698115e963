import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ContentMappingsTable, ContentsTable, SyllabusNodesTable } from '../db/schema.js';
import {
  CONTENT_KINDS,
  contentRow,
  nodeRow,
  ensureGroupsAndTags,
  groupForKind,
  insertBatches,
  tagsFor,
  type SeededKind,
} from './catalogue-generator.js';
import {
  CBSE_SUBJECTS,
  defaultTopics,
  HINDI_CONCEPT_VIDEOS,
  HINDI_MATHEMATICS_CHAPTERS,
  HINDI_STUDY_NOTES,
  JEE_SUBJECTS,
  type SubjectSpec,
} from './demo-catalogue-data.js';
import { DEMO_MEDIA } from './demo-media-keys.js';
import { topicMediaKey, topicMediaKind, type TopicMediaFile } from './demo-topic-media.js';
import type { DemoTopic } from './demo-topic-notes.js';

export { generateCatalogue, type GenerateOptions, type GeneratedCatalogue } from './catalogue-generator.js';

const CBSE = 101;
const JEE = 596;
const JEE_CLASS_11 = 1111;
const DEMO_SCHOOL = 501;

interface Topic {
  id: number;
  name: string;
  boardId: number;
  classId: number;
  subjectId: number;
  chapterId: number;
}

/** The rows of the demo catalogue, and the topic files its text content points at. */
export interface DemoCataloguePlan {
  nodes: Insertable<SyllabusNodesTable>[];
  contents: Insertable<ContentsTable>[];
  mappings: Insertable<ContentMappingsTable>[];
  tags: { content_id: number; tag_value_id: number }[];
  topicMedia: TopicMediaFile[];
}

/**
 * The demo catalogue, as data (pure: the seed inserts it, the demo media makes its topic files):
 * CBSE subjects, NCERT chapters and topics for classes 6-10, one e-book per class 10 subject, a
 * JEE board with class 11, two custom racks of Sunrise Public School, and about a thousand content
 * items of every kind and category, each titled after its topic, with a body about that topic.
 * Ids: subjects 10001+, chapters 20001+, topics 30001+, e-books 40001+, custom racks 45001+,
 * content 100001+, mappings 500001+.
 */
export function planDemoCatalogue(now: number): DemoCataloguePlan {
  const createdAt = new Date(now).toISOString();
  const ids = { subject: 10_001, chapter: 20_001, topic: 30_001, ebook: 40_001, content: 100_001, mapping: 500_001 };
  const nodes: Insertable<SyllabusNodesTable>[] = [
    {
      syllabus_id: JEE,
      parent_id: null,
      syllabus_name: 'JEE',
      syllabus_type_id: 3,
      rack_type_id: null,
      display_order: 2,
      board_id: JEE,
    },
    {
      syllabus_id: JEE_CLASS_11,
      parent_id: JEE,
      syllabus_name: 'Class 11',
      syllabus_type_id: 2,
      rack_type_id: 3,
      display_order: 11,
      board_id: JEE,
      class_id: JEE_CLASS_11,
    },
  ];
  const topics: (Topic & { demo: DemoTopic })[] = [];
  const chapters: Omit<Topic, 'chapterId'>[] = [];

  const addSubjects = (boardId: number, classId: number, grade: number, subjects: readonly SubjectSpec[]) => {
    subjects.forEach((spec, s) => {
      const subjectId = ids.subject++;
      const base = { board_id: boardId, class_id: classId };
      nodes.push({
        ...base,
        syllabus_id: subjectId,
        parent_id: classId,
        syllabus_name: spec.name,
        syllabus_type_id: 4,
        rack_type_id: 4,
        display_order: s + 1,
        group_presentation: spec.groupPresentation ?? null,
      });
      if (spec.bookCode) {
        nodes.push({
          ...base,
          syllabus_id: ids.ebook++,
          parent_id: subjectId,
          syllabus_name: `${spec.name} — Class ${grade} Textbook`,
          syllabus_type_id: 48,
          rack_type_id: null,
          display_order: 100,
          book_code: spec.bookCode,
        });
      }
      const chapterNames = spec.chapters.map((chapter) => (typeof chapter === 'string' ? chapter : chapter[0]));
      spec.chapters.forEach((chapter, c) => {
        const [name, topicNames] = typeof chapter === 'string' ? [chapter, defaultTopics(chapter)] : chapter;
        const otherChapters = chapterNames.filter((other) => other !== name);
        const chapterId = ids.chapter++;
        nodes.push({
          ...base,
          syllabus_id: chapterId,
          parent_id: subjectId,
          syllabus_name: name,
          syllabus_type_id: 5,
          rack_type_id: 5,
          display_order: c + 1,
        });
        chapters.push({ id: chapterId, name, boardId, classId, subjectId });
        topicNames.forEach((topic, t) => {
          const id = ids.topic++;
          nodes.push({
            ...base,
            syllabus_id: id,
            parent_id: chapterId,
            syllabus_name: topic,
            syllabus_type_id: 6,
            rack_type_id: 6,
            display_order: t + 1,
          });
          const demo = { id, name: topic, chapter: name, subject: spec.name, grade, otherChapters };
          topics.push({ id, name: topic, boardId, classId, subjectId, chapterId, demo });
        });
      });
    });
  };
  for (const grade of [6, 7, 8, 9, 10]) addSubjects(CBSE, 1000 + grade, grade, CBSE_SUBJECTS[grade]!);
  addSubjects(JEE, JEE_CLASS_11, 11, JEE_SUBJECTS);
  // Sunrise Public School's own racks in class 10: visible only to that school's people.
  const customRacks = [45_001, 45_002];
  nodes.push(
    ...['Olympiad Mathematics', 'Olympiad Science'].map((name, i) => ({
      syllabus_id: customRacks[i]!,
      parent_id: 1010,
      syllabus_name: name,
      syllabus_type_id: 4,
      rack_type_id: 4,
      display_order: 50 + i,
      board_id: CBSE,
      class_id: 1010,
      school_id: DEMO_SCHOOL,
      is_custom_rack: 1,
    })),
  );
  const contents: Insertable<ContentsTable>[] = [];
  const mappings: Insertable<ContentMappingsTable>[] = [];
  const tags: { content_id: number; tag_value_id: number }[] = [];
  let n = 0;
  const add = (
    place: Omit<Topic, 'name'> & { syllabusId: number },
    title: string,
    kind: SeededKind,
    order: number,
    override: Partial<Insertable<ContentsTable>> = {},
    groupId?: number,
  ) => {
    const id = ids.content++;
    const row = { ...contentRow(id, kind, { id: place.syllabusId, name: title }, n, createdAt), ...override };
    // Some items are known by a CRS id or an old id (the content calls look them up by those).
    if (n % 10 === 0) row.crs_id = `CRS-${10_001 + n / 10}`;
    if (n % 7 === 3) row.old_content_id = `OLD-${5_001 + Math.floor(n / 7)}`;
    contents.push(row);
    mappings.push({
      syllabus_mapping_id: ids.mapping++,
      content_id: id,
      syllabus_id: place.syllabusId,
      group_id: groupId ?? groupForKind(kind, n),
      board_id: place.boardId,
      class_id: place.classId,
      subject_id: place.subjectId,
      chapter_id: place.chapterId,
      display_order: order,
      // Every demo item lies in the platform's tree; a school's rack would name its school here.
      school_id: null,
    });
    tags.push(...tagsFor(id, n));
    n++;
  };
  for (const topic of topics) {
    // Class 10 is the richest: three items per topic; other classes one each. Kinds rotate, so every class has every kind.
    const perTopic = topic.classId === 1010 ? 3 : 1;
    for (let i = 0; i < perTopic; i++)
      add({ ...topic, syllabusId: topic.id }, topic.name, CONTENT_KINDS[n % CONTENT_KINDS.length]!, i + 1);
  }
  for (const chapter of chapters.filter((c) => c.classId === 1010)) {
    add(
      { ...chapter, chapterId: chapter.id, syllabusId: chapter.id },
      `${chapter.name}: Chapter Summary`,
      'video',
      1,
      {},
      3005,
    );
  }
  const firstTopic = (name: string) => topics.find((t) => t.name === name)!;
  const balancing = firstTopic('Balancing Chemical Equations');
  // Hindi concept videos for the first science chapter, in the Hindi variant group.
  for (const name of ['Chemical Equations', 'Balancing Chemical Equations', 'Types of Chemical Reactions']) {
    add(
      { ...firstTopic(name), syllabusId: firstTopic(name).id },
      `${name} (हिंदी)`,
      'video',
      10,
      { language_id: 2 },
      3010,
    );
  }
  // The player's Flash alert (spec 002 §8) and its "No data found.." alert (no media at all).
  add(
    { ...balancing, syllabusId: balancing.id },
    'Balancing Chemical Equations — Animation',
    'interactive',
    11,
    { content_title: 'Balancing Chemical Equations — Flash Animation', media_key: DEMO_MEDIA.flash },
    3002,
  );
  const fta = firstTopic('Fundamental Theorem of Arithmetic');
  add(
    { ...fta, syllabusId: fta.id },
    'Fundamental Theorem of Arithmetic',
    'study_notes',
    12,
    { content_title: 'Fundamental Theorem of Arithmetic — Summary Notes', media_key: null },
    3003,
  );
  // The Hindi-medium section's class 10 mathematics: a concept video and notes per chapter, titled in
  // Hindi, in the Hindi variants of their groups. Last, so every item before keeps its id.
  for (const chapter of chapters.filter((c) => c.classId === 1010 && HINDI_MATHEMATICS_CHAPTERS[c.name])) {
    const [first, second] = topics.filter((t) => t.chapterId === chapter.id);
    const hindi = HINDI_MATHEMATICS_CHAPTERS[chapter.name]!;
    const hindiItem = (topic: Topic | undefined, title: string, kind: SeededKind, groupId: number) => {
      if (topic)
        add({ ...topic, syllabusId: topic.id }, title, kind, 20, { content_title: title, language_id: 2 }, groupId);
    };
    hindiItem(first, `${hindi} — अवधारणा वीडियो`, 'video', HINDI_CONCEPT_VIDEOS.group_id);
    hindiItem(second ?? first, `${hindi} — अध्ययन नोट्स`, 'study_notes', HINDI_STUDY_NOTES.group_id);
  }

  return { nodes: nodes.map(nodeRow), contents, mappings, tags, topicMedia: topicMediaOf(topics, contents, mappings) };
}

/**
 * The topic files the text content points at, made once per key. A lesson's "watch" activity
 * opens a video of the same chapter (the chapter summary in class 10).
 */
function topicMediaOf(
  topics: readonly (Topic & { demo: DemoTopic })[],
  contents: readonly Insertable<ContentsTable>[],
  mappings: readonly Insertable<ContentMappingsTable>[],
): TopicMediaFile[] {
  const byTopic = new Map(topics.map((t) => [t.id, t]));
  const chapterOf = new Map(mappings.map((m) => [m.content_id, m.chapter_id ?? null]));
  const videoOfChapter = new Map<number, number>();
  for (const c of contents) {
    const chapter = chapterOf.get(c.content_id);
    if (c.content_kind === 'video' && c.language_id === 1 && chapter && !videoOfChapter.has(chapter)) {
      videoOfChapter.set(chapter, c.content_id);
    }
  }
  const contentById = new Map(contents.map((c) => [c.content_id, c]));
  const files = new Map<string, TopicMediaFile>();
  for (const m of mappings) {
    const content = contentById.get(m.content_id)!;
    const kind = topicMediaKind(content.content_kind);
    const topic = byTopic.get(m.syllabus_id);
    if (!kind || !topic || content.media_key !== topicMediaKey(topic.id, kind) || files.has(content.media_key)) {
      continue;
    }
    files.set(content.media_key, {
      key: content.media_key,
      kind,
      topic: topic.demo,
      contentId: content.content_id,
      videoContentId: videoOfChapter.get(topic.chapterId) ?? null,
    });
  }
  return [...files.values()];
}

/**
 * Inserts the demo catalogue (called inside the demo seed transaction, after board 101 and its
 * classes 1006-1010), with the groups and tags, and Sunrise Public School's custom subject.
 */
export async function seedDemoCatalogue(db: Db, now: number): Promise<void> {
  const plan = planDemoCatalogue(now);
  await insertBatches(db, 'syllabus_nodes', plan.nodes);
  await ensureGroupsAndTags(db);
  await insertBatches(db, 'contents', plan.contents);
  await insertBatches(db, 'content_mappings', plan.mappings);
  await insertBatches(db, 'content_tags', plan.tags, 800);

  const customRacks = [45_001, 45_002];
  await db
    .insertInto('custom_subjects')
    .values({
      custom_subject_id: 1,
      school_id: DEMO_SCHOOL,
      board_id: CBSE,
      class_id: 1010,
      custom_subject_name: 'Olympiad Preparation',
    })
    .execute();
  const realNumbers = plan.nodes.find((n) => n.class_id === 1010 && n.syllabus_name === 'Real Numbers')!;
  await insertBatches(
    db,
    'custom_subject_racks',
    [...customRacks, realNumbers.syllabus_id].map((syllabus_id) => ({ custom_subject_id: 1, syllabus_id })),
  );
}
