import { TZDate } from '@date-fns/tz';
import { timeZoneOfCountry } from './local-time.js';
import { canMove, type StateOf, type Transitions } from './state-machine.js';

// Learn-lists (spec 000 §3, §4, §5, §9; spec 002 §4.2, §4.6): an ordered list of items a teacher
// makes and assigns as homework; a parent may assign one to their own child.

/** Item types of spec 000 §3. 3, 6, 7, 9, 10 and 11 are all papers or tests. */
export const LearnListItemType = {
  Content: 1,
  Question: 2,
  Paper: 3,
  Task: 4,
  RecordedLecture: 5,
  StudyNotes: 12,
} as const;

export type LearnListItemKind = 'content' | 'question' | 'paper' | 'task' | 'recorded_lecture' | 'study_notes';

/** Spec 000 §3: "3/6/7/9/10/11 paper or test". */
export const PAPER_ITEM_TYPES: readonly number[] = [3, 6, 7, 9, 10, 11];
const PAPER_TYPES = PAPER_ITEM_TYPES;

/** What an item type is; null for a type the spec does not name (8, 13, ...). */
export function learnListItemKind(type: number): LearnListItemKind | null {
  if (type === 1) return 'content';
  if (type === 2) return 'question';
  if (PAPER_TYPES.includes(type)) return 'paper';
  if (type === 4) return 'task';
  if (type === 5) return 'recorded_lecture';
  if (type === 12) return 'study_notes';
  return null;
}

/** Spec 000 §3: "Ids beginning 'EM' of type 3 are NEMR tests." */
export function isNemrTest(type: number, itemId: string): boolean {
  return type === LearnListItemType.Paper && itemId.startsWith('EM');
}

/** Spec 000 §9: "Learn-list type id for admin search | 5": the school's every teacher's lists. */
export const ADMIN_SEARCH_LEARN_LIST_TYPE = 5;

/** Spec 000 §5: creation is skipped for these groups unless the item is a question. */
export const LEARNLIST_SKIPPED_GROUP_IDS: readonly number[] = [3145, 3146, 3131, 3132];

export function skipsLearnListCreation(groupId: number | null | undefined, itemType: number): boolean {
  return groupId != null && LEARNLIST_SKIPPED_GROUP_IDS.includes(groupId) && itemType !== LearnListItemType.Question;
}

/** Spec 000 §5: the name filter applies only when longer than 2 characters; null means no filter. */
export function learnListNameFilter(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  return trimmed.length > 2 ? trimmed : null;
}

/** Spec 000 §5: learnlist_assigned_as defaults to [1,2,3], or the supplied values when a list is given and mode is not 2. */
export function learnListAssignedAs(supplied: readonly number[] | null | undefined, mode?: number | null): number[] {
  if (supplied && supplied.length > 0 && mode !== 2) return [...supplied];
  return [1, 2, 3];
}

/** Spec 000 §5, §9: a list made from the teaching screen holds at most 50 items. */
export const TEACHING_SCREEN_MAX_ITEMS = 50;

/** Spec 000 §5: the default title is 'Homework_' plus a numeric suffix: one past the highest in use. */
export function defaultHomeworkTitle(existingNames: readonly string[]): string {
  let highest = 0;
  for (const name of existingNames) {
    const match = /^Homework_(\d{1,9})$/.exec(name.trim());
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `Homework_${highest + 1}`;
}

/** 23:59 of an ISO day (YYYY-MM-DD) in a country's time zone, as epoch milliseconds. */
function at2359(isoDate: string, countryIso: string | null | undefined): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, 23, 59, 0, timeZoneOfCountry(countryIso)).getTime();
}

/**
 * Spec 000 §5: "The assignment date becomes 23:59 of the previous day", in the school's time zone:
 * homework assigned for a day is open from that whole day on.
 */
export function assignmentStartsAt(startDate: string, countryIso: string | null | undefined): number {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const previous = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
  return at2359(previous, countryIso);
}

/** Homework due on a day may be done until 23:59 of that day in the school's time zone. */
export function assignmentDueAt(dueDate: string, countryIso: string | null | undefined): number {
  return at2359(dueDate, countryIso);
}

/**
 * Stages of a learn-list (the spec names the calls, not the states; the product's choice):
 * 1 draft (the teacher edits it; nobody else sees it; it cannot be assigned), 2 published (it can
 * be assigned; items may still change, and learners see the change), 3 archived (read-only; no new
 * assignment; learners keep what was assigned).
 */
