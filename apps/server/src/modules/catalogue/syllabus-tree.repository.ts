import { SyllabusType } from '@esc/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { seenBySchools } from './school-visibility.repository.js';

/** A node as read, with its child count (e-books not counted) and the version of its board and class. */
export interface NodeRow {
  syllabus_id: number;
  syllabus_name: string;
  syllabus_type_id: number;
  rack_type_id: number | null;
  parent_id: number | null;
  board_id: number | null;
  class_id: number | null;
  display_order: number;
  tag_value_id: number | null;
  is_custom_rack: number;
  group_presentation: number | null;
  book_code: string | null;
  child_count: number;
  version: number;
}

function toNode(row: Omit<NodeRow, 'child_count' | 'version'> & { child_count: unknown; version: unknown }): NodeRow {
  return { ...row, child_count: Number(row.child_count), version: Number(row.version) };
}

/**
 * Reads of the syllabus tree: each is one indexed query (primary key, parent, or board and class).
 * Each takes the viewer's schools: global nodes and the custom racks of those schools are read,
 * another school's racks are not there (nor counted among a node's children).
 */
export function createSyllabusTreeRepository(db: Db) {
  /** Every column a node answer needs; child count and version come from subqueries of the same statement. */
  function nodes(schoolIds: readonly number[]) {
    return db
      .selectFrom('syllabus_nodes as n')
      .leftJoin('syllabus_versions as sv', (j) =>
        j.onRef('sv.board_id', '=', 'n.board_id').onRef('sv.class_id', '=', 'n.class_id'),
      )
      .select((eb) => [
        'n.syllabus_id',
        'n.syllabus_name',
        'n.syllabus_type_id',
        'n.rack_type_id',
        'n.parent_id',
        'n.board_id',
        'n.class_id',
        'n.display_order',
        'n.tag_value_id',
        'n.is_custom_rack',
        'n.group_presentation',
        'n.book_code',
        eb.fn.coalesce('sv.version', eb.lit(1)).as('version'),
        eb
          .selectFrom('syllabus_nodes as c')
          .select((c) => c.fn.countAll().as('n'))
          .whereRef('c.parent_id', '=', 'n.syllabus_id')
          // E-books hang under a subject but are not one of its chapters (a syllabus entity, with
          // its own call): a subject tile counting them showed one chapter more than its list.
          .where('c.syllabus_type_id', '!=', SyllabusType.EBook)
          .where(seenBySchools('c.school_id', schoolIds))
          .as('child_count'),
      ])
      .where(seenBySchools('n.school_id', schoolIds))
      .orderBy('n.display_order')
      .orderBy('n.syllabus_id');
  }

  return {
    async byId(id: number, schoolIds: readonly number[]): Promise<NodeRow | undefined> {
      const row = await nodes(schoolIds).where('n.syllabus_id', '=', id).executeTakeFirst();
      return row && toNode(row);
    },

    async byIds(ids: readonly number[], schoolIds: readonly number[]): Promise<NodeRow[]> {
      if (ids.length === 0) return [];
      return (await nodes(schoolIds).where('n.syllabus_id', 'in', ids).execute()).map(toNode);
    },

    async children(parentId: number, schoolIds: readonly number[], typeId?: number): Promise<NodeRow[]> {
      let q = nodes(schoolIds).where('n.parent_id', '=', parentId);
      if (typeId !== undefined) q = q.where('n.syllabus_type_id', '=', typeId);
      return (await q.execute()).map(toNode);
    },

    /** Every node of a class (the class itself included): the (board_id, class_id, type) index. */
    async ofClass(boardId: number, classId: number, schoolIds: readonly number[], typeId?: number): Promise<NodeRow[]> {
      let q = nodes(schoolIds).where('n.board_id', '=', boardId).where('n.class_id', '=', classId);
      if (typeId !== undefined) q = q.where('n.syllabus_type_id', '=', typeId);
      return (await q.execute()).map(toNode);
    },

    async ofClasses(classIds: readonly number[], typeId: number, schoolIds: readonly number[]): Promise<NodeRow[]> {
      if (classIds.length === 0) return [];
      const q = nodes(schoolIds).where('n.class_id', 'in', classIds).where('n.syllabus_type_id', '=', typeId);
      return (await q.execute()).map(toNode);
    },

    async ofBoards(boardIds: readonly number[], typeId: number, schoolIds: readonly number[]): Promise<NodeRow[]> {
      if (boardIds.length === 0) return [];
      const q = nodes(schoolIds).where('n.board_id', 'in', boardIds).where('n.syllabus_type_id', '=', typeId);
      return (await q.execute()).map(toNode);
    },

    /** Boards are the platform's: no school has one of its own. */
    async boards(): Promise<NodeRow[]> {
      return (await nodes([]).where('n.syllabus_type_id', '=', 3).where('n.parent_id', 'is', null).execute()).map(
        toNode,
      );
    },

    async byBookCode(bookCode: string, schoolIds: readonly number[]): Promise<NodeRow | undefined> {
      const row = await nodes(schoolIds).where('n.book_code', '=', bookCode).executeTakeFirst();
      return row && toNode(row);
    },

    /** The node and its ancestors in one recursive query, root first. */
    async chain(id: number, schoolIds: readonly number[]): Promise<NodeRow[]> {
      const found = await sql<{ syllabus_id: number; depth: number }>`
        with recursive anc(syllabus_id, parent_id, depth) as (
          select syllabus_id, parent_id, 0 from syllabus_nodes where syllabus_id = ${id}
          union all
          select p.syllabus_id, p.parent_id, anc.depth + 1 from syllabus_nodes p join anc on p.syllabus_id = anc.parent_id
          where anc.depth < 12
        )
        select syllabus_id, depth from anc`.execute(db);
      const depthOf = new Map(found.rows.map((r) => [Number(r.syllabus_id), Number(r.depth)]));
      if (depthOf.size === 0) return [];
      const rows = (
        await nodes(schoolIds)
          .where('n.syllabus_id', 'in', [...depthOf.keys()])
          .execute()
      ).map(toNode);
      return rows.sort((a, b) => depthOf.get(b.syllabus_id)! - depthOf.get(a.syllabus_id)!);
    },
  };
}

export type SyllabusTreeRepository = ReturnType<typeof createSyllabusTreeRepository>;
