import { MAX_EXPORT_QUESTIONS, type QuestionExportBody } from '@esc/contracts';
import { DEFAULT_LANGUAGE_ID, readLanguage } from '@esc/domain';
import { ALLOWED } from '../../platform/auth/policy.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { keysetPages, type FormatFile } from '../../platform/exports/school-export-source.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { AssessmentAccess, Caller } from './assessment-access.js';
import { invalid, notFound, type CataloguePorts } from './assessment-ports.js';
import { writeMoodleXml } from './interop/moodle-xml.writer.js';
import { writeQti3Package } from './interop/qti3.writer.js';
import { createStoredDrafts } from './interop/stored-drafts.js';
import type { DraftTags } from './interop/draft-tags.js';
import type { PaperFiles } from './paper-files.service.js';
import type { QuestionHolders } from './question-bank.module.js';
import { questionRules } from './question-policy.js';
import { loadQuestions } from './question-views.js';
import type { QuestionRow, QuestionsRepository } from './questions.repository.js';

// Questions out of the bank as another system's file: chosen questions, or a paper's. The rule is
// the one that lets staff read a question with its key (their schools' banks and the platform's);
// any question they may not read answers 404, as a read of it does, and nothing is written.

export interface QuestionExportDeps {
  repo: Pick<QuestionsRepository, 'byIds' | 'childrenOf' | 'textsOf' | 'tagsOf' | 'schoolQuestionIds'>;
  access: Pick<AssessmentAccess, 'callerOf'>;
  keysWithheld(caller: Caller, ids: readonly number[]): Promise<Set<number>>;
  paperQuestions: QuestionHolders['papers']['paperQuestions'];
  storage: Pick<Storage, 'get'>;
  nodes: Pick<CataloguePorts['nodes'], 'byIds'>;
  /** Tags' words: a file carries a question's tags by them. */
  tags: Pick<DraftTags, 'labelsOf'>;
  mediumOf?: (person: { uuid: string; userTypeId: number }) => Promise<number>;
  paperFiles: Pick<PaperFiles, 'paperFile'>;
}

export interface ExportFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

const FORMATS = {
  'moodle-xml': { write: writeMoodleXml, ext: 'xml', contentType: 'application/xml; charset=utf-8' },
  qti3: { write: writeQti3Package, ext: 'zip', contentType: 'application/zip' },
} as const;

/** A name safe in a Content-Disposition header: letters, digits and dashes. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase() || 'questions';

export function createQuestionExport(deps: QuestionExportDeps) {
  const { repo, access } = deps;

  /** The ids asked, and the paper's sections and weights when a paper is asked. */
  async function chosen(caller: Caller, body: QuestionExportBody) {
    const byIds = body.question_ids !== undefined;
    if (byIds === (body.paper_id !== undefined))
      throw invalid('question_ids', { reason: 'questionExchange.idsOrPaper' });
    if (byIds) return { ids: [...new Set(body.question_ids)], name: 'questions', paper: undefined };
    const paper = await deps.paperQuestions(caller, body.paper_id!);
    if (!paper) throw notFound('papers.noPaper');
    const count = paper.questions.length;
    if (count > MAX_EXPORT_QUESTIONS)
      throw invalid('paper_id', { reason: 'questionExchange.tooMany', params: { count, max: MAX_EXPORT_QUESTIONS } });
    const ids = paper.questions.map((q) => q.question_id);
    return { ids, name: `paper-${paper.name}`, paper };
  }

  /** Subject, chapter and topic names: the category path Moodle files the question under. */
  async function categories(schools: readonly number[], rows: readonly QuestionRow[]) {
    const ids = rows.flatMap((r) => [r.subject_id, r.chapter_id, r.topic_id]).filter((n): n is number => n !== null);
    const nodes = await deps.nodes.byIds(ids, schools);
    return (row: QuestionRow) =>
      [row.subject_id, row.chapter_id, row.topic_id]
        .map((id) => (id === null ? undefined : nodes.get(id)?.syllabus_name))
        .filter((name): name is string => !!name);
  }

  /** POST question/export: the file, its name and its media type. */
  async function exportFile(auth: AuthContext, body: QuestionExportBody): Promise<ExportFile> {
    const caller = await access.callerOf(auth);
    const { ids, name, paper } = await chosen(caller, body);
    const loaded = await loadQuestions(repo, ids);
    const rows = ids.map((id) => loaded.rows.get(id));
    const usable = (row: QuestionRow | undefined): row is QuestionRow =>
      !!row && row.parent_question_id === null && questionRules.use(caller, row) === ALLOWED;
    if (!rows.every(usable)) throw notFound('questionBank.noQuestion');
    if ((await deps.keysWithheld(caller, ids)).size > 0)
      throw new AppError('CONFLICT', { reason: 'questionExchange.inRunningOlympiad' });
    const medium = deps.mediumOf ? await deps.mediumOf(auth) : DEFAULT_LANGUAGE_ID;
    const languageId = readLanguage(body.language_id, medium);
    // A paper keeps its shape: as QTI a test (sections, order, weights), as Moodle XML a category per section.
    if (paper) {
      const shape = { paper_id: body.paper_id!, name: paper.name, language_id: languageId, sections: paper.sections };
      const format = FORMATS[body.format];
      const bytes = await deps.paperFiles.paperFile(shape, body.format);
      return { filename: `${slug(name)}.${format.ext}`, contentType: format.contentType, bytes };
    }
    const drafts = await createStoredDrafts({
      storage: deps.storage,
      categoryOf: await categories(caller.staffSchools, rows),
      tagLabels: deps.tags.labelsOf,
    }).draftsOf(loaded, ids, languageId);
    const format = FORMATS[body.format];
    return {
      filename: `${slug(name)}.${format.ext}`,
      contentType: format.contentType,
      bytes: await format.write(drafts),
    };
  }

  /**
   * A school's own questions for the school's export, as Moodle XML and a QTI 3.0 package, 2,000
   * questions a file (the bound of one export), in the bank's default language where a question has it.
   */
  async function schoolFiles(schoolId: number): Promise<FormatFile[]> {
    const files: FormatFile[] = [];
    for await (const ids of keysetPages(
      (after: number | null, limit) => repo.schoolQuestionIds(schoolId, after, limit),
      (id) => id,
      MAX_EXPORT_QUESTIONS,
    )) {
      const loaded = await loadQuestions(repo, ids);
      const rows = ids.map((id) => loaded.rows.get(id)!);
      const drafts = await createStoredDrafts({
        storage: deps.storage,
        categoryOf: await categories([schoolId], rows),
        tagLabels: deps.tags.labelsOf,
      }).draftsOf(loaded, ids, DEFAULT_LANGUAGE_ID);
      const part = String(files.length / 2 + 1).padStart(3, '0');
      const holds = `the school's own questions ${ids[0]} to ${ids[ids.length - 1]}, with their keys and figures`;
      files.push(
        {
          name: `questions-${part}.moodle.xml`,
          holds,
          format: 'Moodle XML',
          rows: ids.length,
          data: await writeMoodleXml(drafts),
        },
        {
          name: `questions-${part}.qti.zip`,
          holds,
          format: 'QTI 3.0',
          rows: ids.length,
          data: await writeQti3Package(drafts),
        },
      );
    }
    return files;
  }

  return { exportFile, schoolFiles };
}

export type QuestionExport = ReturnType<typeof createQuestionExport>;
