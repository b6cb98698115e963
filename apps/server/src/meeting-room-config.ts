import { BBB_CHECKSUM_ALGORITHMS, type BbbChecksumAlgorithm } from '@esc/domain';

// The meeting-room providers' settings from the environment (docs/meeting-rooms.md). A provider
// exists only when it is configured; half a configuration is a mistake worth stopping for.

type Env = Record<string, string | undefined>;

/** A BigBlueButton server (bbb-conf --secret prints its URL and shared secret). */
export interface BbbSettings {
  /** The API endpoint, ending in /bigbluebutton/api. */
  apiUrl: string;
  sharedSecret: string;
  checksumAlgorithm: BbbChecksumAlgorithm;
  /**
   * This server's public origin (PUBLIC_URL), where BigBlueButton calls back (meeting ended,
   * recording ready, analytics); null: rooms work, but no callback is asked for.
   */
  callbackBaseUrl: string | null;
}

/** A Zoom account's Server-to-Server OAuth app (Zoom App Marketplace) and its webhook secret token. */
export interface ZoomSettings {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** Signs the webhooks (x-zm-signature); without it the Zoom callback refuses every delivery. */
  webhookSecretToken: string | null;
  /** https://api.zoom.us/v2; another origin only for a proxy or a local stand-in in tests. */
  apiBaseUrl: string;
  /** https://zoom.us/oauth/token */
  oauthUrl: string;
  /** The Zoom user (id or email) who hosts the classes' meetings. */
  hostUserId: string;
  /** Registrants need an email: attendees are registered as <uuid>@<this domain> (never mailed). */
  registrantEmailDomain: string;
}

const trimmed = (env: Env, name: string) => env[name]?.trim() || '';
const withoutSlash = (url: string) => url.replace(/\/+$/, '');

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL`);
  return withoutSlash(url.toString());
}

/** BBB_URL and BBB_SECRET together or neither; BBB_CHECKSUM_ALGORITHM sha1 (default), sha256, sha384 or sha512. */
export function bbbSettings(env: Env): BbbSettings | null {
  const url = trimmed(env, 'BBB_URL');
  const secret = trimmed(env, 'BBB_SECRET');
  if (!url && !secret) return null;
  if (!url) throw new Error('BBB_SECRET is set without BBB_URL');
  if (!secret) throw new Error('BBB_URL is set without BBB_SECRET');
  const algorithm = (trimmed(env, 'BBB_CHECKSUM_ALGORITHM') || 'sha1').toLowerCase();
  if (!(BBB_CHECKSUM_ALGORITHMS as readonly string[]).includes(algorithm)) {
    throw new Error(`BBB_CHECKSUM_ALGORITHM must be one of ${BBB_CHECKSUM_ALGORITHMS.join(', ')}, got "${algorithm}"`);
  }
  // bbb-conf prints https://host/bigbluebutton/; the API is under it.
  const base = httpUrl('BBB_URL', url);
  const apiUrl = base.endsWith('/api')
    ? base
    : base.endsWith('/bigbluebutton')
      ? `${base}/api`
      : `${base}/bigbluebutton/api`;
  const publicUrl = trimmed(env, 'PUBLIC_URL');
  return {
    apiUrl,
    sharedSecret: secret,
    checksumAlgorithm: algorithm as BbbChecksumAlgorithm,
    callbackBaseUrl: publicUrl ? httpUrl('PUBLIC_URL', publicUrl) : null,
  };
}

/** ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET together or none. */
export function zoomSettings(env: Env): ZoomSettings | null {
  const names = ['ZOOM_ACCOUNT_ID', 'ZOOM_CLIENT_ID', 'ZOOM_CLIENT_SECRET'] as const;
  const [accountId, clientId, clientSecret] = names.map((n) => trimmed(env, n)) as [string, string, string];
  const webhookSecretToken = trimmed(env, 'ZOOM_WEBHOOK_SECRET_TOKEN') || null;
  const set = names.filter((n) => trimmed(env, n) !== '');
  if (set.length === 0) {
    if (webhookSecretToken) throw new Error('ZOOM_WEBHOOK_SECRET_TOKEN is set without the Zoom app’s credentials');
    return null;
  }
  const missing = names.filter((n) => !set.includes(n));
  if (missing.length > 0) throw new Error(`${set.join(', ')} set without ${missing.join(', ')}`);
  return {
    accountId,
    clientId,
    clientSecret,
    webhookSecretToken,
    apiBaseUrl: httpUrl('ZOOM_API_URL', trimmed(env, 'ZOOM_API_URL') || 'https://api.zoom.us/v2'),
    oauthUrl: httpUrl('ZOOM_OAUTH_URL', trimmed(env, 'ZOOM_OAUTH_URL') || 'https://zoom.us/oauth/token'),
    hostUserId: trimmed(env, 'ZOOM_HOST_USER_ID') || 'me',
    registrantEmailDomain: trimmed(env, 'ZOOM_REGISTRANT_EMAIL_DOMAIN') || 'attendees.esc-platform.invalid',
  };
}
