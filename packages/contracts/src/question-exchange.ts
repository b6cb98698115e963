import Type, { type Static } from 'typebox';
import { Id } from './common.js';
import { LanguageId } from './assessments-questions.js';

// Questions out of the bank in other systems' formats: Moodle XML (one .xml file) and a QTI 3.0
// package (a .zip of imsmanifest.xml and one item per question).

/** The most questions one export holds. */
export const MAX_EXPORT_QUESTIONS = 2_000;

export const QuestionExportFormat = Type.Union([Type.Literal('moodle-xml'), Type.Literal('qti3')], {
  description: 'moodle-xml: Moodle XML (.xml); qti3: a QTI 3.0 content package (.zip)',
});
export type QuestionExportFormat = Static<typeof QuestionExportFormat>;

/**
 * POST /question-msa-test/question/export: chosen questions (question_ids, in that order) or a paper's
 * questions (paper_id, weighed as the paper weighs them), one of the two, as a file to download.
 */
export const QuestionExportBody = Type.Object({
  format: QuestionExportFormat,
  question_ids: Type.Optional(Type.Array(Id(), { minItems: 1, maxItems: MAX_EXPORT_QUESTIONS })),
  paper_id: Type.Optional(Id()),
  language_id: Type.Optional(LanguageId),
});
export type QuestionExportBody = Static<typeof QuestionExportBody>;
