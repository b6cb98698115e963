import { SyllabusType } from '@esc/domain';
import type { SyllabusTreeRepository } from './syllabus-tree.repository.js';

export interface BoardClassNames {
  boardId: number;
  boardName: string;
  classId: number;
  className: string;
}

/** A syllabus node as another module needs it: its type and where it sits. */
export interface NodeFacts {
  syllabus_id: number;
  syllabus_name: string;
  syllabus_type_id: number;
  parent_id: number | null;
}

export type SyllabusNamesService = ReturnType<typeof createSyllabusNamesService>;

/** Names and places of global syllabus nodes, for modules that show or check a board and class. */
export function createSyllabusNamesService({ tree }: { tree: SyllabusTreeRepository }) {
  async function nodes(ids: readonly number[]): Promise<NodeFacts[]> {
    // Boards, classes and the platform's subjects: no school's racks (none is named to another school).
    return (await tree.byIds([...new Set(ids)], [])).map(
      ({ syllabus_id, syllabus_name, syllabus_type_id, parent_id }) => ({
        syllabus_id,
        syllabus_name,
        syllabus_type_id,
        parent_id,
      }),
    );
  }

  async function namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    return new Map((await nodes(ids)).map((n) => [n.syllabus_id, n.syllabus_name]));
  }

  /** A class (type 2) of a board (type 3); undefined when the class is not under that board. */
  async function boardClass(boardId: number, classId: number): Promise<BoardClassNames | undefined> {
    const found = await nodes([boardId, classId]);
    const board = found.find((n) => n.syllabus_id === boardId && n.syllabus_type_id === SyllabusType.Board);
    const cls = found.find((n) => n.syllabus_id === classId && n.syllabus_type_id === SyllabusType.Class);
    if (!board || !cls || cls.parent_id !== boardId) return undefined;
    return { boardId, boardName: board.syllabus_name, classId, className: cls.syllabus_name };
  }

  /** Every board and its classes (the roster names them by name). */
  async function boardsAndClasses(): Promise<NodeFacts[]> {
    const boards = await tree.boards();
    // Boards are few (a handful per country): one read of each one's classes.
    const classes = (await Promise.all(boards.map((b) => tree.children(b.syllabus_id, [], SyllabusType.Class)))).flat();
    return [...boards, ...classes].map(({ syllabus_id, syllabus_name, syllabus_type_id, parent_id }) => ({
      syllabus_id,
      syllabus_name,
      syllabus_type_id,
      parent_id,
    }));
  }

  return { nodes, namesOf, boardClass, boardsAndClasses };
}
