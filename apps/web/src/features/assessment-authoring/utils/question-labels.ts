import type { QuestionTypeValue } from '@esc/contracts';

export const QUESTION_TYPES: readonly QuestionTypeValue[] = [
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

export const DIFFICULTIES = [
  { value: 1, key: 'easy' },
  { value: 2, key: 'medium' },
  { value: 3, key: 'hard' },
] as const;

export function difficultyKey(value: number): 'easy' | 'medium' | 'hard' {
  return DIFFICULTIES.find((d) => d.value === value)?.key ?? 'medium';
}

export function isQuestionType(value: string): value is QuestionTypeValue {
  return (QUESTION_TYPES as readonly string[]).includes(value);
}
