import { expect, test } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { journeySchool, personOf } from './support/schools.js';
import { readSession, signInAs, writeSession, type StoredSession } from './support/session.js';

const secret = new TextEncoder().encode(process.env.E2E_JWT_SECRET);

/** The same claims, signed with the server's secret, but expired a minute ago. */
async function expiredCopy(token: string): Promise<string> {
  const { alg } = decodeProtectedHeader(token);
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, iat: now - 120, exp: now - 60 })
    .setProtectedHeader({ alg: alg ?? 'HS256' })
    .sign(secret);
}

/**
 * Leaves the app for a static file of the same origin, changes the stored session there and opens
 * the app again. Changed under a running app, the session is acted on at once (a token about to
 * expire is refreshed on the next call), and a reload tearing that page down mid-refresh leaves the
 * browser with a refresh token the server has already rotated: the next refresh is then a reuse.
 */
async function reopenWith(page: Page, session: StoredSession, path: string): Promise<void> {
  await page.goto('/favicon.svg');
  await writeSession(page, session);
  await page.goto(path);
}

test('an access token that expired is refreshed without the person noticing', async ({ page }) => {
  const who = personOf(journeySchool('session'), 'student');
  await signInAs(page, who);
  const before = await readSession(page);

  // The client believes the token is fresh, so the server is first to say it expired (401).
  const expired = await expiredCopy(before.value.access_token);
  const expiredAnswer = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
  await reopenWith(
    page,
    { key: before.key, value: { ...before.value, access_token: expired, expires_at: Date.now() + 60 * 60 * 1000 } },
    who.dashboard,
  );
  await expiredAnswer;

  await expect(page).toHaveURL(new RegExp(`${who.dashboard}$`));
  await expect(page.getByRole('main')).toContainText(who.name);
  const after = await readSession(page);
  expect(after.value.refresh_token).not.toBe(before.value.refresh_token);
  // A token issued in the same second with the same claims may equal the first one; never the expired one.
  expect(after.value.access_token).not.toBe(expired);
});

test('a token about to expire is refreshed before the call', async ({ page }) => {
  const who = personOf(journeySchool('session'), 'teacher');
  await signInAs(page, who);
  const before = await readSession(page);
  const refreshed = page.waitForResponse((r) => r.url().includes('/auth/refreshToken') && r.status() === 200);
  await reopenWith(
    page,
    { key: before.key, value: { ...before.value, expires_at: Date.now() + 60_000 } },
    who.dashboard,
  );
  await refreshed;
  await expect(page.getByRole('main')).toContainText(who.name);
  const after = await readSession(page);
  expect(after.value.refresh_token).not.toBe(before.value.refresh_token);
  expect(after.value.expires_at).toBeGreaterThan(Date.now() + 5 * 60_000);
});

test('when the refresh is refused the session ends and the person is asked to sign in', async ({ page }) => {
  const who = personOf(journeySchool('session'), 'admin');
  await signInAs(page, who);
  const before = await readSession(page);
  await reopenWith(
    page,
    {
      key: before.key,
      value: {
        ...before.value,
        access_token: await expiredCopy(before.value.access_token),
        refresh_token: 'revoked-or-unknown-token',
        expires_at: Date.now() + 60 * 60 * 1000,
      },
    },
    who.dashboard,
  );
  await expect(page).toHaveURL(/\/login/);
});
