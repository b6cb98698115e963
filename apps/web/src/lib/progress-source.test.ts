import { describe, expect, it } from 'vitest';
import { progressSource } from './progress-source';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('progressSource (spec 000 §9: 1 web desktop, 2 mobile web)', () => {
  it.each([
    ['desktop browser', { userAgent: DESKTOP, smallTouchScreen: false }, 1],
    ['Android phone', { userAgent: ANDROID, smallTouchScreen: true }, 2],
    ['iPhone', { userAgent: IPHONE, smallTouchScreen: true }, 2],
    ['small touch screen with a desktop user agent', { userAgent: DESKTOP, smallTouchScreen: true }, 2],
    ['browser that reports mobile', { userAgent: DESKTOP, smallTouchScreen: false, uaMobile: true }, 2],
  ])('%s', (_name, hints, expected) => {
    expect(progressSource(hints)).toBe(expected);
  });
});
