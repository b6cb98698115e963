import { expect, test } from '@playwright/test';
import { account } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { readSession, signInAs } from './support/session.js';

// Class 9 items outside the premium groups: the free student (CBSE class 9, school 17250) has 10 free opens.
const FREE_ITEMS = [100409, 100411, 100416, 100418, 100425, 100430, 100432, 100437, 100439, 100446];
const ELEVENTH = 100451;

test('a free student opens items up to the limit, sees why the next is locked, buys a package and it opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, account('freestudent@demo.school'));
  for (const id of FREE_ITEMS) {
    await page.goto(`/content-player/${id}`);
    await expect(page.getByTestId('player-title')).toBeVisible();
    await expect(page.getByTestId('access-prompt')).toHaveCount(0);
  }
  // An item already opened stays open.
  await page.goto(`/content-player/${FREE_ITEMS[0]}`);
  await expect(page.getByTestId('player-title')).toBeVisible();

  await page.goto(`/content-player/${ELEVENTH}`);
  const prompt = page.getByTestId('access-prompt');
  await expect(prompt).toHaveAttribute('data-prompt', 'content-limit');
  await expect(prompt.getByTestId('access-prompt-explanation')).toContainText(/10 free items/);
  await expect(prompt.getByTestId('access-prompt-count')).toContainText('10 of 10');
  await expectNoSeriousA11yViolations(page);

  await prompt.getByTestId('access-prompt-action').click();
  await expect(page).toHaveURL(/\/package/);
  const card = page.locator('[data-testid^="package-card-"]').first();
  await card.getByRole('button', { name: /^Buy / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('checkout-card')).toHaveValue(/4111/);
  await dialog.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('checkout-success')).toBeVisible();

  await page.goto(`/content-player/${ELEVENTH}`);
  await expect(page.getByTestId('player-title')).toBeVisible();
  await expect(page.getByTestId('access-prompt')).toHaveCount(0);

  await page.goto('/mypackage');
  await expect(page.getByTestId('invoice-download').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a parent switches child and sees that child's packages", async ({ page }) => {
  await signInAs(page, account('parent@demo.school'));
  await page.getByRole('combobox', { name: 'Active child' }).click();
  await page.getByRole('option', { name: /Ishaan Sharma/ }).click();
  await page.goto('/mypackage');
  const main = page.getByRole('main');
  await expect(main).toContainText(/free trial/i);
  await expect(main).not.toContainText('Elite Class');

  await page.goto('/parent-dashboard');
  await page.getByRole('combobox', { name: 'Active child' }).click();
  await page.getByRole('option', { name: /Aarav Sharma/ }).click();
  await page.goto('/mypackage');
  await expect(page.getByRole('main')).toContainText('Elite Class');
  await expectNoSeriousA11yViolations(page);
});

test('a teacher sees the packages read-only and the server refuses a purchase', async ({ page }) => {
  await signInAs(page, account('teacher@demo.school'));
  await page.goto('/package');
  await expect(page.getByTestId('packages-read-only')).toContainText('cannot buy them');
  await expect(page.locator('[data-testid^="package-card-"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
  const session = await readSession(page);
  const res = await page.request.post('/api/commerce/checkout', {
    headers: { authorization: `Bearer ${session.value.access_token}` },
    data: { package_id: 104, board_id: 101, class_id: 1010, idempotency_key: 'e2e-teacher-buys' },
  });
  expect(res.status()).toBe(403);
  await expectNoSeriousA11yViolations(page);
});

test('the demo sign-in screen offers the demo accounts the server lists', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try a demo account' }).click();
  await expect(page.getByRole('button', { name: 'Teacher, teacher@demo.school' })).toBeVisible();
});
