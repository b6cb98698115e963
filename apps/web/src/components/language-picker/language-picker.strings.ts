import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The language picker's words (English): on the sign-in screens and in the profile. */
export const languagePickerStrings = {
  languagePicker: {
    label: 'Language',
    failed: 'That language could not be loaded. Check your connection and try again.',
    nativeDigits: 'Write numbers in Devanagari digits (१२३)',
  },
};
export type LanguagePickerStrings = typeof languagePickerStrings;

registerStrings(languagePickerStrings, import.meta.glob<CatalogueModule>('./language-picker.*.strings.ts'));
