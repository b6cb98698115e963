import { describe, expect, it } from 'vitest';
import { learnerMedium, mediumFirst, readLanguage } from './medium-rules.js';

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

describe('mediumFirst', () => {
  it('puts items in the medium first and keeps the order within each part', () => {
    const items = [
      { id: 'a', language_id: 1 },
      { id: 'b', language_id: 2 },
      { id: 'c', language_id: 1 },
      { id: 'd', language_id: 2 },
    ];
    expect(mediumFirst(items, 2).map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(mediumFirst(items, 5).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
