import { numberingSystem } from './digits';

/**
 * Numbers and money the Indian way in every language: grouped in lakhs and crores (1,23,45,678;
 * ₹12,34,567.50), in 0-9 or the language's own digits when chosen (lib/digits.ts). Intl's own
 * locales differ here (ur-IN and mr-IN currency group in thousands, bn-IN writes Bengali digits),
 * so the grouping is always en-IN's and only the digits follow the language. A screen formats a
 * number through these helpers or through i18next's interpolation, which calls them.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = `en-IN-u-nu-${numberingSystem(language)}`;
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** 12345678 -> "1,23,45,678" (or "१,२३,४५,६७८" with Devanagari digits). */
export function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  return formatter(language, { maximumFractionDigits: 2, ...options }).format(value);
}

/** Rupees: 1234567.5 -> "₹12,34,567.50". */
export function formatRupees(rupees: number, language: string): string {
  return formatter(language, { style: 'currency', currency: 'INR' }).format(rupees);
}

/** Paise (how the server sends money) as rupees: 149900 -> "₹1,499.00". */
export function formatPaise(paise: number, language: string): string {
  return formatRupees(paise / 100, language);
}

export interface CompactWords {
  /** "{{n}} lakh" in the language. */
  lakh: (n: string) => string;
  /** "{{n}} crore" in the language. */
  crore: (n: string) => string;
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/**
 * A large figure in lakhs and crores, as Indians say it: 1234567 -> "12.35 lakh", 123456789 ->
 * "12.35 crore"; below a lakh the number itself. The words come from the catalogue (Intl's compact
 * notation says "million" in Tamil), at most two decimals, no trailing zeros.
 */
export function formatCompact(value: number, language: string, words: CompactWords): string {
  const size = Math.abs(value);
  if (size >= CRORE) return words.crore(formatNumber(value / CRORE, language));
  if (size >= LAKH) return words.lakh(formatNumber(value / LAKH, language));
  return formatNumber(value, language);
}

/** Variables that name a thing rather than count it: an id is never grouped (Question 12345). */
const NAMING_KEY = /(^id$|Id$|_id$|^code$|^otp$|^index$)/;

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * How a value enters a translated sentence (i18next's interpolation calls this for every
 * {{variable}}): a count or amount in the Indian way and the chosen digits; and, in a right-to-left
 * language, every value isolated, so a number, a phone number or an English name keeps its own
 * direction inside Urdu text instead of reordering the words around it.
 */
export function interpolatedValue(value: unknown, key: string, language: string, rtl: boolean): unknown {
  let shown = value;
  if (typeof value === 'number' && Number.isFinite(value) && !NAMING_KEY.test(key)) {
    shown = formatNumber(value, language);
  }
  if (rtl && (typeof shown === 'string' || typeof shown === 'number') && String(shown) !== '') {
    return `${FIRST_STRONG_ISOLATE}${String(shown)}${POP_DIRECTIONAL_ISOLATE}`;
  }
  return shown;
}
