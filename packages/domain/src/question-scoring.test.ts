import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnswerKey, type Response, scoreAnswer, subjectiveScore } from './question-scoring.js';

// The marking rule: "objective questions at submit; partial marking when the paper has 10/40 (for multiple
// correct: marks for each correct option chosen when no wrong option is chosen, the negative mark
// when any wrong option is chosen, as JEE Advanced does); negative marks; numeric tolerance; ... a
// dropped question gives everyone its marks". JEE Advanced's published scheme for a multiple-correct
// question of four options: +4 for all correct options only, +3 for three of four correct chosen, +2
// for two of three or more, +1 for one of two or more, 0 for none, -2 otherwise.

const plain = { marks: 4, negativeMarks: 1, partialMarking: false };
const jee = { marks: 4, negativeMarks: 2, partialMarking: true };

describe('single correct, true or false, integer, numeric', () => {
  it.each<[AnswerKey, Response | null, number, string]>([
    [{ type: 'single', optionId: 'b' }, { type: 'single', optionId: 'b' }, 4, 'correct'],
    [{ type: 'single', optionId: 'b' }, { type: 'single', optionId: 'c' }, -1, 'wrong'],
    [{ type: 'single', optionId: 'b' }, { type: 'single', optionId: null }, 0, 'unanswered'],
    [{ type: 'single', optionId: 'b' }, null, 0, 'unanswered'],
    [{ type: 'true_false', value: false }, { type: 'true_false', value: false }, 4, 'correct'],
    [{ type: 'true_false', value: false }, { type: 'true_false', value: true }, -1, 'wrong'],
    [{ type: 'integer', value: 12 }, { type: 'integer', value: 12 }, 4, 'correct'],
    [{ type: 'integer', value: 12 }, { type: 'integer', value: 13 }, -1, 'wrong'],
    [{ type: 'numeric', value: 3.14, tolerance: 0.01 }, { type: 'numeric', value: 3.15 }, 4, 'correct'],
    [{ type: 'numeric', value: 3.14, tolerance: 0.01 }, { type: 'numeric', value: 3.13 }, 4, 'correct'],
    [{ type: 'numeric', value: 3.14, tolerance: 0.01 }, { type: 'numeric', value: 3.16 }, -1, 'wrong'],
    [{ type: 'numeric', value: 9.8, tolerance: 0 }, { type: 'numeric', value: 9.8 }, 4, 'correct'],
  ])('%j answered %j: %d (%s)', (key, response, marks, outcome) => {
    expect(scoreAnswer(key, response, plain)).toEqual({ marks, outcome });
  });
});

describe('multiple correct, as JEE Advanced with partial marking (four options, +4, -2)', () => {
  const allFour = { type: 'multiple', optionIds: ['a', 'b', 'c', 'd'], optionCount: 4 } as const;
  const three = { type: 'multiple', optionIds: ['a', 'b', 'c'], optionCount: 4 } as const;
  const two = { type: 'multiple', optionIds: ['a', 'b'], optionCount: 4 } as const;
  const chose = (...ids: string[]): Response => ({ type: 'multiple', optionIds: ids });

  it.each<[AnswerKey, Response, number, string]>([
    [allFour, chose('a', 'b', 'c', 'd'), 4, 'correct'],
    [allFour, chose('a', 'b', 'c'), 3, 'partial'],
    [three, chose('a', 'b', 'c'), 4, 'correct'],
    [three, chose('a', 'b'), 2, 'partial'],
    [two, chose('a'), 1, 'partial'],
    [two, chose('a', 'c'), -2, 'wrong'],
    [allFour, chose(), 0, 'unanswered'],
  ])('key %j, chose %j: %d', (key, response, marks, outcome) => {
    expect(scoreAnswer(key, response, jee)).toEqual({ marks, outcome });
  });

  it('without partial marking anything but the exact set is wrong', () => {
    expect(scoreAnswer(three, chose('a', 'b'), plain)).toEqual({ marks: -1, outcome: 'wrong' });
    expect(scoreAnswer(three, chose('c', 'b', 'a'), plain)).toEqual({ marks: 4, outcome: 'correct' });
  });
});

