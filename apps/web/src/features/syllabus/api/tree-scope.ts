import type { SyllabusNode } from '@esc/contracts';
import type { TreeScope } from '../../../lib/tree-cache';

/** The class a node belongs to, with the version of the answer: where the read is stored. */
export function scopeOfNode(node: SyllabusNode | null | undefined, version: number): TreeScope | null {
  if (!node || node.board_id == null || node.class_id == null) return null;
  return { boardId: node.board_id, classId: node.class_id, version };
}

/** An id from a route parameter; null when it is not a positive whole number. */
export function idParam(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
