import '@testing-library/jest-dom/vitest';
import { i18n } from '../app/i18n/i18n';
import { setNativeDigits } from '../lib/digits';
import { catalogueReady } from '../lib/strings';

// The frame's words are a file of their own (loaded for the language in use): here before any test.
beforeAll(() => catalogueReady());
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetOfflineState } from '../lib/offline-state';
import { clearTreeCache } from '../lib/tree-cache';
import { takeContractViolations } from './fake-api';

// A find waits for what a person would see; screens load their code on demand, and on the 2-core CI
// machine under a full suite, with another busy process beside it, a file's first screen took more
// than 5 s to appear (its lazy chunks compiled meanwhile). A find that never succeeds fails at the
// test's own timeout (20 s) either way, so a long wait costs only a failing run.
configure({ asyncUtilTimeout: 15_000 });

// pdf.js does not draw in a test DOM: a document stays loading. Mocked here for every file, not in the
// files that show one: the files share a module registry (vite.config.ts), and a viewer imported
// by an earlier file would keep the real loader whatever a later file mocked.
vi.mock('../components/pdf-viewer/load-pdf', () => ({
  loadPdf: () => ({ promise: new Promise(() => undefined), destroy: async () => undefined }),
}));

// Mantine reads these browser APIs, which a test DOM lacks or answers differently.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverShim;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Every browser has these dialogs and happy-dom has not: defined (printing nothing, answering Cancel)
// so that a test can spy on them as on any browser API.
for (const name of ['print', 'confirm'] as const) {
  if (typeof window[name] !== 'function') {
    Object.defineProperty(window, name, { configurable: true, writable: true, value: () => false });
  }
}

// The test files share one module registry per worker (vite.config.ts: isolate false), so what the
// app keeps in module state between screens (toasts shown, syllabus reads held) is cleared here too.
afterEach(async () => {
  // A test may end while a screen's code is still loading (a lazy route opened by its last click).
  // The files share one module registry, so a load cut off when this file's DOM is torn down would
  // stay broken for every later file that imports the same module (seen on CI: four player files
  // failed after a homework file). Wait for every started import first.
  await vi.dynamicImportSettled();
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  clearTreeCache();
  // A failed fetch marks the app offline: the next test starts with the link up.
  resetOfflineState();
  window.localStorage.clear();
  // A test that switched language or digits leaves the next one in English, with 0-9.
  setNativeDigits(false);
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A fake that answered what the server never would fails the test that used it (after the
  // cleanup above, so the next test starts clean either way).
  const violations = takeContractViolations();
  if (violations.length > 0) {
    throw new Error(`The fake API broke the contract (packages/contracts/src/calls):\n${violations.join('\n')}`);
  }
});
