import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ContentKind, ContentMappingsTable, ContentsTable, Database, SyllabusNodesTable } from '../db/schema.js';
import { DEMO_GROUPS, DEMO_TAGS, HINDI_CONCEPT_VIDEOS, HINDI_STUDY_NOTES } from './demo-catalogue-data.js';
import { DEMO_MEDIA } from './demo-media-keys.js';
import { topicMediaKey, topicMediaKind } from './demo-topic-media.js';

// Building blocks of the demo catalogue, and a generator of large catalogues for the benchmark.

/** The kinds the demo seeds; packages (h5p, scorm) come only from an upload. */
export type SeededKind = Exclude<ContentKind, 'h5p' | 'scorm'>;

export const CONTENT_KINDS: readonly SeededKind[] = [
  'video',
  'interactive',
  'study_notes',
  'pdf',
  'html',
  'game',
  'practice_test',
];

const KIND_LABELS: Record<SeededKind, string> = {
  video: 'Concept Video',
  interactive: 'Interactive Lesson',
  study_notes: 'Study Notes',
  pdf: 'Notes (PDF)',
  html: 'Activity',
  game: 'Game',
  practice_test: 'Practice Test',
};

/** The group of a kind; every few items go to a premium group so those tabs have content. */
export function groupForKind(kind: SeededKind, n: number): number {
  switch (kind) {
    case 'video':
      return n % 4 === 3 ? 3005 : 3001;
    case 'interactive':
      return 3002;
    case 'study_notes':
      return n % 3 === 2 ? 3006 : 3003;
    case 'pdf':
      return 3004;
    case 'html':
      return 3007;
    case 'game':
      return 3008;
    case 'practice_test':
      return 3009;
  }
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/**
 * A content row of a kind titled after its topic. Videos share the demo videos; the text kinds
 * use their topic's own file (demo-topic-media.ts), so the body is about what the title says;
 * practice tests have no media.
 */
export function contentRow(
  id: number,
  kind: SeededKind,
  topic: { id: number; name: string },
  n: number,
  createdAt: string,
): Insertable<ContentsTable> {
  const video = kind === 'video' ? pick(DEMO_MEDIA.videos, n) : null;
  const textKind = topicMediaKind(kind);
  const mediaKey = video ? video.key : textKind ? topicMediaKey(topic.id, textKind) : null;
  return {
    content_id: id,
    content_title: `${topic.name} — ${KIND_LABELS[kind]}`,
    content_kind: kind,
    language_id: 1,
    version: 1,
    crs_id: null,
    old_content_id: null,
    media_key: mediaKey,
    thumbnail_key: DEMO_MEDIA.thumbnails[kind],
    transcoded_key: null,
    total_media_time_ms: video?.durationMs ?? 0,
    content_size: null,
    template_id: kind === 'interactive' ? 1 : null,
    service_name: null,
    is_online_only: kind === 'game' ? 1 : 0,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** Difficulty by turn, and every fourth item marked important for board exams. */
export function tagsFor(contentId: number, n: number): { content_id: number; tag_value_id: number }[] {
  const tags = [{ content_id: contentId, tag_value_id: 901 + (n % 3) }];
  if (n % 4 === 0) tags.push({ content_id: contentId, tag_value_id: 904 });
  return tags;
}

/**
 * A node row with every column set: a multi-row insert on SQLite writes NULL (not the default) for
 * a column that some rows leave out.
 */
export function nodeRow(node: Insertable<SyllabusNodesTable>): Insertable<SyllabusNodesTable> {
  return {
    parent_id: null,
    rack_type_id: null,
    display_order: 0,
    version: 1,
    board_id: null,
    class_id: null,
    tag_value_id: null,
    school_id: null,
    is_custom_rack: 0,
    group_presentation: null,
    book_code: null,
    ...node,
  };
}

/** Inserts rows a few hundred at a time: well within both engines' parameter limits, and fast. */
export async function insertBatches<T extends keyof Database>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  size = 400,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** The demo groups, their Hindi variants and the demo tags, when not there yet. */
export async function ensureGroupsAndTags(db: Db): Promise<void> {
  const groups = new Set((await db.selectFrom('content_groups').select('group_id').execute()).map((g) => g.group_id));
  const missingGroups = [
    ...DEMO_GROUPS.map((g) => ({ ...g, language_id: 1, group_parent_id: null })),
    HINDI_CONCEPT_VIDEOS,
    HINDI_STUDY_NOTES,
  ]
    .filter((g) => !groups.has(g.group_id))
    .map((g) => ({ ...g, group_thumbnail: null, group_icon: null }));
  await insertBatches(db, 'content_groups', missingGroups);
  const tags = new Set((await db.selectFrom('tags').select('tag_value_id').execute()).map((t) => t.tag_value_id));
  await insertBatches(
    db,
    'tags',
    DEMO_TAGS.filter((t) => !tags.has(t.tag_value_id)),
  );
}

export interface GenerateOptions {
  contentCount: number;
  boardId?: number;
  classCount?: number;
  subjectsPerClass?: number;
  chaptersPerSubject?: number;
  topicsPerChapter?: number;
  /** First id of the generated nodes, content and mappings; choose ranges that do not meet existing data. */
  firstNodeId?: number;
  firstContentId?: number;
  firstMappingId?: number;
  now?: number;
}

export interface GeneratedCatalogue {
  boardId: number;
  classIds: number[];
  subjectIds: number[];
  chapterIds: number[];
  topicIds: number[];
  contentCount: number;
}

/**
 * A synthetic board with classes, subjects, chapters and topics, and `contentCount` content items
 * spread evenly over the topics, each mapped once (with board, class, subject and chapter), tagged
 * and in the demo groups. 100,000 items take a few seconds on SQLite. Runs in one transaction
 * unless the caller already holds one.
 */
export async function generateCatalogue(db: Db, options: GenerateOptions): Promise<GeneratedCatalogue> {
  const run = <T>(fn: (trx: Db) => Promise<T>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  return run(async (trx) => {
    const boardId = options.boardId ?? 800_001;
    const createdAt = new Date(options.now ?? Date.now()).toISOString();
    let nodeId = options.firstNodeId ?? 810_001;
    const nodes: Insertable<SyllabusNodesTable>[] = [
      {
        syllabus_id: boardId,
        parent_id: null,
        syllabus_name: `Bench Board ${boardId}`,
        syllabus_type_id: 3,
        rack_type_id: null,
        display_order: 1,
        board_id: boardId,
        class_id: null,
      },
    ];
    const out: GeneratedCatalogue = {
      boardId,
      classIds: [],
      subjectIds: [],
      chapterIds: [],
      topicIds: [],
      contentCount: options.contentCount,
    };
    const topics: { id: number; name: string; classId: number; subjectId: number; chapterId: number }[] = [];
    const node = (parent: number, name: string, type: number, rack: number, order: number, classId: number | null) => {
      const id = nodeId++;
      nodes.push({
        syllabus_id: id,
        parent_id: parent,
        syllabus_name: name,
        syllabus_type_id: type,
        rack_type_id: rack,
        display_order: order,
        board_id: boardId,
        class_id: classId ?? id,
      });
      return id;
    };
    for (let c = 1; c <= (options.classCount ?? 5); c++) {
      const classId = node(boardId, `Class ${c}`, 2, 3, c, null);
      out.classIds.push(classId);
      for (let s = 1; s <= (options.subjectsPerClass ?? 4); s++) {
        const subjectId = node(classId, `Subject ${c}.${s}`, 4, 4, s, classId);
        out.subjectIds.push(subjectId);
        for (let h = 1; h <= (options.chaptersPerSubject ?? 10); h++) {
          const chapterId = node(subjectId, `Chapter ${c}.${s}.${h}`, 5, 5, h, classId);
          out.chapterIds.push(chapterId);
          for (let t = 1; t <= (options.topicsPerChapter ?? 5); t++) {
            const name = `Topic ${c}.${s}.${h}.${t}`;
            const id = node(chapterId, name, 6, 6, t, classId);
            out.topicIds.push(id);
            topics.push({ id, name, classId, subjectId, chapterId });
          }
        }
      }
    }
    await insertBatches(trx, 'syllabus_nodes', nodes.map(nodeRow));
    await ensureGroupsAndTags(trx);

    const firstContent = options.firstContentId ?? 2_000_001;
    const firstMapping = options.firstMappingId ?? 3_000_001;
    const batch = 2_000;
    for (let start = 0; start < options.contentCount; start += batch) {
      const contents: Insertable<ContentsTable>[] = [];
      const mappings: Insertable<ContentMappingsTable>[] = [];
      const tags: { content_id: number; tag_value_id: number }[] = [];
      for (let n = start; n < Math.min(start + batch, options.contentCount); n++) {
        const topic = topics[n % topics.length]!;
        const kind = CONTENT_KINDS[n % CONTENT_KINDS.length]!;
        const id = firstContent + n;
        const title = `${topic.name} #${Math.floor(n / topics.length) + 1}`;
        contents.push(contentRow(id, kind, { id: topic.id, name: title }, n, createdAt));
        mappings.push({
          syllabus_mapping_id: firstMapping + n,
          content_id: id,
          syllabus_id: topic.id,
          group_id: groupForKind(kind, n),
          board_id: boardId,
          class_id: topic.classId,
          subject_id: topic.subjectId,
          chapter_id: topic.chapterId,
          display_order: Math.floor(n / topics.length) + 1,
          // The generated tree is the platform's: no school's rack.
          school_id: null,
        });
        tags.push(...tagsFor(id, n));
      }
      await insertBatches(trx, 'contents', contents);
      await insertBatches(trx, 'content_mappings', mappings, 800);
      await insertBatches(trx, 'content_tags', tags, 1000);
    }
    return out;
  });
}
