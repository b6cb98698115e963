import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The access prompt screens' words (English), registered when this code loads. */
export const accessStrings = {
  access: {
    title: {
      signIn: 'Sign in to open this',
      package: 'A package opens this',
      premium: 'This is premium content',
      contentLimit: 'You have used your free items',
      institute: 'You do not have access, contact institute admin',
      freeTrialEnded: 'Your free trial has ended',
      liveClassesOnly: 'Subscribe to live classes to open this',
      eliteClass: 'Subscribe to Elite Class to open this',
      escOnlineOnly: 'Not available on classroom tablets',
      locked: 'This is locked',
    },
    contentLimitCount: 'You have opened {{opened}} of {{limit}} free items for this class.',
    askInstitute: 'Your institute admin can change this for you.',
    action: {
      package: 'See packages',
      subscription: 'See subscriptions',
      signIn: 'Sign in',
    },
    checking: 'Checking your access…',
    checkError: 'We could not check your access to this content.',
  },
};
export type AccessStrings = typeof accessStrings;

registerStrings(accessStrings, import.meta.glob<CatalogueModule>('./access.*.strings.ts'));
