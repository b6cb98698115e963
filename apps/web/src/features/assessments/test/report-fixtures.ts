import type { PaperReportData, ReportAnswer } from '@esc/contracts';

export function reportAnswer(overrides: Partial<ReportAnswer> = {}): ReportAnswer {
  return {
    question_id: 1,
    parent_question_id: 0,
    question_order: 1,
    section_name: 'Chemistry',
    question_type: 'single',
    stem: 'Which gas turns lime water milky?',
    options: [
      { option_id: 'a', option_text: 'Oxygen' },
      { option_id: 'b', option_text: 'Carbon dioxide' },
    ],
    match_left: [],
    images: [],
    chapter_id: 301,
    topic_id: 401,
    response: { option_ids: ['a'] },
    outcome: 'wrong',
    marks_awarded: -1,
    marks: 4,
    negative_marks: 1,
    time_spent_ms: 42_000,
    is_dropped: 0,
    teacher_comment: null,
    ...overrides,
  };
}

export function paperReport(overrides: Partial<PaperReportData> = {}): PaperReportData {
  return {
    attempt_id: 501,
    attempt_no: 1,
    paper_id: 21,
    assign_id: 31,
    paper_name: 'Acids, bases and salts: unit test',
    uuid: '99999999-9999-4999-8999-999999999999',
    attempt_status_id: 5,
    results_published: true,
    submitted_at: '2026-11-24T10:00:00.000Z',
    submitted_by: 'learner',
    score: 7,
    max_marks: 12,
    percentage: 58.33,
    correct_count: 2,
    partial_count: 0,
    wrong_count: 1,
    unanswered_count: 0,
    pending_count: 0,
    rank: 2,
    percentile: 93.33,
    candidates: 30,
    platform_rank: null,
    platform_percentile: null,
    platform_candidates: null,
    time_spent_ms: 600_000,
    explanations_allowed: true,
    partial_marking: false,
    rank_generation: true,
    by_chapter: [
      {
        syllabus_id: 301,
        syllabus_name: 'Acids, bases and salts',
        question_count: 3,
        correct_count: 2,
        accuracy: 66.67,
        marks: 7,
        max_marks: 12,
      },
    ],
    by_topic: [],
    answers: [
      reportAnswer({
        correct_answer: {
          option_ids: ['b'],
          value: null,
          tolerance: null,
          blanks: [],
          is_true: null,
          pairs: [],
        },
        explanation: 'Carbon dioxide forms calcium carbonate, which is insoluble.',
      }),
    ],
    weak_topics: [],
    ...overrides,
  };
}
