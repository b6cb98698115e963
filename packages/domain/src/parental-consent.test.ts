import { describe, expect, it } from 'vitest';
import {
  ageOn,
  consentErasureDue,
  isAcceptableBirthDate,
  needsParentalConsent,
  refusedBeforeConsent,
} from './parental-consent.js';

describe('parental consent rules', () => {
  it.each([
    ['2012-06-15', '2026-06-14', 13],
    ['2012-06-15', '2026-06-15', 14],
    ['2008-12-05', '2026-12-04', 17],
    ['2008-12-05', '2026-12-05', 18],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s is %i years old on %s', (born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
  });

  it.each([
    ['2012-06-15', true],
    ['2026-12-06', false], // tomorrow
    ['2024-01-01', false], // two years old
    ['1925-01-01', false], // 101 years old
    ['2012-02-30', false],
    ['15-06-2012', false],
  ])('a date of birth %s is accepted on 2026-12-05: %s', (born, accepted) => {
    expect(isAcceptableBirthDate(born, '2026-12-05')).toBe(accepted);
  });

  it('a 14-year-old signing up alone waits for a parent; through a school, or at 19, nobody waits', () => {
    expect(needsParentalConsent({ dateOfBirth: '2012-03-01', throughSchool: false }, '2026-12-05')).toBe(true);
    expect(needsParentalConsent({ dateOfBirth: '2012-03-01', throughSchool: true }, '2026-12-05')).toBe(false);
    expect(needsParentalConsent({ dateOfBirth: '2007-03-01', throughSchool: false }, '2026-12-05')).toBe(false);
  });

  it('refuses a waiting learner every change of their own or a school’s records, and no read', () => {
    const write = { method: 'POST', guard: 'user', scope: 'self', exempt: false } as const;
    expect(refusedBeforeConsent(write)).toBe(true);
    expect(refusedBeforeConsent({ ...write, scope: 'school' })).toBe(true);
    expect(refusedBeforeConsent({ ...write, method: 'DELETE' })).toBe(true);
    expect(refusedBeforeConsent({ ...write, method: 'GET' })).toBe(false);
    expect(refusedBeforeConsent({ ...write, scope: 'catalogue' })).toBe(false);
    expect(refusedBeforeConsent({ ...write, guard: 'guest' })).toBe(false);
    expect(refusedBeforeConsent({ ...write, exempt: true })).toBe(false);
  });

  it('erases a child once the day set by a withdrawal or a refusal has come and no parent agreed since', () => {
    const withdrawn = {
      state: 'withdrawn',
      withdrawn_at: '2026-12-01T10:00:00.000Z',
      refused_at: null,
      erase_after: '2026-12-31T10:00:00.000Z',
    } as const;
    expect(consentErasureDue(withdrawn, '2026-12-31T09:59:59.000Z')).toBeNull();
    expect(consentErasureDue(withdrawn, '2026-12-31T10:00:00.000Z')).toBe('withdrawn');
    const refused = {
      ...withdrawn,
      state: 'refused',
      withdrawn_at: null,
      refused_at: '2026-12-01T10:00:00.000Z',
    } as const;
    expect(consentErasureDue(refused, '2027-01-05T00:00:00.000Z')).toBe('refused');
    // After a refusal the child asked another parent, who has not answered: still due.
    expect(consentErasureDue({ ...refused, state: 'waiting' }, '2027-01-05T00:00:00.000Z')).toBe('refused');
    // Withdrawn, then the parent asked next refused: the later ending is the one named.
    const both = { ...withdrawn, state: 'refused', refused_at: '2026-12-10T00:00:00.000Z' } as const;
    expect(consentErasureDue(both, '2027-02-01T00:00:00.000Z')).toBe('refused');
    // Given again: never due, whatever the day says.
    expect(consentErasureDue({ ...withdrawn, state: 'given' }, '2027-02-01T00:00:00.000Z')).toBeNull();
    expect(consentErasureDue({ ...withdrawn, erase_after: null }, '2027-02-01T00:00:00.000Z')).toBeNull();
  });
});
