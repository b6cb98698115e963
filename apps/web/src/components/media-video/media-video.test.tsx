import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaVideo } from './media-video.component';

// A press of Play that the browser cuts off because the source starts loading again (it refuses the
// play with AbortError) is carried out once the new source can play; Pause pressed meanwhile wins.

const aborted = () =>
  Promise.reject(new DOMException('The play() request was interrupted by a new load request.', 'AbortError'));

function renderVideo() {
  const videoRef = createRef<HTMLVideoElement>();
  render(
    <MantineProvider>
      <MediaVideo src="/v.mp4" title="A video" videoRef={videoRef} testId="video" />
    </MantineProvider>,
  );
  return { video: screen.getByTestId('video') as HTMLVideoElement, toggle: screen.getByTestId('video-play-toggle') };
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
