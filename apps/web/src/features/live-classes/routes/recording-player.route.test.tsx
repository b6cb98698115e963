import type { ContentDetail } from '@esc/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { allowed, details, lecture, refused, renderRecordingsAt } from '../test/recording-fixtures';

// /play-live-class and /video-player (spec 001 §2, §4): the server's decision plays the recording or
// shows its prompt; a view error is retried once after 250 ms (002 §8), then said plainly. /lecture-note
// opens a recording's PDF notes, or study notes by id.

// pdf.js does not draw in a test DOM: every test's document stays loading (src/test/setup.ts), which is
// enough to see the viewer.
afterEach(() => vi.restoreAllMocks());

const DETAILS = 'POST /live-class/student/schedule/recordedLectureDetails';
const detailCalls = (fake: ReturnType<typeof stubFetch>) =>
  fake.calls.filter((c) => c.path === '/live-class/student/schedule/recordedLectureDetails');

describe('the recording player', () => {
  it('plays an allowed recording, with its notes and a bookmark', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DETAILS]: () => envelope(details(lecture(7, { title: 'Light (recording)' }))),
      'POST /live-class/student/bookmarkRecordedLectureUniversity': () =>
        envelope({ kind: 'recorded_lecture', item_id: '7', is_bookmarked: 1, bookmarked_on: '2026-11-25T05:00:00Z' }),
    });
    renderRecordingsAt('/play-live-class?video_id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Light (recording)' })).toBeInTheDocument();
    const video = screen.getByTestId<HTMLVideoElement>('recording-video');
    expect(video).toHaveAccessibleName('Video: Light (recording)');
    expect(video.getAttribute('src')).toContain('/api/media/file/uploads/101/recordings/7.mp4');
    expect(screen.getByRole('link', { name: 'Open the class notes' })).toHaveAttribute(
      'href',
      '/lecture-note?video_id=7',
    );
    expect(detailCalls(fake)[0]?.body).toEqual({ video_id: 7 });
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path.includes('bookmarkRecordedLecture'))?.body).toEqual({
        video_id: '7',
        set_bookmark_state: true,
        client_write_id: expect.any(String),
      }),
    );
  });

  it('shows the gate’s prompt and why, and no video, when it is refused', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DETAILS]: () => envelope(details(lecture(7, { access: refused }))),
    });
    renderRecordingsAt('/video-player?video_id=7');
    const prompt = await screen.findByTestId('access-prompt');
    expect(prompt).toHaveAttribute('data-prompt', 'premium');
    expect(within(prompt).getByText(refused.explanation)).toBeInTheDocument();
    expect(screen.queryByTestId('recording-video')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the class notes' })).toBeNull();
  });

  it('retries a view error once after 250 ms, then says so plainly with a reload', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DETAILS]: () => envelope(details(lecture(7))),
    });
    renderRecordingsAt('/play-live-class?video_id=7');
    fireEvent.error(await screen.findByTestId('recording-video'));
    expect(detailCalls(fake)).toHaveLength(1);
    await waitFor(() => expect(detailCalls(fake)).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.error(await screen.findByTestId('recording-video'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This recording could not be played.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload the recording' }));
    await waitFor(() => expect(detailCalls(fake)).toHaveLength(3));
  });

  it('retries a failed open once after 250 ms before it shows anything', async () => {
    storeSession();
    let calls = 0;
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DETAILS]: () => (++calls === 1 ? errorResponse(503, 'SERVICE_UNAVAILABLE') : envelope(details(lecture(7)))),
    });
    renderRecordingsAt('/play-live-class?video_id=7');
    expect(await screen.findByTestId('recording-video')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says a recording that is not the learner’s does not exist', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DETAILS]: () => errorResponse(404, 'NOT_FOUND', 'No such recorded lecture.'),
    });
    renderRecordingsAt('/play-live-class?video_id=99');
    expect(await screen.findByRole('heading', { name: 'Recording not found' })).toBeInTheDocument();
  });

  it('a parent opens the active child’s, with the child named, and no bookmark', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2 });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      [DETAILS]: () => envelope(details(lecture(7))),
    });
    renderRecordingsAt('/play-live-class?video_id=7&assign_id=12');
    expect(await screen.findByTestId('recording-video')).toBeInTheDocument();
    expect(detailCalls(fake)[0]?.body).toEqual({ video_id: 7, uuid: CHILD_A, assign_id: 12 });
    expect(screen.queryByRole('button', { name: 'Bookmark' })).toBeNull();
  });
});

/** A study notes item as the content module answers it (contracts ContentDetail). */
const studyNote = (): ContentDetail => ({
  content_id: 501,
  content_title: 'Refraction: study notes',
  content_kind: 'study_notes',
  language_id: 1,
  version: 1,
  crs_id: null,
  old_content_id: null,
  content_url: '/api/media/file/demo/topics/9/notes.pdf?expires=1&sig=x',
  content_url_mp4: null,
  content_transcoded_url: null,
  video_path: null,
  thumbnail: null,
  lecture_path: '/api/media/file/demo/topics/9/notes.pdf?expires=1&sig=x',
  recorded_lecture_path: null,
  interactive_lesson_path: null,
  group_id: null,
  group_category_id: null,
  group_name: null,
  syllabus_id: null,
  syllabus_mapping_id: null,
  board_id: null,
  class_id: null,
  level2_name: null,
  video_id: null,
  template_id: null,
  service_name: null,
  total_media_time: '00:00:00',
  content_size: null,
  is_flash: false,
  is_online_only: false,
  requires_sign_in: false,
  locked: false,
  lock_explanation: null,
  url_expires_in: 3600,
  access: allowed,
  tag_data: [],
});

describe('/lecture-note', () => {
  it('opens a recording’s PDF notes in the document viewer', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DETAILS]: () => envelope(details(lecture(7, { title: 'Light (recording)' }))),
    });
    renderRecordingsAt('/lecture-note?video_id=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Class notes: Light (recording)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Document: Light (recording)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the recording' })).toHaveAttribute(
      'href',
      '/play-live-class?video_id=7',
    );
  });

  it('opens study notes by id (studyNotesDetailById)', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /live-class/notes/studyNotesDetailById': () => envelope({ study_notes: [studyNote()], missing_ids: [] }),
    });
    renderRecordingsAt('/lecture-note?note_id=501');
    expect(await screen.findByRole('region', { name: 'Document: Refraction: study notes' })).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/live-class/notes/studyNotesDetailById')?.body).toEqual({
      note_ids: [501],
    });
  });

  it('shows the prompt instead of the notes when the recording is locked', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DETAILS]: () => envelope(details(lecture(7, { access: refused }))),
    });
    renderRecordingsAt('/lecture-note?video_id=7');
    expect(await screen.findByTestId('access-prompt')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Document/ })).toBeNull();
  });
});
