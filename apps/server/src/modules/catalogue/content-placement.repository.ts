import type { Db } from '../../db/database.js';
import type { ContentKind } from '../../db/schema.js';

/** A chapter or topic with what a mapping needs of it, and the school of its rack (null: the platform's). */
export interface PlacementNode {
  syllabus_id: number;
  rack_type_id: number | null;
  board_id: number;
  class_id: number;
  subject_id: number | null;
  chapter_id: number | null;
  school_id: number | null;
  /** A chapter or a topic: the only places content is added to. */
  is_place: boolean;
}

export interface NewPlacedContent {
  title: string;
  kind: ContentKind;
  languageId: number;
  mediaKey: string;
  sizeBytes: number;
  ownerSchoolId: number | null;
  groupId: number;
  node: PlacementNode;
  now: string;
}

const CHAPTER = 5;
const TOPIC = 6;

/** New content items placed under a chapter or topic: the content row, its mapping, the syllabus version. */
export function createContentPlacementRepository(db: Db) {
  async function nodeChain(syllabusId: number) {
    const chain: {
      syllabus_id: number;
      parent_id: number | null;
      rack_type_id: number | null;
      school_id: number | null;
      board_id: number | null;
      class_id: number | null;
      is_custom_rack: number;
    }[] = [];
    let next: number | null = syllabusId;
    // A topic's chain is topic, chapter, subject: three reads at most.
    for (let depth = 0; next !== null && depth < 3; depth++) {
      const row = await db
        .selectFrom('syllabus_nodes')
        .select(['syllabus_id', 'parent_id', 'rack_type_id', 'school_id', 'board_id', 'class_id', 'is_custom_rack'])
        .where('syllabus_id', '=', next)
        .executeTakeFirst();
      if (!row) break;
      chain.push(row);
      next = row.parent_id;
    }
    return chain;
  }

  return {
    /** The node with its board, class, subject, chapter and school, or null when there is no such node. */
    async placementNode(syllabusId: number): Promise<PlacementNode | null> {
      const chain = await nodeChain(syllabusId);
      const node = chain[0];
      if (!node) return null;
      const chapter = chain.find((n) => n.rack_type_id === CHAPTER);
      const subject = chain.find((n) => n.rack_type_id === 4);
      const ownRack = node.is_custom_rack === 1 && node.school_id !== null;
      return {
        syllabus_id: node.syllabus_id,
        rack_type_id: node.rack_type_id,
        board_id: node.board_id ?? 0,
        class_id: node.class_id ?? 0,
        subject_id: subject?.syllabus_id ?? null,
        chapter_id: chapter?.syllabus_id ?? (ownRack ? node.syllabus_id : null),
        // The school of the rack it lies in: its own, or its chapter's or subject's (a school's custom subject).
        school_id: chain.find((n) => n.school_id !== null)?.school_id ?? null,
        // A school's own rack holds its content directly, as a chapter does (the demo's Olympiad racks).
        is_place:
          (node.rack_type_id === CHAPTER || node.rack_type_id === TOPIC || ownRack) &&
          node.board_id !== null &&
          node.class_id !== null,
      };
    },

    async groupExists(groupId: number): Promise<boolean> {
      const row = await db
        .selectFrom('content_groups')
        .select('group_id')
        .where('group_id', '=', groupId)
        .executeTakeFirst();
      return !!row;
    },

    /** The first learn group (category 1), where new content is listed when no group is named. */
    async firstLearnGroup(): Promise<number | null> {
      const row = await db
        .selectFrom('content_groups')
        .select('group_id')
        .where('group_category_id', '=', 1)
        .orderBy('display_order')
        .orderBy('group_id')
        .executeTakeFirst();
      return row?.group_id ?? null;
    },

    /**
     * Inserts the content and its mapping and bumps the class's syllabus version, on the caller's
     * transaction (db is it). Ids are the next free ones: seeds and imports give ids explicitly, so
     * the tables have no sequence of their own.
     */
    async insert(c: NewPlacedContent): Promise<number> {
      const maxContent = await db
        .selectFrom('contents')
        .select((eb) => eb.fn.max('content_id').as('m'))
        .executeTakeFirst();
      const contentId = Number(maxContent?.m ?? 0) + 1;
      await db
        .insertInto('contents')
        .values({
          content_id: contentId,
          content_title: c.title,
          content_kind: c.kind,
          language_id: c.languageId,
          version: 1,
          crs_id: null,
          old_content_id: null,
          media_key: c.mediaKey,
          thumbnail_key: null,
          transcoded_key: null,
          total_media_time_ms: 0,
          content_size: c.sizeBytes,
          template_id: null,
          service_name: null,
          is_online_only: 1,
          owner_school_id: c.ownerSchoolId,
          created_at: c.now,
          updated_at: c.now,
        })
        .execute();
      const maxMapping = await db
        .selectFrom('content_mappings')
        .select((eb) => eb.fn.max('syllabus_mapping_id').as('m'))
        .executeTakeFirst();
      const order = await db
        .selectFrom('content_mappings')
        .select((eb) => eb.fn.max('display_order').as('m'))
        .where('syllabus_id', '=', c.node.syllabus_id)
        .executeTakeFirst();
      await db
        .insertInto('content_mappings')
        .values({
          syllabus_mapping_id: Number(maxMapping?.m ?? 0) + 1,
          content_id: contentId,
          syllabus_id: c.node.syllabus_id,
          group_id: c.groupId,
          board_id: c.node.board_id,
          class_id: c.node.class_id,
          subject_id: c.node.subject_id,
          chapter_id: c.node.chapter_id,
          display_order: Number(order?.m ?? 0) + 1,
          school_id: c.node.school_id,
        })
        .execute();
      await db
        .insertInto('syllabus_versions')
        .values({ board_id: c.node.board_id, class_id: c.node.class_id, version: 2, updated_at: c.now })
        .onConflict((oc) =>
          oc.columns(['board_id', 'class_id']).doUpdateSet((eb) => ({
            version: eb('syllabus_versions.version', '+', 1),
            updated_at: c.now,
          })),
        )
        .execute();
      return contentId;
    },
  };
}
