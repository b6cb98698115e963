import type {
  ContentItem,
  HomeworkEntry,
  ItemWiseReportData,
  LearnListDetail,
  LearnListItem,
  LearnListSummary,
  Profile,
  SyllabusNode,
} from '@esc/contracts';
import { profile, section } from '../../../test/fixtures';

// Answers as the server gives them (each checked against the contract by the fake API). Values are
// the demo world's: Meera teaches 10-A and 10-B of Sunrise; Aarav is in 10-A.

export const TEACHER = '2a279e38-24c5-4965-a705-42e2e1212787';
export const STUDENT = '99999999-9999-4999-8999-999999999999';
export const TEN_A = section(5001, '10-A', 'Class 10');
export const TEN_B = section(5002, '10-B', 'Class 10');

export function teacherProfile(overrides: Partial<Profile> = {}): Profile {
  return profile({
    uuid: TEACHER,
    user_type_id: 3,
    first_name: 'Meera',
    last_name: 'Iyer',
    name: 'Meera Iyer',
    email: 'teacher@demo.school',
    sections: [TEN_A, TEN_B],
    ...overrides,
  });
}

export function summary(overrides: Partial<LearnListSummary> = {}): LearnListSummary {
  return {
    learnlist_id: 1,
    learnlist_name: 'Acids, Bases and Salts — Homework 1',
    title: 'Acids, Bases and Salts — Homework 1',
    school_id: 101,
    uuid: TEACHER,
    owner_name: 'Meera Iyer',
    stage: 2,
    is_class_recap: 0,
    is_active: 1,
    board_id: 1,
    class_id: 8,
    subject_id: 10018,
    subject_name: 'Science',
    item_count: 2,
    assignment_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function item(overrides: Partial<LearnListItem> = {}): LearnListItem {
  return {
    learnlist_item_id: '100001',
    learnlist_item_type: 1,
    item_kind: 'content',
    is_nemr_test: false,
    syllabus_id: 30582,
    syllabus_mapping_id: 500001,
    group_id: 3001,
    learnlist_item_order: 1,
    content_title: 'Acids around us',
    content_kind: 'video',
    task_text: null,
    completed_on: null,
    openable: true,
    unavailable_reason: null,
    ...overrides,
  };
}

export const task = (order: number, text: string, overrides: Partial<LearnListItem> = {}) =>
  item({
    learnlist_item_id: `task-${order}`,
    learnlist_item_type: 4,
    item_kind: 'task',
    syllabus_id: null,
    syllabus_mapping_id: null,
    group_id: null,
    learnlist_item_order: order,
    content_title: null,
    content_kind: null,
    task_text: text,
    ...overrides,
  });

export function detail(overrides: Partial<LearnListDetail> = {}): LearnListDetail {
  const items = overrides.learnlist_data ?? [item()];
  return {
    ...summary({ item_count: items.length }),
    learnlist_data: items,
    shared_with: [],
    can_edit: true,
    can_assign: true,
    assign_id: null,
    mode: null,
    ...overrides,
  };
}

export function homeworkEntry(overrides: Partial<HomeworkEntry> = {}): HomeworkEntry {
  return {
    assign_id: 1,
    section_assign_id: 1,
    learnlist_id: 1,
    title: 'Acids, Bases and Salts — Homework 1',
    subject_name: 'Science',
    school_id: 101,
    board_id: 1,
    class_id: 8,
    assigned_by_name: 'Meera Iyer',
    is_parent_assigned: 0,
    mode: 1,
    starts_at: '2026-11-21T18:29:00.000Z',
    due_at: '2026-11-28T18:29:00.000Z',
    status: 'due',
    item_count: 6,
    completed_count: 2,
    ...overrides,
  };
}

export function node(overrides: Partial<SyllabusNode> & Pick<SyllabusNode, 'syllabus_id' | 'name'>): SyllabusNode {
  return {
    syllabus_name: overrides.name,
    syllabus_type_id: 5,
    rack_type_id: 5,
    parent_id: null,
    board_id: 1,
    class_id: 8,
    order: 1,
    has_child: true,
    child_count: 0,
    version: 1,
    tag_value_id: null,
    is_custom_rack: 0,
    group_presentation: null,
    book_code: null,
    ...overrides,
  };
}

export function content(id: number, title: string, overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    content_id: id,
    content_title: title,
    content_kind: 'video',
    syllabus_mapping_id: id + 400000,
    syllabus_id: 30582,
    group_id: 3001,
    group_name: 'Videos',
    group_category_id: 1,
    subject_id: 10018,
    chapter_id: 20199,
    order: 1,
    thumbnail: null,
    total_media_time: '00:12:00',
    total_media_time_ms: 720000,
    version: 1,
    language_id: 1,
    crs_id: null,
    old_content_id: null,
    template_id: null,
    service_name: null,
    has_media: true,
    is_online_only: false,
    tag_data: [],
    ...overrides,
  };
}

type Student = ItemWiseReportData['students'][number];

export function reportStudent(uuid: string, name: string, done: boolean[], overrides: Partial<Student> = {}): Student {
  const doneCount = done.filter(Boolean).length;
  return {
    uuid,
    name,
    done_count: doneCount,
    completion_percent: Math.round((doneCount * 100) / done.length),
    time_spent_seconds: 0,
    last_opened_at: null,
    completed_on: done.map((d) => (d ? '2026-11-22T10:00:00.000Z' : null)),
    time_spent: done.map(() => 0),
    opened_at: done.map((d) => (d ? '2026-11-22T10:00:00.000Z' : null)),
    ...overrides,
  };
}

export function report(overrides: Partial<ItemWiseReportData> = {}): ItemWiseReportData {
  return {
    learnlist_id: 1,
    title: 'Acids, Bases and Salts — Homework 1',
    assign_id: 1,
    section_id: 5001,
    section_name: '10-A',
    due_at: '2026-11-28T18:29:00.000Z',
    items: [
      { learnlist_item_id: '100001', learnlist_item_type: 1, content_title: 'Acids around us', completion_percent: 67 },
      { learnlist_item_id: 'task-2', learnlist_item_type: 4, content_title: null, completion_percent: 33 },
    ],
    students: [
      reportStudent('c1111111-1111-4111-8111-111111111111', 'Kavya Reddy', [true, true], {
        time_spent_seconds: 600,
        last_opened_at: '2026-11-22T10:00:00.000Z',
      }),
      reportStudent('c2222222-2222-4222-8222-222222222222', 'Aarav Sharma', [true, false], {
        time_spent_seconds: 1200,
        last_opened_at: '2026-11-21T10:00:00.000Z',
      }),
      reportStudent('c3333333-3333-4333-8333-333333333333', 'Rohan Gupta', [false, false]),
    ],
    completion_percent: 50,
    ...overrides,
  };
}
