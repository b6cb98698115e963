import { expect, type Locator } from '@playwright/test';

/** Answers a question by what it asks for: the first option, or 7 in every box. */
export async function answerWhatIsAsked(question: Locator): Promise<void> {
  const radios = question.getByRole('radio');
  const boxes = question.getByRole('checkbox');
  if ((await radios.count()) > 0) await radios.first().check();
  else if ((await boxes.count()) > 0) await boxes.first().check();
  else {
    const texts = question.getByRole('textbox');
    expect(await texts.count(), 'the question has something to answer').toBeGreaterThan(0);
    for (const box of await texts.all()) await box.fill('7');
  }
}
