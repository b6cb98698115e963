import type { QuestionOption } from '@esc/contracts';
import { uniqueNotes } from './file-text.js';
import type { DraftOutcome, FitNote, QuestionDraft } from './question-draft.js';

// What every reader does once it has a question's parts: fits the file's marking to the product's.
// Moodle gives each choice a fraction of the marks (100, 50, -33.3...); the product gives a question
// its marks, one negative mark for any wrong answer, and marks multiple-correct questions by all the
// correct options (partial marks only where the paper allows). Whatever does not carry over is said
// in a note, never dropped silently.

/** A choice as a file gives it: its text (already the product's) and its share of the marks in percent. */
export interface FileChoice {
  text: string;
  fraction: number;
}

/** The product holds at most this many options (assessments-questions.ts). */
export const MAX_OPTIONS = 10;

/** Option ids as the product's own editor makes them: a, b, c... */
export const optionId = (index: number): string => String.fromCharCode(97 + index);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A draft with its notes: imported when nothing changed, otherwise changed to fit. */
export function outcomeOf(draft: QuestionDraft, notes: readonly FitNote[]): DraftOutcome {
  const unique = uniqueNotes(notes);
  return unique.length === 0 ? { kind: 'imported', draft } : { kind: 'changed', draft, notes: unique };
}

export function refused(title: string, reason: string, params?: FitNote['params']): DraftOutcome {
  return { kind: 'refused', title, notes: [{ reason, ...(params ? { params } : {}) }] };
}

function options(choices: readonly FileChoice[]): QuestionOption[] {
  return choices.map((c, i) => ({ option_id: optionId(i), option_text: c.text }));
}

/** One wrong answer's loss: the file's penalties when they agree, else the mildest of them (said). */
function negativeOf(wrong: readonly FileChoice[], marks: number, notes: FitNote[]): number {
  const penalties = wrong.map((c) => Math.max(0, -c.fraction));
  if (penalties.length === 0) return 0;
  const mildest = Math.min(...penalties);
  if (penalties.some((p) => p !== mildest)) {
    notes.push({ reason: 'questionImport.note.penaltiesDiffer', params: { marks: round2((marks * mildest) / 100) } });
  }
  return round2((marks * mildest) / 100);
}

/**
 * A choice question: single when the file says one answer (or only one choice earns marks), else
 * multiple. Partial credit of a single answer is dropped; a multiple's fractions become "all the
 * correct options", with no negative mark (Moodle never takes a multiple-response question below zero).
 */
export function choiceOutcome(
  base: Omit<QuestionDraft, 'question_type'>,
  choices: readonly FileChoice[],
  single: boolean | null,
  notesIn: readonly FitNote[] = [],
): DraftOutcome {
  const notes = [...notesIn];
  if (choices.length < 2) return refused(base.title, 'questionImport.refused.twoChoices');
  if (choices.length > MAX_OPTIONS)
    return refused(base.title, 'questionImport.refused.tooManyChoices', { count: choices.length, max: MAX_OPTIONS });
  const best = Math.max(...choices.map((c) => c.fraction));
  if (best <= 0) return refused(base.title, 'questionImport.refused.noRightChoice');
  const earning = choices.filter((c) => c.fraction > 0);
  const isSingle = single ?? (earning.length === 1 && best >= 99.99);
  if (isSingle) {
    const right = choices.findIndex((c) => c.fraction === best);
    if (earning.length > 1) notes.push({ reason: 'questionImport.note.partialCreditDropped' });
    const wrong = choices.filter((_c, i) => i !== right);
    const negative = negativeOf(wrong, base.marks, notes);
    return outcomeOf(
      {
        ...base,
        question_type: 'single',
        options: options(choices),
        answer: { option_ids: [optionId(right)] },
        ...(negative > 0 ? { negative_marks: negative } : {}),
      },
      notes,
    );
  }
  const fractions = new Set(earning.map((c) => Math.round(c.fraction * 100)));
  if (fractions.size > 1 || choices.some((c) => c.fraction < 0))
    notes.push({ reason: 'questionImport.note.allOrNothing' });
  return outcomeOf(
    {
      ...base,
      question_type: 'multiple',
      options: options(choices),
      answer: { option_ids: choices.flatMap((c, i) => (c.fraction > 0 ? [optionId(i)] : [])) },
    },
    notes,
  );
}

/** Accepted answers of one blank: those worth full marks; partial ones and catch-alls are said and dropped. */
export function blankAnswers(answers: readonly FileChoice[], notes: FitNote[]): string[] {
  const accepted: string[] = [];
  for (const a of answers) {
    const text = a.text.trim();
    if (a.fraction >= 99.99 && text !== '' && text !== '*') accepted.push(text.slice(0, 200));
    else if (a.fraction > 0 && a.fraction < 99.99) notes.push({ reason: 'questionImport.note.partialAnswerDropped' });
    else if (text === '*' || text.includes('*')) notes.push({ reason: 'questionImport.note.wildcardDropped' });
  }
  return [...new Set(accepted)].slice(0, 10);
}
