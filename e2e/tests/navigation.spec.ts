import { expect, test } from './support/journey-test.js';
import { account } from './support/accounts.js';
import { signInAs } from './support/session.js';

test('old subscription and profile paths go to their new homes', async ({ page }) => {
  await signInAs(page, account('student@demo.school'));
  await page.goto('/my-subscriptions');
  await expect(page).toHaveURL(/\/mypackage$/);
  await page.goto('/user/subscription');
  await expect(page).toHaveURL(/\/mypackage$/);
  await page.goto('/myprofile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main')).toContainText('Aarav Sharma');
});

test('back navigation goes to the role dashboard', async ({ page }) => {
  const who = account('admin@demo.school');
  await signInAs(page, who);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`${who.dashboard}$`));
});

test("a person who opens another role's dashboard is taken to their own", async ({ page }) => {
  await signInAs(page, account('teacher@demo.school'));
  await page.goto('/parent-dashboard');
  await expect(page).toHaveURL(/\/faculty-assessment-dashboard$/);
});

test('the school admin sees every section of the school', async ({ page }) => {
  await signInAs(page, account('admin@demo.school'));
  const main = page.getByRole('main');
  await expect(main).toContainText('10-A');
  await expect(main).toContainText('10-B');
});
