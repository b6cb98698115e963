import { lazy } from '../../lib/lazy-with-words';

// What the app's frame and the dashboards use of this feature (its paths, the parts a dashboard
// shows), apart from index.ts: the first screen carries these, not the loaders of every screen.

/** "Ask a doubt" on other features' screens: loaded with the screen that shows it, not with the app. */
export const AskDoubtLink = lazy(() =>
  import('./components/ask-doubt-link.component').then((m) => ({ default: m.AskDoubtLink })),
);
export { ASK_A_DOUBT_PATH } from './doubts-path';
