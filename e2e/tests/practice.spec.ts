import { expect, test } from './support/journey-test.js';
import { answerWhatIsAsked } from './support/answer.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browseToTopic, CHEMICAL_EQUATIONS } from './support/browse.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// Practice outside a paper: a 10-A student of the journey's own school (nobody else
// practises as them, so the count read here is theirs alone) opens the Practice tab of a class 10
// science topic (CBSE > Class 10 > Science > Chemical Reactions and Equations > Chemical Equations,
// whose demo questions no open test holds), practises its questions one at a time (answer, check,
// the correct answer and the explanation), and finds the checks counted on their practice dashboard.

test('a student practises a topic’s questions and sees them counted', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, personOf(journeySchool('practice'), 'student'), { at: '/browse' });
  await browseToTopic(page, CHEMICAL_EQUATIONS);
  await page.getByRole('tab', { name: 'Practice' }).click();
  await page.getByRole('link', { name: 'Practise questions' }).click();

  await expect(page).toHaveURL(/\/mcq_main\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Practise questions' })).toBeVisible();
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  const check = page.getByRole('button', { name: 'Check my answer' });
  await expect(page.getByText('Answer the question, then check it.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await answerWhatIsAsked(page.getByRole('main'));
  await check.click();

  // The result is said once, with the correct answer and the explanation below it.
  await expect(page.getByRole('status').filter({ hasText: /^(Correct|Not correct|Partly correct)\.$/ })).toBeVisible();
  // Said once: the result's box below is not a second alert.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Correct answer', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Score so far: [01] right of 1 checked$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/question-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My practice' })).toBeVisible();
  const practised = page.getByText('Questions practised', { exact: true }).first().locator('xpath=..');
  await expect(practised).toHaveText(/^Questions practised\s*1$/);
  await expect(page.getByRole('table', { name: 'By subject' })).toContainText('Science');
  await expectNoSeriousA11yViolations(page);
});
