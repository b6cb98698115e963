import type { AddProgressBody, ContentDetail } from '@esc/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import {
  contentDetail,
  gateAnswer,
  guestDetail,
  lesson,
  lessonQuestion,
  lessonTestAttempt,
  renderPlayer,
} from '../test/player-fixtures';

function stubPlayerApi(content: ContentDetail | null, extra: Record<string, FakeHandler> = {}) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(profile()),
    'POST /access/decide': gateAnswer,
    'GET /content/v2/contentDetailsByContentIds': () =>
      content ? envelope({ content_details: [content], missing_ids: [] }) : new Response(null, { status: 204 }),
    'GET /mis/getContentResumeTime': () =>
      envelope({
        contents: [
          {
            content_id: content?.content_id ?? 0,
            resume_time: 8,
            total_consumption_time: 8,
            total_media_time: '00:01:30',
            is_content_completely_consumed: 0,
          },
        ],
      }),
    'POST /learning/bookmarks/status': () =>
      envelope({
        items: [{ kind: 'content', item_id: String(content?.content_id ?? 0), is_bookmarked: 0, bookmarked_on: null }],
      }),
    'POST /mis/v2/addLearningProgress': (call) => {
      const body = call.body as AddProgressBody;
      return envelope({
        content_id: body.content_id,
        paper_id: null,
        total_consumption_time: 90,
        total_media_time: '00:01:30',
        is_content_completely_consumed: 1,
        resume_time: body.resume_position ?? 0,
        source: body.source,
        completed_at: '2025-01-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:00Z',
        duplicate: false,
      });
    },
    ...extra,
  });
}

describe('content player: video', () => {
  beforeEach(() => {
    storeSession();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the title and resumes at the stored time, with a way to start over', async () => {
    stubPlayerApi(contentDetail());
    renderPlayer('/content-player/100001?syllabusId=501&groupId=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Light: reflection' })).toBeInTheDocument();
    const video = screen.getByTestId<HTMLVideoElement>('content-video');
    expect(video).toHaveAccessibleName('Video: Light: reflection');
    expect(video.getAttribute('src')).toContain('/api/media/file/demo/videos/100001.mp4');
    expect(screen.getByRole('navigation', { name: 'Where you are' })).toBeInTheDocument();

    fireEvent.loadedMetadata(video);
    expect(await screen.findByText('Resumed at 0:08')).toBeInTheDocument();
    expect(video.currentTime).toBe(8);
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:08 of 1:30');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Start over' }));
    expect(video.currentTime).toBe(0);
    expect(screen.queryByText('Resumed at 0:08')).not.toBeInTheDocument();
  });

  it('measures consumption only while playing, posts it with a client_event_id, and shows Completed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    const fake = stubPlayerApi(contentDetail());
    renderPlayer('/content-player/100001');
    const video = await screen.findByTestId<HTMLVideoElement>('content-video');
    fireEvent.loadedMetadata(video);
    await screen.findByText('Resumed at 0:08');
    await screen.findByRole('button', { name: 'Bookmark' });

    vi.setSystemTime(new Date('2025-03-01T10:01:00Z')); // a minute open, not playing: not counted
    fireEvent.play(video);
    vi.setSystemTime(new Date('2025-03-01T10:01:12Z'));
    video.currentTime = 20;
    fireEvent.pause(video);

    await waitFor(() => expect(fake.calls.filter((c) => c.path === '/mis/v2/addLearningProgress')).toHaveLength(1));
    const post = fake.calls.find((c) => c.path === '/mis/v2/addLearningProgress')!;
    const body = post.body as AddProgressBody;
    expect(body).toMatchObject({
      content_id: 100001,
      total_consumption_time: 12,
      resume_position: 20,
      uuid: profile().uuid,
      section_id: 1,
      board_id: 1,
      class_id: 8,
      enrolled_school_id: 101,
      group_category_id: 1,
    });
    // The catalogue's exact length decides, not the rounded text the player holds.
    expect(body).not.toHaveProperty('total_media_time');
    expect(body.client_event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect([1, 2]).toContain(body.source);

    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByTestId('content-completed')).toBeInTheDocument();

    // Paused for ten minutes, then three seconds of playing: the next post carries 3 s.
    vi.setSystemTime(new Date('2025-03-01T10:11:12Z'));
    fireEvent.play(video);
    vi.setSystemTime(new Date('2025-03-01T10:11:15Z'));
    video.currentTime = 23;
    fireEvent.ended(video);
    await waitFor(() => expect(fake.calls.filter((c) => c.path === '/mis/v2/addLearningProgress')).toHaveLength(2));
    const second = fake.calls.filter((c) => c.path === '/mis/v2/addLearningProgress')[1]!.body as AddProgressBody;
    expect(second.total_consumption_time).toBe(3);
    expect(second.client_event_id).not.toBe(body.client_event_id);
  });
});