describe('fill in the blank and match', () => {
  const blanks: AnswerKey = { type: 'fill_blank', blanks: [['photosynthesis'], ['chlorophyll', 'chlorophyl']] };
  it('compares blanks without case or extra spaces, accepting every listed answer', () => {
    const r: Response = { type: 'fill_blank', blanks: ['  Photosynthesis ', 'CHLOROPHYL'] };
    expect(scoreAnswer(blanks, r, plain)).toEqual({ marks: 4, outcome: 'correct' });
  });
  it('gives a share of the marks per blank only with partial marking', () => {
    const half: Response = { type: 'fill_blank', blanks: ['photosynthesis', 'stomata'] };
    expect(scoreAnswer(blanks, half, jee)).toEqual({ marks: 2, outcome: 'partial' });
    expect(scoreAnswer(blanks, half, plain)).toEqual({ marks: -1, outcome: 'wrong' });
  });
  it('marks each pair of a match', () => {
    const key: AnswerKey = { type: 'match', pairs: { p: '1', q: '2', r: '3', s: '4' } };
    const r: Response = { type: 'match', pairs: { p: '1', q: '2', r: '4', s: '3' } };
    expect(scoreAnswer(key, r, jee)).toEqual({ marks: 2, outcome: 'partial' });
    expect(scoreAnswer(key, { type: 'match', pairs: { p: '1', q: '2', r: '3', s: '4' } }, plain).marks).toBe(4);
  });
});

describe('subjective, comprehension and dropped questions', () => {
  it('leaves a subjective answer for the teacher, whose marks stay within 0 and the question’s', () => {
    const key: AnswerKey = { type: 'subjective' };
    expect(scoreAnswer(key, { type: 'subjective', text: 'Newton’s first law…' }, plain)).toEqual({
      marks: null,
      outcome: 'pending',
    });
    expect(scoreAnswer(key, { type: 'subjective', text: ' ' }, plain)).toEqual({ marks: 0, outcome: 'unanswered' });
    expect(subjectiveScore(3, plain)).toEqual({ marks: 3, outcome: 'partial' });
    expect(subjectiveScore(9, plain)).toEqual({ marks: 4, outcome: 'correct' });
    expect(subjectiveScore(-2, plain)).toEqual({ marks: 0, outcome: 'wrong' });
  });
  it('gives a comprehension’s parent no marks (its children are marked)', () => {
    expect(scoreAnswer({ type: 'comprehension' }, null, plain)).toEqual({ marks: 0, outcome: 'unanswered' });
  });
  it('gives everyone a dropped question’s marks, answered or not', () => {
    const dropped = { ...plain, dropped: true };
    expect(scoreAnswer({ type: 'single', optionId: 'a' }, null, dropped)).toEqual({ marks: 4, outcome: 'dropped' });
    const wrong: Response = { type: 'single', optionId: 'b' };
    expect(scoreAnswer({ type: 'single', optionId: 'a' }, wrong, dropped).marks).toBe(4);
  });
});

describe('properties', () => {
  const options = ['a', 'b', 'c', 'd'];
  const subset = fc.subarray(options);
  it('a multiple-correct score never exceeds the marks nor goes below minus the negative mark', () => {
    fc.assert(
      fc.property(fc.subarray(options, { minLength: 1 }), subset, fc.boolean(), (key, chosen, partialMarking) => {
        const m = { marks: 4, negativeMarks: 2, partialMarking };
        const s = scoreAnswer(
          { type: 'multiple', optionIds: key, optionCount: 4 },
          { type: 'multiple', optionIds: chosen },
          m,
        );
        expect(s.marks!).toBeLessThanOrEqual(4);
        expect(s.marks!).toBeGreaterThanOrEqual(-2);
      }),
    );
  });
  it('choosing more correct options (and no wrong one) never scores less', () => {
    fc.assert(
      fc.property(fc.subarray(options, { minLength: 1 }), (key) => {
        const k = { type: 'multiple', optionIds: key, optionCount: 4 } as const;
        let previous = 0;
        for (let n = 1; n <= key.length; n++) {
          const s = scoreAnswer(k, { type: 'multiple', optionIds: key.slice(0, n) }, jee).marks!;
          expect(s).toBeGreaterThanOrEqual(previous);
          previous = s;
        }
      }),
    );
  });
});
