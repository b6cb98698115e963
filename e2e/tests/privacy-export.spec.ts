import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, test } from './support/journey-test.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

test("a parent downloads a child's data and opens its summary", async ({ page }) => {
  const school = journeySchool('privacy-export');
  const child = school.people.student.name;
  await signInAs(page, personOf(school, 'parent'), { at: '/profile' });

  const card = page.getByRole('region', { name: `${child}’s data` });
  await card.getByRole('button', { name: `Download ${child}’s data` }).click();
  // Built by a background job; the card reads the export again every few seconds until it is ready.
  const file = card.getByRole('button', { name: `Download ${child}’s ZIP file` });
  await expect(file).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('status')).toContainText('available until');

  const downloading = page.waitForEvent('download');
  await file.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const summary = new TextDecoder().decode(files['index.html']);
  expect(summary).toContain(child);
});
