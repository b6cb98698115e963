import { describe, expect, it } from 'vitest';
import { BookmarkState, canMoveBookmark } from './bookmark-state.js';

// Spec 000 §4: "Bookmark state toggles between set and unset."

describe('bookmark state', () => {
  it('is 1 set and 0 unset', () => {
    expect(BookmarkState).toEqual({ Unset: 0, Set: 1 });
  });

  it.each([
    [0, 1, true],
    [1, 0, true],
    [0, 0, false],
    [1, 1, false],
    [1, 2, false],
  ])('%d -> %d: %s', (from, to, allowed) => {
    expect(canMoveBookmark(from, to)).toBe(allowed);
  });
});
