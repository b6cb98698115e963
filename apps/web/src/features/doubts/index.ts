import { lazy } from '../../lib/lazy-with-words';

/** Public face of the doubts feature: the screen loads on demand; the entry other screens show is small. */
export const AskADoubtRoute = lazy(() =>
  import('./routes/ask-a-doubt.route').then((m) => ({ default: m.AskADoubtRoute })),
);
export type { DoubtsStrings } from './doubts.strings';
export * from './first-screen';
