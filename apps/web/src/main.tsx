import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyAppStyles } from './lib/app-styles';

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

// Writes a previous visit left unsent (progress) go out once the app has started; their code is
// not needed for the first screen.
void import('./lib/outbox.app').then(({ startOutbox }) => startOutbox());
// Content kept for offline use: the next sync's check (access ended, grants renewed) when online.
void import('./lib/kept/kept.app').then(({ startKeptSync }) => startKeptSync());

// index.html's frame shows until the stylesheet applies; then React draws the app over it.
void applyAppStyles().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The offline app's worker installs once the first screen is drawn and the page is idle: its
  // precaching never competes with the screen a person waits for.
  const register = () =>
    void import('./lib/service-worker.app').then(({ registerServiceWorker }) => registerServiceWorker());
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
  else setTimeout(register, 2_000);
});
