import { checkTranslation } from '@esc/domain';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_WORDS_BN } from './document-words.bn.js';
import { DOCUMENT_WORDS_EN } from './document-words.en.js';
import { DOCUMENT_WORDS_HI } from './document-words.hi.js';
import { DOCUMENT_WORDS_MR } from './document-words.mr.js';
import { DOCUMENT_WORDS_TA } from './document-words.ta.js';
import { DOCUMENT_WORDS_UR } from './document-words.ur.js';

// The documents' words (invoices, spreadsheets, a person's data summary) in every language: the keys
// the type checker holds, the `{name}` placeholders, and no value left as English's by mistake.

const TRANSLATIONS = {
  hi: DOCUMENT_WORDS_HI,
  mr: DOCUMENT_WORDS_MR,
  bn: DOCUMENT_WORDS_BN,
  ta: DOCUMENT_WORDS_TA,
  ur: DOCUMENT_WORDS_UR,
};

/** Words every language writes as English does: the law's tax names and codes. */
const SAME = new Set(['SAC', 'CGST', 'SGST', 'IGST', 'GSTIN', 'GST', 'PAN', 'JSON', 'ESC']);

/** The documents' `{name}` placeholders written as the check reads variables (`{{name}}`). */
const asCatalogue = (words: Record<string, string>) =>
  Object.fromEntries(Object.entries(words).map(([key, value]) => [key, value.replace(/\{(\w+)\}/g, '{{$1}}')]));

describe('the documents’ words', () => {
  for (const [code, words] of Object.entries(TRANSLATIONS)) {
    it(`in ${code}: every key, its placeholders, nothing left in English`, () => {
      expect(checkTranslation(asCatalogue(DOCUMENT_WORDS_EN), asCatalogue(words), SAME, 'identical')).toEqual([]);
    });
  }
});
