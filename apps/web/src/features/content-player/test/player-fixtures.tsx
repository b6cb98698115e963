import type { AccessDecision, ContentDetail, InteractiveLesson, Question, StartAttemptData } from '@esc/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, type FakeCall } from '../../../test/fake-api';
import { ContentPlayerRoute } from '../routes/content-player.route';

export function contentDetail(overrides: Partial<ContentDetail> = {}): ContentDetail {
  const id = overrides.content_id ?? 100001;
  return {
    content_id: id,
    content_title: 'Light: reflection',
    content_kind: 'video',
    language_id: 1,
    version: 1,
    crs_id: null,
    old_content_id: null,
    content_url: `/api/media/file/demo/videos/${id}.mp4?expires=1&sig=x`,
    content_url_mp4: `/api/media/file/demo/videos/${id}.mp4?expires=1&sig=x`,
    content_transcoded_url: null,
    video_path: `/api/media/file/demo/videos/${id}.mp4?expires=1&sig=x`,
    thumbnail: null,
    lecture_path: null,
    recorded_lecture_path: null,
    interactive_lesson_path: null,
    group_id: 7,
    group_category_id: 1,
    group_name: 'Learn',
    syllabus_id: 501,
    syllabus_mapping_id: null,
    board_id: 1,
    class_id: 8,
    level2_name: 'Science',
    video_id: null,
    template_id: null,
    service_name: null,
    total_media_time: '00:01:30',
    content_size: null,
    is_flash: false,
    is_online_only: false,
    requires_sign_in: false,
    locked: false,
    lock_explanation: null,
    url_expires_in: 3600,
    tag_data: [],
    access: accessDecision(),
    ...overrides,
  };
}

export const lesson: InteractiveLesson = {
  content_id: 100003,
  language_id: 1,
  title: 'Plants',
  video_meta_info: [
    {
      video_id: 'v1',
      video_title: 'Part 1',
      slides_details: [
        {
          slide_id: 2,
          slide_order: 2,
          title: 'Roots',
          text: 'Roots take in water.',
          bullet_points: [],
          start_time_ms: 0,
        },
        {
          slide_id: 1,
          slide_order: 1,
          title: 'What is a plant?',
          text: 'A living thing.',
          bullet_points: ['Makes its own food'],
          start_time_ms: 0,
        },
      ],
    },
  ],
  activity_details: [
    {
      activity_id: 10,
      activity_type: 3,
      title: 'Quick question',
      after_slide_id: 1,
      question_id: 777,
      template_id: 4,
      question_type: 1,
    },
    { activity_id: 11, activity_type: 2, title: 'Watch: leaves', after_slide_id: 2, content_id: 100009 },
    { activity_id: 12, activity_type: 1, title: 'Chapter test', after_slide_id: 2, test_id: 3001 },
  ],
};

/** The lesson's question step's bank question (777), as a learner reads it: no key. */
export const lessonQuestion: Question = {
  question_id: 777,
  parent_question_id: 0,
  question_type: 'single',
  language_id: 1,
  stem: 'Which part of a plant takes in water?',
  options: [
    { option_id: 'a', option_text: 'Roots' },
    { option_id: 'b', option_text: 'Leaves' },
  ],
  match_left: [],
  images: [],
  blank_count: 0,
  marks: 1,
  negative_marks: 0,
  difficulty: 1,
  school_id: null,
  syllabus_id: 501,
  board_id: null,
  class_id: null,
  subject_id: null,
  chapter_id: 501,
  topic_id: null,
  group_id: null,
  group_name: null,
  group_mode: null,
  tag_value_ids: [],
  stage: 5,
  languages: [1],
  children: [],
  can_edit: false,
};

/** The lesson's test (paper 3001) started as the learner's own attempt: one question, no assignment. */
export function lessonTestAttempt(): StartAttemptData {
  const now = Date.now();
  return {
    attempt_id: 601,
    attempt_no: 1,
    attempt_status_id: 2,
    resumed: false,
    assign_id: null,
    paper: [
      {
        paper_id: 3001,
        paper_name: 'Plants: chapter test',
        paper_qualified_mode: null,
        paper_settings: [],
        total_questions: 1,
        paper_time: 10,
        total_marks: 1,
        question_subject_ids: [],
        paper_nature: null,
        is_subjective: 0,
        paper_status: 1,
        instructions: '',
        online_only: false,
      },
    ],
    sections: [],
    questions: [{ paper_section_id: null, question_order: 1, is_dropped: 0, question: lessonQuestion, children: [] }],
    timing: {
      started_at: new Date(now).toISOString(),
      deadline_at: new Date(now + 600_000).toISOString(),
      deadline_ms: now + 600_000,
      server_time_ms: now,
      answer_grace_ms: 60_000,
      attempt_grant: 'eyJhbGciOiJIUzI1NiJ9.eyJhdHRlbXB0X2lkIjo1MDF9.c2lnbmF0dXJl',
      offline_sync_window_ms: 72 * 60 * 60_000,
      warn_at_ms: [],
    },
    answers: [],
    next_seq: 0,
  };
}

/** The player at a path, with a fresh QueryClient; /login stands in for the sign-in screen. */
export function renderPlayer(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/content-player/:contentId', element: <ContentPlayerRoute /> },
      { path: '/login', element: <h1>Sign-in screen</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

export function accessDecision(overrides: Partial<AccessDecision> = {}): AccessDecision {
  return {
    allowed: true,
    reason: 'active-package',
    prompt: null,
    explanation: 'Your package for this class includes this.',
    freemium: null,
    ...overrides,
  };
}

const GUEST_DECISION = accessDecision({
  allowed: false,
  reason: 'guest',
  prompt: 'sign-in',
  explanation: 'Sign in to open this.',
});

/** Details as the server answers a guest: metadata, no media URLs, the sign-in decision. */
export function guestDetail(overrides: Partial<ContentDetail> = {}): ContentDetail {
  return contentDetail({
    content_url: null,
    content_url_mp4: null,
    video_path: null,
    requires_sign_in: true,
    url_expires_in: null,
    access: GUEST_DECISION,
    ...overrides,
  });
}

/** POST /access/decide as the server answers it: allowed when signed in, the sign-in decision for a guest. */
export function gateAnswer(call: FakeCall): Response {
  if (call.authorization) return envelope(accessDecision());
  return envelope(GUEST_DECISION);
}
