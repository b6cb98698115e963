import { expect, test } from './support/journey-test.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { journeySchool, personOf } from './support/schools.js';
import { readSession, signInAs } from './support/session.js';

// Packages, each journey with people of its own school: a learner of the platform's own school with no
// package (CBSE class 9) opens free items up to the limit and buys; a parent's two children hold
// different packages; a teacher only reads them.

test('a free student opens items up to the limit, sees why the next is locked, buys a package and it opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const school = journeySchool('packages');
  // Class 9 items outside the premium groups: a learner without a package has 10 free opens.
  const items = school.freeStudentItems;
  expect(items).toHaveLength(11);
  const free = items.slice(0, 10);
  const eleventh = items[10]!;
  await signInAs(page, personOf(school, 'freeStudent'));
  for (const id of free) {
    await page.goto(`/content-player/${id}`);
    await expect(page.getByTestId('player-title')).toBeVisible();
    await expect(page.getByTestId('access-prompt')).toHaveCount(0);
  }
  // An item already opened stays open.
  await page.goto(`/content-player/${free[0]}`);
  await expect(page.getByTestId('player-title')).toBeVisible();

  await page.goto(`/content-player/${eleventh}`);
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

  await page.goto(`/content-player/${eleventh}`);
  await expect(page.getByTestId('player-title')).toBeVisible();
  await expect(page.getByTestId('access-prompt')).toHaveCount(0);

  await page.goto('/mypackage');
  await expect(page.getByTestId('invoice-download').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a parent switches child and sees that child's packages", async ({ page }) => {
  const school = journeySchool('packages');
  await signInAs(page, personOf(school, 'parent'));
  await page.getByRole('combobox', { name: 'Active child' }).click();
  await page.getByRole('option', { name: new RegExp(school.people.child2.name) }).click();
  await page.goto('/mypackage');
  const main = page.getByRole('main');
  await expect(main).toContainText(/free trial/i);
  await expect(main).not.toContainText('Elite Class');

  await page.goto('/parent-dashboard');
  await page.getByRole('combobox', { name: 'Active child' }).click();
  await page.getByRole('option', { name: new RegExp(school.people.student.name) }).click();
  await page.goto('/mypackage');
  await expect(page.getByRole('main')).toContainText('Elite Class');
  await expectNoSeriousA11yViolations(page);
});

test('a teacher sees the packages read-only and the server refuses a purchase', async ({ page }) => {
  await signInAs(page, personOf(journeySchool('packages'), 'teacher'));
  const listed = page.waitForResponse((r) => r.url().includes('/packages/packageList') && r.ok());
  await page.goto('/package');
  await expect(page.getByTestId('packages-read-only')).toContainText('cannot buy them');
  const card = page.locator('[data-testid^="package-card-"]').first();
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
  // The package the screen shows first, for the board and class it lists packages of.
  const list = ((await (await listed).json()) as { data: { board_id: number | null; class_id: number | null } }).data;
  const packageId = Number((await card.getAttribute('data-testid'))!.replace('package-card-', ''));
  const session = await readSession(page);
  const res = await page.request.post('/api/commerce/checkout', {
    headers: { authorization: `Bearer ${session.value.access_token}` },
    data: {
      package_id: packageId,
      board_id: list.board_id,
      class_id: list.class_id,
      idempotency_key: 'e2e-teacher-buys',
    },
  });
  expect(res.status()).toBe(403);
  await expectNoSeriousA11yViolations(page);
});

test('the demo sign-in screen offers the demo accounts the server lists', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try a demo account' }).click();
  await expect(page.getByRole('button', { name: 'Teacher, teacher@demo.school' })).toBeVisible();
});

test("a school admin sees the school's licence seats on the dashboard and on a phone at /mypackage", async ({
  page,
  people,
}) => {
  const school = journeySchool('packages');
  await signInAs(page, personOf(school, 'admin'));
  // The dashboard's card: the school's licence of Sunrise Smart Classroom with its 600 student seats.
  const card = page.getByRole('article', { name: 'Sunrise Smart Classroom' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('progressbar', { name: /^Student seats: \d+ of 600 used$/ })).toBeVisible();
  await expect(card.getByText(/^\d+ of 40 used$/)).toBeVisible();
  await page.screenshot({ path: '/tmp/gst-admin-dashboard.png', fullPage: true });

  const phone = await people.open({ viewport: { width: 360, height: 740 } });
  await signInAs(phone, personOf(school, 'admin'), { at: '/mypackage' });
  await expect(phone.getByRole('heading', { level: 1, name: 'School licences' })).toBeVisible();
  await expect(phone.getByRole('article', { name: 'Sunrise Smart Classroom' })).toContainText('Active');
  await expect(phone.getByText('No packages yet')).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: '/tmp/gst-admin-licences-phone.png', fullPage: true });
  await expectNoSeriousA11yViolations(phone);
});
