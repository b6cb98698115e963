import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The profile screens' words (English), registered when this code loads. */
export const profileStrings = {
  profile: {
    title: 'Profile',
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile number',
    role: 'Account type',
    school: 'School',
    sections: 'Board, class and section',
    sectionValue: '{{board}} · {{className}} · {{section}}',
    children: 'Linked children',
    loadError: 'We could not load your profile.',
    userType: {
      learner: 'Student',
      parent: 'Parent',
      teacher: 'Teacher',
      schoolAdmin: 'School admin',
      staff: 'School staff',
    },
    packages: {
      title: 'Packages',
      active: '{{name}}, active until {{date}}',
      none: 'No active package',
      link: 'Manage packages',
    },
  },
};
export type ProfileStrings = typeof profileStrings;

registerStrings(profileStrings, import.meta.glob<CatalogueModule>('./profile.*.strings.ts'));
