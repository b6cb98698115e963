import { describe, expect, it } from 'vitest';
import { canMove, isStateOf, statesMovingTo, type Transitions } from './state-machine.js';

// A made-up machine: a light that goes 1 off -> 2 on -> 3 broken, and back from on to off.
const Light = { Off: 1, On: 2, Broken: 3 } as const;
type Light = 1 | 2 | 3;
const moves: Transitions<Light> = { 1: [2], 2: [1, 3], 3: [] };

describe('state machines', () => {
  it.each([
    [1, 2, true],
    [2, 1, true],
    [2, 3, true],
    [1, 3, false],
    [3, 1, false],
    [1, 1, false],
    [0, 1, false],
    [4, 1, false],
    [1, 4, false],
  ])('%d -> %d: %s', (from, to, allowed) => {
    expect(canMove(moves, from, to)).toBe(allowed);
  });

  it('names the states a state is reached from', () => {
    expect(statesMovingTo(moves, 1)).toEqual([2]);
    expect(statesMovingTo(moves, 3)).toEqual([2]);
    expect(statesMovingTo(moves, 2)).toEqual([1]);
  });

  it('knows its own states', () => {
    expect(isStateOf(Light, 2)).toBe(true);
    expect(isStateOf(Light, 4)).toBe(false);
    expect(isStateOf(Light, '2')).toBe(false);
  });
});
