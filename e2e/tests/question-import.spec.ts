import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { interopFixturePath } from '../../apps/server/src/test/interop-fixtures.js';
import { expect, test } from './support/journey-test.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// A teacher brings Moodle's own GIFT fixture into the school's bank: reads what becomes of each
// question, picks a chapter, imports, and finds the questions in the bank.

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a teacher imports a Moodle GIFT file and sees its questions in the bank', async ({ page }) => {
  await signInAs(page, personOf(journeySchool('question-import'), 'teacher'));
  await page.goto('/faculty-assessment-dashboard/question-bank');
  await page.getByRole('link', { name: 'Import questions from a file' }).click();

  await page.locator('input[type=file]').setInputFiles({
    name: 'questions.gift.txt',
    mimeType: 'text/plain',
    buffer: readFileSync(interopFixturePath('moodle-gift', 'questions.gift.txt')),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('Ready: 6')).toBeVisible();
  await expect(page.getByText('Changed to fit: 2')).toBeVisible();
  await expect(page.getByText('Cannot be imported: 1')).toBeVisible();

  await choose(page, 'Class', /Class 10/);
  await choose(page, 'Subject', 'Mathematics');
  await choose(page, 'Chapter', 'Real Numbers');
  await page.getByRole('button', { name: 'Import the questions' }).click();
  await expect(page.getByText('8 questions were added to the question bank.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to the question bank' }).click();
  await choose(page, 'Class', /Class 10/);
  await choose(page, 'Subject', 'Mathematics');
  await choose(page, 'Chapter', 'Real Numbers');
  await expect(page.getByText('Match the activity to the description.').first()).toBeVisible();
});
