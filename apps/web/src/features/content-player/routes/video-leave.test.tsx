import type { AddProgressBody } from '@esc/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readClickStream } from '../../../lib/progress-click-stream';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { contentDetail, gateAnswer, renderPlayer } from '../test/player-fixtures';

/** Fails a send left unanswered, when its test ends. */
let pageGone: (() => void) | null = null;
afterEach(() => {
  pageGone?.();
  pageGone = null;
});

// Leaving a video while it plays lost its resume point. The last post goes as a
// keep-alive request (it outlives the page) and carries the play head even after the player closed.

interface SentPost {
  body: AddProgressBody;
  keepalive: boolean;
}

function stubPlayer() {
  const posts: SentPost[] = [];
  const fake = stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(profile()),
    'POST /access/decide': gateAnswer,
    'GET /content/v2/contentDetailsByContentIds': () =>
      envelope({ content_details: [contentDetail()], missing_ids: [] }),
    'GET /mis/getContentResumeTime': () =>
      envelope({
        contents: [
          {
            content_id: 100001,
            resume_time: 0,
            total_consumption_time: 0,
            total_media_time: '00:01:30',
            is_content_completely_consumed: 0,
          },
        ],
      }),
    'POST /learning/bookmarks/status': () =>
      envelope({ items: [{ kind: 'content', item_id: String(100001), is_bookmarked: 0, bookmarked_on: null }] }),
    'POST /mis/v2/addLearningProgress': (call) => {
      const body = call.body as AddProgressBody;
      return envelope({
        content_id: body.content_id,
        paper_id: null,
        total_consumption_time: body.total_consumption_time,
        total_media_time: '00:01:30',
        is_content_completely_consumed: 0,
        resume_time: Math.floor(body.resume_position ?? 0),
        source: body.source,
        completed_at: null,
        updated_at: '2025-03-01T10:00:00Z',
        duplicate: false,
      });
    },
  });
  // The fake records the body; this records whether the request was a keep-alive one.
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('addLearningProgress')) {
      posts.push({ body: JSON.parse(String(init?.body)) as AddProgressBody, keepalive: init?.keepalive === true });
    }
    return inner(input, init);
  });
  return { posts, fake };
}

async function playFor(seconds: number, until: number) {
  const video = await screen.findByTestId<HTMLVideoElement>('content-video');
  fireEvent.loadedMetadata(video);
  await screen.findByRole('button', { name: /bookmark/i });
  fireEvent.play(video);
  vi.setSystemTime(new Date(Date.now() + seconds * 1000));
  video.currentTime = until;
  fireEvent.timeUpdate(video);
  return video;
}

describe('leaving a playing video', () => {
  beforeEach(() => {
    storeSession();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('on pagehide posts the time and the resume point as a keep-alive request', async () => {
    const { posts } = stubPlayer();
    renderPlayer('/content-player/100001');
    await playFor(9, 42);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      keepalive: true,
      body: { content_id: 100001, total_consumption_time: 9, resume_position: 42 },
    });
  });

  it('when the tab is hidden, posts as a keep-alive request', async () => {
    const { posts } = stubPlayer();
    renderPlayer('/content-player/100001');
    await playFor(5, 17);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ keepalive: true, body: { total_consumption_time: 5, resume_position: 17 } });
  });

  it('navigating away inside the app keeps the resume point although the video element is gone', async () => {
    const { posts } = stubPlayer();
    const { router } = renderPlayer('/content-player/100001');
    await playFor(6, 33);
    await router.navigate('/somewhere-else');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ keepalive: true, body: { total_consumption_time: 6, resume_position: 33 } });
  });

  it('coming straight back resumes at the point still on its way to the server', async () => {
    stubPlayer();
    // The keep-alive post never got an answer: the page was gone. (It fails once the test ends, as a
    // fetch of a closed page does: the files share the app's outbox, which waits for it.)
    vi.stubGlobal(
      'fetch',
      ((inner) => (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('addLearningProgress')
          ? new Promise<Response>((_, reject) => {
              pageGone = () => reject(new TypeError('Failed to fetch'));
            })
          : inner(input, init))(globalThis.fetch),
    );
    const { router } = renderPlayer('/content-player/100001');
    await playFor(6, 33);
    await router.navigate('/somewhere-else');
    await waitFor(() => expect(readClickStream()['100001']?.resume_position).toBe(33));
    await router.navigate('/content-player/100001');
    const video = await screen.findByTestId<HTMLVideoElement>('content-video');
    fireEvent.loadedMetadata(video);
    expect(await screen.findByText('Resumed at 0:33')).toBeInTheDocument();
  });
});
