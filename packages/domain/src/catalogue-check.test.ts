import { describe, expect, it } from 'vitest';
import { checkTranslation } from './catalogue-check.js';

const ALLOWED = new Set(['OTP', 'ESC']);

describe('a translation checked against its English', () => {
  it('on screens, flags a value left word for word in English, not one that keeps a code in Latin', () => {
    const english = { a: { save: 'Save', code: 'Enter the OTP', nested: 'See $t(a.save)' } };
    const hindi = { a: { save: 'Save', code: 'OTP डालें', nested: 'देखें' } };
    expect(checkTranslation(english, hindi, ALLOWED, 'identical')).toEqual([
      { key: 'a.save', problem: 'left in English: Save' },
      { key: 'a.nested', problem: 'nestings differ' },
    ]);
  });

  it('in messages, flags every Latin word off the allow-list, and a changed format', () => {
    const english = { m: { due: 'Due {{date, day}}' } };
    const tamil = { m: { due: 'Due {{date}} ESC' } };
    expect(checkTranslation(english, tamil, ALLOWED, 'any')).toEqual([
      { key: 'm.due', problem: 'variables date instead of date, day' },
      { key: 'm.due', problem: 'English words left: Due' },
    ]);
  });
});
