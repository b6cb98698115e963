import { isLanguageCode } from '@esc/contracts/languages';
import i18next from 'i18next';
import { useEffect } from 'react';
import { switchLanguage } from './language';

/**
 * A signed-in person's screens follow the language in their profile (kept on the server, so every
 * device follows it): applied when the profile arrives or the language in it changes. A profile
 * without one leaves the device's choice.
 */
export function useProfileLanguage(preferred: string | null | undefined): void {
  useEffect(() => {
    if (isLanguageCode(preferred) && preferred !== i18next.language) void switchLanguage(preferred);
  }, [preferred]);
}
