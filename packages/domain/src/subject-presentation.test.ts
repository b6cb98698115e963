import { describe, expect, it } from 'vitest';
import { subjectPresentation } from './subject-presentation.js';

// Spec 002 §2.2: "A recorded subject list opens /syllabus-group-detail when the group presentation is
// 2, 0, 4 or unset. Any other value opens /study-syllabus."

describe('subjectPresentation (spec 002 §2.2)', () => {
  it.each([
    { value: 2, want: 'syllabus-group-detail' },
    { value: 0, want: 'syllabus-group-detail' },
    { value: 4, want: 'syllabus-group-detail' },
    { value: null, want: 'syllabus-group-detail' },
    { value: undefined, want: 'syllabus-group-detail' },
    { value: 1, want: 'study-syllabus' },
    { value: 3, want: 'study-syllabus' },
    { value: 5, want: 'study-syllabus' },
    { value: 48, want: 'study-syllabus' },
  ])('group presentation $value -> $want', ({ value, want }) => {
    expect(subjectPresentation(value)).toBe(want);
  });
});
