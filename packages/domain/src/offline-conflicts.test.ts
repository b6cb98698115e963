import { describe, expect, it } from 'vitest';
import { boundedMadeAt, incomingMarkWins, madeBeforeEnd } from './offline-conflicts.js';

const at = (s: string) => Date.parse(s);

describe('boundedMadeAt: the device time, never later than the server received the write', () => {
  it.each([
    [
      'a time before arrival is believed',
      '2026-03-01T09:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T09:00:00.000Z',
    ],
    [
      'a clock set ahead counts as the arrival',
      '2026-03-01T12:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ],
    ['no made-at counts as the arrival', null, '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z'],
    [
      'an unreadable made-at counts as the arrival',
      'yesterday',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ],
  ])('%s', (_why, madeAt, received, expected) => {
    expect(boundedMadeAt(madeAt, at(received))).toBe(at(expected));
  });
});

describe('incomingMarkWins: the later mark by the time it was made is kept', () => {
  it.each([
    ['a mark made later replaces', '2026-03-01T09:10:00Z', '2026-03-01T09:05:00Z', true],
    ['a mark made earlier does not', '2026-03-01T09:00:00Z', '2026-03-01T09:05:00Z', false],
    ['the same instant: the arriving one is kept', '2026-03-01T09:05:00Z', '2026-03-01T09:05:00Z', true],
  ])('%s', (_why, incoming, stored, wins) => {
    expect(incomingMarkWins(at(incoming), at(stored))).toBe(wins);
  });

  it('a learner with no teacher mark yet takes the incoming one', () => {
    expect(incomingMarkWins(at('2026-03-01T09:00:00Z'), null)).toBe(true);
  });
});

describe('madeBeforeEnd: offline work counts when made before the package ended', () => {
  it.each([
    ['made the day before the end', '2026-03-02T10:00:00Z', true],
    ['made at the end', '2026-03-03T00:00:00Z', false],
    ['made after the end', '2026-03-04T10:00:00Z', false],
  ])('%s', (_why, madeAt, kept) => {
    expect(madeBeforeEnd(at(madeAt), at('2026-03-03T00:00:00Z'))).toBe(kept);
  });
});
