import { expect, test } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { account } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { signInAs } from './support/session.js';

// The learner's study screens (002 §2.2-2.4) on the demo world, which these journeys only read:
// Aarav Sharma (student@demo.school, CBSE Class 10, holding Class 10 Elite Class) and his parent.
const CHAPTER = 'Chemical Reactions and Equations';
const VIDEO_TITLE = 'Chemical Equations — Concept Video';
const LESSON_TITLE = 'Chemical Equations — Interactive Lesson';
const PHONE = { width: 360, height: 740 };

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/screens-${name}.png`, fullPage: true });
}

/** The id at the end of a content link's address (/content-player/{id}...). */
async function contentIdOf(page: Page, title: string): Promise<string> {
  const href = await page.getByTestId('content-item-link').filter({ hasText: title }).first().getAttribute('href');
  const id = /\/content-player\/(\d+)/.exec(href ?? '')?.[1];
  expect(id, `content id of ${title}`).toBeTruthy();
  return id!;
}

test('a student studies from the navigation: study tabs, a subject’s services, a chapter’s path, videos, practice, a lesson, institutes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, account('student@demo.school'));
  await page.getByRole('link', { name: 'Study', exact: true }).click();
  await expect(page).toHaveURL(/\/student-study$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Study' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Subjects' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('subject-tile').filter({ hasText: /^Science/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'study-desktop');

  await page.getByRole('tab', { name: 'Learn' }).click();
  await expect(page).toHaveURL(/\/student-study\?tab=2$/);
  await page.getByRole('link', { name: 'Services of Science' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Science: what you can do' })).toBeVisible();
  await expect(page.getByTestId('subject-service')).toHaveCount(5);
  // The gate's answer for the class: Aarav's Elite Class includes practice.
  await expect(page.getByTestId('subject-service').filter({ hasText: 'Questions one at a time' })).toContainText(
    'Open to you',
  );
  // Learn is answered too, by a look that records nothing: his institute opens it.
  await expect(
    page.getByTestId('subject-service').filter({ has: page.getByRole('heading', { name: 'Learn', exact: true }) }),
  ).toContainText('Open to you');
  await expect(page.getByRole('region', { name: 'What your packages include' })).toContainText('Class 10 Elite Class');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'services-desktop');

  await page.getByRole('link', { name: 'Open Learn' }).click();
  await page.getByTestId('chapter-link').filter({ hasText: CHAPTER }).click();
  await page.getByRole('link', { name: 'Learning path' }).click();
  await expect(page).toHaveURL(/\/syllabus-lpt\/\d+\/\d+\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Learning path: ${CHAPTER}` })).toBeVisible();
  const firstStep = page.getByTestId('lpt-topic').first();
  await expect(firstStep).toContainText('Step 1');
  await expect(firstStep.getByTestId('content-item-link').filter({ hasText: VIDEO_TITLE })).toBeVisible();
  await expect(firstStep).toContainText(/\d+ of \d+ done/);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'lpt-desktop');
  const lessonId = await contentIdOf(page, LESSON_TITLE);

  await page.getByRole('link', { name: 'Related videos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Videos of ${CHAPTER}` })).toBeVisible();
  await expect(page.getByTestId('content-item-link').filter({ hasText: VIDEO_TITLE })).toBeVisible();
  await expect(page.getByTestId('content-item-link').filter({ hasText: LESSON_TITLE })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await page.getByRole('link', { name: 'Practise these questions' }).click();
  await expect(page).toHaveURL(/\/student-syllabus-questions\?syllabusId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Practise questions' })).toBeVisible();
  await expect(page.getByText(/Question 1 of \d+/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/template-play?contentId=${lessonId}`);
  await expect(page.getByRole('heading', { level: 1, name: LESSON_TITLE })).toBeVisible();
  await expect(page.locator('#lesson-step-heading')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // /explore opened on its own has no video to play: it says so and offers the way back.
  await page.goto('/explore');
  await expect(page.getByText('Nothing to play', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to study' }).click();
  await expect(page.getByRole('tab', { name: 'Learn' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('link', { name: 'My institutes', exact: true }).click();
  await expect(page).toHaveURL(/\/student-institute$/);
  await expect(page.getByRole('main')).toContainText('Sunrise Public School');
  await expectNoSeriousA11yViolations(page);
});

test('deep links of each kind land where 002 §2.4 says, with the bottom-centre toast; an unknown path keeps the navigation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, account('student@demo.school'), { at: '/sulink/practice' });
  await expect(page).toHaveURL(/\/student-study\?tab=3$/);
  await expect(page.getByRole('tab', { name: 'Practice', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Opened from your link.')).toBeVisible();

  // The adjust link's fallback: {origin}/?/sulink/{path}.
  await page.goto('/?/sulink/student-app-learn');
  await expect(page).toHaveURL(/\/student-study\?tab=2$/);
  await page.goto('/sulink/practice-test');
  await expect(page.getByRole('tab', { name: 'Practice test' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/sulink/update-email');
  await expect(page).toHaveURL(/\/profile$/);

  // Syllabus levels, a group link and content: from the chapter's own ids.
  await page.goto('/student-study?tab=2');
  await page.getByRole('link', { name: 'Chapters of Science' }).click();
  await page.getByTestId('chapter-link').filter({ hasText: CHAPTER }).click();
  const chapterId = /\/student-syllabus\/(\d+)/.exec(page.url())?.[1];
  expect(chapterId).toBeTruthy();
  await page.goto(`/sulink/student-syllabus/${chapterId}/group-1`);
  await expect(page).toHaveURL(new RegExp(`/student-syllabus/${chapterId}$`));
  await expect(page.getByRole('heading', { level: 1, name: CHAPTER })).toBeVisible();
  await page.getByRole('link', { name: 'Learning path' }).click();
  const lessonId = await contentIdOf(page, LESSON_TITLE);
  await page.goto(`/sulink/content-player/${lessonId}`);
  await expect(page.getByRole('heading', { level: 1, name: LESSON_TITLE })).toBeVisible();
  await page.goto(`/sulink/practice-test/${chapterId}`);
  await expect(page).toHaveURL(new RegExp(`/start-practice-test\\?syllabusId=${chapterId}$`));

  // A paper without the test-engine setting opens its instructions (other-test-setting).
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('esc.session') ?? '{}') as { access_token?: string }).access_token,
  );
  const answer = await page.request.post('/api/student-report/student/studentAssignedPaperList', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  const { papers } = ((await answer.json()) as { data: { papers: { paper_id: number; assign_id: number }[] } }).data;
  const paper = papers[0]!;
  await page.goto(`/sulink/other-test-setting/${paper.paper_id}/${paper.assign_id}`);
  await expect(page).toHaveURL(
    new RegExp(`/paper-instructions\\?paperId=${paper.paper_id}&assignId=${paper.assign_id}`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('on a phone, a parent studies for Aarav; a link for the learner, or for learners only, says why and offers the way', async ({
  people,
}) => {
  test.setTimeout(90_000);
  const parent = await people.open({ viewport: PHONE });
  await signInAs(parent, account('parent@demo.school'), { at: '/sulink/student-app-learn' });
  await expect(parent).toHaveURL(/\/student-study\?tab=2$/);
  await expect(parent.getByRole('heading', { level: 1, name: 'Study · Aarav Sharma' })).toBeVisible();
  await expect(parent.getByRole('link', { name: 'Chapters of Science' })).toBeVisible();
  await expectNoSeriousA11yViolations(parent);
  await shot(parent, 'study-phone');
  await parent.getByRole('tab', { name: 'Practice', exact: true }).click();
  await expect(parent.getByRole('link', { name: 'Child’s practice' })).toBeVisible();

  await parent.goto('/sulink/parent-assigned-item');
  await expect(parent.getByRole('heading', { level: 1, name: 'This link cannot open here' })).toBeVisible();
  await expect(parent.getByRole('main')).toContainText('for your child to open in their own account');
  await expectNoSeriousA11yViolations(parent);
  await shot(parent, 'deep-link-refused-phone');
  await parent.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(parent).toHaveURL(/\/parent-dashboard$/);

  const teacher = await people.open();
  await signInAs(teacher, account('teacher@demo.school'), { at: '/sulink/student-study' });
  await expect(teacher.getByRole('heading', { level: 1, name: 'This link cannot open here' })).toBeVisible();
  await teacher.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(teacher).toHaveURL(/\/faculty-assessment-dashboard$/);
});
