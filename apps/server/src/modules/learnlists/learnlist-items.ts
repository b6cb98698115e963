import type { LearnListItemInput } from '@esc/contracts';
import {
  isNemrTest,
  learnListItemKind,
  LearnListItemType,
  skipsLearnListCreation,
  TEACHING_SCREEN_MAX_ITEMS,
} from '@esc/domain';
import type { ContentBriefs } from '../catalogue/catalogue.module.js';
import { isSourcedKind, mayList, SOURCE_OF, type LearnListItemSources, type SourcedKind } from './item-sources.js';
import { invalid } from './learnlist-ports.js';
import type { NewItem } from './learnlists.repository.js';
import type { ReasonRef } from '../../platform/errors/app-error.js';

/** Items a list holds at most, whatever screen made it (the contract's own bound). */
export const LIST_MAX_ITEMS = 500;

export interface SkippedItem {
  learnlist_item_id: string;
  learnlist_item_type: number;
  reason: string;
}

export interface PreparedItems {
  items: NewItem[];
  skipped: SkippedItem[];
}

export interface PrepareOptions {
  /** The request field the items came in (errors name `field.N`; a single `item` is named as it is). */
  field: 'learnlist_data' | 'items' | 'item';
  /** Items already in the list (id and type): an item is added once. */
  existing: readonly { item_id: string; item_type: number; item_order: number }[];
  /** The list is (or is made) from the teaching screen: at most 50 items (spec 000 §5). */
  teachingScreen: boolean;
  /** The list's school: content of another school is refused. */
  schoolId: number | null;
  now: string;
  briefs: Pick<ContentBriefs, 'contents'>;
  /** Questions, papers and recordings: each must exist and be the platform's or the list's school's. */
  sources: LearnListItemSources;
}

/** What a refused id is not, per kind (400 naming the field). */
const NOT_FOUND: Record<SourcedKind, ReasonRef> = {
  question: { reason: 'learnlists.notBankQuestion' },
  paper: { reason: 'learnlists.notListPaper' },
  recorded_lecture: { reason: 'learnlists.notSchoolRecording' },
};

/** What a malformed id must be, per kind (400 naming the field). */
const NOT_AN_ID: Record<SourcedKind, ReasonRef> = {
  question: { reason: 'learnlists.notQuestionId' },
  paper: { reason: 'learnlists.notPaperId' },
  recorded_lecture: { reason: 'learnlists.notRecordingId' },
};

const keyOf = (type: number, id: string) => `${type}:${id}`;

/** Checks one item's fields; answers its id as stored. */
function idOfItem(input: LearnListItemInput, at: string): string {
  const id = String(input.learnlist_item_id).trim();
  if (input.learnlist_item_type === LearnListItemType.Content && !/^[1-9]\d{0,8}$/.test(id)) {
    throw invalid(`${at}.learnlist_item_id`, { reason: 'learnlists.notContentId' });
  }
  if (input.learnlist_item_type === LearnListItemType.Task && !input.task_text?.trim()) {
    throw invalid(`${at}.task_text`, { reason: 'learnlists.taskTextRequired' });
  }
  const kind = learnListItemKind(input.learnlist_item_type);
  // A NEMR test ('EM…' of type 3) is kept by reference; every other question, paper or recording is a number.
  if (isSourcedKind(kind) && !isNemrTest(input.learnlist_item_type, id) && !/^[1-9]\d{0,8}$/.test(id)) {
    throw invalid(`${at}.learnlist_item_id`, NOT_AN_ID[kind]);
  }
  return id;
}

type Accepted = { input: LearnListItemInput; id: string; index: number };

/** Questions, papers and recordings: refused (400 naming the field) unless the platform's or the school's. */
async function checkSourced(accepted: readonly Accepted[], o: PrepareOptions, at: (index: number) => string) {
  const wanted = (kind: SourcedKind) =>
    accepted.filter(
      (a) => learnListItemKind(a.input.learnlist_item_type) === kind && !isNemrTest(a.input.learnlist_item_type, a.id),
    );
  for (const kind of ['question', 'paper', 'recorded_lecture'] as const) {
    const items = wanted(kind);
    if (items.length === 0) continue;
    const found = await o.sources[SOURCE_OF[kind]](items.map((a) => Number(a.id)));
    const refused = items.find((a) => !mayList(found.get(Number(a.id)), o.schoolId));
    if (refused) throw invalid(`${at(refused.index)}.learnlist_item_id`, NOT_FOUND[kind]);
  }
}

/**
 * The items to store and those left out (spec 000 §5: groups 3145, 3146, 3131 and 3132 unless a
 * question; and an item already in the list). Refused with 400 naming the field: content, a question,
 * a paper or a recording that does not exist or is another school's, a task without its text, and the
 * 51st item of a list from the teaching screen.
 */
export async function prepareItems(inputs: readonly LearnListItemInput[], o: PrepareOptions): Promise<PreparedItems> {
  const at = (index: number) => (o.field === 'item' ? 'item' : `${o.field}.${index}`);
  const seen = new Set(o.existing.map((e) => keyOf(e.item_type, e.item_id)));
  const accepted: Accepted[] = [];
  const skipped: SkippedItem[] = [];
  inputs.forEach((input, index) => {
    const id = idOfItem(input, at(index));
    const type = input.learnlist_item_type;
    if (skipsLearnListCreation(input.group_id, type)) {
      const reason = `group ${input.group_id} is added to learn-lists only as a question (spec 000 §5)`;
      skipped.push({ learnlist_item_id: id, learnlist_item_type: type, reason });
    } else if (seen.has(keyOf(type, id))) {
      skipped.push({ learnlist_item_id: id, learnlist_item_type: type, reason: 'already in the list' });
    } else {
      seen.add(keyOf(type, id));
      accepted.push({ input, id, index });
    }
  });
  const limit = o.teachingScreen ? TEACHING_SCREEN_MAX_ITEMS : LIST_MAX_ITEMS;
  const beyond = accepted[limit - o.existing.length];
  if (beyond) {
    throw invalid(
      at(beyond.index),
      o.teachingScreen
        ? { reason: 'learnlists.beyondTeachingMax', params: { max: TEACHING_SCREEN_MAX_ITEMS } }
        : { reason: 'learnlists.beyondMax', params: { max: LIST_MAX_ITEMS } },
    );
  }
  const contentIds = accepted
    .filter((a) => a.input.learnlist_item_type === LearnListItemType.Content)
    .map((a) => Number(a.id));
  // The catalogue as the list's school sees it: the platform's content and the school's own.
  const contents = await o.briefs.contents(contentIds, o.schoolId === null ? [] : [o.schoolId]);
  for (const a of accepted) {
    if (a.input.learnlist_item_type !== LearnListItemType.Content) continue;
    const brief = contents.get(Number(a.id));
    if (!brief) {
      throw invalid(`${at(a.index)}.learnlist_item_id`, { reason: 'learnlists.notCatalogueContent' });
    }
  }
  await checkSourced(accepted, o, at);
  // Appended after the last item unless the client gives the order.
  const after = o.existing.reduce((max, e) => Math.max(max, e.item_order), 0);
  const items = accepted.map(({ input, id }, position): NewItem => ({
    item_type: input.learnlist_item_type,
    item_id: id,
    syllabus_id: input.syllabus_id ?? null,
    syllabus_mapping_id: input.syllabus_mapping_id ?? null,
    group_id: input.group_id ?? null,
    item_order: input.learnlist_item_order ?? after + position + 1,
    task_text: input.task_text?.trim() ?? null,
    created_at: o.now,
  }));
  return { items, skipped };
}
