import { afterEach, describe, expect, it } from 'vitest';
import { setNativeDigits } from './digits';
import { formatCompact, formatNumber, formatPaise, formatRupees } from './number-format';

const words = { lakh: (n: string) => `${n} lakh`, crore: (n: string) => `${n} crore` };
const hindiWords = { lakh: (n: string) => `${n} लाख`, crore: (n: string) => `${n} करोड़` };

describe('numbers the Indian way', () => {
  afterEach(() => setNativeDigits(false));

  it('groups in lakhs and crores in every language: 1,23,45,678', () => {
    for (const language of ['en', 'hi', 'mr', 'bn', 'ta', 'ur']) {
      expect(formatNumber(12345678, language)).toBe('1,23,45,678');
    }
  });

  it('writes money as ₹12,34,567.50 in every language, from rupees or paise', () => {
    for (const language of ['en', 'hi', 'mr', 'bn', 'ta', 'ur']) {
      expect(formatRupees(1234567.5, language)).toBe('₹12,34,567.50');
    }
    expect(formatPaise(149900, 'en')).toBe('₹1,499.00');
  });

  it('says large figures in lakh and crore, in the words given', () => {
    expect(formatCompact(1234567, 'en', words)).toBe('12.35 lakh');
    expect(formatCompact(123456789, 'en', words)).toBe('12.35 crore');
    expect(formatCompact(250000, 'hi', hindiWords)).toBe('2.5 लाख');
    expect(formatCompact(99999, 'en', words)).toBe('99,999');
  });

  it('uses Devanagari digits for Hindi and Marathi only when chosen', () => {
    expect(formatNumber(1234, 'hi')).toBe('1,234');
    setNativeDigits(true);
    expect(formatNumber(12345678, 'hi')).toBe('१,२३,४५,६७८');
    expect(formatRupees(1499, 'mr')).toBe('₹१,४९९.००');
    // Tamil lists no digits of its own to choose: 0-9 stay.
    expect(formatNumber(1234, 'ta')).toBe('1,234');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });
});
