import i18next, { type FormatterModule } from 'i18next';
import { registerStrings } from '../../lib/strings';
import { interpolatedValue } from '../../lib/number-format';
import type { CatalogueModule } from '../../lib/catalogue';
import { LANGUAGE_LIST } from '@esc/contracts/languages';
import { deviceChoice, deviceLanguage, languageDirection } from '../../lib/language';

/** Keeps <html lang dir> in step with the language, so screen readers and RTL layout follow. */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
}

i18next.on('languageChanged', applyDocumentLanguage);

/**
 * Every {{variable}} passes through here (alwaysFormat): counts and amounts the Indian way in the
 * chosen digits, and every value isolated in a right-to-left language (lib/number-format.ts).
 */
const valueFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, language, options) => {
    const lng = language ?? i18next.language;
    const key = typeof options?.interpolationkey === 'string' ? options.interpolationkey : '';
    // Anything but a number or a string (an object for a nesting) passes through as it came.
    return interpolatedValue(value, key, lng, languageDirection(lng) === 'rtl') as string;
  },
};

void i18next.use(valueFormatter).init({
  resources: {},
  lng: deviceLanguage(deviceChoice(), typeof navigator === 'undefined' ? [] : navigator.languages),
  fallbackLng: 'en',
  supportedLngs: LANGUAGE_LIST.map((l) => l.code),
  partialBundledLanguages: true,
  interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes already.
  // A part's words in the language in use arrive after its code: screens redraw when they do.
  react: { bindI18nStore: 'added' },
  initAsync: false,
});
applyDocumentLanguage(i18next.language);

// The frame's words in every language, English too, are a file loaded for the language in use only:
// a reader of Hindi does not download the English ones (public/early-reads.js preloads the file).
registerStrings(() => import('./en'), import.meta.glob<CatalogueModule>('./frame.*.strings.ts'));

export { i18next as i18n };
