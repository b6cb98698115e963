import { describe, expect, it } from 'vitest';
import { contentDetail } from '../test/player-fixtures';
import { linkEstimate, startRendition, stepUpRendition, videoRenditions, type Rendition } from './video-rendition';

// A video starts in its lowest rendition first on a slow link and steps up when the link allows.
// The ladder here: 360p at 400 kbit/s, 720p at 1,500 kbit/s, the upload as it was.

const ladder: Rendition[] = [
  { url: '/v/360.mp4', kbps: 400 },
  { url: '/v/720.mp4', kbps: 1500 },
  { url: '/v/upload.mp4', kbps: null },
];
const link = (downlinkKbps: number | null, saveData = false) => ({ downlinkKbps, saveData });

describe('startRendition', () => {
  it.each([
    ['the issue’s slow link, 750 kbit/s', link(750), 0],
    ['an unknown link', link(null), 0],
    ['a link that barely carries 360p (400 kbit/s, no headroom)', link(400), 0],
    ['a 3 Mbit/s link: 720p with room to spare', link(3000), 1],
    ['a fast link (10 Mbit/s): the upload', link(10_000), 2],
    ['a fast link with Save-Data on', link(10_000, true), 0],
  ])('%s', (_what, estimate, expected) => {
    expect(startRendition(ladder, estimate)).toBe(expected);
  });

  it('plays the only rendition there is', () => {
    expect(startRendition([{ url: '/v/only.mp4', kbps: null }], link(200))).toBe(0);
  });
});

describe('stepUpRendition', () => {
  it('steps up from the lowest when the link grows enough for the next', () => {
    expect(stepUpRendition(ladder, 0, link(750))).toBeNull();
    expect(stepUpRendition(ladder, 0, link(2500))).toBe(1);
    expect(stepUpRendition(ladder, 0, link(9000))).toBe(2);
  });

  it('never steps down while playing: a worse link keeps what plays', () => {
    expect(stepUpRendition(ladder, 2, link(500))).toBeNull();
    expect(stepUpRendition(ladder, 1, link(null))).toBeNull();
  });
});

describe('linkEstimate', () => {
  it('reads the browser’s downlink in Mbit/s as kbit/s, and Save-Data', () => {
    expect(linkEstimate({ downlink: 0.75, saveData: false })).toEqual({ downlinkKbps: 750, saveData: false });
    expect(linkEstimate({ saveData: true })).toEqual({ downlinkKbps: null, saveData: true });
    expect(linkEstimate(null)).toEqual({ downlinkKbps: null, saveData: false });
  });
});

describe('videoRenditions', () => {
  it('offers the transcoder’s mp4 first and the uploaded mp4 after it', () => {
    const content = contentDetail({
      content_kind: 'video',
      content_transcoded_url: '/media/t.mp4?sig=1',
      content_url_mp4: '/media/u.mp4?sig=1',
      video_path: '/media/t.mp4?sig=1',
    });
    expect(videoRenditions(content).map((r) => r.url)).toEqual(['/media/t.mp4?sig=1', '/media/u.mp4?sig=1']);
  });

  it('offers the one file there is when nothing was transcoded', () => {
    const mp4 = contentDetail({
      content_kind: 'video',
      content_transcoded_url: null,
      content_url_mp4: '/media/u.mp4',
      video_path: '/media/u.mp4',
    });
    expect(videoRenditions(mp4)).toEqual([{ url: '/media/u.mp4', kbps: null }]);
    const other = contentDetail({
      content_kind: 'video',
      content_transcoded_url: null,
      content_url_mp4: null,
      video_path: null,
      content_url: '/media/u.webm',
    });
    expect(videoRenditions(other)).toEqual([{ url: '/media/u.webm', kbps: null }]);
  });
});
