import { MAX_EXPORT_QUESTIONS } from '@esc/contracts';
import {
  formatFilesSource,
  keysetPages,
  type FormatFile,
  type FormatFiles,
} from '../../platform/exports/school-export-source.js';
import type { PaperFiles, PaperShape } from '../question-bank/question-bank.module.js';
import type { PaperRow, PapersRepository } from './papers.repository.js';

// The school's papers in its export: this module reads its own tables (the school's papers only: not
// the platform's, not a learner's own practice test) a page at a time, and the question bank's paper
// writers make the files. Papers are gathered until they hold about as many questions as one file of
// the bank's own export (2,000), so no file grows without bound. A dropped question is left out, as it
// is of the paper's export; its marks were given to everyone and it is no longer asked.

const PAPER_PAGE = 100;

/** Papers with their sections in order and each section's questions in the paper's order. */
export async function shapesOf(
  repo: Pick<PapersRepository, 'sectionsOf' | 'questionsOf'>,
  papers: readonly PaperRow[],
): Promise<PaperShape[]> {
  const ids = papers.map((p) => p.paper_id);
  const [sections, questions] = await Promise.all([repo.sectionsOf(ids), repo.questionsOf(ids)]);
  return papers.map((paper) => {
    const own = sections.filter((s) => s.paper_id === paper.paper_id);
    const shaped = own.map((s) => ({ id: s.paper_section_id, name: s.section_name, instructions: s.instructions }));
    const asked = questions.filter((q) => q.paper_id === paper.paper_id && q.is_dropped !== 1);
    const known = new Set(shaped.map((s) => s.id));
    // A question outside any section (none is saved so, but the column allows it) opens the paper.
    const loose = asked.filter((q) => q.paper_section_id === null || !known.has(q.paper_section_id));
    const parts = [...(loose.length > 0 ? [{ id: null, name: paper.paper_name, instructions: '' }] : []), ...shaped];
    const weigh = ({ question_id, marks, negative_marks }: (typeof asked)[number]) => ({
      question_id,
      marks,
      negative_marks,
    });
    return {
      paper_id: paper.paper_id,
      name: paper.paper_name,
      language_id: paper.language_id,
      sections: parts.map(({ id, name, instructions }) => ({
        name,
        instructions,
        questions: (id === null ? loose : asked.filter((q) => q.paper_section_id === id)).map(weigh),
      })),
    };
  });
}

const questionCount = (p: PaperShape) => p.sections.reduce((n, s) => n + s.questions.length, 0);

/** The school's papers as the bank's paper writers make them, a file pair per gathering of papers. */
export function schoolPaperFiles(
  repo: Pick<PapersRepository, 'schoolPapersAfter' | 'sectionsOf' | 'questionsOf'>,
  files: Pick<PaperFiles, 'schoolFiles'>,
): FormatFiles {
  return async (schoolId) => {
    const out: FormatFile[] = [];
    let batch: PaperShape[] = [];
    let count = 0;
    const flush = async () => {
      out.push(...(await files.schoolFiles(schoolId, batch, out.length / 2 + 1)));
      batch = [];
      count = 0;
    };
    for await (const page of keysetPages(
      (after: number | null, limit) => repo.schoolPapersAfter(schoolId, after, limit),
      (p) => p.paper_id,
      PAPER_PAGE,
    )) {
      for (const shape of await shapesOf(repo, page)) {
        if (batch.length > 0 && count + questionCount(shape) > MAX_EXPORT_QUESTIONS) await flush();
        batch.push(shape);
        count += questionCount(shape);
      }
    }
    if (batch.length > 0) await flush();
    return out;
  };
}

/**
 * The school's papers in a school's export, as QTI 3.0 tests and Moodle XML: the question-bank
 * exchange writes those files from the papers this module reads (an empty list: the part writes nothing).
 */
export const papersSchoolExport = (writers: readonly FormatFiles[]) =>
  formatFilesSource(
    'the school’s papers as QTI 3.0 tests (sections, order, marks) and their questions as Moodle XML, a category per paper and section.',
    writers,
  );
