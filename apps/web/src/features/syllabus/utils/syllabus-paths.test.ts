import { describe, expect, it } from 'vitest';
import { subjectPath } from './syllabus-paths';

// Which presentation opens where is the domain's rule (packages/domain subject-presentation.test.ts).
describe('subjectPath (spec 002 §2.2)', () => {
  it('opens a subject by its presentation', () => {
    const subject = { syllabus_id: 10017, name: 'Maths & Stats', board_id: 101 };
    expect(subjectPath({ ...subject, group_presentation: null })).toBe('/syllabus/101/10017/Maths%20%26%20Stats');
    expect(subjectPath({ ...subject, group_presentation: 4 })).toBe('/syllabus/101/10017/Maths%20%26%20Stats');
    expect(subjectPath({ ...subject, group_presentation: 1 })).toBe('/study-syllabus/10017');
  });
});
