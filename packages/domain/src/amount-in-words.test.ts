import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words.js';

describe('the amount in words, in Indian numbering', () => {
  it('reads rupees and paise: "Rupees One Thousand One Hundred Eighty and Paise Fifty Only"', () => {
    expect(amountInWords(118050)).toBe('Rupees One Thousand One Hundred Eighty and Paise Fifty Only');
  });

  it('leaves out the paise when there are none', () => {
    expect(amountInWords(149900)).toBe('Rupees One Thousand Four Hundred Ninety Nine Only');
  });

  it('groups by lakh and crore, not million', () => {
    expect(amountInWords(123456789)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Paise Eighty Nine Only',
    );
    expect(indianNumberInWords(10_000_000)).toBe('One Crore');
    expect(indianNumberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(indianNumberInWords(250_00_000 + 5)).toBe('Two Crore Fifty Lakh Five');
  });

  it('reads the teens, round tens and zero', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(13)).toBe('Thirteen');
    expect(indianNumberInWords(90)).toBe('Ninety');
    expect(indianNumberInWords(100)).toBe('One Hundred');
    expect(indianNumberInWords(1_00_000)).toBe('One Lakh');
    expect(amountInWords(5)).toBe('Rupees Zero and Paise Five Only');
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => amountInWords(-1)).toThrow();
    expect(() => amountInWords(1.5)).toThrow();
  });
});
