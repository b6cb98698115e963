/**
 * Languages the app is built for. Only en has resources today; hi and ar add a file of the same
 * shape as en.ts and an entry in RESOURCES (i18n.ts). ar is written right to left.
 */
export const LANGUAGES = {
  en: { dir: 'ltr' },
  hi: { dir: 'ltr' },
  ar: { dir: 'rtl' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export type TextDirection = (typeof LANGUAGES)[LanguageCode]['dir'];

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'esc.language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && value in LANGUAGES;
}

export function languageDirection(code: string): TextDirection {
  return isLanguageCode(code) ? LANGUAGES[code].dir : 'ltr';
}
