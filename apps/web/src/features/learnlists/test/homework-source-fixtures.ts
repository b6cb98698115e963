import type { Question, RecordedLecture, TeacherPaperItem } from '@esc/contracts';

// A bank question, a teacher's paper and a school's recording as their calls answer them, for the
// teaching screen's questions, papers and recorded lectures.

export function bankQuestion(id: number, stem: string): Question {
  return {
    question_id: id,
    parent_question_id: 0,
    question_type: 'single',
    language_id: 1,
    stem,
    options: [
      { option_id: 'a', option_text: 'Acids' },
      { option_id: 'b', option_text: 'Bases' },
    ],
    match_left: [],
    images: [],
    blank_count: 0,
    marks: 4,
    negative_marks: 1,
    difficulty: 2,
    school_id: 501,
    syllabus_id: 30582,
    board_id: 1,
    class_id: 1010,
    subject_id: 10018,
    chapter_id: 20199,
    topic_id: 30582,
    group_id: null,
    group_name: null,
    group_mode: null,
    tag_value_ids: [],
    stage: 4,
    languages: [1],
    children: [],
    can_edit: true,
  };
}

export function teacherPaper(id: number, name: string): TeacherPaperItem {
  return {
    paper_id: id,
    paper_name: name,
    school_id: 501,
    paper_type: 1,
    total_questions: 10,
    total_marks: 40,
    paper_time: 30,
    is_omr: 0,
    created_at: '2026-11-20T05:00:00.000Z',
    created_by_name: 'Meera Iyer',
    assignment_count: 0,
    can_edit: true,
  };
}

export function schoolRecording(id: number, title: string): RecordedLecture {
  return {
    video_id: id,
    lecture_id: 100 + id,
    faculty_id: '00000000-0000-4000-8000-000000000003',
    faculty_name: 'Meera Iyer',
    syllabus: { subject_id: 10018, subject_name: 'Science' },
    learnlist_item_id: null,
    assign_id: null,
    title,
    class_title: 'Acids in the kitchen',
    school_id: 501,
    section_ids: [5001],
    section_names: ['10-A'],
    board_id: 1,
    class_id: 1010,
    start_at: '2026-11-24T03:30:00.000Z',
    schedule_date: '2026-11-24',
    start_time: '09:00',
    time_zone: 'Asia/Kolkata',
    duration_seconds: 2700,
    source: 'upload',
    state: 'ready',
    has_notes: false,
    is_bookmarked: false,
    access: null,
    created_at: '2026-11-24T05:00:00.000Z',
  };
}
