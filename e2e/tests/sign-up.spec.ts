import { expect, test } from './support/journey-test.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { enterDemoCode } from './support/codes.js';

test('sign-up refuses an email the registration check blocks, with the static-page message', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('create-account-link').click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expectNoSeriousA11yViolations(page);

  // A student may not sign up with the email of a school's admin (spec 002 §5.1).
  await page.getByTestId('sign-up-email').fill('admin@demo.school');
  await page.getByTestId('sign-up-email').blur();
  await expect(page.getByTestId('registered-email-message')).toHaveText(
    /This is registered email\. To log in, click the login button at the top right\./,
  );
  // The button the message points to is there.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a new student signs up and lands on the student dashboard', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/sign-up');
  await page.getByTestId('sign-up-first-name').fill('Kavya');
  await page.getByTestId('sign-up-last-name').fill('Rao');
  await page.getByTestId('sign-up-email').fill(`kavya.${stamp}@example.in`);
  await page.getByTestId('sign-up-mobile').fill(`9${String(stamp).slice(-9)}`);
  await page.getByTestId('sign-up-board').click();
  await page.getByRole('option', { name: 'CBSE' }).click();
  await page.getByTestId('sign-up-class').click();
  await page.getByRole('option', { name: 'Class 9' }).click();
  // An adult: a learner under 18 waits for a parent first (parental-consent.spec.ts).
  await page.getByTestId('sign-up-date-of-birth').fill('2000-01-01');
  await page.getByTestId('sign-up-password').fill('Learn2026');
  await page.getByTestId('sign-up-submit').click();
  // The code to the mobile: the demo shows it, since no message leaves the demo server.
  await enterDemoCode(page, page.getByTestId('sign-up-demo-code'));
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('sign-up-code-submit').click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await expect(page.getByRole('main')).toContainText('Kavya Rao');
});
