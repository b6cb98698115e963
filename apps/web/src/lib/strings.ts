import i18next from 'i18next';

/** A part of the app's words, per language (en always; hi and ar as they are written). */
export type StringsByLanguage = { en: object } & Partial<Record<string, object>>;

/**
 * Adds a part of the app's words to the translations. Each feature registers its screens' words
 * when its code loads (features/<feature>/<feature>.strings.ts), so the first screen carries only
 * the frame's words (app/i18n/en.ts). Registering twice is harmless.
 */
export function registerStrings(strings: StringsByLanguage): void {
  const add = () => {
    for (const [language, words] of Object.entries(strings)) {
      if (words) i18next.addResourceBundle(language, 'translation', words, true, true);
    }
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
