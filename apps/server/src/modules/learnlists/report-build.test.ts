import { describe, expect, it } from 'vitest';
import { taskTitleOf } from './report-build.js';

describe('a task’s title in the report', () => {
  it('is its words on one line, cut at a word with an ellipsis past 120 characters', () => {
    expect(taskTitleOf('  Measure your walk\nto school.  ')).toBe('Measure your walk to school.');
    const long = `${'Write about the water cycle in your own words '.repeat(4)}and draw it.`;
    const title = taskTitleOf(long)!;
    expect(title.length).toBeLessThanOrEqual(121);
    expect(title.endsWith('…')).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    expect(title.slice(0, -1)).toMatch(/\S$/);
    expect(taskTitleOf('   ')).toBeNull();
    expect(taskTitleOf(null)).toBeNull();
  });
});
