import { lazy } from 'react';

/** Public face of the doubts feature: the screen loads on demand; the entry other screens show is small. */
export const AskADoubtRoute = lazy(() =>
  import('./routes/ask-a-doubt.route').then((m) => ({ default: m.AskADoubtRoute })),
);
export { AskDoubtLink } from './components/ask-doubt-link.component';
export { ASK_A_DOUBT_PATH } from './doubts-path';
export type { DoubtsStrings } from './doubts.strings';
