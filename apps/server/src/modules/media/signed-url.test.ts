import { describe, expect, it } from 'vitest';
import { createMediaSigner, SHARED_EXPIRY_STEP_SECONDS } from './signed-url.js';

describe('shared media links (rounded expiry)', () => {
  const KEY = 'demo/videos/lesson 1.mp4';

  it('live at least the lifetime and at most the lifetime + one step, and verify', () => {
    let nowMs = Date.UTC(2026, 10, 22, 10, 0, 0);
    const signer = createMediaSigner({ secret: 's', clock: () => nowMs });
    for (let offset = 0; offset < 2 * SHARED_EXPIRY_STEP_SECONDS; offset += 7) {
      nowMs = Date.UTC(2026, 10, 22, 10, 0, 0) + offset * 1000;
      const link = signer.signKeyShared(KEY);
      const lifetime = link.expiresAt - signer.nowSeconds();
      expect(lifetime).toBeGreaterThanOrEqual(signer.lifetime);
      expect(lifetime).toBeLessThanOrEqual(signer.lifetime + SHARED_EXPIRY_STEP_SECONDS);
      expect(link.expiresAt % SHARED_EXPIRY_STEP_SECONDS).toBe(0);
      const sig = new URL(link.url, 'http://x').searchParams.get('sig')!;
      expect(signer.verifyKey(KEY, link.expiresAt, sig)).toBe(true);
    }
  });

  it('repeat the same link within a window and sign anew in the next', () => {
    let nowMs = Date.UTC(2026, 10, 22, 10, 0, 1);
    const signer = createMediaSigner({ secret: 's', clock: () => nowMs });
    const first = signer.signKeyShared(KEY);
    nowMs += 200_000;
    expect(signer.signKeyShared(KEY).url).toBe(first.url);
    nowMs += 100_000;
    const next = signer.signKeyShared(KEY);
    expect(next.url).not.toBe(first.url);
    expect(next.expiresAt - first.expiresAt).toBe(SHARED_EXPIRY_STEP_SECONDS);
    // Exact links (the signed-URL calls) are unchanged: now + the lifetime.
    expect(signer.signKey(KEY).expiresAt).toBe(signer.nowSeconds() + signer.lifetime);
  });
});

describe('whose a link is', () => {
  const KEY = 'uploads/7/figure.png';
  const sigOf = (url: string) => new URL(url, 'http://x').searchParams.get('sig')!;

  it('tells a shared link from a person’s own, and an own link cannot pass as shared', () => {
    const signer = createMediaSigner({ secret: 's', clock: () => Date.UTC(2026, 10, 30, 9, 0, 0) });
    const shared = signer.signKeyShared(KEY);
    const own = signer.signKey(KEY);
    expect(signer.linkKind(KEY, shared.expiresAt, sigOf(shared.url))).toBe('shared');
    expect(signer.linkKind(KEY, own.expiresAt, sigOf(own.url))).toBe('own');
    // The own link's signature moved onto the shared link's expiry (or any other) is no link at all.
    expect(signer.linkKind(KEY, shared.expiresAt, sigOf(own.url))).toBeNull();
    expect(signer.linkKind('uploads/7/other.png', shared.expiresAt, sigOf(shared.url))).toBeNull();
  });

  it('is no link once expired, whichever kind', () => {
    let nowMs = Date.UTC(2026, 10, 30, 9, 0, 0);
    const signer = createMediaSigner({ secret: 's', clock: () => nowMs });
    const shared = signer.signKeyShared(KEY);
    nowMs = (shared.expiresAt + 1) * 1000;
    expect(signer.linkKind(KEY, shared.expiresAt, sigOf(shared.url))).toBeNull();
  });
});
