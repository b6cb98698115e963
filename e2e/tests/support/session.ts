import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts.js';

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in on the sign-in screen, as a person does, and checks where they land. */
export async function signInOnScreen(page: Page, who: DemoAccount): Promise<void> {
  await signIn(page, who.username, who.password);
  await expectDashboard(page, who);
}

/**
 * Signs in through the API and opens the person's dashboard, or the screen `at` for a journey that
 * starts elsewhere, for the journeys about something else (sign-in.spec.ts signs in on the screen):
 * the session is stored as the sign-in screen stores it (apps/web/src/lib/session.ts), which spares
 * each journey a load of the sign-in screen, and of the dashboard when it does not start there.
 */
export async function signInAs(page: Page, who: DemoAccount, options: { at?: string } = {}): Promise<void> {
  const answer = await page.request.post('/api/cognito-login-service/auth/login', {
    data: { username: who.username, password: who.password ?? DEMO_PASSWORD },
  });
  expect(answer.ok(), `sign-in of ${who.username}`).toBe(true);
  const { data } = (await answer.json()) as { data: LoginAnswer };
  const session = {
    access_token: data.access_token,
    refresh_token: data.refresh_token,
    expires_at: Date.now() + data.expires_in * 1000,
    username: who.username,
    uuid: data.uuid,
    user_type_id: data.user_type_id,
  };
  // A small file of the app's origin, so that the session is written to the app's storage.
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('esc.session', value), JSON.stringify(session));
  if (options.at) {
    await page.goto(options.at);
    return;
  }
  await page.goto(who.dashboard);
  await expectDashboard(page, who);
}

interface LoginAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  uuid: string;
  user_type_id: number;
}

async function expectDashboard(page: Page, who: DemoAccount): Promise<void> {
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
