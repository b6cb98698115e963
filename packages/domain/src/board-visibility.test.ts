import { describe, expect, it } from 'vitest';
import { isBoardVisible } from './board-visibility.js';

describe('board visibility (spec 001 §5, spec 000 §6)', () => {
  it.each([
    // boardId, country, userType, visible
    [101, 'IN', 1, true],
    [101, 'AE', 3, true],
    [197, 'AE', 1, true],
    [197, 'IN', 1, false],
    [495, 'ZA', 1, false],
    [428, 'ZA', 1, true],
    [428, 'AE', 1, false],
    [180, 'IN', 1, true],
    [404, 'ZA', 2, false],
    [596, 'IN', 1, true],
    [606, 'IN', 1, true],
    [596, 'IN', 3, false],
    [606, 'IN', 5, false],
    [596, 'AE', 1, false],
    [180, null, 1, true],
    [197, null, null, false],
    [596, 'IN', null, true],
  ])('board %i in %s for user type %s: %s', (boardId, countryIso, userTypeId, expected) => {
    expect(isBoardVisible({ boardId, countryIso, userTypeId })).toBe(expected);
  });
});
