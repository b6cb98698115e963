// Questions and how an answer is marked: single and multiple correct, integer,
// numeric with a tolerance, fill in the blank, true or false, match, comprehension (a parent whose
// children are marked one by one) and subjective (marked by a teacher). Marks are in whole or
// fractional points; a question's negative mark is a positive number subtracted for a wrong answer.

export type QuestionType =
  | 'single'
  | 'multiple'
  | 'integer'
  | 'numeric'
  | 'fill_blank'
  | 'true_false'
  | 'match'
  | 'comprehension'
  | 'subjective';

export const QUESTION_TYPES: readonly QuestionType[] = [
  'single',
  'multiple',
  'integer',
  'numeric',
  'fill_blank',
  'true_false',
  'match',
  'comprehension',
  'subjective',
];

/** The correct answer of a question, by type (what the server keeps and never sends early). */
export type AnswerKey =
  | { type: 'single'; optionId: string }
  | { type: 'multiple'; optionIds: readonly string[]; optionCount: number }
  | { type: 'integer'; value: number }
  | { type: 'numeric'; value: number; tolerance: number }
  | { type: 'fill_blank'; blanks: readonly (readonly string[])[] }
  | { type: 'true_false'; value: boolean }
  | { type: 'match'; pairs: Readonly<Record<string, string>> }
  | { type: 'comprehension' }
  | { type: 'subjective' };

/** What a learner answered, by type; null or absent fields mean not answered. */
export type Response =
  | { type: 'single'; optionId: string | null }
  | { type: 'multiple'; optionIds: readonly string[] }
  | { type: 'integer'; value: number | null }
  | { type: 'numeric'; value: number | null }
  | { type: 'fill_blank'; blanks: readonly (string | null)[] }
  | { type: 'true_false'; value: boolean | null }
  | { type: 'match'; pairs: Readonly<Record<string, string>> }
  | { type: 'subjective'; text?: string | null; imageKeys?: readonly string[] };

export interface Marking {
  marks: number;
  negativeMarks: number;
  /** The paper's setting 10/40: partial marks for multiple correct, blanks and match. */
  partialMarking: boolean;
  /** A question dropped from the paper: everyone gets its marks, answered or not. */
  dropped?: boolean;
}

export type Outcome = 'correct' | 'partial' | 'wrong' | 'unanswered' | 'dropped' | 'pending';

export interface Score {
  outcome: Outcome;
  /** Null while a teacher has not marked it (subjective). */
  marks: number | null;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Blank answers compare without case, surrounding spaces or repeated inner spaces. */
export function normaliseBlank(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isAnswered(response: Response | null | undefined): boolean {
  if (!response) return false;
  switch (response.type) {
    case 'single':
      return response.optionId !== null && response.optionId !== '';
    case 'multiple':
      return response.optionIds.length > 0;
    case 'integer':
    case 'numeric':
      return response.value !== null && Number.isFinite(response.value);
    case 'fill_blank':
      return response.blanks.some((b) => b !== null && b.trim() !== '');
    case 'true_false':
      return response.value !== null;
    case 'match':
      return Object.keys(response.pairs).length > 0;
    case 'subjective':
      return Boolean(response.text?.trim()) || (response.imageKeys?.length ?? 0) > 0;
  }
}

const whole = (ok: boolean, m: Marking): Score =>
  ok ? { outcome: 'correct', marks: m.marks } : { outcome: 'wrong', marks: round(-m.negativeMarks) };

/**
 * Multiple correct, as JEE Advanced marks it when the paper has partial marking: all the correct
 * options and no other, full marks; any wrong option chosen, the negative mark; otherwise each
 * correct option chosen earns marks ÷ options shown (+1 of +4 for four options).
 */
function multiple(key: Extract<AnswerKey, { type: 'multiple' }>, chosen: readonly string[], m: Marking): Score {
  const correct = new Set(key.optionIds);
  const picked = new Set(chosen);
  const wrong = [...picked].some((id) => !correct.has(id));
  const right = [...picked].filter((id) => correct.has(id)).length;
  if (!wrong && right === correct.size) return { outcome: 'correct', marks: m.marks };
  if (wrong || !m.partialMarking) return { outcome: 'wrong', marks: round(-m.negativeMarks) };
  return { outcome: 'partial', marks: round((m.marks / key.optionCount) * right) };
}

/** Parts (blanks, pairs) right of all: full, a share with partial marking, else wrong. */
function byParts(right: number, total: number, m: Marking): Score {
  if (total > 0 && right === total) return { outcome: 'correct', marks: m.marks };
  if (!m.partialMarking || right === 0) return { outcome: 'wrong', marks: round(-m.negativeMarks) };
  return { outcome: 'partial', marks: round((m.marks * right) / total) };
}

/** How one answer is marked. A comprehension's parent carries no marks: its children are marked. */
export function scoreAnswer(key: AnswerKey, response: Response | null | undefined, m: Marking): Score {
  if (m.dropped) return { outcome: 'dropped', marks: m.marks };
  if (key.type === 'comprehension') return { outcome: 'unanswered', marks: 0 };
  if (!isAnswered(response) || response!.type !== key.type) {
    return key.type === 'subjective' && isAnswered(response)
      ? { outcome: 'pending', marks: null }
      : { outcome: 'unanswered', marks: 0 };
  }
  const r = response!;
  switch (key.type) {
    case 'single':
      return whole((r as { optionId: string }).optionId === key.optionId, m);
    case 'true_false':
      return whole((r as { value: boolean }).value === key.value, m);
    case 'integer':
      return whole((r as { value: number }).value === key.value, m);
    case 'numeric':
      return whole(Math.abs((r as { value: number }).value - key.value) <= key.tolerance + 1e-9, m);
    case 'multiple':
      return multiple(key, (r as { optionIds: readonly string[] }).optionIds, m);
    case 'fill_blank': {
      const given = (r as { blanks: readonly (string | null)[] }).blanks;
      const right = key.blanks.filter((accepted, i) => {
        const answer = given[i];
        return answer != null && accepted.some((a) => normaliseBlank(a) === normaliseBlank(answer));
      }).length;
      return byParts(right, key.blanks.length, m);
    }
    case 'match': {
      const pairs = (r as { pairs: Readonly<Record<string, string>> }).pairs;
      const keys = Object.keys(key.pairs);
      return byParts(keys.filter((left) => pairs[left] === key.pairs[left]).length, keys.length, m);
    }
    case 'subjective':
      return { outcome: 'pending', marks: null };
  }
}

/** A teacher's marks for a subjective answer: within 0 and the question's marks. */
export function subjectiveScore(awarded: number, m: Marking): Score {
  const marks = round(Math.min(Math.max(awarded, 0), m.marks));
  return { outcome: marks >= m.marks ? 'correct' : marks > 0 ? 'partial' : 'wrong', marks };
}
