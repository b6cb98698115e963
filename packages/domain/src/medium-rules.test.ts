import { describe, expect, it } from 'vitest';
import { learnerMedium, readLanguage } from './medium-rules.js';

describe('learnerMedium', () => {
  const section = (schoolId: number, mediumId: number) => ({ schoolId, mediumId });
  it("is the school section's medium, before the preferred language", () => {
    expect(learnerMedium({ sections: [section(501, 2), section(502, 1)], preferredLanguageId: 3 })).toBe(2);
  });
  it('is the preferred language outside any school section, else English (1)', () => {
    expect(learnerMedium({ sections: [], preferredLanguageId: 2 })).toBe(2);
    expect(learnerMedium({ sections: [], preferredLanguageId: null })).toBe(1);
  });
  it("does not count the platform's own school (17250): its sections group B2C learners by class", () => {
    expect(learnerMedium({ sections: [section(17250, 1)], preferredLanguageId: 2 })).toBe(2);
    expect(learnerMedium({ sections: [section(17250, 1)], preferredLanguageId: null })).toBe(1);
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
