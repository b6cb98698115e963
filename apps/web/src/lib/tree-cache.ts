import { onSessionCleared } from './session';
import { readJson, writeJson } from './storage';

/**
 * The syllabus tree cache (spec 000 §1, §4): tree reads are kept with the ETag the server sent,
 * in memory for this tab and in localStorage per board and class, under that class's syllabus
 * version. When an answer reports another version for the class, its whole stored tree is
 * replaced; a read whose held ETag the server confirms (304) is answered from here.
 */
export const TREE_CACHE_PREFIX = 'esc.syllabusTree';

export interface TreeCacheEntry<T = unknown> {
  etag: string;
  data: T;
}

/** Where an answer belongs: its board, class and the class's syllabus version. */
export interface TreeScope {
  boardId: number;
  classId: number;
  version: number;
}

interface StoredClassTree {
  board_id: number;
  class_id: number;
  version: number;
  entries: Record<string, TreeCacheEntry>;
}

/** localStorage key of one class's tree: esc.syllabusTree.{boardId}.{classId}. */
export function treeStorageKey(boardId: number, classId: number): string {
  return `${TREE_CACHE_PREFIX}.${boardId}.${classId}`;
}

const memory = new Map<string, TreeCacheEntry>();

function isStoredClassTree(value: unknown): value is StoredClassTree {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredClassTree>;
  return typeof v.version === 'number' && typeof v.entries === 'object' && v.entries !== null;
}

function storedKeys(): string[] {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(`${TREE_CACHE_PREFIX}.`)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

/** The held copy of a read (by its path with query), from memory or from a stored class tree. */
export function readTreeEntry<T>(path: string): TreeCacheEntry<T> | null {
  const held = memory.get(path);
  if (held) return held as TreeCacheEntry<T>;
  for (const key of storedKeys()) {
    const tree = readJson(key);
    const entry = isStoredClassTree(tree) ? tree.entries[path] : undefined;
    if (entry && typeof entry.etag === 'string') {
      memory.set(path, entry);
      return entry as TreeCacheEntry<T>;
    }
  }
  return null;
}

/** Keeps a read; with a scope it is also stored under its class, replacing an older version's tree. */
export function writeTreeEntry<T>(path: string, entry: TreeCacheEntry<T>, scope: TreeScope | null): void {
  if (scope) {
    const key = treeStorageKey(scope.boardId, scope.classId);
    const stored = readJson(key);
    const held = isStoredClassTree(stored) ? stored : null;
    // Another version: every read of the old tree is stale, in memory too.
    if (held && held.version !== scope.version) for (const old of Object.keys(held.entries)) memory.delete(old);
    const tree: StoredClassTree =
      held && held.version === scope.version
        ? held
        : { board_id: scope.boardId, class_id: scope.classId, version: scope.version, entries: {} };
    tree.entries[path] = entry;
    writeJson(key, tree);
  }
  memory.set(path, entry);
}

/** The stored version of a class's tree, or null when none is stored. */
export function storedTreeVersion(boardId: number, classId: number): number | null {
  const stored = readJson(treeStorageKey(boardId, classId));
  return isStoredClassTree(stored) ? stored.version : null;
}

/** Forgets every held tree read (sign-out: the next person starts clean). */
export function clearTreeCache(): void {
  memory.clear();
  for (const key of storedKeys()) writeJson(key, null);
}

onSessionCleared(clearTreeCache);
