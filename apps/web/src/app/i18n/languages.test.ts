import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage, i18n } from './i18n';
import { languageDirection } from './languages';

describe('language direction', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes ar right to left and the others left to right', () => {
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('hi')).toBe('ltr');
    expect(languageDirection('en')).toBe('ltr');
    expect(languageDirection('xx')).toBe('ltr');
  });

  it('sets <html lang dir> for a language', async () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });
});
