import { languageInfo, type LanguageCode } from '@esc/contracts/languages';
import { DOCUMENT_WORDS_BN } from './document-words.bn.js';
import { DOCUMENT_WORDS_EN } from './document-words.en.js';
import { DOCUMENT_WORDS_HI } from './document-words.hi.js';
import { DOCUMENT_WORDS_MR } from './document-words.mr.js';
import { DOCUMENT_WORDS_TA } from './document-words.ta.js';
import { DOCUMENT_WORDS_UR } from './document-words.ur.js';

/** Every language's document words: English's keys, each a string (a missing key is a type error). */
export type DocumentWords = { readonly [K in keyof typeof DOCUMENT_WORDS_EN]: string };
export type DocumentWordKey = keyof DocumentWords;

const CATALOGUE: Record<LanguageCode, DocumentWords> = {
  en: DOCUMENT_WORDS_EN,
  hi: DOCUMENT_WORDS_HI,
  mr: DOCUMENT_WORDS_MR,
  bn: DOCUMENT_WORDS_BN,
  ta: DOCUMENT_WORDS_TA,
  ur: DOCUMENT_WORDS_UR,
};

/** The words and formats of a document written in one language. */
export interface DocumentLanguage {
  code: LanguageCode;
  dir: 'ltr' | 'rtl';
  /** A word with its `{name}` placeholders filled. */
  t(key: DocumentWordKey, values?: Record<string, string | number>): string;
  /** Money the Indian way: ₹12,34,567.50. */
  money(paise: number): string;
  /** A whole or decimal number the Indian way: 12,34,567. */
  number(value: number): string;
  /** A calendar day (YYYY-MM-DD) in the language: 15 जून 2026. */
  day(isoDay: string): string;
}

// Amounts are written with Latin digits and Indian grouping in every language: ICU's own data for
// Marathi and Urdu groups by thousands (1,234,567) and Bengali's default digits are Bengali, while a
// GST amount must read the same as in the books; hi-IN, bn-IN and ta-IN give the same figures as
// en-IN once their digits are Latin. Dates use the language's own month names, with Latin digits.
const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const numbers = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function documentLanguage(code: LanguageCode): DocumentLanguage {
  const info = languageInfo(code);
  const words = CATALOGUE[code];
  const days = new Intl.DateTimeFormat(`${info.intl}-u-nu-latn`, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    code,
    dir: info.dir,
    t: (key, values = {}) =>
      words[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)),
    money: (paise) => money.format(paise / 100),
    number: (value) => numbers.format(value),
    day: (isoDay) => days.format(new Date(`${isoDay}T00:00:00Z`)),
  };
}
