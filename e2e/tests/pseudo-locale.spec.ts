import type { Page, TestInfo } from '@playwright/test';
import { expect, test, type People } from './support/journey-test.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// Every screen of the navigation, for a student, a parent, a teacher and a school admin, in the
// pseudo-locale (every catalogue word accented, 40 % longer and between ⟦ ⟧): any visible word that
// is neither inside ⟦ ⟧ nor the data the screen read from the API (names, titles, a school's words)
// nor a date's month or weekday (Intl's) did not go through the catalogue, and the journey names it.
// The longer words must not push a 360 px screen sideways either.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 360, height: 780 };

/** Words the screens may show that are not the catalogue's: dates' months and weekdays (Intl). */
function intlWords(): Set<string> {
  const words = new Set(['am', 'pm', 'AM', 'PM']);
  for (let month = 0; month < 12; month += 1) {
    for (const style of ['long', 'short'] as const) {
      words.add(new Intl.DateTimeFormat('en-IN', { month: style }).format(new Date(Date.UTC(2026, month, 5))));
    }
  }
  for (let day = 1; day <= 7; day += 1) {
    for (const style of ['long', 'short'] as const) {
      words.add(new Intl.DateTimeFormat('en-IN', { weekday: style }).format(new Date(Date.UTC(2026, 10, day))));
    }
  }
  return words;
}

const WORD = /[A-Za-z][A-Za-z'’]*/g;

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const word of value.match(WORD) ?? []) into.add(word);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
}

/**
 * The words of every API answer the page reads: a screen shows them as data, not as its own words.
 * Each answer is read on its way to the page (routed), so it is known before the screen draws it;
 * routed, the answers also skip the browser's cache. The event stream is left alone (it never ends).
 */
async function watchData(page: Page): Promise<Set<string>> {
  const words = new Set<string>();
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !url.pathname.endsWith('/stream'),
    async (route) => {
      const response = await route.fetch();
      if ((response.headers()['content-type'] ?? '').includes('json')) {
        collectStrings(await response.json().catch(() => null), words);
      }
      await route.fulfill({ response });
    },
  );
  return words;
}

/** The visible text of the page (text and placeholders), each piece as shown. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, .katex')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || element.getClientRects().length === 0) continue;
      if (node.textContent?.trim()) out.push(node.textContent);
    }
    for (const field of document.querySelectorAll('[placeholder]')) out.push(field.getAttribute('placeholder') ?? '');
    return out;
  });
}

/** The words of a piece of text outside the catalogue's ⟦ ⟧ (innermost first: a sentence may hold another). */
function wordsOutsideCatalogue(text: string): string[] {
  // E-mail addresses and web addresses are data (a school's, the platform's contact).
  let rest = text.replace(/[\w.+-]+@[\w.-]+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  for (let inner = rest.replace(/⟦[^⟦⟧]*⟧/g, ' '); inner !== rest; inner = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')) {
    rest = inner;
  }
  return rest.match(WORD) ?? [];
}

async function strays(page: Page, data: Set<string>, allowed: Set<string>): Promise<string[]> {
  const found: string[] = [];
  for (const text of await visibleTexts(page)) {
    const words = wordsOutsideCatalogue(text).filter((w) => w.length > 1 && !data.has(w) && !allowed.has(w));
    if (words.length > 0) found.push(`"${text.trim().slice(0, 80)}": ${words.join(' ')}`);
  }
  return found;
}

async function checkNavigation(people: People, role: 'student' | 'parent' | 'teacher' | 'admin', testInfo: TestInfo) {
  const page = await people.open({ viewport: PHONE });
  const data = await watchData(page);
  const person = personOf(journeySchool('pseudo-locale'), role);
  await signInAs(page, person, { at: '/favicon.svg' });
  await page.evaluate(() => localStorage.setItem('esc.pseudo', '1'));
  await page.goto(person.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
  await page.getByRole('button', { name: /⟦/ }).and(page.locator('.mantine-Burger-root')).click();
  const paths = await page
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const allowed = intlWords();
  const problems: string[] = [];
  for (const path of [...new Set(paths)]) {
    // Within the app, as a tap on the navigation goes (no new start of the app for each screen); the
    // screen left behind has its title marked, so the next check waits for the new screen's own.
    await page.evaluate((to) => {
      if (window.location.pathname === to) return;
      for (const title of document.querySelectorAll('h1')) title.dataset.left = 'true';
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('h1:not([data-left])')).toBeVisible();
    // The screen's reads have come and drawn: no skeleton or loader left.
    await expect(page.locator('.mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root')).toHaveCount(0);
    for (const stray of await strays(page, data, allowed)) problems.push(`${path} ${stray}`);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (sideways > 0) {
      const widest = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 3)
          .map((e) => `${e.tagName}.${e.className}`.slice(0, 80)),
      );
      problems.push(`${path} scrolls ${sideways} px sideways at 360 px (${widest.join(' > ')})`);
      await page.screenshot({ path: testInfo.outputPath(`${role}${path.replace(/\//g, '-')}.png`), fullPage: true });
    }
  }
  expect(problems).toEqual([]);
}

for (const role of ['student', 'parent', 'teacher', 'admin'] as const) {
  test(`every screen of a ${role}'s navigation says only the catalogue's words`, async ({ people }, testInfo) => {
    await checkNavigation(people, role, testInfo);
  });
}
