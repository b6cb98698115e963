import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The demo server sends no messages: the screen shows the code ("Demo: ... Your code is 123456.").
 * Reads it there and types it into the 6-digit code field.
 */
export async function enterDemoCode(page: Page, shown: Locator, scope: Page | Locator = page): Promise<string> {
  await expect(shown).toContainText(/\d{6}/);
  const code = /(\d{6})/.exec((await shown.textContent()) ?? '')![1]!;
  await scope.getByRole('textbox', { name: 'Digit 1 of the code' }).pressSequentially(code);
  return code;
}
