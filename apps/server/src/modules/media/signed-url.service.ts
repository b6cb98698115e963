import type { SignedCookieData, SignedUrlData, SignedVideoUrlData } from '@esc/contracts';
import { formatMediaTime } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { ContentGate } from '../access/access.module.js';
import { AppError } from '../../platform/errors/app-error.js';
import { keyFromPath, type MediaAccessService } from './media-access.service.js';
import type { ContentStoreService, ViewerSchools } from '../catalogue/catalogue.module.js';
import type { MediaSigner } from './signed-url.js';

export type SignedUrlService = ReturnType<typeof createSignedUrlService>;

/** A client's clock may run this far ahead of the server's when it names an absolute expiry. */
const CLOCK_SKEW_SECONDS = 60;

type ExpiryProblem = 'expiryNotWhole' | 'expiryTooLong' | 'expiryPast' | 'expiryTooLate';

const badExpiry = (problem: ExpiryProblem, seconds?: number) => {
  const params = seconds === undefined ? undefined : { seconds };
  return new AppError(
    'VALIDATION_FAILED',
    { reason: `media.${problem}`, params },
    { errors: [{ field: 'expiration_time', reason: `media.${problem}Field`, params }] },
  );
};

/**
 * expiration_time as the specs' clients send it (the unit is not said): a small number is a lifetime
 * in seconds, a large one unix seconds (or milliseconds). A grant never outlives `lifetime` (3600 s,
 * spec 001 §9): asking for longer is refused with a 400 naming the field, not quietly shortened.
 */
export function cookieExpiry(now: number, lifetime: number, expirationTime: number | string | undefined): number {
  if (expirationTime === undefined || expirationTime === '') return now + lifetime;
  const raw = Number(expirationTime);
  if (!Number.isFinite(raw) || !Number.isInteger(raw) || raw <= 0) throw badExpiry('expiryNotWhole');
  if (raw <= 1e9) {
    if (raw > lifetime) throw badExpiry('expiryTooLong', lifetime);
    return now + raw;
  }
  const asked = raw > 1e12 ? Math.floor(raw / 1000) : raw;
  if (asked <= now) throw badExpiry('expiryPast');
  if (asked > now + lifetime + CLOCK_SKEW_SECONDS) throw badExpiry('expiryTooLate', lifetime);
  return Math.min(asked, now + lifetime);
}

/** getSignedUrl, signedcookie and signedVideoUrl: signatures only for keys the gate lets the caller read. */
export function createSignedUrlService(deps: {
  signer: MediaSigner;
  access: MediaAccessService;
  gate: ContentGate;
  contentStore: ContentStoreService;
  viewerSchools: ViewerSchools;
}) {
  const { signer, access, gate, contentStore, viewerSchools } = deps;

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
    const now = signer.nowSeconds();
    const expiresAt = cookieExpiry(now, signer.lifetime, expirationTime);
    const prefix = keyFromPath(urlPrefix);
    await access.assertPrefixGrantable(auth, prefix);
    const cookie = signer.signCookie(prefix, expiresAt);
    return {
      data: { url_prefix: prefix, expires_at: expiresAt, expires_in: expiresAt - now, cookie_name: cookie.name },
      cookie,
    };
  }

  /**
   * Opening a video: the gate decides (and records a free open) before the link is signed; played from
   * homework (assign_id), the gate reads the assignment as POST /access/decide does. Another school's
   * own video is not found, as in every catalogue read.
   */
  async function signedVideoUrl(
    auth: AuthContext,
    contentId: number,
    from: { assignId?: number | null } = {},
  ): Promise<SignedVideoUrlData> {
    const [content] = await contentStore.byIds([contentId], await viewerSchools.of(auth));
    if (!content) throw new AppError('NOT_FOUND', { reason: 'media.noSuchContent' });
    // The transcoded mp4 plays everywhere; the original is the fallback.
    const key =
      content.transcoded_key ?? (content.media_key?.toLowerCase().endsWith('.mp4') ? content.media_key : null);
    if (content.content_kind !== 'video' || !key) throw new AppError('NOT_FOUND', { reason: 'media.noVideo' });
    const decision = await gate.decision(auth, contentId, { recordOpen: true, assignId: from.assignId });
    if (!decision.allowed) throw gate.denied(decision);
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
