import { expect, test } from './support/journey-test.js';
import { account, demoAccounts } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { signIn, signInOnScreen } from './support/session.js';

for (const who of demoAccounts) {
  test(`${who.username} signs in and lands on ${who.dashboard}, with no serious accessibility violations`, async ({
    page,
  }) => {
    await signInOnScreen(page, who);
    await expect(page.getByRole('main')).toContainText(who.belongsTo);
    await expectNoSeriousA11yViolations(page);
  });
}

test('a wrong password shows a message and keeps the person on the sign-in screen', async ({ page }) => {
  await signIn(page, 'teacher@demo.school', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: /do not match/i })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // The sign-in screen, its message shown, is read by a screen reader as well as any other.
  await expectNoSeriousA11yViolations(page);
});

test('signing out ends the session and protects the dashboards', async ({ page }) => {
  const who = account('student@demo.school');
  await signInOnScreen(page, who);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(who.dashboard);
  await expect(page).toHaveURL(/\/login/);
});

test('a signed-out visitor is sent to sign in and comes back where they were going', async ({ page }) => {
  const who = account('teacher@demo.school');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email or mobile number').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
