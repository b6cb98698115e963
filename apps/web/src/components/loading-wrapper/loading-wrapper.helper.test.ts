import { afterEach, describe, expect, it } from 'vitest';
import {
  GLOBAL_LOADER_STORAGE_KEY,
  loadingFallback,
  readGlobalLoaderFlag,
  SPINNER_PATHS,
} from './loading-wrapper.helper';

describe('loadingFallback (spec 000 §2)', () => {
  afterEach(() => window.localStorage.clear());

  it.each(SPINNER_PATHS)('shows the spinner on %s below 1024 px', (pathname) => {
    expect(loadingFallback({ pathname, viewportWidth: 1023, globalLoaderActive: false })).toBe('spinner');
  });

  it.each([
    { pathname: '/student-dashboard', viewportWidth: 1024, want: 'quiet' },
    { pathname: '/student-dashboard/', viewportWidth: 360, want: 'spinner' },
    { pathname: '/parent-dashboard', viewportWidth: 360, want: 'quiet' },
    { pathname: '/student-dashboard', viewportWidth: 360, globalLoaderActive: true, want: 'none' },
    { pathname: '/profile', viewportWidth: 1440, globalLoaderActive: true, want: 'none' },
  ])('$pathname at $viewportWidth px -> $want', ({ pathname, viewportWidth, globalLoaderActive = false, want }) => {
    expect(loadingFallback({ pathname, viewportWidth, globalLoaderActive })).toBe(want);
  });

  it('reads the stored global-loader flag', () => {
    expect(readGlobalLoaderFlag()).toBe(false);
    window.localStorage.setItem(GLOBAL_LOADER_STORAGE_KEY, 'true');
    expect(readGlobalLoaderFlag()).toBe(true);
    window.localStorage.setItem(GLOBAL_LOADER_STORAGE_KEY, 'false');
    expect(readGlobalLoaderFlag()).toBe(false);
  });
});
