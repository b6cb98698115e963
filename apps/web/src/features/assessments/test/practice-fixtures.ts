import type { CheckPracticeAnswerData, Question } from '@esc/contracts';
import { face } from './assessment-fixtures';

/** A bank question as a learner reads it (no key, no explanation). */
export function bankQuestion(id: number, overrides: Partial<Question> = {}): Question {
  return {
    ...face(id),
    school_id: null,
    syllabus_id: 301,
    board_id: 7,
    class_id: 8,
    subject_id: 201,
    chapter_id: 301,
    topic_id: null,
    group_id: null,
    group_name: null,
    group_mode: null,
    tag_value_ids: [],
    stage: 4,
    languages: [1],
    children: [],
    can_edit: false,
    ...overrides,
  };
}

const noKey = { option_ids: [], value: null, tolerance: null, blanks: [], is_true: null, pairs: [] };

/** The server's check: option a is right. */
export function checked(questionId: number, optionIds: readonly string[] = []): CheckPracticeAnswerData {
  const right = optionIds.length === 1 && optionIds[0] === 'a';
  return {
    question_id: questionId,
    outcome: right ? 'correct' : 'incorrect',
    marks: right ? 4 : -1,
    max_marks: 4,
    answer: { ...noKey, option_ids: ['a'] },
    explanation: 'Acids turn blue litmus red.',
  };
}
