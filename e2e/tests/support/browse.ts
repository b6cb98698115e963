import { expect, type Page } from '@playwright/test';

/** From the board list to a topic of the demo catalogue: CBSE > Class 10 > subject > chapter > topic. */
export async function browseToTopic(
  page: Page,
  where: { subject: string; chapter: string; topic: string },
): Promise<void> {
  await expect(page).toHaveURL(/\/browse$/);
  await page.getByTestId('board-link').filter({ hasText: 'CBSE' }).click();
  await page.getByTestId('class-link').filter({ hasText: 'Class 10' }).click();
  await page
    .getByTestId('subject-tile')
    .filter({ hasText: new RegExp(`^${where.subject}`) })
    .click();
  await page.getByTestId('chapter-link').filter({ hasText: where.chapter }).click();
  await page
    .getByTestId('topic-link')
    .filter({ hasText: new RegExp(`^${where.topic}`) })
    .click();
}

/** The topic most journeys use: its concept video, PDF, lesson and practice questions are all seeded. */
export const CHEMICAL_EQUATIONS = {
  subject: 'Science',
  chapter: 'Chemical Reactions and Equations',
  topic: 'Chemical Equations',
} as const;
