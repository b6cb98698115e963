/** localStorage key of the global-loader flag: 'true' while a page-wide loader is already shown. */
export const GLOBAL_LOADER_STORAGE_KEY = 'esc.globalLoader';

/** Below this width the learner screens show a full fallback spinner (spec 000 §2). */
export const SPINNER_MAX_WIDTH = 1024;

/** Screens that show the fallback spinner on narrow screens (spec 000 §2). */
export const SPINNER_PATHS: readonly string[] = [
  '/student-study',
  '/student-dashboard',
  '/ask-a-doubt',
  '/student-institute',
  '/student-institute-dashboard',
];

/** spinner: centred full spinner; quiet: a small inline loader; none: nothing at all. */
export type LoadingFallback = 'spinner' | 'quiet' | 'none';

export interface LoadingFallbackInput {
  pathname: string;
  viewportWidth: number;
  globalLoaderActive: boolean;
}

export function loadingFallback({
  pathname,
  viewportWidth,
  globalLoaderActive,
}: LoadingFallbackInput): LoadingFallback {
  // The global loader already covers the page; a second spinner would flicker over it.
  if (globalLoaderActive) return 'none';
  const path = pathname.replace(/\/+$/, '') || '/';
  if (viewportWidth < SPINNER_MAX_WIDTH && SPINNER_PATHS.includes(path)) return 'spinner';
  return 'quiet';
}

export function readGlobalLoaderFlag(): boolean {
  try {
    return window.localStorage.getItem(GLOBAL_LOADER_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}
