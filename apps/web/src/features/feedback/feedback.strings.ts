import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The rating prompt's words (English), registered when this code loads. */
export const feedbackStrings = {
  feedback: {
    rating: {
      title: 'How are you finding ESC+?',
      intro: 'Your rating helps us know what to improve.',
      stars: 'Your rating',
      star_one: '{{count}} star',
      star_other: '{{count}} stars',
      comment: 'Anything we should improve? (optional)',
      submit: 'Send rating',
      notNow: 'Not now',
      thanks: 'Thank you for rating ESC+.',
      saveError: 'We could not send your rating. Please try again.',
    },
  },
};
export type FeedbackStrings = typeof feedbackStrings;

registerStrings(feedbackStrings, import.meta.glob<CatalogueModule>('./feedback.*.strings.ts'));
