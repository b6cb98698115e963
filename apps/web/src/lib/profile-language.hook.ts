import { isLanguageCode } from '@esc/contracts/languages';
import i18next from 'i18next';
import { useEffect } from 'react';
import { deviceChoice, switchLanguage } from './language';

/**
 * A signed-in person's screens follow the language in their profile (kept on the server, so every
 * device follows it), applied when the profile arrives or the language in it changes. A person who
 * chose none gets their school's default, unless this device's person chose one on it (not kept as
 * their choice: a later change of the school's default still reaches them).
 */
export function useProfileLanguage(preferred: string | null | undefined, school: string | null | undefined): void {
  useEffect(() => {
    if (isLanguageCode(preferred)) {
      if (preferred !== i18next.language) void switchLanguage(preferred);
    } else if (isLanguageCode(school) && deviceChoice() === null && school !== i18next.language) {
      void switchLanguage(school, { remember: false });
    }
  }, [preferred, school]);
}
