import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test, type People } from './support/journey-test.js';
import { journeySchool, personOf, type JourneySchool } from './support/schools.js';
import { signInAs } from './support/session.js';

// The product in the learner's language, in the journey's own school: a parent switches to Hindi in
// the profile and reads the dashboard, the child's homework, tests and attendance in Hindi, and the
// absence the (English) teacher marks reaches the parent in Hindi; a learner reads the app in Urdu,
// right to left, with formulas and numbers left to right; Tamil's long words fit a 360 px phone.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1366, height: 900 };
const school = (): JourneySchool => journeySchool('languages');

async function signedIn(people: People, role: 'teacher' | 'parent' | 'student', viewport = DESKTOP): Promise<Page> {
  const page = await people.open({ viewport });
  await signInAs(page, personOf(school(), role));
  return page;
}

/** A learner's device set to a language (as the picker before sign-in leaves it), on the dashboard. */
async function learnerIn(people: People, language: string, viewport: { width: number; height: number }) {
  const page = await people.open({ viewport });
  await signInAs(page, personOf(school(), 'student'), { at: '/favicon.svg' });
  await page.evaluate((code) => localStorage.setItem('esc.language', code), language);
  await page.goto('/student-dashboard');
  return page;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the teacher, in English, marks the child absent', async ({ people }) => {
  const page = await signedIn(people, 'teacher', PHONE);
  await page.goto('/attendance');
  const child = page.getByRole('listitem', { name: school().people.student.name });
  await child.getByText('Absent', { exact: true }).click();
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByText('Register saved.')).toBeVisible();
});

test('a parent switches to Hindi and reads the child’s day in Hindi, the absence too', async ({ people }) => {
  const page = await signedIn(people, 'parent');
  await page.goto('/profile');
  await page.getByTestId('profile-language').click();
  await page.getByRole('option', { name: 'हिन्दी' }).click();
  await page.getByTestId('profile-save').click();
  // The screen changes at once, without a reload; the language is kept on the server.
  await expect(page.getByRole('button', { name: 'सहेजें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.getByRole('link', { name: 'डैशबोर्ड' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'अभिभावक डैशबोर्ड' })).toBeVisible();
  // Each screen's title in Hindi (a parent's screens name the child: "Aarav Sharma के टेस्ट").
  for (const [link, heading] of [
    ['होमवर्क', /होमवर्क/],
    ['टेस्ट', /के टेस्ट$/],
    ['उपस्थिति', /उपस्थिति/],
  ] as const) {
    await page.goto('/parent-dashboard');
    await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  // The absence the teacher marked in English reaches this parent in Hindi.
  const bell = page.getByTestId('notification-bell');
  const entry = page.getByRole('button', { name: /^बिना पढ़ी: आज अनुपस्थित/ });
  await expect(async () => {
    await page.reload();
    await bell.click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(entry).toContainText('को आज 10-A में अनुपस्थित दर्ज किया गया');

  // Another device of the same parent follows the profile's language from the server.
  const other = await signedIn(people, 'parent');
  await expect(other.getByRole('heading', { level: 1, name: 'अभिभावक डैशबोर्ड' })).toBeVisible();
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`a learner reads the app in Urdu, right to left, at ${viewport.width} px`, async ({ people }, testInfo) => {
    const page = await learnerIn(people, 'ur', viewport);
    await expect(page.getByRole('heading', { level: 1, name: 'طالب علم کا ڈیش بورڈ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    if (viewport.width >= 1000) {
      // Mirrored: the navigation sits on the right of the page, the content on its left.
      const nav = await page.getByRole('navigation', { name: 'مرکزی نیویگیشن' }).boundingBox();
      const content = await main.boundingBox();
      expect(nav && content && nav.x > content.x).toBe(true);
    }
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`urdu-${viewport.width}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}

test('formulas stay left to right inside Urdu', async ({ people }) => {
  const page = await learnerIn(people, 'ur', DESKTOP);
  await expect(page.getByRole('heading', { level: 1, name: 'طالب علم کا ڈیش بورڈ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // A formula as the question screens draw it: KaTeX keeps its own direction in right-to-left text.
  const direction = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'katex';
    probe.textContent = 'x^2 + 1';
    document.body.append(probe);
    const value = getComputedStyle(probe).direction;
    probe.remove();
    return value;
  });
  expect(direction).toBe('ltr');
});

test('Tamil’s long words fit a 360 px phone on the learner’s screens', async ({ people }) => {
  const page = await learnerIn(people, 'ta', PHONE);
  await expect(page.getByRole('heading', { level: 1, name: 'மாணவர் முகப்பு' })).toBeVisible();
  for (const path of ['/student-dashboard', '/my-assignment', '/profile', '/student-subjects']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await noSidewaysScroll(page), path).toBeLessThanOrEqual(0);
  }
});
