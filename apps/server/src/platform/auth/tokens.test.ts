import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenService } from './tokens.js';

const auth = { uuid: '7b0e8f5e-3a51-4c55-9d0a-2f1c8f9b1a11', userTypeId: 1, schoolId: 501, role: null, guest: false };

describe('access tokens', () => {
  it('a token verified once still expires on time', async () => {
    let now = Date.UTC(2026, 10, 21, 10, 0, 0);
    const tokens = createTokenService({ secret: 'x'.repeat(40), accessTokenTtlSeconds: 60, clock: () => now });
    const { token } = await tokens.signAccessToken(auth);
    expect(await tokens.verifyAccessToken(token)).toEqual(auth);
    now += 30_000;
    expect(await tokens.verifyAccessToken(token)).toEqual(auth);
    now += 31_000;
    await expect(tokens.verifyAccessToken(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    await expect(tokens.verifyAccessToken(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('a tampered token is refused even after the genuine one was verified', async () => {
    const tokens = createTokenService({ secret: 'y'.repeat(40), accessTokenTtlSeconds: 60 });
    const { token } = await tokens.signAccessToken(auth);
    await tokens.verifyAccessToken(token);
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
    await expect(tokens.verifyAccessToken(forged)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('tokens without an expiry', () => {
  it('are refused, even when signed with the server’s secret', async () => {
    const secret = 'z'.repeat(40);
    const tokens = createTokenService({ secret, accessTokenTtlSeconds: 60 });
    const forever = await new SignJWT({ ut: 1, sid: null, role: null, guest: false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(auth.uuid)
      .setIssuer('esc-platform')
      .setAudience('esc-api')
      .setIssuedAt()
      .sign(new TextEncoder().encode(secret));
    await expect(tokens.verifyAccessToken(forever)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
