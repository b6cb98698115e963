import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { isLanguageCode, LANGUAGE_STORAGE_KEY, languageDirection } from './languages';

const RESOURCES = { en: { translation: en } };

function storedLanguage(): string {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) && stored in RESOURCES ? stored : 'en';
  } catch {
    return 'en';
  }
}

/** Keeps <html lang dir> in step with the language, so screen readers and RTL layout follow. */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
}

i18next.on('languageChanged', applyDocumentLanguage);

void i18next.use(initReactI18next).init({
  resources: RESOURCES,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: Object.keys(RESOURCES),
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false,
});

export { i18next as i18n };
