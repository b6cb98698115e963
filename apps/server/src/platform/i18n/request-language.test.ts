import { describe, expect, it } from 'vitest';
import { languageOfHeader } from './request-language.js';

describe('the language a request asks for', () => {
  it('is the first of the product’s languages by weight, else English, however often the same header comes', () => {
    for (let i = 0; i < 3; i++) {
      expect(languageOfHeader('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
      expect(languageOfHeader('fr-FR, ta;q=0.5, en;q=0.4')).toBe('ta');
      expect(languageOfHeader('en;q=0.2, ur;q=0.9')).toBe('ur');
      expect(languageOfHeader('de, fr;q=0.5')).toBe('en');
      expect(languageOfHeader(undefined)).toBe('en');
      expect(languageOfHeader(['mr', 'hi'])).toBe('mr');
    }
  });

  it('never takes a language refused by q=0', () => {
    expect(languageOfHeader('bn;q=0, hi;q=0.1')).toBe('hi');
  });
});
