import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaVideo } from './media-video.component';

// A press of Play that the browser cuts off because the source starts loading again (it refuses the
// play with AbortError) is carried out once the new source can play; Pause pressed meanwhile wins.
// A new link to the same video (another rendition, fresh signed links) keeps the learner's place,
// and the playing, once the new source's metadata is known.

const aborted = () =>
  Promise.reject(new DOMException('The play() request was interrupted by a new load request.', 'AbortError'));

function renderVideo(src = '/v.mp4') {
  const videoRef = createRef<HTMLVideoElement>();
  const frame = (link: string) => (
    <MantineProvider>
      <MediaVideo src={link} title="A video" videoRef={videoRef} knownDuration={120} testId="video" />
    </MantineProvider>
  );
  const { rerender } = render(frame(src));
  return {
    video: screen.getByTestId('video') as HTMLVideoElement,
    toggle: screen.getByTestId('video-play-toggle'),
    giveLink: (link: string) => rerender(frame(link)),
  };
}

/** The element's play head and paused state as a browser keeps them (the test DOM has no media engine). */
function playHead(video: HTMLVideoElement, at: { time: number; paused: boolean }) {
  let time = at.time;
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => time, set: (t: number) => (time = t) });
  Object.defineProperty(video, 'paused', { configurable: true, get: () => at.paused });
  // A new source starts at the beginning, paused.
  const loadNew = () => {
    time = 0;
    at.paused = true;
  };
  return { loadNew, time: () => time };
}

afterEach(() => vi.restoreAllMocks());

/** Presses Play once the browser will refuse the first play with `refusal`; resolves once it was asked. */
async function pressPlayRefused(refusal: () => Promise<void>) {
  const play = vi
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockImplementationOnce(refusal)
    .mockResolvedValue(undefined);
  const { video, toggle } = renderVideo();
  fireEvent.click(toggle);
  await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  return { play, video, toggle };
}

describe('the play button', () => {
  it('plays once the new source can when a load cut the press off', async () => {
    const { play, video } = await pressPlayRefused(aborted);
    await Promise.resolve();
    fireEvent.canPlay(video);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('does not play when Pause was pressed after the press that was cut off', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const { play, video, toggle } = await pressPlayRefused(aborted);
    fireEvent.play(video);
    // The button now says Pause: pressing it is the learner's Pause (paused stays true in the test's element).
    Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
    fireEvent.click(toggle);
    Object.defineProperty(video, 'paused', { configurable: true, get: () => true });
    fireEvent.canPlay(video);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('leaves the video paused when the browser refuses the play for another reason', async () => {
    const { play, video } = await pressPlayRefused(() =>
      Promise.reject(new DOMException('not allowed', 'NotAllowedError')),
    );
    await Promise.resolve();
    fireEvent.canPlay(video);
    expect(play).toHaveBeenCalledTimes(1);
  });
});

/**
 * Renders the video at `from`, its play head `at`, then gives it the link `to`: resolves once the
 * element shows the new link, loaded afresh (at 0, paused) and before its metadata is known.
 */
async function newLink(from: string, to: string, at: { time: number; paused: boolean }) {
  const { video, giveLink } = renderVideo(from);
  const head = playHead(video, at);
  giveLink(to);
  await vi.waitFor(() => expect(video.getAttribute('src')).toBe(to));
  head.loadNew();
  return { video, head };
}

describe('a new link to the same video', () => {
  it('keeps the place and plays on when it was playing', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { video, head } = await newLink('/low.mp4', '/high.mp4', { time: 42.5, paused: false });
    fireEvent.loadedMetadata(video);
    expect(head.time()).toBe(42.5);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('video-seek')).toHaveValue('42');
  });

  it('keeps the place of a paused video and leaves it paused', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { video, head } = await newLink('/v.mp4?sig=old', '/v.mp4?sig=new', { time: 5, paused: true });
    fireEvent.loadedMetadata(video);
    expect(head.time()).toBe(5);
    expect(play).not.toHaveBeenCalled();
  });

  it('starts from the beginning a video not started yet', async () => {
    const { video, head } = await newLink('/low.mp4', '/high.mp4', { time: 0, paused: true });
    const seek = vi.fn();
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => head.time(), set: seek });
    fireEvent.loadedMetadata(video);
    expect(seek).not.toHaveBeenCalled();
  });

  it("keeps the place only once: a later load of that link is the browser's own", async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { video, head } = await newLink('/low.mp4', '/high.mp4', { time: 30, paused: true });
    fireEvent.loadedMetadata(video);
    video.currentTime = 0;
    fireEvent.loadedMetadata(video);
    expect(head.time()).toBe(0);
  });
});
