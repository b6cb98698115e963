import { expect, test } from './support/journey-test.js';
import { account } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { signInAs } from './support/session.js';

// The sign-in screen and each role's dashboard are checked where a person signs in (sign-in.spec.ts);
// the other screens in the journeys that open them.

test('profile, packages, customer care and not-found screens have no serious violations', async ({ page }) => {
  await signInAs(page, account('student@demo.school'));
  for (const path of ['/profile', '/mypackage', '/package', '/customer-care-contact', '/no-such-screen']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('the dashboard works on a phone-sized screen', async ({ people }) => {
  const page = await people.open({ viewport: { width: 360, height: 740 } });
  await signInAs(page, account('parent@demo.school'));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
