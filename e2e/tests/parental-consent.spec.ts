import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/journey-test.js';
import { journeySchool, personOf } from './support/schools.js';

/** The newest consent request the demo outbox holds for an address: its code and the link's request id. */
function consentMessage(to: string): { code: string; consentId: string } | null {
  const file = path.join(process.env.E2E_DATA_DIR!, 'demo-outbox.jsonl');
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .findLast((m) => m.to === to && m.text.includes('/consent/'))?.text;
  const consentId = text && /\/consent\/([0-9a-f-]{36})/.exec(text)?.[1];
  const code = text && /\b(\d{6})\b/.exec(text)?.[1];
  return consentId && code ? { code, consentId } : null;
}

test('a 14-year-old signs up alone, a parent agrees with the code from another browser, and the child learns', async ({
  page,
  people,
}) => {
  const school = journeySchool('parental-consent');
  const parent = personOf(school, 'parent');
  const stamp = Date.now();
  const born = new Date(stamp - (14 * 365 + 60) * 86_400_000).toISOString().slice(0, 10);
  // The parent's browser opens meanwhile, signed out: the link will ask them to sign in.
  const parentReady = people.open();

  await page.goto('/sign-up');
  await page.getByTestId('sign-up-first-name').fill('Kavya');
  await page.getByTestId('sign-up-last-name').fill('Rao');
  await page.getByTestId('sign-up-email').fill(`kavya.${stamp}@example.in`);
  await page.getByTestId('sign-up-mobile').fill(`9${String(stamp).slice(-9)}`);
  await page.getByTestId('sign-up-board').click();
  await page.getByRole('option', { name: 'CBSE' }).click();
  await page.getByTestId('sign-up-class').click();
  await page.getByRole('option', { name: 'Class 9' }).click();
  await page.getByTestId('sign-up-date-of-birth').fill(born);
  await page.getByTestId('sign-up-password').fill('Learn2026');
  await page.getByTestId('sign-up-submit').click();
  const shown = page.getByTestId('sign-up-demo-code');
  await expect(shown).toContainText(/\d{6}/);
  const signUpCode = /(\d{6})/.exec((await shown.textContent()) ?? '')![1]!;
  await page.getByRole('textbox', { name: 'Digit 1 of the code' }).pressSequentially(signUpCode);
  await page.getByTestId('sign-up-code-submit').click();

  // Under 18 and alone: the waiting screen instead of the dashboard; the child names a parent.
  const waiting = page.getByTestId('consent-waiting');
  await waiting.getByText('E-mail', { exact: true }).click();
  await waiting.getByTestId('consent-parent-email').fill(parent.username);
  await waiting.getByTestId('consent-send').click();
  await expect(waiting.getByTestId('consent-asked')).toContainText(parent.username);

  // The parent reads the message (the demo's outbox), signs in in another browser and agrees.
  let message: ReturnType<typeof consentMessage> = null;
  await expect.poll(() => (message = consentMessage(parent.username))).not.toBeNull();
  const parentPage = await parentReady;
  await parentPage.goto(`/consent/${message!.consentId}`);
  // Signed out, the link asks them to sign in, then brings them back to the request it names.
  await parentPage.getByLabel('Email or mobile number').fill(parent.username);
  await parentPage.getByLabel('Password', { exact: true }).fill(parent.password!);
  await parentPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(parentPage.getByTestId('consent-who')).toHaveText('Kavya asked you to agree.');
  await expect(parentPage).toHaveURL(new RegExp(`/consent/${message!.consentId}$`));
  await expect(parentPage.getByTestId('consent-notice')).toContainText('notice 2026-12');
  await parentPage.getByRole('textbox', { name: 'Digit 1 of the code' }).pressSequentially(message!.code);
  await parentPage.getByTestId('consent-adult').check();
  await parentPage.getByTestId('consent-agree').click();
  await expect(parentPage.getByTestId('consent-done')).toContainText('Kavya Rao can now learn');
  // The child's waiting screen changes by itself, well before its once-a-minute fallback would ask.
  await expect(waiting).toHaveCount(0, { timeout: 10_000 });

  // The child now learns: a class 9 item opens in the player.
  await page.goto(`/content-player/${school.freeStudentItems[0]}`);
  await expect(page.getByTestId('player-title')).toBeVisible();
  await expect(page.getByTestId('access-prompt')).toHaveCount(0);
});
