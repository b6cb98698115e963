import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { digitsOnly, isValidMobile, type MobileRuleOptions } from './input-validation.js';

/**
 * The phone helper (spec 001 §5): strips the country dialling code from a number, optionally
 * joining code and number as "+code-number". libphonenumber-js parses and strips codes; whether a
 * national number is acceptable is the product's own rule (isValidMobile, spec 002 §5.5).
 */
export interface ParsedMobile {
  /** The country whose rule accepted the number (upper case ISO 3166-1 alpha-2). */
  countryIso: string;
  /** Dialling code with its plus sign, e.g. "+91". */
  callingCode: string;
  /** National digits without the dialling code or a trunk 0: the form stored on the account. */
  national: string;
  /** "+" + code + national digits. */
  e164: string;
}

const DEFAULT_COUNTRY = 'IN';

function countryOf(countryIso: string | null | undefined): string {
  return (countryIso ?? DEFAULT_COUNTRY).trim().toUpperCase() || DEFAULT_COUNTRY;
}

/** Spaces, dashes, brackets and dots dropped; a leading 00 read as +. Null when other characters remain. */
function clean(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const plus = compact.replace(/^00(?=\d)/, '+');
  return /^\+?\d+$/.test(plus) ? plus : null;
}

/** "+91" for IN; null for a code the library does not know. */
export function callingCodeOf(countryIso: string | null | undefined): string | null {
  const country = countryOf(countryIso);
  return isSupportedCountry(country) ? `+${getCountryCallingCode(country as CountryCode)}` : null;
}

/**
 * A mobile number as typed (with or without +code, spaces, dashes, a trunk 0) for the chosen
 * country; null when the country's rule does not accept it. A number typed with another country's
 * code is read as that country's number.
 */
export function parseMobile(
  input: string,
  countryIso: string | null | undefined,
  options: MobileRuleOptions = {},
): ParsedMobile | null {
  const value = clean(input);
  if (!value) return null;
  let country = countryOf(countryIso);
  let code: string | null;
  let national: string;

  if (value.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(value);
    if (!parsed) return null;
    code = parsed.countryCallingCode;
    national = parsed.nationalNumber;
    // Codes shared by several countries (+1, +7) keep the chosen country when it has that code.
    const chosenCode = isSupportedCountry(country) ? getCountryCallingCode(country as CountryCode) : null;
    if (chosenCode !== code) {
      if (!parsed.country) return null;
      country = parsed.country;
    }
  } else {
    if (!isSupportedCountry(country)) return null;
    code = getCountryCallingCode(country as CountryCode);
    national = value;
    if (!isValidMobile(national, country, options)) {
      // Typed with the code but no plus (919876543210), or with a trunk 0 (09876543210).
      if (national.startsWith(code) && isValidMobile(national.slice(code.length), country, options)) {
        national = national.slice(code.length);
      } else if (national.startsWith('0') && isValidMobile(national.slice(1), country, options)) {
        national = national.slice(1);
      }
    }
  }

  if (!isValidMobile(national, country, options)) return null;
  // AE and ZA accept the 10-digit form with its trunk 0; the account keeps one form of each number.
  if (national.length > 1 && national.startsWith('0') && isValidMobile(national.slice(1), country, options)) {
    national = national.slice(1);
  }
  return { countryIso: country, callingCode: `+${code}`, national, e164: `+${code}${national}` };
}

/**
 * The national digits of a number, without its dialling code (the spec's phone helper). Does not
 * judge the number: "+91-98765 43210" gives "9876543210", "98765" gives "98765".
 */
export function stripDiallingCode(input: string, countryIso?: string | null): string {
  const value = clean(input);
  if (!value) return digitsOnly(input);
  if (value.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(value);
    return parsed ? parsed.nationalNumber : digitsOnly(value);
  }
  const code = callingCodeOf(countryIso)?.slice(1);
  const parsed = parseMobile(value, countryIso);
  if (parsed) return parsed.national;
  // Not a valid number: drop a code typed without its plus only when the rest is long enough to be a number.
  return code && value.startsWith(code) && value.length - code.length >= 9 ? value.slice(code.length) : value;
}

/** "+91-9876543210": the code-number form (spec 001 §5, spec 002 §5.5). The code may come with or without +. */
export function joinCodeNumber(callingCode: string, number: string): string {
  return `+${digitsOnly(callingCode)}-${digitsOnly(number)}`;
}

/** Countries whose own rule (spec 002 §5.5) differs from the default; a number typed without a country is read under each. */
const RULE_COUNTRIES = ['IN', 'AE', 'ZA', 'ID'] as const;
/** A country under the default rule (10 digits, or 15 when flagged), standing for every other country. */
const DEFAULT_RULE_COUNTRY = 'GB';

/**
 * The stored forms (national digits, parseMobile) a number typed without a country may have: a
 * sign-in name carries no country, so "0501234567" is the UAE's 501234567 and "9876543210" India's.
 * The account's own country then decides (mobileMatches).
 */
export function mobileLookupForms(input: string): string[] {
  const forms = new Set<string>();
  for (const country of [...RULE_COUNTRIES, DEFAULT_RULE_COUNTRY]) {
    const parsed = parseMobile(input, country);
    if (parsed) forms.add(parsed.national);
  }
  return [...forms];
}

/** True when the typed number, read under the account's country, is the account's stored number. */
export function mobileMatches(input: string, stored: { mobile: string | null; countryIso: string }): boolean {
  return stored.mobile !== null && parseMobile(input, stored.countryIso)?.national === stored.mobile;
}
