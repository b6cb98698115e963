import type { PaperDetail, Question, QuestionListData } from '@esc/contracts';
import { face } from './assessment-fixtures';

/** A paper as paperDetailById and questionListByPaperId answer it. */
export function paperOf(overrides: Partial<PaperDetail> = {}): PaperDetail {
  return {
    paper_id: 21,
    paper_name: 'Acids, bases and salts: unit test',
    school_id: 101,
    is_practice: 0,
    group_id: null,
    group_name: null,
    syllabus_id: 200,
    syllabus_mapping_id: null,
    board_id: 7,
    class_id: 8,
    language_id: 1,
    paper_type: 1,
    paper_mode: 1,
    paper_time: 30,
    total_marks: 8,
    total_questions: 2,
    negative_marking: 1,
    paper_settings: [],
    is_subjective: 0,
    is_omr: 0,
    paper_nature: null,
    paper_qualified_mode: null,
    paper_status: 1,
    question_subject_ids: [],
    instructions: 'Answer every question.',
    sections: [
      {
        paper_section_id: 1,
        section_name: 'Chemistry',
        subject_id: null,
        instructions: '',
        question_count: 2,
        marks: 8,
      },
    ],
    file_path: [],
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    can_edit: false,
    has_attempts: true,
    online_only: false,
    ...overrides,
  };
}

/** A question of the bank as a paper holds it; `solution` adds the key and explanation staff receive. */
export function bankQuestion(id: number, solution: boolean, overrides: Partial<Question> = {}): Question {
  return {
    ...face(id),
    school_id: 101,
    syllabus_id: 211,
    board_id: 7,
    class_id: 8,
    subject_id: 200,
    chapter_id: 210,
    topic_id: 211,
    group_id: null,
    group_name: null,
    group_mode: null,
    tag_value_ids: [],
    stage: 4,
    languages: [1],
    ...(solution
      ? {
          answer: { option_ids: ['b'], value: null, tolerance: null, blanks: [], is_true: null, pairs: [] },
          explanation: `Question ${id} is about bases: they turn red litmus blue.`,
        }
      : {}),
    children: [],
    can_edit: false,
    ...overrides,
  };
}

export function questionList(solution: boolean, overrides: Partial<PaperDetail> = {}): QuestionListData {
  const placed = (id: number, order: number, dropped = 0) => ({
    paper_section_id: 1,
    question_order: order,
    marks: 4,
    negative_marks: 1,
    is_dropped: dropped,
    question: bankQuestion(id, solution),
  });
  return { paper: paperOf(overrides), questions: [placed(601, 0), placed(602, 1, 1)] };
}
