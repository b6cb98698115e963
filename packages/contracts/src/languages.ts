/**
 * The languages the product speaks: its screens, messages and documents. Adding one is a line here
 * and one catalogue file per namespace (the web's `*.<code>.strings.ts` and the server's message
 * catalogue); the catalogue checks name what is missing. Plain data without TypeBox, so the web may
 * import it as a value (`@esc/contracts/languages`) without pulling the schemas into its bundle.
 *
 * - `id`: the specs' language_id of content and questions in that language (1, English, is the default).
 * - `intl`: the locale Intl formats with, as written in India (en-IN groups 1,23,45,678).
 * - `dir`: ltr or rtl (Urdu is written right to left).
 * - `nativeDigits`: the digits a person may choose instead of 0-9 (Devanagari for Hindi and Marathi).
 * - `script`: the font family a screen needs beyond Latin (loaded only for that language).
 */
export const LANGUAGE_LIST = [
  { code: 'en', id: 1, name: 'English', intl: 'en-IN', dir: 'ltr', nativeDigits: null, script: 'latin' },
  { code: 'hi', id: 2, name: 'हिन्दी', intl: 'hi-IN', dir: 'ltr', nativeDigits: 'deva', script: 'devanagari' },
  { code: 'mr', id: 3, name: 'मराठी', intl: 'mr-IN', dir: 'ltr', nativeDigits: 'deva', script: 'devanagari' },
  { code: 'bn', id: 4, name: 'বাংলা', intl: 'bn-IN', dir: 'ltr', nativeDigits: null, script: 'bengali' },
  { code: 'ta', id: 5, name: 'தமிழ்', intl: 'ta-IN', dir: 'ltr', nativeDigits: null, script: 'tamil' },
  { code: 'ur', id: 6, name: 'اردو', intl: 'ur-IN', dir: 'rtl', nativeDigits: null, script: 'nastaliq' },
] as const;

export type LanguageCode = (typeof LANGUAGE_LIST)[number]['code'];
export type LanguageInfo = (typeof LANGUAGE_LIST)[number];

/** The codes, English first: the fallback of every catalogue. */
export const LANGUAGE_CODES = LANGUAGE_LIST.map((l) => l.code) as readonly LanguageCode[];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGE_CODES.includes(value as LanguageCode);
}

export function languageInfo(code: string): LanguageInfo {
  return LANGUAGE_LIST.find((l) => l.code === code) ?? LANGUAGE_LIST[0];
}

/** The language of a specs' language_id (content, questions), or null for an id the product lacks. */
export function languageOfId(id: number): LanguageInfo | null {
  return LANGUAGE_LIST.find((l) => l.id === id) ?? null;
}