export const LearnListStage = { Draft: 1, Published: 2, Archived: 3 } as const;
export type LearnListStage = StateOf<typeof LearnListStage>;

/**
 * The moves of a learn-list: a draft is published or archived; a published list goes back to draft
 * (only while nobody was assigned it: see canChangeStage) or is archived; an archived list is restored
 * by publishing it again.
 */
export const LEARN_LIST_STAGE_TRANSITIONS: Transitions<LearnListStage> = {
  [LearnListStage.Draft]: [LearnListStage.Published, LearnListStage.Archived],
  [LearnListStage.Published]: [LearnListStage.Draft, LearnListStage.Archived],
  [LearnListStage.Archived]: [LearnListStage.Published],
};

/**
 * Whether a list may move between stages (staying where it is passes: the call changes nothing);
 * back to draft only while nobody was assigned it.
 */
export function canChangeStage(from: number, to: number, hasAssignments: boolean): boolean {
  if (from === to) return true;
  if (!canMove(LEARN_LIST_STAGE_TRANSITIONS, from, to)) return false;
  return !(to === LearnListStage.Draft && hasAssignments);
}

export const canEditItems = (stage: number) => stage !== LearnListStage.Archived;
export const canAssign = (stage: number) => stage === LearnListStage.Published;

/** Spec 000 §4: an item's completion is recorded once, only while completed_on is empty. */
export function recordsCompletion(completedOn: string | null | undefined): boolean {
  return completedOn == null;
}

/**
 * Spec 002 §4.2: "A learn-list item is marked complete (isComplete 1) when a non-teacher opens content
 * from a learn list." Of the non-teachers, only the learner whose homework it is: a parent opening an
 * item for their child reads along and marks nothing (the child has not done it).
 */
export function completesOnOpen(opener: { isStaff: boolean; isLearner: boolean }): boolean {
  return !opener.isStaff && opener.isLearner;
}

/** A question's stem names its homework item in at most this many characters. */
export const QUESTION_ITEM_TITLE_MAX = 120;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A question's stem as its homework item's title: plain text (tags and Markdown's emphasis dropped, the
 * common entities read, white space collapsed), shortened to `max` characters with an ellipsis at a word's end when it can.
 */
export function questionItemTitle(stem: string, max: number = QUESTION_ITEM_TITLE_MAX): string {
  const plain = stem
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,6}|[a-z]{2,6});/gi, (whole, name: string) => {
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    // Stems are Markdown: its emphasis and heading marks are not part of the words.
    .replace(/(\*\*|__|`)/g, '')
    .replace(/(^|\s)#{1,6}\s/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Spec 002 §2.3, §4.6: mode 1 skips the access checks. The product decides it from the assignment:
 * homework a school assigned opens whatever the learner's packages (the school vouches for it); a
 * list a parent assigned (group 3782) goes through the gate like anything else.
 */
export function learnListOpenMode(assignment: { parentAssigned: boolean } | null): 0 | 1 {
  return assignment && !assignment.parentAssigned ? 1 : 0;
}

export type HomeworkStatus = 'upcoming' | 'due' | 'overdue' | 'done' | 'done_late';

export interface HomeworkProgress {
  startsAt: number;
  dueAt: number;
  itemCount: number;
  completedCount: number;
  /** When the last item was completed; null while any is open. */
  lastCompletedAt: number | null;
}

/** Where a learner is with one assigned list, by the server's clock. */
export function homeworkStatus(p: HomeworkProgress, nowMs: number): HomeworkStatus {
  const done = p.itemCount > 0 && p.completedCount >= p.itemCount;
  if (done) return p.lastCompletedAt !== null && p.lastCompletedAt > p.dueAt ? 'done_late' : 'done';
  if (nowMs < p.startsAt) return 'upcoming';
  return nowMs > p.dueAt ? 'overdue' : 'due';
}

const STATUS_ORDER: Record<HomeworkStatus, number> = { overdue: 0, due: 1, upcoming: 2, done_late: 3, done: 3 };

/** The order a learner sees homework in: overdue first, then due soonest, then upcoming, then done. */
export function compareHomework(
  a: { status: HomeworkStatus; dueAt: number },
  b: { status: HomeworkStatus; dueAt: number },
): number {
  const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (byStatus !== 0) return byStatus;
  const done = a.status === 'done' || a.status === 'done_late';
  return done ? b.dueAt - a.dueAt : a.dueAt - b.dueAt;
}
