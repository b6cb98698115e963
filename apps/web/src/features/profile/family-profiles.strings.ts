import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The family's profile screens (/my-accounts, /choose-profile, /manage-profile), English. */
export const familyProfilesStrings = {
  familyProfiles: {
    accountsTitle: 'Accounts on this device',
    rememberedTitle: 'Signed in on this device',
    accountsIntro:
      'The accounts that have signed in on this device. Switching to another account asks for its password: this device keeps no password or sign-in of an account that is not in use.',
    chooseTitle: 'Switch profile',
    chooseIntro: 'Choose whose profile to use on this device.',
    manageTitle: 'Manage profiles',
    manageIntro: 'Your name, your children’s classes, and the accounts this device remembers.',
    loadError: 'We could not load your profile.',
    current: 'Signed in now',
    active: 'In use',
    switchTo: 'Switch to {{name}}',
    switchHint: 'Asks for {{name}}’s password',
    remove: 'Remove {{name}} from this device',
    removeCurrent: 'Sign out and remove {{name}} from this device',
    removed: '{{name}} was removed from this device.',
    addAccount: 'Sign in with another account',
    noOtherAccounts: 'No other account has signed in on this device.',
    otherAccounts: 'Other accounts on this device',
    childrenTitle: 'Your children',
    childrenHint: 'You act for a linked child with your own sign-in: no password is needed.',
    noChildrenTitle: 'No children linked yet',
    noChildrenText: 'Ask your child’s school to link your account, or confirm a link request.',
    useChild: 'Use {{name}}’s profile',
    usingChild: 'Now using {{name}}’s profile.',
    yourProfile: 'Your own profile',
    openDashboard: 'Open my dashboard',
    manageLink: 'Manage profiles',
    chooseLink: 'Switch profile',
    accountsLink: 'Accounts on this device',
    classOf: '{{board}} · {{className}} · {{section}}',
    noClass: 'Not placed in a class yet',
    classHint: 'A learner’s class is the school’s section: the school changes it with its roster.',
    childClassesTitle: 'Your children’s classes',
    yourClassTitle: 'Your class',
    signingOut: 'Signing out…',
    photoTitle: 'Your photo',
    photoAlt: 'Photo of {{name}}',
    noPhoto: 'No photo yet.',
    photoChoose: 'Choose a photo',
    photoSave: 'Save photo',
    photoSaved: 'Your photo is saved.',
    photoHint:
      'PNG, JPEG, GIF, WebP or AVIF, up to 10 MB. It is kept as a small square that only you (and, for a learner, their linked parents) see.',
    photoTooLarge: 'This photo is larger than 10 MB: choose a smaller one.',
    photoFailed: 'Your photo was not saved. Try again.',
    photoLoadError: 'We could not load your photo.',
  },
};
export type FamilyProfilesStrings = typeof familyProfilesStrings;

registerStrings(familyProfilesStrings, import.meta.glob<CatalogueModule>('./family-profiles.*.strings.ts'));
