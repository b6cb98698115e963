import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

async function typeCode(scope: Page | Locator, code: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Digit 1 of the code' }).pressSequentially(code);
}

/**
 * The demo server sends no messages: for a contact being signed up, or an account this browser
 * signed up, the screen shows the code ("Demo: ... Your code is 123456."). Reads it there and types
 * it into the 6-digit code field.
 */
export async function enterDemoCode(page: Page, shown: Locator, scope: Page | Locator = page): Promise<string> {
  await expect(shown).toContainText(/\d{6}/);
  const code = /(\d{6})/.exec((await shown.textContent()) ?? '')![1]!;
  await typeCode(scope, code);
  return code;
}

/** The codes the demo's outbox holds for an address, oldest first (apps/server/src/platform/notify/console.notifier.ts). */
function outboxCodes(to: string): string[] {
  const file = path.join(process.env.E2E_DATA_DIR!, 'demo-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((message) => message.to === to)
    .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? '');
}

/**
 * For any other account the demo keeps the code where production sends it: its outbox (the server
 * console, and DATA_DIR/demo-outbox.jsonl), as a person would read their mail. Waits for a code newer
 * than those there when `asked` started, and types it in.
 */
export async function enterOutboxCode(scope: Page | Locator, to: string, asked: () => Promise<void>): Promise<string> {
  const before = outboxCodes(to).length;
  await asked();
  let code: string | undefined;
  await expect.poll(() => (code = outboxCodes(to)[before]), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  await typeCode(scope, code!);
  return code!;
}
