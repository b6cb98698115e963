import type { AccessDecision, RecordedLecture, RecordedLectureDetailsData } from '@esc/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { LiveClassesRoute } from '../routes/live-classes.route';
import { LectureNoteRoute } from '../routes/lecture-note.route';
import { RecordedLecturesRoute } from '../routes/recorded-lectures.route';
import { RecordingPlayerRoute } from '../routes/recording-player.route';

// Recorded lectures as the server answers them, and the feature's screens in a router, for route tests.

export const TEACHER_UUID = '77777777-7777-4777-8777-777777777777';

export const allowed: AccessDecision = {
  allowed: true,
  reason: 'active-package',
  prompt: null,
  explanation: 'Your package includes live classes and their recordings.',
  freemium: null,
};

export const refused: AccessDecision = {
  allowed: false,
  reason: 'subscription-required',
  prompt: 'premium',
  explanation:
    'Recorded lectures come with live classes. Buy a package with live classes for your class to watch them.',
  freemium: null,
};

export function lecture(id: number, overrides: Partial<RecordedLecture> = {}): RecordedLecture {
  return {
    video_id: id,
    lecture_id: 100 + id,
    faculty_id: TEACHER_UUID,
    faculty_name: 'Meera Iyer',
    syllabus: { subject_id: 45001, subject_name: 'Science' },
    learnlist_item_id: null,
    assign_id: null,
    title: `Recording ${id}`,
    class_title: `Class ${id}`,
    school_id: 101,
    section_ids: [1],
    section_names: ['10-A'],
    board_id: 1,
    class_id: 10,
    start_at: '2026-11-24T03:30:00.000Z',
    schedule_date: '2026-11-24',
    start_time: '09:00',
    time_zone: 'Asia/Kolkata',
    duration_seconds: 2700,
    source: 'upload',
    state: 'ready',
    has_notes: true,
    is_bookmarked: false,
    access: allowed,
    created_at: '2026-11-24T05:00:00.000Z',
    ...overrides,
  };
}

export function details(
  one: RecordedLecture,
  overrides: Partial<RecordedLectureDetailsData> = {},
): RecordedLectureDetailsData {
  const open = one.access?.allowed ?? true;
  return {
    recorded_lecture: one,
    access: one.access ?? allowed,
    video_url: open ? `/api/media/file/uploads/101/recordings/${one.video_id}.mp4?expires=1&sig=x` : null,
    playback_url: null,
    notes_url:
      open && one.has_notes ? `/api/media/file/uploads/101/recordings/${one.video_id}.pdf?expires=1&sig=x` : null,
    url_expires_in: open ? 3600 : null,
    ...overrides,
  };
}

/** The recordings screens (and the schedule) at a path, with a fresh query client. */
export function renderRecordingsAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/view-all-recorded-lecture', element: <RecordedLecturesRoute /> },
      { path: '/play-live-class', element: <RecordingPlayerRoute /> },
      { path: '/video-player', element: <RecordingPlayerRoute /> },
      { path: '/lecture-note', element: <LectureNoteRoute /> },
      { path: '/my-schedule', element: <LiveClassesRoute /> },
      { path: '/live-class', element: <LiveClassesRoute /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
