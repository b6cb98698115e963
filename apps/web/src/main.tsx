import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18n } from './app/i18n/i18n';
import { applyAppStyles } from './lib/app-styles';
import { catalogueReady } from './lib/strings';

// The app's code has arrived and runs: public/boot-fallback.js leaves the loading frame alone.
document.documentElement.dataset.appStarted = 'true';

// Chromium's offer to install the app comes early: caught now (its own mini-bar is not shown) and
// offered in our words on the dashboards (lib/install-prompt.ts, loaded only when the offer comes).
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  void import('./lib/install-prompt').then(({ keepInstallOffer }) => keepInstallOffer(event));
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The pseudo-locale (lib/pseudo-locale.ts), only on a device that asks for it. */
function pseudoLocaleIfAsked(): Promise<void> {
  let asked = false;
  try {
    asked = window.localStorage.getItem('esc.pseudo') === '1';
  } catch {
    // No storage: no pseudo-locale.
  }
  return asked ? import('./lib/pseudo-locale').then(({ startPseudoLocale }) => startPseudoLocale()) : Promise.resolve();
}

/**
 * Work of the app's own that no first screen needs waits until that screen has had its time: a few
 * seconds, then a moment the page is idle. On a slow link its code would otherwise share the line
 * with the code and reads of the screen a person waits for.
 */
function afterFirstScreen(work: () => void): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5_000 });
    else work();
  }, 3_000);
}

// A new version swapped in by another tab's Reload now serves this page, which still runs the old
// code: it is offered the reload too (the prompt waits while a test runs). Watched from the start:
// this page's own registration may come later than the swap.
if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => void import('./lib/service-worker.app').then(({ noteUpdateWaiting }) => noteUpdateWaiting()),
    { once: true },
  );
}
// A person who signs out (or switches account) leaves no saved reads behind on this device: watched
// from the start, since a sign-out may come before the worker's registration (which waits below).
void import('./lib/saved-reads.app').then(({ forgetSavedReadsOnSignOut }) => forgetSavedReadsOnSignOut());
// Writes a previous visit left unsent go out (a screen that writes starts the outbox at once itself).
afterFirstScreen(() => void import('./lib/outbox.app').then(({ startOutbox }) => startOutbox()));
// Content kept for offline use: the next sync's check (access ended, grants renewed) when online.
afterFirstScreen(() => void import('./lib/kept/kept.app').then(({ startKeptSync }) => startKeptSync()));

// The script font of a language beyond Latin starts now; the first screen does not wait for it (swap).
if (i18n.language !== 'en')
  void import('./lib/language-fonts').then(({ loadLanguageFont }) => loadLanguageFont(i18n.language));

// index.html's frame shows until the stylesheet and the first screen's words in the language in
// use have come; then React draws the app over it, never in English first.
void Promise.all([applyAppStyles(), catalogueReady(), pseudoLocaleIfAsked()]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The offline app's worker installs once the first screen is drawn: its precaching never competes
  // with the screen a person waits for.
  afterFirstScreen(
    () => void import('./lib/service-worker.app').then(({ registerServiceWorker }) => registerServiceWorker()),
  );
});
