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

describe('values in a translated sentence', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes counts the Indian way and leaves ids as they are', () => {
    i18n.addResource('en', 'translation', 'testOnly.count', '{{count}} learners, question {{id}}');
    expect(i18n.t('testOnly.count' as never, { count: 1234567, id: 123456 })).toBe(
      '12,34,567 learners, question 123456',
    );
  });

  it('isolates each value in Urdu, so a number keeps its direction inside right-to-left text', async () => {
    i18n.addResource('ur', 'translation', 'testOnly.count', '{{count}} طلبہ');
    await i18n.changeLanguage('ur');
    expect(i18n.t('testOnly.count' as never, { count: 12345 })).toBe('\u206812,345\u2069 طلبہ');
  });
});
