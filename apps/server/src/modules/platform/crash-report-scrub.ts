// What a crash report may keep: the failing call's method, path and status and the error's code,
// never what could name or reach a person (a name, an e-mail, a mobile number, a token, an id in
// a path). The app's own free text ("what it was doing") may hold any of these, so none is kept.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAIL = /[^\s/@]+@[^\s/@]+\.[^\s/@]+/g;
/** Runs of digits long enough to be a phone number (dashes and a leading + allowed inside). */
const PHONE = /\+?\d[\d-]{8,}\d/g;
/** Tokens, hashes and signed-URL signatures: long unbroken runs of base64url. */
const TOKEN = /[A-Za-z0-9_-]{24,}(\.[A-Za-z0-9_-]+)*/g;
const MAX_DETAILS = 500;

/** The failing call's description, with the query, ids, contacts and tokens taken out. */
export function scrubApiDetails(details: string | undefined): string | null {
  if (!details) return null;
  const words = details
    .split(/\s+/)
    .filter(Boolean)
    // A query string carries search words, tokens, codes: only the path before it is kept.
    .map((word) => word.split(/[?#]/)[0]!);
  const text = words
    .join(' ')
    .replace(UUID, ':id')
    .replace(EMAIL, ':email')
    .replace(PHONE, ':number')
    .replace(TOKEN, ':token');
  return text.slice(0, MAX_DETAILS) || null;
}
