/** What a sign-in username names: an email (compared lower-cased) or a mobile number (national digits). */
export type UsernameKey = { kind: 'email'; value: string } | { kind: 'mobile'; value: string };

// Dialling codes of the countries the specs name (IN, AE, ZA): a number typed with its code still signs in.
const DIALLING_CODES = ['91', '971', '27'];

/**
 * Mobile numbers are stored as national digits. Spaces, dashes, brackets and a leading + or 00 with a
 * known dialling code, or a trunk 0, are dropped (spec 001 §5 phone helper).
 */
export function normaliseMobile(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, '');
  const international = digits.startsWith('+') || digits.startsWith('00');
  digits = digits.replace(/^(\+|00)/, '');
  if (!/^\d{6,15}$/.test(digits)) return null;
  if (international) {
    const code = DIALLING_CODES.find((c) => digits.startsWith(c));
    if (code) digits = digits.slice(code.length);
  } else if (digits.length === 12 && digits.startsWith('91')) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return digits;
}

export function parseUsername(username: string): UsernameKey | null {
  const trimmed = username.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  const mobile = normaliseMobile(trimmed);
  return mobile ? { kind: 'mobile', value: mobile } : null;
}
