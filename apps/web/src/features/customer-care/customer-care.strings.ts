import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The customer care screens' words (English), registered when this code loads. */
export const customerCareStrings = {
  customerCare: {
    title: 'Customer care',
    intro: 'Questions about your account, your packages or ESC+? Our team is here to help.',
    introSchool: 'Questions about your account at {{school}} or about ESC+? Our team is here to help.',
    introNoSchool: 'Your account is not linked to a school yet. Our team can help you get set up.',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    hours: 'We answer Monday to Saturday, 9:00 to 18:00 IST.',
    grievanceLink: 'Unhappy with how your data, or your child’s, is handled? Raise a grievance',
  },
};
export type CustomerCareStrings = typeof customerCareStrings;

registerStrings(customerCareStrings, import.meta.glob<CatalogueModule>('./customer-care.*.strings.ts'));
