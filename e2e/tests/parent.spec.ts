import { expect, test } from '@playwright/test';
import { account } from './support/accounts.js';
import { signInAs } from './support/session.js';

test('a parent switches the active child and sees that child', async ({ page }) => {
  await signInAs(page, account('parent@demo.school'));
  const main = page.getByRole('main');
  const switcher = page.getByRole('combobox', { name: 'Active child' });
  await expect(main).toContainText('Aarav Sharma');
  await expect(main).toContainText('10-A');

  await switcher.click();
  await page.getByRole('option', { name: /Ishaan Sharma/ }).click();
  await expect(main).toContainText('10-B');

  // The choice is kept: after a reload the same child is active.
  await page.reload();
  await expect(page.getByRole('main')).toContainText('10-B');
});
