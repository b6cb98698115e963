import { SaveQuestionBody, type ChildQuestionInput } from '@esc/contracts';
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { AppError } from '../../../platform/errors/app-error.js';
import { fieldReasons, type ValidationIssue } from '../../../platform/errors/validation-reasons.js';
import { keyFromInput } from '../answer-codec.js';
import type { NewQuestionInput, OtherLanguageText } from '../question-bank.service.js';
import type { DraftImage, DraftOutcome, DraftText, FitNote, QuestionDraft } from './question-draft.js';

// Between a reader's drafts and the bank: a draft checked against the very schema and key rules that
// saving one question by hand meets (so the preview refuses what the import would), drafts kept as
// JSON for the day between preview and import, and a draft made a saveQuestion body with its texts
// in other languages.

const checkBody = Compile(SaveQuestionBody);
const FIGURE = /!\[([^\]]{0,200})\]\(draft:([^)\s]{1,300})\)/g;

/** Stored key of each figure of a draft, by the name its text uses; its passage's questions' own. */
export interface FigureKeys {
  keys: ReadonlyMap<string, string>;
  children: readonly FigureKeys[];
}

/** What the bank is told for a draft: its place and difficulty chosen by the teacher, figures stored, tags found. */
export interface BodyChoices {
  schoolId: number | null;
  syllabusId: number;
  difficulty: 1 | 2 | 3;
  figures: FigureKeys;
  /** The tag value of each of the draft's tag words the product has. */
  tagIds?: ReadonlyMap<string, number>;
}

const NO_FIGURES: FigureKeys = { keys: new Map(), children: [] };

function withKeys(text: string, keys: ReadonlyMap<string, string>): string {
  return text.replace(FIGURE, (_m, alt: string, name: string) => `![${alt}](${keys.get(name) ?? name})`);
}

const wordsIn = (t: DraftText) =>
  [t.stem, t.explanation ?? '', ...[...(t.options ?? []), ...(t.match_left ?? [])].map((o) => o.option_text)].join(
    '\n',
  );

/** The figures a text places. */
const placedIn = (t: DraftText) => new Set([...wordsIn(t).matchAll(FIGURE)].map((m) => m[2]!));

/**
 * Figures alone at the stem's end, with no words (as the product's export places a figure its text does
 * not place), are the question's figures shown after its text: kept in image_keys, not in the words.
 */
const TRAILING_FIGURES = /(?:\s*!\[\]\(draft:[^)\s]{1,300}\))+\s*$/;

/** A text with its figures' stored keys: the ones it places, and (for the draft's own text) those no text places. */
function textInput(t: DraftText, draft: QuestionDraft, keys: ReadonlyMap<string, string>, own: boolean) {
  const placed = placedIn(t);
  const elsewhere = new Set((draft.texts ?? []).flatMap((other) => [...placedIn(other)]));
  const figures = draft.images.filter((i) => placed.has(i.name) || (own && !elsewhere.has(i.name)));
  const k = (text: string) => withKeys(text, keys);
  const options = (list: DraftText['options']) => list?.map((o) => ({ ...o, option_text: k(o.option_text) }));
  const stem = t.stem.replace(TRAILING_FIGURES, '');
  return {
    stem: k(stem === '' ? t.stem : stem),
    ...(t.options ? { options: options(t.options) } : {}),
    ...(t.match_left ? { match_left: options(t.match_left) } : {}),
    ...(t.explanation ? { explanation: k(t.explanation) } : {}),
    ...(figures.length > 0 ? { image_keys: figures.map((i) => keys.get(i.name) ?? i.name) } : {}),
  };
}

const fitted = (difficulty: number | undefined, fallback: number) => difficulty ?? fallback;

function childOf(draft: QuestionDraft, figures: FigureKeys | undefined, fallback: number) {
  return {
    question_type: draft.question_type,
    difficulty: fitted(draft.difficulty, fallback),
    marks: draft.marks,
    ...(draft.negative_marks ? { negative_marks: draft.negative_marks } : {}),
    ...(draft.answer ? { answer: draft.answer } : {}),
    ...textInput(draft, draft, (figures ?? NO_FIGURES).keys, true),
  } satisfies Static<typeof ChildQuestionInput>;
}

