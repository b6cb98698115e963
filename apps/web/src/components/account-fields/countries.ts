import { callingCodeOf } from '@esc/domain';

/**
 * Countries of the sign-up form: India first (the default), then those with rules of their own
 * (spec 002 §5.5: AE, ZA, ID), then others that use the default rule.
 */
export const SIGN_UP_COUNTRIES = [
  'IN',
  'AE',
  'ZA',
  'ID',
  'SA',
  'QA',
  'KW',
  'OM',
  'BH',
  'NP',
  'BD',
  'LK',
  'SG',
  'MY',
  'GB',
  'US',
  'CA',
  'AU',
  'KE',
  'NG',
] as const;

export const DEFAULT_COUNTRY = 'IN';

export interface CountryOption {
  value: string;
  label: string;
  callingCode: string;
}

/** "India (+91)", with country names in the screen's language. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return SIGN_UP_COUNTRIES.map((iso) => {
    const callingCode = callingCodeOf(iso) ?? '';
    const name = names?.of(iso) ?? iso;
    return { value: iso, label: `${name} (${callingCode})`, callingCode };
  });
}
