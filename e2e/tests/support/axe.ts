import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations, naming each rule and its first target. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const node = v.nodes[0];
      return `${v.id} (${v.impact}): ${v.help} at ${node?.target.join(' ') ?? '?'} ${node?.html.slice(0, 160) ?? ''} ${node?.failureSummary ?? ''}`;
    });
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
