import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionFace } from './question-types';
import { QuestionView } from './question-view.component';

// A Hindi-medium question (language_id 2): Devanagari text with TeX between $...$. The mathematics
// goes through KaTeX, left to right; the Hindi stays text of the page, outside KaTeX.

const DEVANAGARI = /[\u0900-\u097F]/;

const hindi: QuestionFace = {
  question_id: 7,
  parent_question_id: 0,
  question_type: 'single',
  language_id: 2,
  stem: 'यदि $x^2 - 5x + 6 = 0$ है, तो $x$ का मान ज्ञात कीजिए।',
  options: [
    { option_id: 'a', option_text: '$2$ और $3$' },
    { option_id: 'b', option_text: '$-2$ और $-3$' },
  ],
  match_left: [],
  images: [],
  blank_count: 0,
  marks: 4,
  negative_marks: 1,
  difficulty: 1,
};

function renderQuestion(onAnswer = vi.fn()) {
  return render(
    <MantineProvider>
      <QuestionView question={hindi} number={1} responses={{}} onAnswer={onAnswer} />
    </MantineProvider>,
  );
}

/** The text of an element outside its KaTeX renderings. */
function textOutsideMath(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.katex').forEach((math) => math.remove());
  return copy.textContent ?? '';
}

describe('a Hindi question with TeX', () => {
  it('renders each $...$ with KaTeX, left to right, and keeps the Hindi as text', () => {
    const { container } = renderQuestion();
    const stem = [...container.querySelectorAll('p')].find((p) => p.textContent?.includes('यदि'))!;
    expect(stem).toBeDefined();
    const maths = [...stem.querySelectorAll('.katex')];
    expect(maths).toHaveLength(2);
    // KaTeX keeps the TeX it was given as the MathML annotation: exactly the formulas, no Hindi.
    const sources = maths.map((m) => m.querySelector('annotation[encoding="application/x-tex"]')?.textContent);
    expect(sources).toEqual(['x^2 - 5x + 6 = 0', 'x']);
    for (const math of maths) {
      expect(math.closest('[dir="ltr"]')).not.toBeNull();
      expect(math.textContent).not.toMatch(DEVANAGARI);
      expect(math.querySelector('.katex-error')).toBeNull();
    }
    expect(textOutsideMath(stem).replace(/\s+/g, ' ').trim()).toBe('यदि है, तो का मान ज्ञात कीजिए।');
  });

  it('renders Hindi options with their mathematics and answers by option id', async () => {
    const onAnswer = vi.fn();
    const { container } = renderQuestion(onAnswer);
    const first = container.querySelector('input[type="radio"]')!;
    const label = container.querySelector(`label[for="${first.id}"]`)!;
    expect(label.querySelectorAll('.katex')).toHaveLength(2);
    expect(textOutsideMath(label)).toContain('और');
    await userEvent.click(screen.getAllByRole('radio')[0]!);
    expect(onAnswer).toHaveBeenLastCalledWith(7, { option_ids: ['a'] });
  });
});
