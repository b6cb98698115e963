import type { PaperSetting } from '@esc/contracts';
import { hasPaperSetting, type AnswerKey } from '@esc/domain';
import { parseJson } from '../question-bank/question-bank.module.js';
import type {
  AttemptPapersRepository,
  PaperQuestionRow,
  PaperRow,
  PaperSectionRow,
} from './attempt-papers.repository.js';
import { keyOf, loadQuestions, type LoadedQuestions } from '../question-bank/question-bank.module.js';
import type { QuestionRecords, QuestionRow } from '../question-bank/question-bank.module.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { paperVersion } from './paper-versions.js';

// A paper as the attempt side uses it: its sections, its questions in order with the marks the paper
// gives them, and every answerable item (a comprehension's children are answered and marked one by
// one; the passage itself carries no marks). Kept per paper under the paper's cache version, which
// every write of the paper moves in its own transaction (a drop, a key or a question change, an
// edit: paper-versions.ts), so a burst of saves and submissions reads no paper at all.

export interface SheetItem {
  questionId: number;
  /** The comprehension a child belongs to; null for a question of the paper itself. */
  parentId: number | null;
  row: QuestionRow;
  key: AnswerKey;
  marks: number;
  negativeMarks: number;
  dropped: boolean;
  paperSectionId: number | null;
  order: number;
  /** Position of the item's section in the paper (JEE Main's tie order goes by it). */
  sectionIndex: number;
}

export interface PaperSheet {
  paper: PaperRow;
  sections: PaperSectionRow[];
  paperQuestions: PaperQuestionRow[];
  loaded: LoadedQuestions;
  /** Every item a learner answers, in paper order. */
  items: SheetItem[];
  byId: Map<number, SheetItem>;
  settings: PaperSetting[];
  partialMarking: boolean;
  explanationsAllowed: boolean;
  rankGeneration: boolean;
  maxMarks: number;
}

/**
 * How long a kept sheet is used without reading the paper's row: it bounds only a change made around
 * the product (SQL); every write the product makes moves the paper's version at once.
 */
export const SHEET_UNREAD_MS = 60_000;

interface KeptSheet {
  sheet: PaperSheet;
  version: string;
  readAt: number;
}

export function createPaperSheets(repos: {
  papers: AttemptPapersRepository;
  questions: QuestionRecords;
  versions: Pick<CacheVersions, 'current'>;
  now?: () => number;
}) {
  const now = repos.now ?? (() => performance.now());
  const cache = new Map<number, KeptSheet>();

  async function build(paper: PaperRow): Promise<PaperSheet> {
    const [sections, paperQuestions] = await Promise.all([
      repos.papers.sectionsOf(paper.paper_id),
      repos.papers.questionsOf(paper.paper_id),
    ]);
    const loaded = await loadQuestions(
      repos.questions,
      paperQuestions.map((q) => q.question_id),
    );
    const sectionIndex = new Map(sections.map((s, i) => [s.paper_section_id, i]));
    const items: SheetItem[] = [];
    for (const pq of paperQuestions) {
      const row = loaded.rows.get(pq.question_id);
      if (!row) continue;
      const base = {
        dropped: pq.is_dropped === 1,
        paperSectionId: pq.paper_section_id,
        order: pq.question_order,
        sectionIndex: pq.paper_section_id === null ? 0 : (sectionIndex.get(pq.paper_section_id) ?? 0),
      };
      if (row.question_type !== 'comprehension') {
        items.push({
          ...base,
          questionId: row.question_id,
          parentId: null,
          row,
          key: keyOf(row),
          marks: pq.marks,
          negativeMarks: pq.negative_marks,
        });
        continue;
      }
      for (const child of loaded.children.get(row.question_id) ?? []) {
        items.push({
          ...base,
          questionId: child.question_id,
          parentId: row.question_id,
          row: child,
          key: keyOf(child),
          marks: child.marks,
          negativeMarks: child.negative_marks,
        });
      }
    }
    const settings = parseJson<PaperSetting[]>(paper.paper_settings, []);
    return {
      paper,
      sections,
      paperQuestions,
      loaded,
      items,
      byId: new Map(items.map((i) => [i.questionId, i])),
      settings,
      partialMarking: hasPaperSetting(settings, 'partialMarking'),
      explanationsAllowed: hasPaperSetting(settings, 'explanationAllowed'),
      rankGeneration: hasPaperSetting(settings, 'rankGeneration'),
      maxMarks: Math.round(items.reduce((sum, i) => sum + i.marks, 0) * 100) / 100,
    };
  }

  /**
   * The paper's sheet: the kept one while the paper's version has not moved (no read at all), else
   * the paper's row is read and the sheet built again if its revision moved. Undefined for no (or a
   * deleted) paper.
   */
  async function sheetOf(paperId: number): Promise<PaperSheet | undefined> {
    // Taken before the read: a write committed meanwhile moves it, and this sheet is not kept under it.
    const version = repos.versions.current(paperVersion(paperId));
    const at = now();
    const kept = cache.get(paperId);
    if (kept && kept.version === version && at - kept.readAt < SHEET_UNREAD_MS) return kept.sheet;
    const paper = await repos.papers.paper(paperId);
    if (!paper) {
      cache.delete(paperId);
      return undefined;
    }
    const same =
      kept && kept.sheet.paper.revision === paper.revision && kept.sheet.paper.updated_at === paper.updated_at;
    const sheet = same ? kept.sheet : await build(paper);
    if (!kept && cache.size >= 500) cache.delete(cache.keys().next().value!);
    cache.set(paperId, { sheet, version, readAt: at });
    return sheet;
  }

  return { sheetOf, forget: (paperId: number) => cache.delete(paperId) };
}

export type PaperSheets = ReturnType<typeof createPaperSheets>;
