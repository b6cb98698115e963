/** Contact and input validation shared by forms and server (spec 002 §5.5). */

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

/**
 * Letters and spaces (spec 002 §5.5), in the scripts the spec names (Latin, Arabic, Devanagari) and
 * those of the product's other languages (Bengali, Tamil), with their combining marks and the joiners
 * (ZWJ, ZWNJ) that choose a conjunct's form in a typed Indic name.
 */
const NAME =
  /^(?:[\p{Script=Latin}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{M} ]|\u200C|\u200D)+$/u;

export function isValidName(value: string): boolean {
  // A joiner or a mark alone is no name; a script's own digits (२, ৩, ٣) are in its script but no letters.
  return /\p{L}/u.test(value) && !/\p{N}/u.test(value) && NAME.test(value);
}

/** The key filter: digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Percentage strings are capped at 100; anything that is not a number becomes 100. */
export function capPercentage(value: string): number {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n)) return 100;
  return Math.min(n, 100);
}

export interface MobileRuleOptions {
  /** The 15-digit allowance of the default rule. */
  long?: boolean;
}

/** A national mobile number (digits only, no dialling code) against its country's rule. */
export function isValidMobile(
  national: string,
  countryIso: string | null | undefined,
  options: MobileRuleOptions = {},
) {
  if (!/^\d+$/.test(national)) return false;
  const country = (countryIso ?? 'IN').toUpperCase();
  switch (country) {
    case 'IN':
      return national.length === 10 && /^[6-9]/.test(national);
    case 'AE':
    case 'ZA':
      return national.length === (national.startsWith('0') ? 10 : 9);
    case 'ID':
      return national.length >= 9 && national.length <= 14 && national.startsWith('8');
    default:
      return national.length === (options.long ? 15 : 10);
  }
}

/** "+code-number" with a ten-digit number starting 6 to 9 (spec 002 §5.5). */
export function isValidMobileWithCode(value: string): boolean {
  return /^\+\d{1,4}-[6-9]\d{9}$/.test(value.trim());
}
