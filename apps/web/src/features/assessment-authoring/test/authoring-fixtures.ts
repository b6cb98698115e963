import type {
  AssignmentSummary,
  PaperDetail,
  PaperReportData,
  QuestionAnalysisData,
  ReportAnswer,
  StudentActivityData,
} from '@esc/contracts';
import { profile, section } from '../../../test/fixtures';

export const TEACHER = '33333333-3333-4333-8333-333333333333';
export const AARAV = '44444444-4444-4444-8444-444444444444';
export const KAVYA = '55555555-5555-4555-8555-555555555555';

export function teacherProfile() {
  return profile({
    uuid: TEACHER,
    user_type_id: 3,
    name: 'Meera Iyer',
    first_name: 'Meera',
    last_name: 'Iyer',
    email: 'teacher@demo.school',
    sections: [section(5001, '10-A', 'Class 10'), section(5002, '10-B', 'Class 10')],
  });
}

export function assignment(overrides: Partial<AssignmentSummary> = {}): AssignmentSummary {
  return {
    assign_id: 71,
    paper_id: 9,
    paper_name: 'Quadratic Equations Test',
    title: 'Unit test 3',
    school_id: 101,
    assigned_by: TEACHER,
    assigned_by_name: 'Meera Iyer',
    group_id: null,
    is_parent_assigned: 0,
    is_olympiad: 0,
    paper_start_time: '2026-11-20T03:30:00.000Z',
    paper_end_time: '2026-11-21T12:30:00.000Z',
    paper_duration: 45,
    allow_reattempt: 0,
    sections: [{ section_assign_id: 81, section_id: 5001, section_name: '10-A', learner_count: 2 }],
    extensions: [],
    results_published_at: null,
    status: 'closed',
    learner_count: 2,
    started_count: 2,
    submitted_count: 2,
    pending_evaluation_count: 1,
    average_percentage: 62.5,
    ...overrides,
  };
}

export function activity(overrides: Partial<StudentActivityData> = {}): StudentActivityData {
  const row = {
    section_id: 5001,
    section_name: '10-A',
    attempt_status_id: 4 as const,
    started_at: '2026-11-20T04:00:00.000Z',
    submitted_at: '2026-11-20T04:40:00.000Z',
    submitted_by: 'learner',
    rank: null,
    percentile: null,
    time_spent_ms: 2_400_000,
    extra_minutes: 0,
    offline_synced_at: null,
  };
  return {
    assignment: assignment(),
    total_count: 2,
    page_no: 1,
    page_size: 100,
    students: [
      {
        ...row,
        uuid: AARAV,
        name: 'Aarav Sharma',
        attempt_id: 601,
        status: 'submitted',
        score: null,
        percentage: null,
        pending_count: 1,
      },
      {
        ...row,
        uuid: KAVYA,
        name: 'Kavya Reddy',
        attempt_id: 602,
        status: 'evaluated',
        score: 7,
        percentage: 87.5,
        pending_count: 0,
        rank: 1,
        extra_minutes: 10,
      },
    ],
    ...overrides,
  };
}

export function reportAnswer(overrides: Partial<ReportAnswer> = {}): ReportAnswer {
  return {
    question_id: 3001,
    parent_question_id: 0,
    // The server's place of the question, counted from 0: the fourth question (people read "question 4").
    question_order: 3,
    section_name: 'Section A',
    question_type: 'subjective',
    stem: 'Prove that $\\sqrt{2}$ is irrational.',
    options: [],
    match_left: [],
    images: [],
    chapter_id: 11,
    topic_id: null,
    response: { text: 'Suppose it is rational, p/q in lowest terms…' },
    outcome: 'pending',
    marks_awarded: null,
    marks: 4,
    negative_marks: 0,
    time_spent_ms: 300_000,
    is_dropped: 0,
    teacher_comment: null,
    ...overrides,
  };
}

export function attemptReport(answers: ReportAnswer[]): PaperReportData {
  return {
    attempt_id: 601,
    attempt_no: 1,
    paper_id: 9,
    assign_id: 71,
    paper_name: 'Quadratic Equations Test',
    uuid: AARAV,
    attempt_status_id: 4,
    results_published: false,
    submitted_at: '2026-11-20T04:40:00.000Z',
    submitted_by: 'learner',
    score: null,
    max_marks: 8,
    percentage: null,
    correct_count: 1,
    partial_count: 0,
    wrong_count: 0,
    unanswered_count: 0,
    pending_count: 1,
    rank: null,
    percentile: null,
    candidates: null,
    platform_rank: null,
    platform_percentile: null,
    platform_candidates: null,
    time_spent_ms: 2_400_000,
    explanations_allowed: true,
    partial_marking: false,
    rank_generation: false,
    by_chapter: [],
    by_topic: [],
    answers,
    weak_topics: [],
  };
}

export function analysis(): QuestionAnalysisData {
  const base = {
    question_type: 'single',
    marks: 4,
    is_dropped: 0,
    attempted_count: 2,
    partial_count: 0,
    unanswered_count: 0,
  };
  return {
    assign_id: 71,
    paper_id: 9,
    paper_name: 'Quadratic Equations Test',
    submitted_count: 2,
    questions: [
      {
        ...base,
        question_id: 3002,
        question_order: 0,
        stem: 'The roots of $x^2-5x+6=0$ are',
        correct_count: 1,
        wrong_count: 1,
        accuracy: 50,
        most_chosen_wrong_option: { option_id: 'c', count: 1 },
        average_time_ms: 42_000,
      },
      {
        ...base,
        question_id: 3003,
        question_order: 1,
        stem: 'The discriminant of $x^2+x+1$ is',
        correct_count: 2,
        wrong_count: 0,
        accuracy: 100,
        most_chosen_wrong_option: null,
        average_time_ms: 30_000,
      },
    ],
  };
}

export function paperDetail(overrides: Partial<PaperDetail> = {}): PaperDetail {
  return {
    paper_id: 9,
    paper_name: 'Quadratic Equations Test',
    school_id: 101,
    is_practice: 0,
    group_id: null,
    group_name: null,
    syllabus_id: 200,
    syllabus_mapping_id: null,
    board_id: 1,
    class_id: 8,
    language_id: 1,
    paper_type: 1,
    paper_mode: 1,
    paper_time: 45,
    total_marks: 8,
    total_questions: 2,
    negative_marking: 1,
    paper_settings: [],
    is_subjective: 1,
    is_omr: 0,
    paper_nature: null,
    paper_qualified_mode: null,
    paper_status: 1,
    question_subject_ids: [],
    instructions: '',
    sections: [],
    file_path: [],
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    can_edit: true,
    has_attempts: false,
    online_only: false,
    ...overrides,
  };
}