/** The saveQuestion body of a draft (its own language's text). */
export function bodyOf(draft: QuestionDraft, choices: BodyChoices): SaveQuestionBody {
  const difficulty = fitted(draft.difficulty, choices.difficulty);
  const tagIds = (draft.tags ?? []).flatMap((t) => choices.tagIds?.get(t) ?? []);
  return {
    school_id: choices.schoolId,
    question_type: draft.question_type,
    ...(draft.language_id && draft.language_id !== 1 ? { language_id: draft.language_id } : {}),
    syllabus_id: choices.syllabusId,
    difficulty,
    marks: draft.marks,
    ...(draft.negative_marks ? { negative_marks: draft.negative_marks } : {}),
    ...(tagIds.length > 0 ? { tag_value_ids: [...new Set(tagIds)] } : {}),
    ...(draft.answer ? { answer: draft.answer } : {}),
    ...textInput(draft, draft, choices.figures.keys, true),
    ...(draft.children?.length
      ? { children: draft.children.map((c, i) => childOf(c, choices.figures.children[i], difficulty)) }
      : {}),
  };
}

/** The draft's texts in other languages, as the bank saves them beside its own (its passage's questions' too). */
export function otherTextsOf(draft: QuestionDraft, figures: FigureKeys): OtherLanguageText[] {
  return (draft.texts ?? []).map((t) => {
    const children = (draft.children ?? []).map((c, i) => {
      const theirs = c.texts?.find((ct) => ct.language_id === t.language_id) ?? c;
      return textInput(theirs, c, (figures.children[i] ?? NO_FIGURES).keys, theirs === c);
    });
    return {
      language_id: t.language_id,
      ...textInput(t, draft, figures.keys, false),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

/** What the bank's createMany is given for a draft. */
export const inputOf = (draft: QuestionDraft, choices: BodyChoices): NewQuestionInput => ({
  body: bodyOf(draft, choices),
  otherTexts: otherTextsOf(draft, choices.figures),
});

/**
 * A figure a text names but the file does not carry is taken out of the text, said. Figures the file
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
  const options = (list: DraftText['options']) => list?.map((o) => ({ ...o, option_text: settle(o.option_text) }));
  const words = <T extends DraftText>(t: T): T => ({
    ...t,
    stem: settle(t.stem).trim(),
    ...(t.options ? { options: options(t.options) } : {}),
    ...(t.match_left ? { match_left: options(t.match_left) } : {}),
    ...(t.explanation ? { explanation: settle(t.explanation) } : {}),
  });
  return {
    ...words(draft),
    ...(draft.texts ? { texts: draft.texts.map(words) } : {}),
    ...(draft.children ? { children: draft.children.map((c) => settleFigures(c, notes)) } : {}),
  };
}

/** A difficulty outside 1 (easy) to 3 (hard) is brought to the nearest, said. */
function fitDifficulty(draft: QuestionDraft, notes: FitNote[]): QuestionDraft {
  const children = draft.children?.map((c) => fitDifficulty(c, notes));
  const given = draft.difficulty;
  const base = children ? { ...draft, children } : draft;
  if (given === undefined || [1, 2, 3].includes(given)) return base;
  const now = Number.isFinite(given) ? Math.min(3, Math.max(1, Math.round(given))) : 2;
  notes.push({ reason: 'questionImport.note.difficultyFitted', params: { given: String(given), now } });
  return { ...base, difficulty: now };
}

/** The note of the first schema problem of a body, with the field it names. */
function schemaProblem(body: SaveQuestionBody, prefix: string): FitNote | null {
  if (checkBody.Check(body)) return null;
  const [first] = fieldReasons([...checkBody.Errors(body)] as unknown as ValidationIssue[], 'question');
  return first
    ? { reason: first.reason, params: { ...(first.params as FitNote['params']), field: `${prefix}${first.field}` } }
    : null;
}

/** The note of the key's problem over these options, null when it holds. */
function keyProblem(draft: QuestionDraft, words: DraftText, prefix: string): FitNote | null {
  try {
    keyFromInput(draft.question_type, draft.answer, {
      options: words.options ?? [],
      matchLeft: words.match_left ?? [],
    });
  } catch (error) {
    const first = error instanceof AppError ? error.errors?.[0] : undefined;
    if (!first?.reason) throw error;
    return {
      reason: first.reason.reason,
      params: { ...(first.reason.params as FitNote['params']), field: `${prefix}${first.field}` },
    };
  }
  return null;
}

const placeholders = (draft: QuestionDraft): FigureKeys => ({
  keys: new Map(draft.images.map((i) => [i.name, `uploads/0/${i.name}`])),
  children: (draft.children ?? []).map(placeholders),
});

/** The first problem saving the draft (in each of its languages) would meet, as a note; null when it fits. */
function problemOf(draft: QuestionDraft): FitNote | null {
  const figures = placeholders(draft);
  const body = bodyOf(draft, { schoolId: null, syllabusId: 1, difficulty: 2, figures });
  const own = schemaProblem(body, '');
  if (own) return own;
  if (body.stem.trim() === '') return { reason: 'questionImport.refused.emptyText' };
  for (const [i, text] of otherTextsOf(draft, figures).entries()) {
    const { language_id, children, ...words } = text;
    const translated = {
      ...body,
      ...words,
      language_id,
      children: body.children?.map((c, j) => ({ ...c, ...children?.[j] })),
    };
    const problem = schemaProblem(translated, `texts.${i}.`);
    if (problem) return problem;
  }
  const parts: [QuestionDraft, string][] = [
    [draft, ''],
    ...(draft.children ?? []).map((c, i): [QuestionDraft, string] => [c, `children.${i}.`]),
  ];
  for (const [part, prefix] of parts) {
    const texts: [DraftText, string][] = [
      [part, prefix],
      ...(part.texts ?? []).map((t, i): [DraftText, string] => [t, `${prefix}texts.${i}.`]),
    ];
    for (const [words, at] of texts) {
      const problem = keyProblem(part, words, at);
      if (problem) return problem;
    }
  }
  return null;
}

/** A reader's outcome checked as the bank would check it: a draft that would not save is refused. */
export function checkedOutcome(outcome: DraftOutcome): DraftOutcome {
  if (outcome.kind === 'refused') return outcome;
  const notes = outcome.kind === 'changed' ? [...outcome.notes] : [];
  const draft = fitDifficulty(settleFigures(outcome.draft, notes), notes);
  const problem = problemOf(draft);
  if (problem) return { kind: 'refused', title: draft.title, notes: [problem] };
  return notes.length > 0 ? { kind: 'changed', draft, notes } : { kind: 'imported', draft };
}

type StoredImage = Omit<DraftImage, 'bytes'> & { base64: string };
type StoredDraft = Omit<QuestionDraft, 'images' | 'children'> & { images: StoredImage[]; children?: StoredDraft[] };
/** An importable draft as the preview keeps it, with its number in the file. */
export interface StoredEntry {
  number: number;
  draft: StoredDraft;
}

function storedDraft(draft: QuestionDraft): StoredDraft {
  const images = draft.images.map(({ bytes, ...rest }) => ({ ...rest, base64: Buffer.from(bytes).toString('base64') }));
  const { children, ...rest } = draft;
  return { ...rest, images, ...(children ? { children: children.map(storedDraft) } : {}) };
}

function keptDraft(stored: StoredDraft): QuestionDraft {
  const images = stored.images.map(({ base64, ...rest }) => ({
    ...rest,
    bytes: new Uint8Array(Buffer.from(base64, 'base64')),
  }));
  const { children, ...rest } = stored;
  return { ...rest, images, ...(children ? { children: children.map(keptDraft) } : {}) };
}

export const toStored = (number: number, draft: QuestionDraft): StoredEntry => ({ number, draft: storedDraft(draft) });

export const fromStored = (entry: StoredEntry): QuestionDraft => keptDraft(entry.draft);

/** A category path as people read it and the mapping names it. */
export const categoryLabel = (path: readonly string[]): string => path.join(' / ');
