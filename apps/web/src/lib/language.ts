import i18next from 'i18next';
import { isLanguageCode, languageInfo, type LanguageCode } from '@esc/contracts/languages';
import { loadLanguageWords } from './strings';

/** localStorage key of the language chosen on this device (before sign-in, or the profile's). */
const LANGUAGE_STORAGE_KEY = 'esc.language';

export type TextDirection = 'ltr' | 'rtl';

export function languageDirection(code: string): TextDirection {
  return languageInfo(code).dir;
}

/**
 * The language for a person not yet known: the one chosen on this device, else the first of the
 * browser's languages the product speaks (hi-IN is hi), else English.
 */
export function deviceLanguage(stored: string | null, browser: readonly string[]): LanguageCode {
  if (isLanguageCode(stored)) return stored;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(primary)) return primary;
  }
  return 'en';
}

/** The language the screens are in now. */
export function currentLanguage(): LanguageCode {
  const language = i18next.language;
  return isLanguageCode(language) ? language : 'en';
}

/**
 * Switches every screen to a language at once, without a reload: its words (every part loaded so
 * far) and its font arrive first, then the screens redraw; what a person has typed stays, since
 * nothing is remounted. Remembered on this device; the profile keeps it on the server too.
 */
export async function switchLanguage(language: LanguageCode, options: { remember?: boolean } = {}): Promise<void> {
  try {
    if (options.remember !== false) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts this visit.
  }
  if (language === i18next.language) return;
  await Promise.all([
    loadLanguageWords(language),
    import('./language-fonts').then(({ loadLanguageFont }) => loadLanguageFont(language)),
  ]);
  await i18next.changeLanguage(language);
}

/** The language chosen on this device (the picker before sign-in, or the profile's), or null. */
export function deviceChoice(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
