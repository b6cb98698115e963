import { lazy } from 'react';

/** Public face of the doubts feature: the screen loads on demand; the entry other screens show is small. */
export const AskADoubtRoute = lazy(() =>
  import('./routes/ask-a-doubt.route').then((m) => ({ default: m.AskADoubtRoute })),
);
/** "Ask a doubt" on other features' screens: loaded with the screen that shows it, not with the app. */
export const AskDoubtLink = lazy(() =>
  import('./components/ask-doubt-link.component').then((m) => ({ default: m.AskDoubtLink })),
);
export { ASK_A_DOUBT_PATH } from './doubts-path';
export type { DoubtsStrings } from './doubts.strings';
