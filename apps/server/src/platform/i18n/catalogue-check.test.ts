import { LANGUAGE_LIST } from '@esc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { bn } from './catalogue.bn.js';
import { checkTranslation, flattenCatalogue as flatten, type Words } from '@esc/domain';
import { en } from './catalogue.en.js';
import { hi } from './catalogue.hi.js';
import { mr } from './catalogue.mr.js';
import { ta } from './catalogue.ta.js';
import { ur } from './catalogue.ur.js';

/**
 * Latin words a translation keeps: the product's name and codes everyone reads in Latin letters, as
 * the glossaries list them (file formats and units as phones show them; MP4 reads as the word MP).
 */
// Names and codes a reader sees in Latin letters in every language (the glossaries keep them so):
// the product's name, file formats and units, Indian tax and exam names, vendors. "MP4" counts as "MP".
const SAME_IN_EVERY_LANGUAGE = new Set(
  ['ESC', 'Learning', 'OTP', 'PDF', 'MP', 'HTML', 'MB', 'CSV', 'GST', 'GSTIN', 'PAN', 'SMS', 'UPI', 'JEE', 'NEET']
    .concat(['Zoom', 'BigBlueButton', 'Razorpay', 'URL'])
    // Other systems' file formats and the file names they fix.
    .concat(['XML', 'xml', 'zip', 'ZIP', 'QTI', 'TeX', 'imsmanifest', 'Moodle', 'GIFT', 'Aiken', 'OneRoster']),
);

const TRANSLATIONS: Record<string, Words> = { hi, mr, bn, ta, ur };

describe('the server catalogue of every language', () => {
  it('has a file for every listed language but English', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(
      LANGUAGE_LIST.map((l) => l.code)
        .filter((c) => c !== 'en')
        .sort(),
    );
  });

  for (const [language, words] of Object.entries(TRANSLATIONS)) {
    it(`has in ${language} every English key, its variables, and nothing left in English`, () => {
      expect(checkTranslation(en, words, SAME_IN_EVERY_LANGUAGE, 'any')).toEqual([]);
    });
  }

  it('finds a missing key, an extra key, a lost variable and a sentence left in English', () => {
    const english = { a: { title: 'Absent today', body: '{{child}} was absent' } };
    const broken = { a: { body: 'अनुपस्थित', extra: 'x' } } as Words;
    expect(
      checkTranslation(english, broken, SAME_IN_EVERY_LANGUAGE, 'any').map((p) => `${p.key}: ${p.problem}`),
    ).toEqual(['a.title: missing', 'a.extra: not in English', 'a.body: variables  instead of child']);
    const leftInEnglish = { a: { title: 'Absent today', body: '{{child}} अनुपस्थित' } };
    expect(checkTranslation(english, leftInEnglish, SAME_IN_EVERY_LANGUAGE, 'any')).toEqual([
      { key: 'a.title', problem: 'English words left: Absent today' },
    ]);
  });

  it('writes every plural in both forms, each counting with {{count}}', () => {
    for (const [key, value] of flatten(en)) {
      if (!/_(one|other)$/.test(key)) continue;
      expect(value, key).toMatch(/\{\{count, number\}\}/);
      const twin = key.endsWith('_one') ? key.replace(/_one$/, '_other') : key.replace(/_other$/, '_one');
      expect(flatten(en).has(twin), twin).toBe(true);
    }
  });
});
