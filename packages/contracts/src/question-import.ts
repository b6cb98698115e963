import Type, { type Static } from 'typebox';
import { Difficulty, QuestionTypeValue } from './assessments-questions.js';
import { IdOrDigits, Nullable, Uuid } from './common.js';

// Bringing another system's question bank in (question-bank interop): a teacher uploads a Moodle XML,
// GIFT or Aiken file, reads what would become of each question (imported, changed to fit, refused and
// why), picks the chapters, and imports: all of the importable questions in one transaction, or none.

/** The largest file an import reads: 10 MB (a Moodle bank of a thousand questions with figures). */
export const QUESTION_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most questions one file may hold. */
export const QUESTION_IMPORT_MAX_QUESTIONS = 2000;
/** A preview is kept this long for its import. */
export const QUESTION_IMPORT_PREVIEW_HOURS = 24;

export const QuestionImportFormat = Type.Union(
  [Type.Literal('moodle-xml'), Type.Literal('gift'), Type.Literal('aiken'), Type.Literal('qti3')],
  {
    description: 'moodle-xml, gift, aiken or qti3 (a QTI 3.0 package zip); detected from the file when absent',
  },
);
export type QuestionImportFormat = Static<typeof QuestionImportFormat>;

/** POST /question-msa-test/question/import/preview: the file, as base64 of its bytes. */
export const QuestionImportPreviewBody = Type.Object({
  school_id: Type.Optional(
    Nullable(IdOrDigits({ description: "the bank: a school's (default the caller's), null the platform's" })),
  ),
  format: Type.Optional(QuestionImportFormat),
  file_name: Type.String({ minLength: 1, maxLength: 255 }),
  file_base64: Type.String({
    minLength: 1,
    // 10 MB in base64, with room for line breaks; the file's own size is checked once decoded.
    maxLength: 14_500_000,
    pattern: '^[A-Za-z0-9+/=\\r\\n]+$',
    description: 'the file, base64 (at most 10 MB once decoded)',
  }),
});
export type QuestionImportPreviewBody = Static<typeof QuestionImportPreviewBody>;

export const QuestionImportOutcome = Type.Union([
  Type.Literal('imported'),
  Type.Literal('changed'),
  Type.Literal('refused'),
]);
export type QuestionImportOutcome = Static<typeof QuestionImportOutcome>;

export const QuestionImportRow = Type.Object({
  /** The question's place in the file, from 1. */
  number: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  outcome: QuestionImportOutcome,
  question_type: Nullable(QuestionTypeValue),
  /** The stem as it will be stored (Markdown with TeX); empty for a refused question. */
  stem: Type.String(),
  /** The file's category path, parts joined by " / "; empty when none. */
  category: Type.String(),
  marks: Nullable(Type.Number()),
  /** Why it was changed or refused, in the request's language. */
  notes: Type.Array(Type.String()),
  /** Figures the file carries for it. */
  figures: Type.Integer({ minimum: 0 }),
});
export type QuestionImportRow = Static<typeof QuestionImportRow>;

export const QuestionImportPreviewData = Type.Object({
  preview_id: Uuid,
  format: QuestionImportFormat,
  file_name: Type.String(),
  expires_at: Type.String({ description: 'ISO-8601 UTC' }),
  counts: Type.Object({
    imported: Type.Integer({ minimum: 0 }),
    changed: Type.Integer({ minimum: 0 }),
    refused: Type.Integer({ minimum: 0 }),
  }),
  /** The file's category paths, for mapping each to a chapter or topic. */
  categories: Type.Array(Type.String()),
  questions: Type.Array(QuestionImportRow),
});
export type QuestionImportPreviewData = Static<typeof QuestionImportPreviewData>;

/** POST /question-msa-test/question/import/apply: the preview's questions into the chosen chapters. */
export const QuestionImportApplyBody = Type.Object({
  preview_id: Uuid,
  syllabus_id: IdOrDigits({ description: 'the chapter or topic for questions whose category has no mapping' }),
  categories: Type.Optional(
    Type.Array(
      Type.Object({
        category: Type.String({ maxLength: 2100 }),
        syllabus_id: IdOrDigits({ description: 'an existing chapter or topic; nothing is created' }),
      }),
      { maxItems: 500 },
    ),
  ),
  difficulty: Difficulty,
});
export type QuestionImportApplyBody = Static<typeof QuestionImportApplyBody>;

export const QuestionImportApplyData = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  question_ids: Type.Array(Type.Integer()),
});
export type QuestionImportApplyData = Static<typeof QuestionImportApplyData>;
