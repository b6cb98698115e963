import type { AnswerKeyInput, AnswerKeyView, QuestionOption, ResponseInput, SavedAnswer } from '@esc/contracts';
import type { AnswerKey, QuestionType, Response } from '@esc/domain';
import { invalid } from './assessment-ports.js';

// The wire's answer keys and responses (flat objects of optional fields, as the contracts write them)
// and the domain's (a union by question type, question-scoring.ts). The server keeps the domain's in
// its JSON columns; conversions are checked against the question's own options.

interface Choices {
  options: readonly QuestionOption[];
  matchLeft: readonly QuestionOption[];
}

function knownOptions(ids: readonly string[], options: readonly QuestionOption[], field: string): string[] {
  const known = new Set(options.map((o) => o.option_id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw invalid(field, { reason: 'questionBank.notAnOption', params: { option: unknown } });
  return [...new Set(ids)];
}

function choiceKey(type: 'single' | 'multiple', input: AnswerKeyInput, c: Choices): AnswerKey {
  if (c.options.length < 2) throw invalid('options', { reason: 'questionBank.twoOptions' });
  const ids = knownOptions(input.option_ids ?? [], c.options, 'answer.option_ids');
  if (type === 'single') {
    if (ids.length !== 1) throw invalid('answer.option_ids', { reason: 'questionBank.exactlyOneOption' });
    return { type, optionId: ids[0]! };
  }
  if (ids.length === 0) throw invalid('answer.option_ids', { reason: 'questionBank.oneOptionAtLeast' });
  return { type, optionIds: ids, optionCount: c.options.length };
}

function matchKey(input: AnswerKeyInput, c: Choices): AnswerKey {
  const pairs = input.pairs ?? [];
  if (pairs.length === 0) throw invalid('answer.pairs', { reason: 'questionBank.onePairAtLeast' });
  knownOptions(
    pairs.map((p) => p.left_id),
    c.matchLeft,
    'answer.pairs',
  );
  knownOptions(
    pairs.map((p) => p.option_id),
    c.options,
    'answer.pairs',
  );
  return { type: 'match', pairs: Object.fromEntries(pairs.map((p) => [p.left_id, p.option_id])) };
}

/** The key a question of this type is saved with; 400 naming the field when it does not fit. */
export function keyFromInput(type: QuestionType, input: AnswerKeyInput | undefined, c: Choices): AnswerKey {
  if (type === 'comprehension' || type === 'subjective') return { type };
  if (!input) throw invalid('answer', { reason: 'questionBank.answerNeeded', params: { type } });
  switch (type) {
    case 'single':
    case 'multiple':
      return choiceKey(type, input, c);
    case 'integer':
      if (input.value === undefined || !Number.isInteger(input.value))
        throw invalid('answer.value', { reason: 'questionBank.wholeNumber' });
      return { type, value: input.value };
    case 'numeric':
      if (input.value === undefined) throw invalid('answer.value', { reason: 'questionBank.needed' });
      return { type, value: input.value, tolerance: input.tolerance ?? 0 };
    case 'fill_blank':
      if (!input.blanks?.length) throw invalid('answer.blanks', { reason: 'questionBank.blanksAnswers' });
      return { type, blanks: input.blanks };
    case 'true_false':
      if (input.is_true === undefined) throw invalid('answer.is_true', { reason: 'questionBank.needed' });
      return { type, value: input.is_true };
    case 'match':
      return matchKey(input, c);
  }
}

/** The key as staff (and an allowed report) read it. */
export function keyView(key: AnswerKey): AnswerKeyView {
  const view: AnswerKeyView = { option_ids: [], value: null, tolerance: null, blanks: [], is_true: null, pairs: [] };
  switch (key.type) {
    case 'single':
      return { ...view, option_ids: [key.optionId] };
    case 'multiple':
      return { ...view, option_ids: [...key.optionIds] };
    case 'integer':
      return { ...view, value: key.value };
    case 'numeric':
      return { ...view, value: key.value, tolerance: key.tolerance };
    case 'fill_blank':
      return { ...view, blanks: key.blanks.map((b) => [...b]) };
    case 'true_false':
      return { ...view, is_true: key.value };
    case 'match':
      return { ...view, pairs: Object.entries(key.pairs).map(([left_id, option_id]) => ({ left_id, option_id })) };
    default:
      return view;
  }
}

/** How many blanks a fill-in-the-blank shows (the face tells the learner, never the answers). */
export const blankCount = (key: AnswerKey) => (key.type === 'fill_blank' ? key.blanks.length : 0);

/** A learner's answer read for the question's type; fields of other types are ignored. */
export function responseFromInput(type: QuestionType, input: ResponseInput | null): Response | null {
  if (input === null || type === 'comprehension') return null;
  switch (type) {
    case 'single':
      return { type, optionId: input.option_ids?.[0] ?? null };
    case 'multiple':
      return { type, optionIds: [...new Set(input.option_ids ?? [])] };
    case 'integer':
    case 'numeric':
      return { type, value: input.value ?? null };
    case 'fill_blank':
      return { type, blanks: input.blanks ?? [] };
    case 'true_false':
      return { type, value: input.is_true ?? null };
    case 'match':
      return { type, pairs: Object.fromEntries((input.pairs ?? []).map((p) => [p.left_id, p.option_id])) };
    case 'subjective':
      return { type, text: input.text ?? null, imageKeys: input.image_keys ?? [] };
  }
}

/** A stored answer as the wire carries it back (resume on another device, the report). */
export function responseView(response: Response | null): SavedAnswer['response'] {
  if (!response) return null;
  switch (response.type) {
    case 'single':
      return { option_ids: response.optionId ? [response.optionId] : [] };
    case 'multiple':
      return { option_ids: [...response.optionIds] };
    case 'integer':
    case 'numeric':
      return { value: response.value };
    case 'fill_blank':
      return { blanks: [...response.blanks] };
    case 'true_false':
      return { is_true: response.value };
    case 'match':
      return { pairs: Object.entries(response.pairs).map(([left_id, option_id]) => ({ left_id, option_id })) };
    case 'subjective':
      return { text: response.text ?? null, image_keys: [...(response.imageKeys ?? [])] };
  }
}

/** The option a wrong single or multiple answer chose (question analysis: the most chosen wrong one). */
export function chosenOptions(response: Response | null): string[] {
  if (!response) return [];
  if (response.type === 'single') return response.optionId ? [response.optionId] : [];
  if (response.type === 'multiple') return [...response.optionIds];
  return [];
}
