import { expect, test } from './support/journey-test.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

test('a parent switches the active child and sees that child', async ({ page }) => {
  const school = journeySchool('parent');
  await signInAs(page, personOf(school, 'parent'));
  const main = page.getByRole('main');
  const switcher = page.getByRole('combobox', { name: 'Active child' });
  await expect(main).toContainText(school.people.student.name);
  await expect(main).toContainText('10-A');

  await switcher.click();
  await page.getByRole('option', { name: new RegExp(school.people.child2.name) }).click();
  await expect(main).toContainText('10-B');

  // The choice is kept: after a reload the same child is active.
  await page.reload();
  await expect(page.getByRole('main')).toContainText('10-B');
});
