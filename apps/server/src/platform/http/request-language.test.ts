import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.js';

const asking = (value?: string) => requestLanguage({ headers: { 'accept-language': value } });

describe('the language of a request (Accept-Language)', () => {
  it('the first language the product speaks, by quality, regions ignored', () => {
    expect(asking('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(asking('fr-FR, ta;q=0.7, en;q=0.5')).toBe('ta');
    expect(asking('en;q=0.5, ur')).toBe('ur');
    expect(asking('MR')).toBe('mr');
  });

  it('English without the header, for languages the product lacks, and for a refused one', () => {
    expect(asking(undefined)).toBe('en');
    expect(asking('fr, de;q=0.8')).toBe('en');
    expect(asking('bn;q=0, fr')).toBe('en');
  });
});
