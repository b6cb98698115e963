// Meeting rooms through providers: the rules the vendors publish for proving a call,
// kept here as pure functions so a test can hold them against the vendors' own examples. Hashing
// itself is the platform's (node:crypto on the server); the rule is what is hashed.

/** The checksum algorithms a BigBlueButton server accepts (supportedChecksumAlgorithms, 2.5 and later). */
export const BBB_CHECKSUM_ALGORITHMS = ['sha1', 'sha256', 'sha384', 'sha512'] as const;
export type BbbChecksumAlgorithm = (typeof BBB_CHECKSUM_ALGORITHMS)[number];

/**
 * A BigBlueButton API call's query string without the checksum: its parameters form-encoded in the
 * order given (spaces as '+'), as the API's security model section builds its example.
 */
export function bbbQueryString(params: readonly (readonly [string, string])[]): string {
  return new URLSearchParams(params.map(([k, v]): [string, string] => [k, v])).toString();
}

/**
 * What a BigBlueButton checksum is the digest of: "the call name plus the query string plus the
 * shared secret" (the API reference's "API Security Model"). A POST's checksum covers its URL
 * query string only (empty when every parameter is in the body).
 */
export function bbbChecksumSource(callName: string, queryString: string, sharedSecret: string): string {
  return `${callName}${queryString}${sharedSecret}`;
}

/**
 * Zoom's webhook signature message: "v0:{x-zm-request-timestamp}:{raw body}", whose HMAC-SHA256
 * with the app's secret token, hex, follows "v0=" in x-zm-signature.
 */
export function zoomSignatureMessage(timestamp: string, rawBody: string): string {
  return `v0:${timestamp}:${rawBody}`;
}

/** Zoom retries a delivery for a while; a signature older (or newer) than this is refused as a replay. */
export const ZOOM_WEBHOOK_MAX_AGE_SECONDS = 300;

/** Whether a webhook's x-zm-request-timestamp (seconds) is within the allowed age of now. */
export function isFreshWebhookTimestamp(timestampSeconds: string, nowMs: number): boolean {
  if (!/^\d{1,12}$/.test(timestampSeconds)) return false;
  return Math.abs(nowMs / 1000 - Number(timestampSeconds)) <= ZOOM_WEBHOOK_MAX_AGE_SECONDS;
}
