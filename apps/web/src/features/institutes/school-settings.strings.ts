import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The school settings card's words (English), registered when this code loads. */
export const schoolSettingsStrings = {
  schoolSettings: {
    title: 'School settings',
    language: 'Language of messages',
    languageHint:
      'Notifications, e-mails and text messages reach your school’s people in this language, unless they chose their own.',
    staffContact: 'Students and parents see teachers’ personal email and mobile',
    save: 'Save settings',
    saved: 'The school settings are saved.',
    failed: 'We could not save the school settings. Please try again.',
    loadError: 'We could not load the school settings.',
  },
};

export type SchoolSettingsStrings = typeof schoolSettingsStrings;

registerStrings(schoolSettingsStrings, import.meta.glob<CatalogueModule>('./school-settings.*.strings.ts'));
