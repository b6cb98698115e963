import { describe, expect, it } from 'vitest';
import { groupLanguageId, pageRange } from './catalogue-rules.js';

describe('language id on group calls (spec 000 §5)', () => {
  it.each([
    [3982, 1, 2, undefined],
    [3983, 1, 1, undefined],
    [100, 10, 2, undefined],
    [100, 11, 2, undefined],
    [100, 12, 2, undefined],
    [100, 1, 2, 2],
    [null, 3, 1, 1],
  ])('group %s, user type %i, language %i sends %s', (groupId, userType, languageId, expected) => {
    expect(groupLanguageId(groupId, userType, languageId)).toBe(expected);
  });

  it('defaults to language 1', () => {
    expect(groupLanguageId(100, 1)).toBe(1);
  });
});

describe('page ranges (spec 000 §9)', () => {
  it('defaults to 1-10, 1-15 for category content and 1-500 for the group list', () => {
    expect(pageRange('default')).toEqual({ startIndex: 1, endIndex: 10 });
    expect(pageRange('categoryContent')).toEqual({ startIndex: 1, endIndex: 15 });
    expect(pageRange('groupList')).toEqual({ startIndex: 1, endIndex: 500 });
  });

  it('keeps a requested range within the largest page of the call', () => {
    expect(pageRange('default', 11, 20)).toEqual({ startIndex: 11, endIndex: 20 });
    expect(pageRange('default', 1, 1000)).toEqual({ startIndex: 1, endIndex: 10 });
    expect(pageRange('default', 0, -5)).toEqual({ startIndex: 1, endIndex: 1 });
    expect(pageRange('default', 21)).toEqual({ startIndex: 21, endIndex: 30 });
  });
});
