import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** Words of the shared account fields (sign-up, invitations, profile, password reset), registered when they load. */
export const accountFieldsStrings = {
  accountFields: {
    country: 'Country',
    mobile: 'Mobile number',
    mobileHint: 'Digits only. The country code {{code}} is added for you.',
    passwordHint: 'At least 8 characters, with a letter and a digit.',
    showPassword: 'Show the characters typed',
    codeDigit: 'Digit {{index}} of the code',
  },
};
export type AccountFieldsStrings = typeof accountFieldsStrings;

registerStrings(accountFieldsStrings, import.meta.glob<CatalogueModule>('./account-fields.*.strings.ts'));
