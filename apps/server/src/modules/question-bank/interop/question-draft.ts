import type { AnswerKeyInput, QuestionOption, QuestionTypeValue } from '@esc/contracts';

// One question on its way in from another system's file (Moodle XML, GIFT, Aiken, QTI 3) or out to
// one. Every format's reader turns its file into drafts and every writer turns drafts into its file,
// so the preview, the fitting to the product's rules and the all-or-nothing apply are written once.
// Text is the product's: Markdown with TeX between $...$ or $$...$$, never the file's HTML or script.

/** A figure carried inside the file (Moodle's base64 `<file>`, a QTI package's image). */
export interface DraftImage {
  /** The name the stem uses for it: `![](draft:<name>)` until the apply step stores it. */
  name: string;
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';
  bytes: Uint8Array;
}

const DRAFT_IMAGE_TYPES: Readonly<Record<string, DraftImage['mime']>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** A figure's type by its file name's extension; undefined for a file that is no figure a draft carries. */
export const draftImageMime = (fileName: string): DraftImage['mime'] | undefined =>
  DRAFT_IMAGE_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()];

/** What a question says in one language: the parts of a draft that are words. */
export interface DraftText {
  stem: string;
  options?: QuestionOption[];
  match_left?: QuestionOption[];
  explanation?: string;
}

/** The question in another of the product's languages (the key, marks and figures are shared). */
export interface DraftLanguageText extends DraftText {
  /** The product's language_id (packages/contracts/src/languages.ts). */
  language_id: number;
}

export interface QuestionDraft {
  question_type: QuestionTypeValue;
  /** The language of the draft's own text; absent: the product's default (1, English). */
  language_id?: number;
  /** The same question in the product's other languages, each language once. */
  texts?: DraftLanguageText[];
  /** The file's name for the question (Moodle's `<name>`, GIFT's `::title::`): shown in the preview only. */
  title: string;
  stem: string;
  options?: QuestionOption[];
  /** For match: the left column (the options are the right one). */
  match_left?: QuestionOption[];
  answer?: AnswerKeyInput;
  explanation?: string;
  marks: number;
  negative_marks?: number;
  /**
   * 1 easy, 2 medium, 3 hard; a file without one leaves the teacher's choice. A reader gives the
   * file's number as it is: the import fits one outside 1 to 3 and says so.
   */
  difficulty?: number;
  /** The product's tags as people read them ("Board Exam: Important"); the import finds them by these words. */
  tags?: string[];
  /** The file's category path below its top ("Algebra/Linear" -> ['Algebra', 'Linear']). */
  category: string[];
  images: DraftImage[];
  /** A comprehension's questions. */
  children?: QuestionDraft[];
}

/** Why a question was changed to fit or refused: a reason of the words catalogue and its params. */
export interface FitNote {
  reason: string;
  params?: Record<string, string | number>;
}

/** What became of one question of the file, in file order. */
export type DraftOutcome =
  | { kind: 'imported'; draft: QuestionDraft }
  | { kind: 'changed'; draft: QuestionDraft; notes: FitNote[] }
  | { kind: 'refused'; title: string; notes: FitNote[] };

/** A format's reader: the file's bytes to outcomes, never throwing for one bad question. */
export type QuestionFileReader = (file: Uint8Array) => DraftOutcome[] | Promise<DraftOutcome[]>;

/** A format's writer: drafts to the file's bytes (one file, or a zip for a package). */
export type QuestionFileWriter = (drafts: readonly QuestionDraft[]) => Uint8Array | Promise<Uint8Array>;
