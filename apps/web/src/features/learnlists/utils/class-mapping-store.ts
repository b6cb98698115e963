import { shouldRefreshMapping } from '@esc/domain';
import { readJson, writeJson } from '../../../lib/storage';
import type { NodeChildren } from '../api/teaching-tree.api';

/**
 * The live class's content mapping (spec 000 §4, §9): the chapters of the class's subject that the
 * teaching screen lists while a class is taught, kept in this browser with the time of its last
 * refresh and read again only once that is 30 days old (nothing caches it on the server). Kept per
 * board and subject: localStorage esc.liveClassMapping.{boardId}.{subjectId}.
 */
export const CLASS_MAPPING_PREFIX = 'esc.liveClassMapping';

interface StoredMapping {
  refreshed_at: number;
  chapters: NodeChildren;
}

export const classMappingKey = (boardId: number, subjectId: number) =>
  `${CLASS_MAPPING_PREFIX}.${boardId}.${subjectId}`;

function isStored(value: unknown): value is StoredMapping {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredMapping>;
  return typeof v.refreshed_at === 'number' && Array.isArray(v.chapters?.children);
}

/** The stored mapping while it needs no refresh (under 30 days old), else null. */
export function freshClassMapping(boardId: number, subjectId: number, nowMs: number): NodeChildren | null {
  const stored = readJson(classMappingKey(boardId, subjectId));
  if (!isStored(stored) || shouldRefreshMapping(stored.refreshed_at, nowMs)) return null;
  return stored.chapters;
}

export function storeClassMapping(boardId: number, subjectId: number, chapters: NodeChildren, nowMs: number): void {
  writeJson(classMappingKey(boardId, subjectId), { refreshed_at: nowMs, chapters } satisfies StoredMapping);
}
