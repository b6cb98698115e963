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

/** A path's shape: its numbers and query values as placeholders, so one screen of each kind is visited. */
const shapeOf = (href: string) => {
  const url = new URL(href, 'http://app');
  const query = [...url.searchParams.keys()].sort().join('&');
  return `${url.pathname.replace(/\/[0-9a-f-]*\d[0-9a-f-]*(?=\/|$)/g, '/:n')}?${query}`;
};

/** Deeper screens reached from the navigation's: a detail, a player, a report (at most this many). */
const DEEPER_SCREENS = 12;

/**
 * Opens a path within the app, as a tap does (no new start of the app for each screen), and checks its
 * words and its width: the screen left behind has its title marked, so the check waits for the new one.
 */
/** A path of no screen, shown between two screens of the same kind (see checkScreen). */
const BETWEEN_SCREENS = '/pseudo-locale-between-screens';
/** The not-found screen's title in the pseudo-locale. */
const NOT_FOUND = /Págé ñöt föüñd/;

async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    if (window.location.pathname + window.location.search === to) return;
    for (const title of document.querySelectorAll('h1')) title.dataset.left = 'true';
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1:not([data-left])'), `the screen of ${path} has a title`).toBeVisible();
  // A link of the app that leads nowhere is a defect of its own.
  if (path !== BETWEEN_SCREENS) await expect(page.locator('main h1'), `${path} is a screen`).not.toHaveText(NOT_FOUND);
}

async function checkScreen(page: Page, path: string, words: { data: Set<string>; allowed: Set<string> }) {
  // A screen drawn by the component already shown keeps its title element: going by the not-found
  // screen first gives the next screen a title of its own to wait for.
  await go(page, BETWEEN_SCREENS);
  await go(page, path);
  // The screen's reads have come and drawn: no skeleton or loader left.
  await expect(page.locator('.mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root')).toHaveCount(0);
  const problems = (await strays(page, words.data, words.allowed)).map((stray) => `${path} ${stray}`);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (sideways > 0) {
    const widest = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((e) => `${e.tagName}.${e.className}`.slice(0, 80)),
    );
    problems.push(`${path} scrolls ${sideways} px sideways at 360 px (${widest.join(' > ')})`);
  }
  const links = await page
    .locator('main a[href^="/"]:not([download]):not([href^="/api/"])')
    .evaluateAll((found) => found.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  return { problems, links };
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
  const words = { data, allowed: intlWords() };
  const problems: string[] = [];
  // No screen may fail while drawing (the app would send a crash report).
  page.on('pageerror', (error) => problems.push(`${page.url()} threw: ${error.message}`));
  page.on('request', (request) => {
    // A read cancelled by leaving the screen is reported too (spec 001 §8), and is no failure.
    const report = request.url().includes('submitCrashReport') ? (request.postData() ?? '') : '';
    if (report && !report.includes('api_cancelled')) problems.push(`${page.url()} sent a crash report: ${report}`);
  });
  const seen = new Set<string>();
  const deeper: string[] = [];
  for (const path of [...new Set(paths)]) {
    seen.add(shapeOf(path));
    const screen = await checkScreen(page, path, words);
    problems.push(...screen.problems);
    deeper.push(...screen.links);
  }
  // One screen of each kind the navigation's screens link to: details, players, reports.
  const next = deeper.filter((href) => !seen.has(shapeOf(href)) && seen.add(shapeOf(href)));
  expect(next.length, 'the navigation’s screens link to deeper ones').toBeGreaterThan(0);
  for (const path of next.slice(0, DEEPER_SCREENS)) problems.push(...(await checkScreen(page, path, words)).problems);
  if (problems.length > 0) await page.screenshot({ path: testInfo.outputPath(`${role}.png`), fullPage: true });
  expect(problems).toEqual([]);
}

for (const role of ['student', 'parent', 'teacher', 'admin'] as const) {
  test(`every screen of a ${role}'s navigation, and one of each kind it links to, says only the catalogue's words`, async ({
    people,
  }, testInfo) => {
    await checkNavigation(people, role, testInfo);
  });
}
