import {
  parse,
  type GIFTQuestion,
  type Matching,
  type Numerical,
  type NumericalFormat,
  type TextFormat as GiftText,
} from 'gift-pegjs';
import { categoryPath, textBase } from './draft-base.js';
import { blankAnswers, choiceOutcome, outcomeOf, refused, MAX_OPTIONS, optionId } from './draft-fit.js';
import { convertText, type ConvertedText, type TextFormat } from './file-text.js';
import type { DraftOutcome, FitNote, QuestionDraft, QuestionFileReader } from './question-draft.js';

// GIFT, Moodle's text format, read by the GIFT grammar's own parser (gift-pegjs). The parser stops at
// the first question it cannot read, so the file is read question by question (GIFT separates them by
// a blank line): one question the parser refuses is refused with the line it stopped at, and the
// others still come in. GIFT has no marks: each question is worth 1, as Moodle imports it. Its tags
// (`// [tag:name]`, Moodle's way) are the question's tags.

const FORMATS: Record<GiftText['format'], TextFormat> = {
  moodle: 'html',
  html: 'html',
  markdown: 'markdown',
  plain: 'plain',
};

const textOf = (t: GiftText | null | undefined): ConvertedText =>
  t ? convertText(t.text, FORMATS[t.format]) : { text: '', notes: [], images: [] };

/** The file in its questions, each with the line it starts on. */
function chunksOf(source: string): { text: string; line: number }[] {
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const chunks: { text: string; line: number }[] = [];
  let current: string[] = [];
  let start = 1;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      if (current.some((l) => l.trim() !== '' && !l.trim().startsWith('//'))) {
        chunks.push({ text: current.join('\n'), line: start });
      }
      current = [];
      start = index + 2;
      return;
    }
    current.push(line);
  });
  if (current.some((l) => l.trim() !== '' && !l.trim().startsWith('//')))
    chunks.push({ text: current.join('\n'), line: start });
  return chunks;
}

function numericValue(format: NumericalFormat): { value: number; tolerance: number } | null {
  if (format.type === 'simple' && format.number !== undefined) return { value: format.number, tolerance: 0 };
  if (format.type === 'range' && format.number !== undefined)
    return { value: format.number, tolerance: Math.abs(format.range ?? 0) };
  if (format.type === 'high-low' && format.numberHigh !== undefined && format.numberLow !== undefined) {
    return { value: (format.numberHigh + format.numberLow) / 2, tolerance: (format.numberHigh - format.numberLow) / 2 };
  }
  return null;
}

function numericOutcome(q: Numerical, base: Omit<QuestionDraft, 'question_type'>, notes: FitNote[]): DraftOutcome {
  const choices = Array.isArray(q.choices) ? q.choices : [{ isCorrect: true, weight: null, text: q.choices }];
  const worth = (c: { isCorrect: boolean; weight: number | null }) => c.weight ?? (c.isCorrect ? 100 : 0);
  const best = [...choices].sort((a, b) => worth(b) - worth(a))[0];
  const found = best && worth(best) > 0 ? numericValue(best.text) : null;
  if (!found) return refused(base.title, 'questionImport.refused.noRightAnswer');
  if (choices.filter((c) => worth(c) > 0).length > 1)
    notes.push({ reason: 'questionImport.note.partialAnswerDropped' });
  return outcomeOf({ ...base, question_type: 'numeric', answer: found }, notes);
}

function matchOutcome(q: Matching, base: Omit<QuestionDraft, 'question_type'>, notes: FitNote[]): DraftOutcome {
  const answers = [...new Set(q.matchPairs.map((p) => p.subanswer.trim()))];
  const lefts = q.matchPairs.filter((p) => p.subquestion.text.trim() !== '');
  if (lefts.length === 0) return refused(base.title, 'questionImport.refused.noPairs');
  if (answers.length > MAX_OPTIONS || lefts.length > MAX_OPTIONS)
    return refused(base.title, 'questionImport.refused.tooManyChoices', { count: answers.length, max: MAX_OPTIONS });
  const left = lefts.map((p, i) => {
    const text = textOf(p.subquestion);
    notes.push(...text.notes);
    return { option_id: `l${i + 1}`, option_text: text.text };
  });
  return outcomeOf(
    {
      ...base,
      question_type: 'match',
      match_left: left,
      options: answers.map((a, i) => ({ option_id: optionId(i), option_text: a })),
      answer: {
        pairs: lefts.map((p, i) => ({
          left_id: `l${i + 1}`,
          option_id: optionId(answers.indexOf(p.subanswer.trim())),
        })),
      },
    },
    notes,
  );
}

function fromQuestion(q: Exclude<GIFTQuestion, { type: 'Category' }>, category: string[]): DraftOutcome {
  const stem = textOf(q.stem);
  const title = q.title?.trim() || stem.text.slice(0, 80);
  if (q.type === 'Description') return refused(title, 'questionImport.refused.description');
  const explanation = textOf(q.globalFeedback);
  const tags = [...new Set((q.tags ?? []).map((t) => t.trim().slice(0, 200)).filter((t) => t !== ''))].slice(0, 20);
  const base = { ...textBase({ title, stem, explanation, marks: 1, category }), ...(tags.length ? { tags } : {}) };
  const notes: FitNote[] = [...stem.notes, ...explanation.notes];
  switch (q.type) {
    case 'MC': {
      const choices = q.choices.map((c) => {
        const text = textOf(c.text);
        notes.push(...text.notes);
        return { text: text.text, fraction: c.weight ?? (c.isCorrect ? 100 : 0) };
      });
      return choiceOutcome(base, choices, null, notes);
    }
    case 'TF':
      return outcomeOf({ ...base, question_type: 'true_false', answer: { is_true: q.isTrue } }, notes);
    case 'Short': {
      const answers = q.choices.map((c) => ({
        text: textOf(c.text).text,
        fraction: c.weight ?? (c.isCorrect ? 100 : 0),
      }));
      const accepted = blankAnswers(answers, notes);
      if (accepted.length === 0) return refused(title, 'questionImport.refused.noRightAnswer');
      return outcomeOf({ ...base, question_type: 'fill_blank', answer: { blanks: [accepted] } }, notes);
    }
    case 'Numerical':
      return numericOutcome(q, base, notes);
    case 'Matching':
      return matchOutcome(q, base, notes);
    case 'Essay':
      return outcomeOf({ ...base, question_type: 'subjective' }, notes);
  }
}

function parseError(error: unknown): number | null {
  const location = (error as { location?: { start?: { line?: number } } }).location;
  return location?.start?.line ?? null;
}

/** A GIFT file's questions, in file order. */
export const readGift: QuestionFileReader = (file) => {
  const outcomes: DraftOutcome[] = [];
  let category: string[] = [];
  for (const chunk of chunksOf(new TextDecoder().decode(file))) {
    let questions: GIFTQuestion[];
    try {
      questions = parse(`${chunk.text}\n`);
    } catch (error) {
      const line = chunk.line + (parseError(error) ?? 1) - 1;
      const title = /::(.*?)::/.exec(chunk.text)?.[1]?.trim() || chunk.text.trim().slice(0, 80);
      outcomes.push(refused(title, 'questionImport.refused.unreadable', { line }));
      continue;
    }
    for (const q of questions) {
      if (q.type === 'Category') category = categoryPath(q.title);
      else outcomes.push(fromQuestion(q, category));
    }
  }
  return outcomes;
};
