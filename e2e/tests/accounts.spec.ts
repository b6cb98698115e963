import { expect, test } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { enterDemoCode, enterOutboxCode } from './support/codes.js';
import { journeySchool, personOf } from './support/schools.js';
import { signIn, signInAs } from './support/session.js';

// Imported people can set a password and sign in; anyone can recover an account.
// A school links an existing parent only after the parent confirms with a code.

const HEADER =
  'row_type,section_name,board_id,class_id,valid_from,valid_until,first_name,last_name,email,mobile,country_iso,parent_email,child_email';

/** The admin of the journey's own school imports the rows into it. */
async function importRoster(page: Page, rows: string[]) {
  await signInAs(page, personOf(journeySchool('accounts'), 'admin'), { at: '/batch-master' });
  await page.getByTestId('roster-file-input').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[HEADER, ...rows].join('\n')}\n`),
  });
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('roster-success')).toBeVisible();
}

test('an imported student accepts the invitation, signs in, forgets the password and resets it', async ({
  page,
  people,
}) => {
  const stamp = Date.now();
  const email = `invited.${stamp}@example.in`;
  await importRoster(page, [`student,10-A,,,,,Tara,Nair,${email},,IN,,`]);
  const invitations = page.getByTestId('roster-invitations');
  await expect(invitations).toContainText(email);
  const code = (await invitations.getByTestId('invitation-code-cell').first().textContent())!.trim();

  const learner = await people.open();
  await learner.goto(`/accept-invitation?code=${code}`);
  await expect(learner.getByLabel('Invitation code')).toHaveValue(code);
  await expectNoSeriousA11yViolations(learner);
  await learner.getByLabel('Choose a password').fill('Tara2026pw');
  await learner.getByLabel('Password again').fill('Tara2026pw');
  await learner.getByRole('button', { name: 'Set my password and sign in' }).click();
  await expect(learner).toHaveURL(/\/student-dashboard$/);
  await expect(learner.getByRole('main')).toContainText('Tara Nair');

  // Later, on another device: the password is forgotten.
  const later = await people.open();
  await later.goto('/login');
  await later.getByTestId('forgot-password-link').click();
  await expect(later).toHaveURL(/\/forgot-password$/);
  await later.getByTestId('forgot-username').fill(email);
  // Not this browser's sign-up: the demo shows no code on screen, it keeps it in its outbox.
  await enterOutboxCode(later, email, async () => {
    await later.getByTestId('forgot-send').click();
    await expect(later.getByText(/If an account has this email or mobile number/)).toBeVisible();
    await expect(later.getByTestId('forgot-demo-code')).toHaveCount(0);
  });
  await later.getByTestId('new-password').fill('Tara2027pw');
  await later.getByTestId('new-password-confirm').fill('Tara2027pw');
  await expectNoSeriousA11yViolations(later);
  await later.getByTestId('reset-submit').click();
  await later.getByTestId('reset-sign-in').click();
  await signIn(later, email, 'Tara2027pw');
  await expect(later).toHaveURL(/\/student-dashboard$/);
});

test('a parent who signed up alone confirms the link a school asked for, with the code', async ({ page, people }) => {
  const stamp = Date.now();
  const email = `lone.parent.${stamp}@example.in`;
  // The parent signs up on their own (with the demo code of their mobile).
  const parent = await people.open();
  await parent.goto('/sign-up');
  await parent.getByTestId('sign-up-role').getByText('Parent', { exact: true }).click();
  await parent.getByTestId('sign-up-first-name').fill('Lone');
  await parent.getByTestId('sign-up-last-name').fill('Parent');
  await parent.getByTestId('sign-up-email').fill(email);
  await parent.getByTestId('sign-up-mobile').fill(`8${String(stamp).slice(-9)}`);
  await parent.getByTestId('sign-up-password').fill('Parent2026');
  await parent.getByTestId('sign-up-submit').click();
  await enterDemoCode(parent, parent.getByTestId('sign-up-demo-code'));
  await parent.getByTestId('sign-up-code-submit').click();
  await expect(parent).toHaveURL(/\/parent-dashboard$/);

  // The school's admin asks to link that parent to its learner Ishaan (child2): it waits for the parent.
  const school = journeySchool('accounts');
  await importRoster(page, [`parent_link,,,,,,,,,,,${email},${school.people.child2.email}`]);
  await expect(page.getByTestId('roster-pending-links')).toContainText('1 parent link waits');

  await parent
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Link requests' })
    .click();
  const request = parent.getByRole('region', { name: `${school.name} asks to link you to Ishaan` });
  await expect(request).toBeVisible();
  // The pointer leaves the navigation link it clicked (its hover colour is the shell's, checked elsewhere).
  await parent.mouse.move(600, 10);
  await expectNoSeriousA11yViolations(parent);
  await enterDemoCode(parent, request.getByTestId('link-demo-code'), request);
  await request.getByTestId('link-confirm').click();
  await expect(parent.getByText('No link requests are waiting.')).toBeVisible();
  await parent.goto('/parent-dashboard');
  await expect(parent.getByRole('main')).toContainText('Ishaan');
});
