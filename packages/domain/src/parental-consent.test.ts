import { describe, expect, it } from 'vitest';
import { ageOn, isAcceptableBirthDate, needsParentalConsent, refusedBeforeConsent } from './parental-consent.js';

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
});
