import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interopFixturePath, readInteropFixture } from '../../../test/interop-fixtures.js';
import { readGift } from './gift.reader.js';
import type { DraftOutcome, QuestionDraft } from './question-draft.js';

// The GIFT grammar's authors publish, beside each question file, the parse they expect. Every question
// of theirs must come out accounted for, and each the product can hold must keep the answer they expect.

interface Expected {
  type: string;
  title: string | null;
  isTrue?: boolean;
  choices?:
    | { isCorrect: boolean; weight: number | null; text: unknown }[]
    | { type: string; number?: number; range?: number; numberHigh?: number; numberLow?: number };
  matchPairs?: { subquestion: { text: string }; subanswer: string }[];
}

const files = readdirSync(interopFixturePath('gift-grammar')).filter((f) => f.endsWith('.gift'));
const letter = (i: number) => String.fromCharCode(97 + i);
const draftOf = (o: DraftOutcome): QuestionDraft => {
  if (o.kind === 'refused') throw new Error(`refused: ${o.notes[0]?.reason}`);
  return o.draft;
};

function checkNumeric(draft: QuestionDraft, e: Expected) {
  expect(draft.question_type).toBe('numeric');
  const c = e.choices!;
  if (Array.isArray(c)) {
    // The author's full-marks answer is the one kept.
    const full = c.find((x) => x.isCorrect && (x.weight === null || x.weight === 100))!;
    expect(draft.answer?.value).toBe((full.text as { number: number }).number);
    return;
  }
  if (c.type === 'simple') expect(draft.answer).toEqual({ value: c.number, tolerance: 0 });
  if (c.type === 'range') expect(draft.answer).toEqual({ value: c.number, tolerance: c.range });
  if (c.type === 'high-low') {
    expect(draft.answer!.value! - draft.answer!.tolerance!).toBeCloseTo(c.numberLow!);
    expect(draft.answer!.value! + draft.answer!.tolerance!).toBeCloseTo(c.numberHigh!);
  }
}

function checkOne(outcome: DraftOutcome, e: Expected) {
  if (e.type === 'Description') {
    expect(outcome).toMatchObject({ kind: 'refused', notes: [{ reason: 'questionImport.refused.description' }] });
    return;
  }
  const draft = draftOf(outcome);
  if (e.title) expect(draft.title).toBe(e.title.trim());
  const choices = Array.isArray(e.choices) ? e.choices : [];
  switch (e.type) {
    case 'TF':
      expect(draft).toMatchObject({ question_type: 'true_false', answer: { is_true: e.isTrue } });
      return;
    case 'Essay':
      expect(draft.question_type).toBe('subjective');
      return;
    case 'MC': {
      const right = choices.flatMap((c, i) => (c.isCorrect || (c.weight ?? 0) > 0 ? [letter(i)] : []));
      if (right.length === 1 && choices.every((c) => c.weight === null)) expect(draft.question_type).toBe('single');
      else expect(draft.question_type).toMatch(/^(single|multiple)$/);
      expect(draft.options).toHaveLength(choices.length);
      if (draft.question_type === 'multiple') expect(draft.answer?.option_ids).toEqual(right);
      else expect(right).toContain(draft.answer?.option_ids?.[0]);
      return;
    }
    case 'Short': {
      const full = choices.filter((c) => c.isCorrect && (c.weight === null || c.weight === 100));
      const texts = full.map((c) => (c.text as { text: string }).text.trim()).filter((t) => t !== '*');
      expect(draft.question_type).toBe('fill_blank');
      expect(draft.answer?.blanks?.[0]).toEqual(expect.arrayContaining(texts));
      return;
    }
    case 'Numerical':
      checkNumeric(draft, e);
      return;
    case 'Matching': {
      const pairs = e.matchPairs!.filter((p) => p.subquestion.text.trim() !== '');
      expect(draft.question_type).toBe('match');
      expect(draft.match_left).toHaveLength(pairs.length);
      pairs.forEach((p, i) => {
        const chosen = draft.answer!.pairs!.find((x) => x.left_id === draft.match_left![i]!.option_id)!;
        expect(draft.options!.find((o) => o.option_id === chosen.option_id)?.option_text).toBe(p.subanswer.trim());
      });
      return;
    }
    default:
      throw new Error(`the fixture has a type this test does not know: ${e.type}`);
  }
}

describe('GIFT: the grammar authors’ questions', () => {
  it('finds the fixtures (40-odd files)', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });

  it.each(files)('%s: every question accounted for, with the answer its authors expect', async (file) => {
    const expected = (
      JSON.parse(
        readFileSync(interopFixturePath('gift-grammar', file.replace(/\.gift$/, '.json')), 'utf8'),
      ) as Expected[]
    ).filter((q) => q.type !== 'Category');
    const outcomes = await readGift(readInteropFixture('gift-grammar', file));
    expect(outcomes).toHaveLength(expected.length);
    outcomes.forEach((o, i) => checkOne(o, expected[i]!));
  });
});

describe("GIFT: Moodle's own import fixture", () => {
  it('reads each question, fits partial credit with a note, and refuses the one it cannot read by its line', async () => {
    const outcomes = await readGift(readInteropFixture('moodle-gift', 'questions.gift.txt'));
    expect(outcomes.map((o) => o.kind)).toEqual([
      'imported', // essay
      'imported', // matching, with a distractor
      'imported', // multiple choice
      'changed', // multi-response with weights: all-or-nothing
      'refused', // "{#3:2~#Completely wrong}": a wrong answer with no value
      'changed', // short answer with a half-mark answer and a catch-all
      'imported',
      'imported',
      'imported',
    ]);
    expect(outcomes[4]).toMatchObject({
      notes: [{ reason: 'questionImport.refused.unreadable', params: { line: 31 } }],
    });
    const colours = draftOf(outcomes[3]!);
    expect(colours).toMatchObject({ question_type: 'multiple', answer: { option_ids: ['a', 'c'] } });
    expect(colours.negative_marks ?? 0).toBe(0);
    expect(draftOf(outcomes[5]!).answer).toEqual({ blanks: [['Frog']] });
    const match = draftOf(outcomes[1]!);
    expect(match.stem).toBe('Match the **activity** to the description.');
    expect(match.options?.map((o) => o.option_text)).toContain('Chat');
    expect(draftOf(outcomes[6]!).answer).toEqual({ is_true: false });
  });

  it('turns LaTeX into the product’s delimiters and keeps a lone dollar a dollar', async () => {
    const gift = '::M:: [html]<p>Solve \\\\(x^2 \\= 4\\\\) for $5</p>{=2 ~3}\n';
    const [o] = await readGift(new TextEncoder().encode(gift));
    expect(draftOf(o!).stem).toBe('Solve $x^2 = 4$ for \\$5');
  });
});
