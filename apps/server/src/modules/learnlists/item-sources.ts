import type { LearnListItemKind } from '@esc/domain';
import { isNemrTest, LearnListItemType, learnListItemKind } from '@esc/domain';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';
import type { ContentBriefs } from '../catalogue/catalogue.module.js';
import type { ItemRow, ListRow } from './learnlists.repository.js';

/** A question, paper or recording as a list names it: its title and whose it is (null: the platform's). */
export interface ItemBrief {
  title: string;
  schoolId: number | null;
}

/**
 * Learn-lists' extension point "learnlists.itemSources": what it asks of the modules that own
 * questions (question-bank), papers (papers) and recordings (live). They depend on learn-lists (their items
 * open from homework), so they fill this point rather than learn-lists needing them.
 */
export interface LearnListItemSources {
  questions(ids: readonly number[]): Promise<Map<number, ItemBrief>>;
  papers(ids: readonly number[]): Promise<Map<number, ItemBrief>>;
  recordings(ids: readonly number[]): Promise<Map<number, ItemBrief>>;
}

export type ItemSourcesPoint = { [K in keyof LearnListItemSources]: LearnListItemSources[K] };

/** The sources through the point, looked up at call time (they are filled after learn-lists is built). */
export function itemSourcesOf(point: ExtensionPoint<ItemSourcesPoint>): LearnListItemSources {
  return {
    questions: (ids) => point.get('questions')(ids),
    papers: (ids) => point.get('papers')(ids),
    recordings: (ids) => point.get('recordings')(ids),
  };
}

/** The kinds another module names, and the source that names each. */
export type SourcedKind = 'question' | 'paper' | 'recorded_lecture';

const SOURCE_OF: Record<SourcedKind, keyof LearnListItemSources> = {
  question: 'questions',
  paper: 'papers',
  recorded_lecture: 'recordings',
};

export const isSourcedKind = (kind: LearnListItemKind | null): kind is SourcedKind =>
  kind === 'question' || kind === 'paper' || kind === 'recorded_lecture';

/** Plain reasons an item cannot open, per kind (it is missing, or another school's: never named). */
const MISSING: Record<LearnListItemKind, string> = {
  content: 'This content is no longer in the catalogue.',
  study_notes: 'These study notes are no longer in the catalogue.',
  question: 'This question is no longer in the question bank.',
  paper: 'This paper is no longer available.',
  recorded_lecture: 'This recorded lecture is no longer available.',
  task: '',
};
const NEMR_REASON = 'NEMR tests are taken in the NEMR app; they do not open here.';

/** An item's numeric id, when it has one (ids of other shapes name nothing in a module). */
const numericId = (id: string) => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null);

/** What a list shows of an item: its title, its content kind, whether it opens, and why not. */
export interface ItemLabel {
  title: string | null;
  contentKind: string | null;
  openable: boolean;
  reason: string | null;
}

/** Content types whose ids are the catalogue's content ids (study notes are content of kind study_notes). */
const CONTENT_TYPES: readonly number[] = [LearnListItemType.Content, LearnListItemType.StudyNotes];

/**
 * Labels for the items of some lists, in a fixed number of calls whatever their count: content from
 * the catalogue, questions from the question bank, papers from papers, recordings from live. A brief is shown only
 * when it is the platform's or the item's list's school's: another school's is never named.
 */
export async function itemLabels(
  deps: { briefs: Pick<ContentBriefs, 'contents'>; items: LearnListItemSources },
  lists: readonly Pick<ListRow, 'learnlist_id' | 'school_id'>[],
  items: readonly ItemRow[],
): Promise<(item: ItemRow) => ItemLabel> {
  const idsOf = (kind: SourcedKind) =>
    items.flatMap((i) => (learnListItemKind(i.item_type) === kind ? (numericId(i.item_id) ?? []) : []));
  const contentIds = items.flatMap((i) => (CONTENT_TYPES.includes(i.item_type) ? (numericId(i.item_id) ?? []) : []));
  const schools = [...new Set(lists.flatMap((l) => (l.school_id === null ? [] : [l.school_id])))];
  const [contents, questions, papers, recordings] = await Promise.all([
    deps.briefs.contents(contentIds, schools),
    deps.items.questions(idsOf('question')),
    deps.items.papers(idsOf('paper')),
    deps.items.recordings(idsOf('recorded_lecture')),
  ]);
  const sourced = { questions, papers, recordings };
  const schoolOf = new Map(lists.map((l) => [l.learnlist_id, l.school_id]));
  return (item) => {
    const kind = learnListItemKind(item.item_type) ?? 'content';
    if (kind === 'task') return { title: null, contentKind: null, openable: true, reason: null };
    if (isNemrTest(item.item_type, item.item_id)) {
      return { title: null, contentKind: null, openable: false, reason: NEMR_REASON };
    }
    const id = numericId(item.item_id);
    if (!isSourcedKind(kind)) {
      // Briefs are read as the lists' schools see them, and content was checked against its list's
      // school when added: another school's own content is never found here.
      const brief = id === null ? undefined : contents.get(id);
      return brief
        ? { title: brief.content_title, contentKind: brief.content_kind, openable: true, reason: null }
        : { title: null, contentKind: null, openable: false, reason: MISSING[kind] };
    }
    const brief = id === null ? undefined : sourced[SOURCE_OF[kind]].get(id);
    const ours = brief && (brief.schoolId === null || brief.schoolId === schoolOf.get(item.learnlist_id));
    return ours
      ? { title: brief.title, contentKind: null, openable: true, reason: null }
      : { title: null, contentKind: null, openable: false, reason: MISSING[kind] };
  };
}

/** Whether a brief may be put in a list of this school (the platform's, or the school's own). */
export const mayList = (brief: ItemBrief | undefined, schoolId: number | null): brief is ItemBrief =>
  brief !== undefined && (brief.schoolId === null || brief.schoolId === schoolId);

export { SOURCE_OF, numericId };
