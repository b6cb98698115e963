import { describe, expect, it } from 'vitest';
import {
  callingCodeOf,
  joinCodeNumber,
  mobileLookupForms,
  mobileMatches,
  parseMobile,
  stripDiallingCode,
} from './phone.js';

describe('parseMobile: the library strips codes, the product rule decides (spec 001 §5, spec 002 §5.5)', () => {
  it.each([
    // India: 10 digits starting 6-9.
    ['9876543210', 'IN', 'IN', '+91', '9876543210'],
    ['+919876543210', 'IN', 'IN', '+91', '9876543210'],
    ['+91 98765 43210', 'IN', 'IN', '+91', '9876543210'],
    ['+91-98765-43210', 'IN', 'IN', '+91', '9876543210'],
    ['0091 9876543210', 'IN', 'IN', '+91', '9876543210'],
    ['09876543210', 'IN', 'IN', '+91', '9876543210'],
    ['919876543210', 'IN', 'IN', '+91', '9876543210'],
    ['(987) 654-3210', 'IN', 'IN', '+91', '9876543210'],
    // UAE and South Africa: 10 digits with a trunk 0, else 9; stored without the 0.
    ['0501234567', 'AE', 'AE', '+971', '501234567'],
    ['501234567', 'AE', 'AE', '+971', '501234567'],
    ['+971 50 123 4567', 'AE', 'AE', '+971', '501234567'],
    ['+971-0501234567', 'AE', 'AE', '+971', '501234567'],
    ['082 123 4567', 'ZA', 'ZA', '+27', '821234567'],
    ['821234567', 'ZA', 'ZA', '+27', '821234567'],
    ['+27821234567', 'ZA', 'ZA', '+27', '821234567'],
    // Indonesia: 9 to 14 digits starting 8.
    ['812345678', 'ID', 'ID', '+62', '812345678'],
    ['0812-3456-7890', 'ID', 'ID', '+62', '81234567890'],
    ['+62 812 3456 7890', 'ID', 'ID', '+62', '81234567890'],
    // Others: the default rule, 10 digits.
    ['2015550123', 'US', 'US', '+1', '2015550123'],
    ['+1 201-555-0123', 'US', 'US', '+1', '2015550123'],
    // No country given: India.
    ['9876543210', null, 'IN', '+91', '9876543210'],
    // Another country's code wins over the chosen country.
    ['+971501234567', 'IN', 'AE', '+971', '501234567'],
  ])('%s (%s) -> %s %s %s', (input, country, iso, code, national) => {
    expect(parseMobile(input, country)).toEqual({
      countryIso: iso,
      callingCode: code,
      national,
      e164: `${code}${national}`,
    });
  });

  it.each([
    ['5876543210', 'IN'],
    ['+91 5876543210', 'IN'],
    ['987654321', 'IN'],
    ['98765432101', 'IN'],
    ['98765abc10', 'IN'],
    ['', 'IN'],
    ['50123456', 'AE'],
    ['5012345678', 'AE'],
    ['+971 50123456', 'AE'],
    ['82123456', 'ZA'],
    ['712345678', 'ID'],
    ['81234567', 'ID'],
    ['+62 712345678', 'ID'],
    ['123456789', 'US'],
    ['9876543210', 'XX'],
    ['+', 'IN'],
  ])('%s in %s is refused', (input, country) => {
    expect(parseMobile(input, country)).toBeNull();
  });

  it('the default rule takes 15 digits when flagged', () => {
    expect(parseMobile('123456789012345', 'GB', { long: true })?.national).toBe('123456789012345');
    expect(parseMobile('123456789012345', 'GB')).toBeNull();
  });
});

describe('stripDiallingCode and joinCodeNumber (spec 001 §5)', () => {
  it.each([
    ['+91-9876543210', 'IN', '9876543210'],
    ['+91 98765 43210', 'IN', '9876543210'],
    ['919876543210', 'IN', '9876543210'],
    ['9876543210', 'IN', '9876543210'],
    ['+971501234567', 'AE', '501234567'],
    ['+27 82 123 4567', 'ZA', '821234567'],
    ['+6281234567890', 'ID', '81234567890'],
    ['98765', 'IN', '98765'],
  ])('strips %s (%s) to %s', (input, country, expected) => {
    expect(stripDiallingCode(input, country)).toBe(expected);
  });

  it('joins code and number as code-number', () => {
    expect(joinCodeNumber('+91', '9876543210')).toBe('+91-9876543210');
    expect(joinCodeNumber('971', '50 123 4567')).toBe('+971-501234567');
  });

  it('a joined Indian number passes the with-code rule', async () => {
    const { isValidMobileWithCode } = await import('./input-validation.js');
    expect(isValidMobileWithCode(joinCodeNumber('+91', stripDiallingCode('+91 98765 43210', 'IN')))).toBe(true);
  });

  it.each([
    ['IN', '+91'],
    ['ae', '+971'],
    ['ZA', '+27'],
    ['ID', '+62'],
    [null, '+91'],
    ['XX', null],
  ])('calling code of %s is %s', (country, code) => {
    expect(callingCodeOf(country)).toBe(code);
  });
});

describe('mobileLookupForms and mobileMatches: a sign-in name has no country (spec 002 §5.5)', () => {
  it.each([
    ['0501234567', ['501234567']],
    ['501234567', ['501234567']],
    ['+971 50 123 4567', ['501234567']],
    ['9876543210', ['9876543210']],
    ['+91 98765 43210', ['9876543210']],
    ['082 123 4567', ['821234567']],
    ['abc', []],
  ])('%s may be stored as %j', (input, forms) => {
    expect(mobileLookupForms(input)).toEqual(expect.arrayContaining(forms));
    if (forms.length === 0) expect(mobileLookupForms(input)).toEqual([]);
  });

  it.each([
    // AE and ZA numbers are 10 digits with a leading 0, else 9: both name the same account.
    ['0501234567', '501234567', 'AE', true],
    ['501234567', '501234567', 'AE', true],
    ['0821234567', '821234567', 'ZA', true],
    ['9876543210', '9876543210', 'IN', true],
    ['09876543210', '9876543210', 'IN', true],
    ['0501234567', '501234567', 'IN', false],
    ['9876543210', null, 'IN', false],
  ])('%s matches %s of %s: %s', (input, mobile, countryIso, expected) => {
    expect(mobileMatches(input, { mobile, countryIso })).toBe(expected);
  });
});
