import { describe, expect, it } from 'vitest';
import {
  capPercentage,
  digitsOnly,
  isValidEmail,
  isValidMobile,
  isValidMobileWithCode,
  isValidName,
} from './input-validation.js';

describe('mobile numbers by country (spec 002 §5.5)', () => {
  it.each([
    ['9876543210', 'IN', true],
    ['6123456789', 'IN', true],
    ['5123456789', 'IN', false],
    ['987654321', 'IN', false],
    ['98765432100', 'IN', false],
    ['0501234567', 'AE', true],
    ['501234567', 'AE', true],
    ['50123456', 'AE', false],
    ['5012345678', 'AE', false],
    ['0821234567', 'ZA', true],
    ['821234567', 'ZA', true],
    ['82123456', 'ZA', false],
    ['812345678', 'ID', true],
    ['81234567890123', 'ID', true],
    ['81234567', 'ID', false],
    ['812345678901234', 'ID', false],
    ['712345678', 'ID', false],
    ['1234567890', 'US', true],
    ['123456789', 'US', false],
    ['98765abc10', 'IN', false],
  ])('%s in %s: %s', (value, country, expected) => {
    expect(isValidMobile(value, country)).toBe(expected);
  });

  it('the default rule allows 15 digits when flagged', () => {
    expect(isValidMobile('123456789012345', 'GB', { long: true })).toBe(true);
    expect(isValidMobile('1234567890', 'GB', { long: true })).toBe(false);
  });

  it.each([
    ['+91-9876543210', true],
    ['+971-6123456789', true],
    ['+91-5876543210', false],
    ['91-9876543210', false],
    ['+91-987654321', false],
  ])('with a country code, %s: %s', (value, expected) => {
    expect(isValidMobileWithCode(value)).toBe(expected);
  });
});

describe('names, emails, digits and percentages (spec 002 §5.5)', () => {
  it.each([
    ['Aarav Sharma', true],
    ['आरव शर्मा', true],
    ['محمد علي', true],
    ['José Núñez', true],
    ['অর্পিতা বন্দ্যোপাধ্যায়', true],
    ['கார்த்திக் சுப்பிரமணியன்', true],
    ['र\u200Dया', true],
    ['\u200D', false],
    ['राम२', false],
    ['علي٣', false],
    ['R2D2', false],
    ['Anne-Marie', false],
    ['   ', false],
  ])('name %s: %s', (value, expected) => {
    expect(isValidName(value)).toBe(expected);
  });

  it.each([
    ['student@demo.school', true],
    ['a.b+c@example.co.in', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['user@localhost', false],
    ['space in@example.com', false],
  ])('email %s: %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  it('keeps digits only', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
  });

  it.each([
    ['45', 45],
    ['100', 100],
    ['150', 100],
    ['99.5', 99.5],
    ['abc', 100],
    ['', 100],
  ])('percentage %s becomes %d', (value, expected) => {
    expect(capPercentage(value)).toBe(expected);
  });
});
