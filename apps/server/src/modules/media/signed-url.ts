import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_MEDIA_LIFETIME_SECONDS } from '@esc/contracts';
import type { AppConfig } from '../../config.js';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';

/** Cookies this server sets for prefix grants all start with this; one cookie per prefix. */
export const MEDIA_COOKIE_PREFIX = 'esc_media_';
/** The path under which media is read (files and resized images). */
export const MEDIA_FILE_PATH = '/api/media/file/';

/**
 * Links in answers that repeat (content details) expire at the next boundary of this many seconds
 * plus the lifetime, so every answer within one window carries the same signature and it is computed
 * once: a link then lives at least the lifetime and at most the lifetime + this step.
 */
export const SHARED_EXPIRY_STEP_SECONDS = 300;
/** Shared links kept per signer: the hot content of a window. */
const SHARED_LINKS_KEPT = 50_000;

export interface SignedLink {
  key: string;
  url: string;
  expiresAt: number;
  expiresIn: number;
}

export interface CookieGrant {
  prefix: string;
  expiresAt: number;
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;

/** The media secret: the configured one, or one derived from the JWT secret under its own label. */
export function mediaSecret(config: Pick<AppConfig, 'mediaSigningSecret' | 'jwtSecret'>): string {
  if (config.mediaSigningSecret) return config.mediaSigningSecret;
  return createHmac('sha256', config.jwtSecret).update('esc-media-signing-v1').digest('base64url');
}

/** Each segment encoded on its own, so '/' stays a separator and the key reads back exactly. */
export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** A folder grant covers the keys under it; any other grant its one key. */
export function covers(prefix: string, key: string): boolean {
  return prefix.endsWith('/') ? key.startsWith(prefix) : key === prefix;
}

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whose a signed link is: `own` (one person's: their uploads, their keep grants) or `shared` (the
 * same link for everyone reading it in the window: question figures, recordings), which a shared
 * cache in front of the servers (the load balancer's) may keep and hand to anyone holding the link.
 */
export type LinkKind = 'own' | 'shared';

/**
 * Signed media links (spec 001 §7, §9; spec 002 §9): HMAC-SHA256 over a purpose label, the key
 * (or prefix) and the expiry in unix seconds. URLs and cookies use different labels, so one can
 * never be replayed as the other, and so do a person's own links and shared ones, so an own link
 * cannot be passed off as shared. Links live 3600 s.
 */
export function createMediaSigner(options: {
  secret: string;
  clock: () => number;
  baseUrl?: string;
  lifetimeSeconds?: number;
}) {
  const lifetime = options.lifetimeSeconds ?? SIGNED_MEDIA_LIFETIME_SECONDS;
  const base = options.baseUrl ?? '';
  const nowSeconds = () => Math.floor(options.clock() / 1000);

  const mac = (label: string, subject: string, expiresAt: number) =>
    createHmac('sha256', options.secret).update(`${label}\n${subject}\n${expiresAt}`).digest('base64url');

  function signKey(key: string, lifetimeSeconds = lifetime): SignedLink {
    const expiresIn = Math.min(lifetimeSeconds, lifetime);
    const expiresAt = nowSeconds() + expiresIn;
    const url = `${base}${MEDIA_FILE_PATH}${encodeKey(key)}?expires=${expiresAt}&sig=${mac('url', key, expiresAt)}`;
    return { key, url, expiresAt, expiresIn };
  }

  // key -> its link for the current window; a new window signs again.
  const sharedLinks = createBoundedCache<{ expiresAt: number; url: string }>({
    maxEntries: SHARED_LINKS_KEPT,
    maxBytes: SHARED_LINKS_KEPT,
  });

  /** A link expiring at the next SHARED_EXPIRY_STEP_SECONDS boundary + the lifetime (see there). */
  function signKeyShared(key: string): SignedLink {
    const now = nowSeconds();
    const expiresAt = (Math.floor(now / SHARED_EXPIRY_STEP_SECONDS) + 1) * SHARED_EXPIRY_STEP_SECONDS + lifetime;
    let link = sharedLinks.get(key);
    if (link?.expiresAt !== expiresAt) {
      link = {
        expiresAt,
        url: `${base}${MEDIA_FILE_PATH}${encodeKey(key)}?expires=${expiresAt}&sig=${mac('shared-url', key, expiresAt)}`,
      };
      sharedLinks.set(key, link, 1);
    }
    return { key, url: link.url, expiresAt, expiresIn: expiresAt - now };
  }

  /** Whose link it is when sig is this server's signature of key until expiresAt, not yet passed; else null. */
  function linkKind(key: string, expiresAt: number | undefined, sig: string | undefined): LinkKind | null {
    if (!expiresAt || !sig || !Number.isInteger(expiresAt)) return null;
    if (expiresAt <= nowSeconds()) return null;
    if (equalText(sig, mac('shared-url', key, expiresAt))) return 'shared';
    return equalText(sig, mac('url', key, expiresAt)) ? 'own' : null;
  }

  /** True when sig is this server's signature of key until expiresAt and that time has not passed. */
  function verifyKey(key: string, expiresAt: number | undefined, sig: string | undefined): boolean {
    return linkKind(key, expiresAt, sig) !== null;
  }

  function cookieName(prefix: string): string {
    return MEDIA_COOKIE_PREFIX + createHash('sha256').update(prefix).digest('hex').slice(0, 16);
  }

  /** Cookie value `<prefix base64url>.<expires>.<signature>`; it carries its own prefix and expiry. */
  function signCookie(prefix: string, expiresAt: number): { name: string; value: string } {
    const value = `${Buffer.from(prefix).toString('base64url')}.${expiresAt}.${mac('cookie', prefix, expiresAt)}`;
    return { name: cookieName(prefix), value };
  }

  function readCookie(value: string): CookieGrant | null {
    const [encoded, expires, sig, extra] = value.split('.');
    if (!encoded || !expires || !sig || extra !== undefined || !/^\d{1,12}$/.test(expires)) return null;
    const prefix = Buffer.from(encoded, 'base64url').toString('utf8');
    const expiresAt = Number(expires);
    if (expiresAt <= nowSeconds() || !equalText(sig, mac('cookie', prefix, expiresAt))) return null;
    return { prefix, expiresAt };
  }

  /**
   * The latest-expiring valid cookie grant among the request's cookies that covers key, if any. A
   * grant of a folder ('demo/videos/') covers the keys under it; any other grant covers exactly its
   * own key, so a partial name ('notes-3.p') never reaches another file.
   */
  function grantFor(cookies: Record<string, string | undefined>, key: string): CookieGrant | null {
    let best: CookieGrant | null = null;
    for (const [name, value] of Object.entries(cookies)) {
      if (!name.startsWith(MEDIA_COOKIE_PREFIX) || !value) continue;
      const grant = readCookie(value);
      if (grant && covers(grant.prefix, key) && (!best || grant.expiresAt > best.expiresAt)) best = grant;
    }
    return best;
  }

  return {
    lifetime,
    nowSeconds,
    signKey,
    signKeyShared,
    linkKind,
    verifyKey,
    signCookie,
    readCookie,
    grantFor,
    cookieName,
  };
}

/** The signer every module uses, from configuration. */
export function mediaSignerFor(config: AppConfig, clock: () => number): MediaSigner {
  return createMediaSigner({ secret: mediaSecret(config), clock, baseUrl: config.mediaBaseUrl });
}
