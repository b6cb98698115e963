import { afterEach, describe, expect, it } from 'vitest';
import { deviceLanguage, languageDirection } from '../../lib/language';
import { applyDocumentLanguage, i18n } from './i18n';

describe('language direction', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes Urdu right to left and the others left to right', () => {
    expect(languageDirection('ur')).toBe('rtl');
    for (const code of ['en', 'hi', 'mr', 'bn', 'ta']) expect(languageDirection(code)).toBe('ltr');
    expect(languageDirection('xx')).toBe('ltr');
  });

  it('sets <html lang dir> for a language', async () => {
    applyDocumentLanguage('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur');
    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the language of a person not yet known', () => {
  it('is the one chosen on this device first', () => {
    expect(deviceLanguage('ta', ['hi-IN', 'en'])).toBe('ta');
  });

  it("else the first of the browser's languages the product speaks, by its primary tag", () => {
    expect(deviceLanguage(null, ['fr-FR', 'hi-IN', 'en-GB'])).toBe('hi');
    expect(deviceLanguage('xx', ['ur'])).toBe('ur');
  });

  it('else English', () => {
    expect(deviceLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(deviceLanguage(null, [])).toBe('en');
  });
});
