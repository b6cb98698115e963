import { SyllabusType } from '@esc/domain';
import type { RosterLine } from './roster-csv.js';

/** A board or class of the catalogue, as the roster names it. */
export interface NamedNode {
  syllabus_id: number;
  syllabus_name: string;
  syllabus_type_id: number;
  parent_id: number | null;
}

/** Names are matched as a person types them: case and runs of spaces do not matter. */
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a file names any board or class by name (the catalogue is read only then). */
export function namesBoardsOrClasses(lines: readonly RosterLine[]): boolean {
  return lines.some((l) => l.rowType === 'section' && (l.values.board !== '' || l.values.class !== ''));
}

/**
 * Section rows that name their board and class (`board`, `class`: "CBSE", "Class 10") get the ids
 * the import works with; a row that gives board_id and class_id (a file made before names) keeps them.
 * A name the catalogue does not have leaves the id empty: the row is then rejected naming the
 * `board` or `class` column (roster-csv.ts, sectionFieldErrors).
 */
export function resolveBoardClassNames(lines: readonly RosterLine[], catalogue: readonly NamedNode[]): RosterLine[] {
  const boards = new Map<string, number>();
  const classes = new Map<string, number>();
  for (const node of catalogue) {
    if (node.syllabus_type_id === SyllabusType.Board) boards.set(key(node.syllabus_name), node.syllabus_id);
    if (node.syllabus_type_id === SyllabusType.Class && node.parent_id !== null)
      classes.set(`${node.parent_id}/${key(node.syllabus_name)}`, node.syllabus_id);
  }
  return lines.map((line) => {
    const v = line.values;
    if (line.rowType !== 'section') return line;
    const boardId = v.board_id || (v.board ? String(boards.get(key(v.board)) ?? '') : '');
    const classId = v.class_id || (v.class && boardId ? String(classes.get(`${boardId}/${key(v.class)}`) ?? '') : '');
    return { ...line, values: { ...v, board_id: boardId, class_id: classId } };
  });
}
