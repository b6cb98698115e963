/**
 * The push services of the browsers the product supports. The server POSTs to whatever endpoint a
 * browser hands it, so an endpoint outside these origins is refused: a subscription must never turn
 * the server into a client of an address of the caller's choosing (an internal service, say).
 */
export const KNOWN_PUSH_ORIGINS: readonly string[] = [
  'https://fcm.googleapis.com',
  'https://android.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
];

/** Whether an endpoint URL belongs to one of the origins (an entry may start with "*." for any subdomain). */
export function isAllowedPushEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const origin = `${url.protocol}//${url.host}`.toLowerCase();
  return origins.some((entry) => {
    const allowed = entry.toLowerCase().replace(/\/+$/, '');
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(allowed);
    if (!wildcard) return origin === allowed;
    const [, scheme, suffix] = wildcard;
    return origin.startsWith(scheme!) && origin.slice(scheme!.length).endsWith(`.${suffix}`);
  });
}
