import { lazy } from '../../lib/lazy-with-words';

/** The app-rating prompt of the dashboard (signed-in people); its code loads after the first screen. */
export const RatingPrompt = lazy(() => import('./components/rating-prompt.component'));
export type { FeedbackStrings } from './feedback.strings';
