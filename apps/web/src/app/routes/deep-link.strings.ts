import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The deep-link screen's words (English), registered when its code loads. */
export const deepLinkStrings = {
  deepLink: {
    opened: 'Opened from your link.',
    title: 'This link cannot open here',
    reason: {
      'sign-in': 'This link opens your own study. Sign in first, then open the link again.',
      'learners-only':
        'This link opens a learner’s study, practice or tests. Staff accounts do not have these; your dashboard has your classes.',
      'for-the-learner':
        'This link is for your child to open in their own account. You can follow their homework, tests and practice from your dashboard.',
      'unknown-link': 'We do not know this link. It may be old or incomplete.',
    },
    way: { 'sign-in': 'Sign in', dashboard: 'Go to my dashboard', home: 'Go to the start' },
  },
};
export type DeepLinkStrings = typeof deepLinkStrings;

registerStrings(deepLinkStrings, import.meta.glob<CatalogueModule>('./deep-link.*.strings.ts'));
