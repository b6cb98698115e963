import { SaveQuestionBody } from '@esc/contracts';
import { Compile } from 'typebox/compile';
import { AppError } from '../../../platform/errors/app-error.js';
import { fieldReasons, type ValidationIssue } from '../../../platform/errors/validation-reasons.js';
import { keyFromInput } from '../answer-codec.js';
import type { DraftImage, DraftOutcome, FitNote, QuestionDraft } from './question-draft.js';

// Between a reader's drafts and the bank: a draft checked against the very schema and key rules that
// saving one question by hand meets (so the preview refuses what the import would), drafts kept as
// JSON for the day between preview and import, and a draft made a saveQuestion body.

const checkBody = Compile(SaveQuestionBody);
const FIGURE = /!\[([^\]]{0,200})\]\(draft:([^)\s]{1,300})\)/g;

/** What the bank is told for a draft: its place and difficulty chosen by the teacher, figures stored. */
export interface BodyChoices {
  schoolId: number | null;
  syllabusId: number;
  difficulty: 1 | 2 | 3;
  /** Stored key of each figure, by the name the draft's text uses. */
  keys: ReadonlyMap<string, string>;
}

function withKeys(text: string, keys: ReadonlyMap<string, string>): string {
  return text.replace(FIGURE, (_m, alt: string, name: string) => `![${alt}](${keys.get(name) ?? name})`);
}

/** The saveQuestion body of a draft. */
export function bodyOf(draft: QuestionDraft, choices: BodyChoices): SaveQuestionBody {
  const k = (text: string) => withKeys(text, choices.keys);
  const options = (list: QuestionDraft['options']) => list?.map((o) => ({ ...o, option_text: k(o.option_text) }));
  return {
    school_id: choices.schoolId,
    question_type: draft.question_type,
    syllabus_id: choices.syllabusId,
    difficulty: draft.difficulty ?? choices.difficulty,
    marks: draft.marks,
    ...(draft.negative_marks ? { negative_marks: draft.negative_marks } : {}),
    stem: k(draft.stem),
    ...(draft.options ? { options: options(draft.options) } : {}),
    ...(draft.match_left ? { match_left: options(draft.match_left) } : {}),
    ...(draft.explanation ? { explanation: k(draft.explanation) } : {}),
    ...(draft.answer ? { answer: draft.answer } : {}),
    ...(draft.images.length > 0 ? { image_keys: draft.images.map((i) => choices.keys.get(i.name) ?? i.name) } : {}),
  };
}

/**
 * A figure the text names but the file does not carry is taken out of the text, said. Figures the file
 * carries without the text naming them stay: the bank shows them after the text.
 */
function settleFigures(draft: QuestionDraft, notes: FitNote[]): QuestionDraft {
  const names = new Set(draft.images.map((i) => i.name));
  const settle = (text: string) =>
    text.replace(FIGURE, (m, _alt: string, name: string) => {
      if (names.has(name)) return m;
      notes.push({ reason: 'questionImport.note.imageMissing' });
      return '';
    });
  const options = (list: QuestionDraft['options']) => list?.map((o) => ({ ...o, option_text: settle(o.option_text) }));
  return {
    ...draft,
    stem: settle(draft.stem).trim(),
    ...(draft.options ? { options: options(draft.options) } : {}),
    ...(draft.match_left ? { match_left: options(draft.match_left) } : {}),
    ...(draft.explanation ? { explanation: settle(draft.explanation) } : {}),
  };
}

/** The first problem saving the draft would meet, as a note; null when it fits. */
function problemOf(draft: QuestionDraft): FitNote | null {
  const placeholder = new Map(draft.images.map((i) => [i.name, `uploads/0/${i.name}`]));
  const body = bodyOf(draft, { schoolId: null, syllabusId: 1, difficulty: 2, keys: placeholder });
  if (!checkBody.Check(body)) {
    const [first] = fieldReasons([...checkBody.Errors(body)] as unknown as ValidationIssue[], 'question');
    if (first) return { reason: first.reason, params: { ...(first.params as FitNote['params']), field: first.field } };
  }
  if (body.stem.trim() === '') return { reason: 'questionImport.refused.emptyText' };
  try {
    keyFromInput(draft.question_type, draft.answer, {
      options: draft.options ?? [],
      matchLeft: draft.match_left ?? [],
    });
  } catch (error) {
    const first = error instanceof AppError ? error.errors?.[0] : undefined;
    if (!first?.reason) throw error;
    return {
      reason: first.reason.reason,
      params: { ...(first.reason.params as FitNote['params']), field: first.field },
    };
  }
  return null;
}

/** A reader's outcome checked as the bank would check it: a draft that would not save is refused. */
export function checkedOutcome(outcome: DraftOutcome): DraftOutcome {
  if (outcome.kind === 'refused') return outcome;
  const notes = outcome.kind === 'changed' ? [...outcome.notes] : [];
  const draft = settleFigures(outcome.draft, notes);
  const problem = problemOf(draft);
  if (problem) return { kind: 'refused', title: draft.title, notes: [problem] };
  return notes.length > 0 ? { kind: 'changed', draft, notes } : { kind: 'imported', draft };
}

type StoredImage = Omit<DraftImage, 'bytes'> & { base64: string };
type StoredDraft = Omit<QuestionDraft, 'images'> & { images: StoredImage[] };
/** An importable draft as the preview keeps it, with its number in the file. */
export interface StoredEntry {
  number: number;
  draft: StoredDraft;
}

export function toStored(number: number, draft: QuestionDraft): StoredEntry {
  const images = draft.images.map(({ bytes, ...rest }) => ({ ...rest, base64: Buffer.from(bytes).toString('base64') }));
  return { number, draft: { ...draft, images } };
}

export function fromStored(entry: StoredEntry): QuestionDraft {
  const images = entry.draft.images.map(({ base64, ...rest }) => ({
    ...rest,
    bytes: new Uint8Array(Buffer.from(base64, 'base64')),
  }));
  return { ...entry.draft, images };
}

/** A category path as people read it and the mapping names it. */
export const categoryLabel = (path: readonly string[]): string => path.join(' / ');
