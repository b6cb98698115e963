import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts.js';

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAs(page: Page, who: DemoAccount): Promise<void> {
  await signIn(page, who.username, who.password);
  await expect(page).toHaveURL(new RegExp(`${who.dashboard}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(who.name);
}

export interface StoredSession {
  key: string;
  value: Record<string, unknown> & { access_token: string; refresh_token: string; expires_at: number };
}

/** The web app keeps its session as one JSON value in localStorage; find it by its shape. */
export async function readSession(page: Page): Promise<StoredSession> {
  const found = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key) continue;
      try {
        const value = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
        if (value && typeof value === 'object' && 'refresh_token' in value && 'access_token' in value) {
          return { key, value };
        }
      } catch {
        // not JSON: not the session
      }
    }
    return null;
  });
  if (!found) throw new Error('no session in localStorage');
  return found as StoredSession;
}

export async function writeSession(page: Page, session: StoredSession): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), session);
}
