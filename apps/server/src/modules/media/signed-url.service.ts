import type { SignedCookieData, SignedUrlData, SignedVideoUrlData } from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { ContentGate } from '../access/access.module.js';
import { AppError } from '../../platform/errors/app-error.js';
import { formatMediaTime } from '../../platform/storage/media-time.js';
import { keyFromPath, type MediaAccessService } from './media-access.service.js';
import type { MediaRepository } from './media.repository.js';
import type { MediaSigner } from './signed-url.js';

export type SignedUrlService = ReturnType<typeof createSignedUrlService>;

/**
 * expiration_time read generously (the specs do not say its unit): a small number is a lifetime in
 * seconds, a large one unix seconds (or milliseconds). Either way the grant ends within 3600 s.
 */
export function cookieExpiry(now: number, lifetime: number, expirationTime: number | string | undefined): number {
  const raw = expirationTime === undefined || expirationTime === '' ? NaN : Number(expirationTime);
  if (!Number.isFinite(raw) || raw <= 0) return now + lifetime;
  const asked = raw > 1e12 ? Math.floor(raw / 1000) : raw > 1e9 ? Math.floor(raw) : now + Math.floor(raw);
  return Math.max(now + 1, Math.min(asked, now + lifetime));
}

/** getSignedUrl, signedcookie and signedVideoUrl: signatures only for keys the caller may read. */
export function createSignedUrlService(deps: {
  signer: MediaSigner;
  access: MediaAccessService;
  repo: MediaRepository;
  gate: ContentGate;
}) {
  const { signer, access, repo, gate } = deps;

  async function signedUrl(auth: AuthContext, folderPath: string): Promise<SignedUrlData> {
    const key = keyFromPath(folderPath);
    await access.assertReadable(auth, key);
    const link = signer.signKey(key);
    return { key, signed_url: link.url, expires_at: link.expiresAt, expires_in: link.expiresIn };
  }

  async function signedCookie(
    auth: AuthContext,
    urlPrefix: string,
    expirationTime: number | string | undefined,
  ): Promise<{ data: SignedCookieData; cookie: { name: string; value: string } }> {
    const prefix = keyFromPath(urlPrefix);
    await access.assertPrefixReadable(auth, prefix);
    const now = signer.nowSeconds();
    const expiresAt = cookieExpiry(now, signer.lifetime, expirationTime);
    const cookie = signer.signCookie(prefix, expiresAt);
    return {
      data: { url_prefix: prefix, expires_at: expiresAt, expires_in: expiresAt - now, cookie_name: cookie.name },
      cookie,
    };
  }

  async function signedVideoUrl(auth: AuthContext, contentId: number): Promise<SignedVideoUrlData> {
    const content = await repo.videoContent(contentId);
    if (!content) throw new AppError('NOT_FOUND', 'No such content.');
    const verdict = await gate.verdict(auth, contentId, true);
    if (!verdict.allowed) throw new AppError('FORBIDDEN', verdict.explanation ?? undefined);
    // The transcoded mp4 plays everywhere; the original is the fallback.
    const key =
      content.transcoded_key ?? (content.media_key?.toLowerCase().endsWith('.mp4') ? content.media_key : null);
    if (content.content_kind !== 'video' || !key) throw new AppError('NOT_FOUND', 'This content has no video.');
    const link = signer.signKey(key);
    return {
      content_id: content.content_id,
      key,
      signed_url: link.url,
      total_media_time: formatMediaTime(content.total_media_time_ms),
      expires_at: link.expiresAt,
      expires_in: link.expiresIn,
    };
  }

  return { signedUrl, signedCookie, signedVideoUrl };
}
