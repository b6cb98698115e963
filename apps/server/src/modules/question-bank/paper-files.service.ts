import pLimit from 'p-limit';
import type { FormatFile } from '../../platform/exports/school-export-source.js';
import type { Storage } from '../../platform/storage/storage.js';
import { parseJson } from './assessment-ports.js';
import { writeMoodleXml } from './interop/moodle-xml.writer.js';
import type { QuestionDraft } from './interop/question-draft.js';
import { writeQti3Tests, type TestPaper } from './interop/qti3-test.writer.js';
import type { DraftTags } from './interop/draft-tags.js';
import { createStoredDrafts } from './interop/stored-drafts.js';
import { loadQuestions, type LoadedQuestions, type Weight } from './question-views.js';
import type { QuestionRow, QuestionsRepository } from './questions.repository.js';

// Papers out of the product as files: a QTI 3.0 package holding one test per paper (sections and
// weights kept), and Moodle XML. Moodle XML holds questions, not quizzes: a paper's questions are
// filed in the category `<paper name>/<section name>` (below Moodle's `$course$/top`), each with the
// paper's marks as its default grade and its negative marks as a wrong answer's negative fraction;
// the quiz itself (its order, its sections as pages, its time) is not in the file and is made again
// in Moodle from those categories. The papers module reads its tables and hands the papers' shapes here.

export interface PaperQuestionShape {
  question_id: number;
  marks: number;
  negative_marks: number;
}

export interface PaperSectionShape {
  name: string;
  instructions: string;
  /** In the paper's order. */
  questions: PaperQuestionShape[];
}

export interface PaperShape {
  paper_id: number;
  name: string;
  /** The language the paper is set in: each question's text in it, else English, else any. */
  language_id: number;
  sections: PaperSectionShape[];
}

export interface PaperFilesDeps {
  repo: Pick<QuestionsRepository, 'byIds' | 'childrenOf' | 'textsOf' | 'tagsOf'>;
  storage: Pick<Storage, 'get' | 'exists'>;
  /** Questions of Olympiads running now, among these: their keys reach platform editors only. */
  olympiadQuestions(ids: readonly number[]): Promise<Set<number>>;
  /** Tags' words: a file carries a question's tags by them. */
  tagLabels: DraftTags['labelsOf'];
}

const idsOf = (papers: readonly PaperShape[]) =>
  papers.flatMap((p) => p.sections.flatMap((s) => s.questions.map((q) => q.question_id)));

export function createPaperFiles(deps: PaperFilesDeps) {
  const stored = createStoredDrafts({ storage: deps.storage, tagLabels: deps.tagLabels });
  const looking = pLimit(8);

  /** The texts without figures missing from storage: one lost file must not fail a school's whole export. */
  async function withStoredFigures(loaded: LoadedQuestions): Promise<LoadedQuestions> {
    const keysOf = (json: string) => parseJson<string[]>(json, []);
    const texts = [...loaded.texts.values()].flat();
    const keys = new Set(texts.flatMap((t) => keysOf(t.image_keys)));
    const missing = new Set<string>();
    await Promise.all(
      [...keys].map((key) =>
        looking(async () => {
          if (!(await deps.storage.exists(key))) missing.add(key);
        }),
      ),
    );
    if (missing.size === 0) return loaded;
    const kept = (json: string) => JSON.stringify(keysOf(json).filter((k) => !missing.has(k)));
    return {
      ...loaded,
      texts: new Map(
        [...loaded.texts].map(([id, list]) => [id, list.map((t) => ({ ...t, image_keys: kept(t.image_keys) }))]),
      ),
    };
  }

  /** The papers as tests of drafts, each weighed as its paper weighs it; `keep` leaves a question out. */
  async function testsOf(
    papers: readonly PaperShape[],
    asLoaded: LoadedQuestions,
    keep: (row: QuestionRow) => boolean = () => true,
  ): Promise<TestPaper[]> {
    const loaded = await withStoredFigures(asLoaded);
    const tests: TestPaper[] = [];
    for (const paper of papers) {
      const sections = [];
      for (const s of paper.sections) {
        const kept = s.questions.filter((q) => {
          const row = loaded.rows.get(q.question_id);
          return !!row && keep(row);
        });
        const weights = new Map<number, Weight>(kept.map((q) => [q.question_id, q]));
        const drafts = await stored.draftsOf(loaded, [...weights.keys()], paper.language_id, weights);
        const filed = (d: QuestionDraft): QuestionDraft => ({ ...d, category: [paper.name, s.name] });
        sections.push({ name: s.name, instructions: s.instructions, questions: drafts.map(filed) });
      }
      tests.push({ name: paper.name, sections });
    }
    return tests;
  }

  /**
   * One paper as a QTI 3.0 package with its test, or as Moodle XML with a category per section (the
   * caller has checked who may read it).
   */
  async function paperFile(paper: PaperShape, format: 'qti3' | 'moodle-xml'): Promise<Uint8Array> {
    const tests = await testsOf([paper], await loadQuestions(deps.repo, idsOf([paper])));
    if (format === 'qti3') return writeQti3Tests(tests);
    return writeMoodleXml(tests.flatMap((t) => t.sections.flatMap((s) => s.questions)));
  }

  /**
   * A school's papers for the school's export: one QTI 3.0 package (a test per paper) and one Moodle XML
   * file. A question of another school (a teacher of two schools may have used it) is left out, and so
   * is a platform question of an Olympiad running now, whose key the school's staff may not read yet.
   */
  async function schoolFiles(schoolId: number, papers: readonly PaperShape[], part: number): Promise<FormatFile[]> {
    if (papers.length === 0) return [];
    const ids = idsOf(papers);
    const loaded = await loadQuestions(deps.repo, ids);
    const withheld = await deps.olympiadQuestions(ids);
    const keep = (row: QuestionRow) =>
      row.school_id === schoolId || (row.school_id === null && !withheld.has(row.question_id));
    const tests = await testsOf(papers, loaded, keep);
    const drafts = tests.flatMap((t) => t.sections.flatMap((s) => s.questions));
    const n = String(part).padStart(3, '0');
    const range = `papers ${papers[0]!.paper_id} to ${papers[papers.length - 1]!.paper_id}`;
    return [
      {
        name: `papers-${n}.qti.zip`,
        holds: `the school's ${range} as QTI 3.0 tests: sections, questions in order, marks and negative marks`,
        format: 'QTI 3.0',
        rows: papers.length,
        data: writeQti3Tests(tests),
      },
      {
        name: `papers-${n}.moodle.xml`,
        holds: `the questions of the school's ${range}, a Moodle category per paper and section, graded as the paper grades them`,
        format: 'Moodle XML',
        rows: drafts.length,
        data: await writeMoodleXml(drafts),
      },
    ];
  }

  return { paperFile, schoolFiles };
}

export type PaperFiles = ReturnType<typeof createPaperFiles>;
