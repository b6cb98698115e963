import { isGuidedUserType } from './user-types.js';

export const DEFAULT_LANGUAGE_ID = 1;
export const AggregatorMode = { Default: 1, Offline: 2 } as const;
export const GroupCategory = { Learn: 1, Practice: 2, Test: 3 } as const;
export const RackLevel = { Class: 3, Subject: 4, Chapter: 5, Topic: 6, SubSubject: 7 } as const;
export const SyllabusType = { Class: 2, Board: 3, Subject: 4, EBook: 48 } as const;

/** Groups whose content is the same in every language (spec 000 §5). */
const LANGUAGE_FREE_GROUPS: readonly number[] = [3982, 3983];

/** The language id to send on group calls, or undefined when it is omitted (spec 000 §5). */
export function groupLanguageId(
  groupId: number | null | undefined,
  userTypeId: number,
  languageId: number = DEFAULT_LANGUAGE_ID,
): number | undefined {
  if (groupId != null && LANGUAGE_FREE_GROUPS.includes(groupId)) return undefined;
  if (isGuidedUserType(userTypeId)) return undefined;
  return languageId;
}

export interface PageRange {
  startIndex: number;
  endIndex: number;
}

/** Paging ranges of spec 000 §9: 1-10 by default, category content 1-15, group list 1-500. */
export const PageRanges = {
  default: { startIndex: 1, endIndex: 10 },
  categoryContent: { startIndex: 1, endIndex: 15 },
  groupList: { startIndex: 1, endIndex: 500 },
} as const satisfies Record<string, PageRange>;

/** A requested range, defaulted, ordered and held within the largest the call allows. */
export function pageRange(
  kind: keyof typeof PageRanges,
  startIndex?: number | null,
  endIndex?: number | null,
): PageRange {
  const fallback = PageRanges[kind];
  const maxSize = fallback.endIndex - fallback.startIndex + 1;
  const start = Math.max(1, Math.trunc(startIndex ?? fallback.startIndex));
  const end = Math.max(start, Math.trunc(endIndex ?? start + maxSize - 1));
  return { startIndex: start, endIndex: Math.min(end, start + maxSize - 1) };
}
