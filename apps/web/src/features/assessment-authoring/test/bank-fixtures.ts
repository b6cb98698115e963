import type { Question, SyllabusNode } from '@esc/contracts';
import { envelope, type FakeHandler } from '../../../test/fake-api';

export function node(id: number, name: string, rackTypeId: number, parentId: number): SyllabusNode {
  return {
    syllabus_id: id,
    syllabus_name: name,
    name,
    syllabus_type_id: rackTypeId === 4 ? 4 : 5,
    rack_type_id: rackTypeId,
    parent_id: parentId,
    board_id: 1,
    class_id: 8,
    order: id,
    has_child: rackTypeId < 6,
    child_count: rackTypeId < 6 ? 1 : 0,
    version: 1,
    tag_value_id: null,
    is_custom_rack: 0,
    group_presentation: null,
    book_code: null,
  };
}

/** The tree of class 8 (board 1): Mathematics > Quadratic Equations > Nature of roots. */
export const childList: FakeHandler = (call) => {
  const id = Number(call.query.get('syllabusId'));
  const children: Record<number, SyllabusNode[]> = {
    8: [node(200, 'Mathematics', 4, 8)],
    200: [node(210, 'Quadratic Equations', 5, 200), node(220, 'Triangles', 5, 200)],
    210: [node(211, 'Nature of roots', 6, 210)],
  };
  return envelope({ version: 1, parent: null, child_list: children[id] ?? [] });
};

export function bankQuestion(overrides: Partial<Question> = {}): Question {
  return {
    question_id: 3002,
    parent_question_id: 0,
    question_type: 'single',
    language_id: 1,
    stem: 'The roots of $x^2-5x+6=0$ are',
    options: [
      { option_id: 'a', option_text: '2 and 3' },
      { option_id: 'b', option_text: '1 and 6' },
    ],
    match_left: [],
    images: [],
    blank_count: 0,
    marks: 4,
    negative_marks: 1,
    difficulty: 1,
    school_id: 101,
    syllabus_id: 211,
    board_id: 1,
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
    answer: { option_ids: ['a'], value: null, tolerance: null, blanks: [], is_true: null, pairs: [] },
    explanation: 'They multiply to 6 and add to 5.',
    children: [],
    can_edit: true,
    ...overrides,
  };
}
