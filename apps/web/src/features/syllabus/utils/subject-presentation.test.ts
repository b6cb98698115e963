import { describe, expect, it } from 'vitest';
import { subjectPath } from './syllabus-paths';
import { subjectPresentation } from './subject-presentation';

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

  it('opens a subject by its presentation', () => {
    const subject = { syllabus_id: 10017, name: 'Maths & Stats', board_id: 101 };
    expect(subjectPath({ ...subject, group_presentation: null })).toBe('/syllabus/101/10017/Maths%20%26%20Stats');
    expect(subjectPath({ ...subject, group_presentation: 4 })).toBe('/syllabus/101/10017/Maths%20%26%20Stats');
    expect(subjectPath({ ...subject, group_presentation: 1 })).toBe('/study-syllabus/10017');
  });
});
