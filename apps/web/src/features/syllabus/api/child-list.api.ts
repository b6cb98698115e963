import type { ChildListData } from '@esc/contracts';
import { SyllabusType } from '@esc/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { heldTreeRead, versionedRead } from '../../../lib/versioned-read';
import { syllabusKeys } from './syllabus.keys';
import { scopeOfNode } from './tree-scope';

const EMPTY: ChildListData = { version: 1, parent: null, child_list: [] };

const CHILD_LIST = 'GET /syllabus-v2/childList';

/**
 * Children of a node (classes of a board, subjects of a class, chapters, topics); guest-allowed.
 * Read through the version cache; an answer inside a class is stored under that class's version.
 * No id, no call: an empty list (spec 000 §5).
 */
export function fetchChildList(boardId: number | null, syllabusId: number | null, signal?: AbortSignal) {
  if (!syllabusId) return Promise.resolve(EMPTY);
  return versionedRead(
    CHILD_LIST,
    { query: { boardId: boardId ?? undefined, syllabusId } },
    { scopeOf: (data) => scopeOfNode(data.parent, data.version), signal },
  );
}

export function childListQueryOptions(boardId: number | null, syllabusId: number) {
  const held = heldTreeRead(CHILD_LIST, { query: { boardId: boardId ?? undefined, syllabusId } });
  return queryOptions({
    queryKey: syllabusKeys.children(boardId, syllabusId),
    queryFn: ({ signal }) => fetchChildList(boardId, syllabusId, signal),
    // The stored tree shows at once after a reload; it is checked with the server (304) right away.
    initialData: held,
    initialDataUpdatedAt: held ? 0 : undefined,
  });
}

/** E-books (type 48) hang in the tree too; the syllabus screens list classes, subjects, chapters and topics. */
function withoutEBooks(data: ChildListData): ChildListData {
  return { ...data, child_list: data.child_list.filter((n) => n.syllabus_type_id !== SyllabusType.EBook) };
}

/** Spec 002 §8: on failure the list is empty and the error is flagged (isError); the screen says so. */
export function useChildList(boardId: number | null, syllabusId: number | null) {
  return useQuery({
    ...childListQueryOptions(boardId, syllabusId ?? 0),
    enabled: syllabusId !== null,
    select: withoutEBooks,
  });
}