describe('content player: states', () => {
  beforeEach(() => storeSession());

  it('alerts "No data found.." when the content has no URL', async () => {
    stubPlayerApi(contentDetail({ content_url: null, content_url_mp4: null, video_path: null }));
    renderPlayer('/content-player/100001');
    expect(await screen.findByRole('alert')).toHaveTextContent('No data found..');
    expect(screen.queryByTestId('content-video')).not.toBeInTheDocument();
  });

  it('alerts the end of Flash Player support for swf content', async () => {
    stubPlayerApi(contentDetail({ content_kind: 'html', is_flash: true, content_url: '/api/media/file/a.swf' }));
    renderPlayer('/content-player/100001');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Flash Player, which is no longer supported/);
    expect(screen.queryByTestId('content-frame')).not.toBeInTheDocument();
  });

  it('asks a guest to sign in, and comes back here after', async () => {
    window.localStorage.clear();
    stubPlayerApi(guestDetail());
    const { router } = renderPlayer('/content-player/100001?syllabusId=501');
    const card = await screen.findByTestId('player-sign-in');
    expect(within(card).getByRole('heading', { name: 'Sign in to open this' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bookmark' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/content-player/100001?syllabusId=501' });
  });

  it('falls back to the old content ids when the id answers 204', async () => {
    const fake = stubPlayerApi(null, {
      'POST /content/v2/contentDetailByOldContentIds': () =>
        envelope({ content_details: [contentDetail({ content_title: 'Old lesson' })], missing_ids: [] }),
    });
    renderPlayer('/content-player/100001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Old lesson' })).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/content/v2/contentDetailByOldContentIds')?.body).toEqual({
      oldContentIds: ['100001'],
    });
  });

  it('shows an HTML activity in a titled frame sandboxed to scripts only', async () => {
    stubPlayerApi(contentDetail({ content_kind: 'html', content_url: '/api/media/file/demo/html/a.html' }));
    renderPlayer('/content-player/100001');
    const frame = await screen.findByTitle('Activity: Light: reflection');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it('opens the practice-test screen for a practice test, with its chapter', async () => {
    stubPlayerApi(contentDetail({ content_kind: 'practice_test', content_url: null, syllabus_id: 301 }));
    renderPlayer('/content-player/100001');
    expect(await screen.findByRole('link', { name: 'Start practising' })).toHaveAttribute(
      'href',
      '/start-practice-test?contentId=100001&syllabusId=301',
    );
  });
});

describe('content player: interactive lesson', () => {
  beforeEach(() => storeSession());

  it('steps through slides and activities with Previous and Next', async () => {
    const fake = stubPlayerApi(
      contentDetail({
        content_id: 100003,
        content_kind: 'interactive',
        content_url: '/api/media/file/demo/lessons/plants.json',
        interactive_lesson_path: '/api/content/interactiveLesson/100003',
        video_path: null,
        content_url_mp4: null,
      }),
      {
        'GET /content/interactiveLesson/100003': () => envelope(lesson),
        'POST /question-msa-test/question/getQuestionDetailsById': () =>
          envelope({ question: lessonQuestion, parent_question: null }),
        'POST /question-msa-test/question/v2/checkPracticeAnswer': () =>
          envelope({
            question_id: 777,
            outcome: 'correct',
            marks: 1,
            max_marks: 1,
            answer: { option_ids: ['a'], value: null, tolerance: null, blanks: [], is_true: null, pairs: [] },
            explanation: 'Roots take in water and minerals from the soil.',
          }),
      },
    );
    renderPlayer('/content-player/100003?syllabusId=501');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'What is a plant?' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const lessonCall = fake.calls.find((c) => c.path === '/content/interactiveLesson/100003');
    expect(lessonCall).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Quick question' })).toBeInTheDocument();
    // The step shows the real question, answered and checked here.
    expect(await screen.findByText('Which part of a plant takes in water?')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Roots/ }));
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    const step = screen.getByTestId('lesson-step');
    expect(await within(within(step).getByRole('status')).findByText('Correct.')).toBeInTheDocument();
    expect(screen.getByText('Roots take in water and minerals from the soil.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path.endsWith('/checkPracticeAnswer'))?.body).toMatchObject({
      question_id: 777,
      answer: { option_ids: ['a'] },
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Roots' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Open this content' })).toHaveAttribute(
      'href',
      '/content-player/100009?syllabusId=501',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Chapter test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the test' })).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
  });

  // "Open the test" opens a test that works: the paper starts as the learner's own
  // attempt (no assignment), or the lesson says in plain words why it cannot be opened.
  async function toLessonTest(startAttempt: FakeHandler) {
    const fake = stubPlayerApi(
      contentDetail({
        content_id: 100003,
        content_kind: 'interactive',
        interactive_lesson_path: '/api/content/interactiveLesson/100003',
        video_path: null,
        content_url_mp4: null,
      }),
      {
        'GET /content/interactiveLesson/100003': () => envelope(lesson),
        'POST /question-msa-test/question/getQuestionDetailsById': () =>
          envelope({ question: lessonQuestion, parent_question: null }),
        'POST /student-report/student/startAttempt': startAttempt,
      },
    );
    const rendered = renderPlayer('/content-player/100003?syllabusId=501');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'What is a plant?' });
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Open the test' }));
    return { fake, ...rendered };
  }

  it('starts the lesson’s test as the learner’s own attempt and opens the engine', async () => {
    const { fake, router } = await toLessonTest(() => envelope(lessonTestAttempt()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-engine/3001/0/0/1'));
    expect(fake.calls.find((c) => c.path === '/student-report/student/startAttempt')?.body).toMatchObject({
      paper_id: 3001,
    });
  });

  it('says in plain words when the lesson’s test cannot be opened', async () => {
    const { router } = await toLessonTest(() => errorResponse(404, 'NOT_FOUND', 'No such paper.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This test cannot be opened.');
    expect(alert).toHaveTextContent('not available');
    expect(within(alert).getByRole('link', { name: 'Make a practice test of this chapter instead' })).toHaveAttribute(
      'href',
      '/start-practice-test?syllabusId=501',
    );
    expect(router.state.location.pathname).toBe('/content-player/100003');
  });
});
