import { describe, expect, it } from 'vitest';
import { isSeenBySchools } from './school-visibility.js';

describe("a school's own catalogue is seen only by its people", () => {
  it.each([
    // [what carries the school, the viewer's schools, seen]
    [null, [], true],
    [undefined, [], true],
    [null, [501], true],
    [501, [501], true],
    [501, [17250, 501], true],
    [501, [], false],
    [501, [502], false],
    [501, [17250], false],
  ])('school %s, viewer of %j: %s', (schoolId, viewerSchools, seen) => {
    expect(isSeenBySchools(schoolId, viewerSchools)).toBe(seen);
  });
});
