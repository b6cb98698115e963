import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// axe-core is put into a page once, not at every check: AxeBuilder evaluates its half-megabyte source
// in every frame each time, and by default finishes each run in a new blank page, which together took
// 2-3 s a check on the 2-core machine (about 85 checks a run). The legacy mode runs axe.run() in the
// page itself; like AxeBuilder's default, it checks the page's same-origin frames.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_ONCE = `if (typeof window.axe === 'undefined') {\n${AXE_SOURCE}\n}`;

/** Fails on serious or critical accessibility violations, naming each rule and its first target. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A colour mid-transition is neither where it starts nor where it ends: axe would judge a contrast
  // nobody sees once the change settles.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page, axeSource: AXE_ONCE })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const node = v.nodes[0];
      return `${v.id} (${v.impact}): ${v.help} at ${node?.target.join(' ') ?? '?'} ${node?.html.slice(0, 160) ?? ''} ${node?.failureSummary ?? ''}`;
    });
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
