import { describe, expect, it } from 'vitest';
import { learnerMedium, readLanguage } from './medium-rules.js';

describe('learnerMedium', () => {
  it("is the section's medium, before the preferred language", () => {
    expect(learnerMedium({ sectionMediums: [2, 1], preferredLanguageId: 3 })).toBe(2);
  });
  it('is the preferred language outside any section, else English (1)', () => {
    expect(learnerMedium({ sectionMediums: [], preferredLanguageId: 2 })).toBe(2);
    expect(learnerMedium({ sectionMediums: [], preferredLanguageId: null })).toBe(1);
  });
});

describe('readLanguage', () => {
  it('takes the language the call names, and the medium when it names none', () => {
    expect(readLanguage(1, 2)).toBe(1);
    expect(readLanguage(undefined, 2)).toBe(2);
    expect(readLanguage(null, 2)).toBe(2);
    expect(readLanguage(0, 2)).toBe(2);
  });
});
