import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './support/journey-test.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

/** India's academic year of today: April to March. */
function academicYear(): { from: string; until: string } {
  const today = new Date();
  const start = today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return { from: `${start}-04-01`, until: `${start + 1}-03-31` };
}

/** A new section of CBSE (board 101) class 10 (1010) with five learners; with one bad row when asked. */
function rosterCsv(stamp: number, bad: boolean): string {
  const { from, until } = academicYear();
  const rows = [
    'row_type,section_name,board_id,class_id,valid_from,valid_until,first_name,last_name,email,mobile,country_iso',
    `section,10-E${stamp % 1000},101,1010,${from},${until},,,,,`,
  ];
  for (let i = 0; i < 5; i++) {
    rows.push(
      `student,10-E${stamp % 1000},,,,,Learner,Number${'ABCDE'[i]},e2e.${stamp}.${i}@example.in,9${String(stamp + i).slice(-9)},IN`,
    );
  }
  if (bad) rows.push(`student,10-E${stamp % 1000},,,,,R2D2,Robot,not-an-email,123,IN`);
  return `${rows.join('\n')}\n`;
}

test('a school admin previews a roster, fixes it, and imports it', async ({ page }) => {
  const stamp = Date.now();
  await signInAs(page, personOf(journeySchool('roster'), 'admin'));
  await page.getByRole('link', { name: 'Batches and roster import' }).click();
  await expect(page).toHaveURL(/\/batch-master$/);

  const input = page.getByTestId('roster-file-input');
  await input.setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(rosterCsv(stamp, true)) });
  const preview = page.getByTestId('roster-preview-table');
  await expect(preview).toContainText(/email/i);
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await input.setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(rosterCsv(stamp, false)) });
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('roster-success')).toBeVisible();
  await expect(page.getByTestId('school-batches')).toContainText(`10-E${stamp % 1000}`);

  // The roster goes out as OneRoster, the new section in its classes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as OneRoster' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('roster-oneroster.zip');
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(strFromU8(files['classes.csv']!)).toContain(`10-E${stamp % 1000}`);
});
