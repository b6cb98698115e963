import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsAnswers, attemptDeadline, isOverdue, timeWarning } from './attempt-deadline.js';
import { compareForRank, type RankEntry, standings } from './ranking.js';

// The ranking rule: "competition ranking (1, 2, 2, 4) ..., ties broken as JEE Main does (by subject order,
// then the lower wrong-to-right ratio, else shared), and the NTA percentile (100 × candidates scoring
// at or below you ÷ candidates)". The timer rule: "a timer from the server's deadline, min(start + duration,
// window end) plus per-student extra time; warnings at 20 % and 5 % of the time left".

const entry = (id: string, score: number, subjectScores: number[] = [], wrong = 0, right = 0): RankEntry => ({
  id,
  score,
  subjectScores,
  wrong,
  right,
});

describe('competition ranks', () => {
  it('share a place on a full tie and skip the next: 1, 2, 2, 4', () => {
    const s = standings([entry('a', 90), entry('b', 80), entry('c', 80), entry('d', 70)]);
    expect(['a', 'b', 'c', 'd'].map((id) => s.get(id)!.rank)).toEqual([1, 2, 2, 4]);
  });

  it('break a tie by the subjects in the paper’s order, then the lower wrong-to-right ratio', () => {
    const s = standings([
      entry('maths-first', 200, [80, 60, 60], 5, 50),
      entry('physics-first', 200, [70, 70, 60], 5, 50),
      entry('fewer-wrong', 180, [60, 60, 60], 2, 40),
      entry('more-wrong', 180, [60, 60, 60], 8, 40),
      entry('same-as-fewer', 180, [60, 60, 60], 1, 20),
    ]);
    expect(s.get('maths-first')!.rank).toBe(1);
    expect(s.get('physics-first')!.rank).toBe(2);
    // 2/40 and 1/20 are the same ratio: the place is shared.
    expect(s.get('fewer-wrong')!.rank).toBe(3);
    expect(s.get('same-as-fewer')!.rank).toBe(3);
    expect(s.get('more-wrong')!.rank).toBe(5);
  });

  it('put a candidate with wrong and no right answers after one with none at all', () => {
    expect(compareForRank(entry('x', 0, [], 0, 0), entry('y', 0, [], 3, 0))).toBeLessThan(0);
  });
});

describe('the NTA percentile', () => {
  it('is 100 × candidates scoring at or below ÷ candidates', () => {
    const s = standings([entry('a', 30), entry('b', 20), entry('c', 20), entry('d', 10)]);
    expect(s.get('a')!.percentile).toBe(100);
    expect(s.get('b')!.percentile).toBe(75);
    expect(s.get('c')!.percentile).toBe(75);
    expect(s.get('d')!.percentile).toBe(25);
  });
  it('keeps 7 decimals, as NTA publishes it', () => {
    const s = standings([entry('a', 3), entry('b', 2), entry('c', 1)]);
    expect(s.get('b')!.percentile).toBe(66.6666667);
  });
});

describe('rank properties', () => {
  const entries = fc
    .array(
      fc.record({
        score: fc.integer({ min: -20, max: 100 }),
        subjectScores: fc.array(fc.integer({ min: -10, max: 40 }), { minLength: 3, maxLength: 3 }),
        wrong: fc.nat(30),
        right: fc.nat(30),
      }),
      { minLength: 1, maxLength: 40 },
    )
    .map((list) => list.map((e, i) => ({ ...e, id: `c${i}` })));

  it('orders consistently: ahead means a lower rank, a tie the same rank, ranks from 1 to the count', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const s = standings(list);
        expect(s.size).toBe(list.length);
        for (const a of list) {
          const ra = s.get(a.id)!.rank;
          expect(ra).toBeGreaterThanOrEqual(1);
          expect(ra).toBeLessThanOrEqual(list.length);
          for (const b of list) {
            const cmp = compareForRank(a, b);
            const rb = s.get(b.id)!.rank;
            if (cmp < 0) expect(ra).toBeLessThan(rb);
            if (cmp === 0) expect(ra).toBe(rb);
          }
          // A rank is one more than the count of candidates strictly ahead.
          expect(ra).toBe(list.filter((b) => compareForRank(b, a) < 0).length + 1);
        }
      }),
    );
  });

  it('gives the highest score the 100th percentile, and never more', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const s = standings(list);
        const top = Math.max(...list.map((e) => e.score));
        for (const e of list) {
          const p = s.get(e.id)!.percentile;
          expect(p).toBeLessThanOrEqual(100);
          expect(p).toBeGreaterThan(0);
          if (e.score === top) expect(p).toBe(100);
        }
      }),
    );
  });
});

describe('the deadline', () => {
  const at = (hhmm: string) => Date.parse(`2026-12-01T${hhmm}:00Z`);

  it('is min(start + duration, window end) plus extra time', () => {
    expect(attemptDeadline({ startedAtMs: at('10:00'), durationMinutes: 60, windowEndMs: at('10:30') })).toBe(
      at('10:30'),
    );
    expect(attemptDeadline({ startedAtMs: at('10:00'), durationMinutes: 60, windowEndMs: at('12:00') })).toBe(
      at('11:00'),
    );
    expect(
      attemptDeadline({ startedAtMs: at('10:00'), durationMinutes: 60, windowEndMs: null, extraMinutes: 15 }),
    ).toBe(at('11:15'));
    expect(
      attemptDeadline({ startedAtMs: at('10:00'), durationMinutes: 60, windowEndMs: at('10:30'), extraMinutes: 10 }),
    ).toBe(at('10:40'));
  });

  it('takes answers for a short grace after it, then the attempt is overdue', () => {
    const deadline = at('11:00');
    expect(acceptsAnswers(deadline, deadline + 60_000)).toBe(true);
    expect(acceptsAnswers(deadline, deadline + 60_001)).toBe(false);
    expect(isOverdue(deadline, deadline + 60_000)).toBe(false);
    expect(isOverdue(deadline, deadline + 60_001)).toBe(true);
  });

  it('warns at 20 % and at 5 % of the time left', () => {
    const total = 60 * 60_000;
    const deadline = at('11:00');
    expect(timeWarning(deadline, total, deadline - 13 * 60_000)).toBe('none');
    expect(timeWarning(deadline, total, deadline - 12 * 60_000)).toBe('20%');
    expect(timeWarning(deadline, total, deadline - 3 * 60_000)).toBe('5%');
    expect(timeWarning(deadline, total, deadline)).toBe('over');
  });
});
