import { expect, type Locator } from '@playwright/test';

/** Answers a question by what it asks for: the first option, or 7 in every box. */
export async function answerWhatIsAsked(question: Locator): Promise<void> {
  const radios = question.getByRole('radio');
  const boxes = question.getByRole('checkbox');
  const texts = question.getByRole('textbox');
  // A question's body may come after its heading (a lesson's question step loads its renderer and the
  // question when it is reached): wait until something can be answered before choosing how.
  await expect(radios.or(boxes).or(texts).first(), 'the question has something to answer').toBeVisible();
  if ((await radios.count()) > 0) await radios.first().check();
  else if ((await boxes.count()) > 0) await boxes.first().check();
  else for (const box of await texts.all()) await box.fill('7');
}
