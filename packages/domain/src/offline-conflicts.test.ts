import { describe, expect, it } from 'vitest';
import { boundedMadeAt, incomingMarkWins, packageWorkVerdict } from './offline-conflicts.js';

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

describe('packageWorkVerdict: work made under a package counts when made on a day the package ran', () => {
  // A package bought for 1 February to 3 March (both days inclusive), switched on.
  const period = { packageStatus: 1, startDate: '2026-02-01', endDate: '2026-03-03' };
  it.each([
    ['made on its last day: kept', '2026-03-03', { kept: true }],
    ['made the day before: kept', '2026-03-02', { kept: true }],
    ['made the day after it ended: refused, naming the last day', '2026-03-04', { kept: false, endedOn: '2026-03-03' }],
  ])('%s', (_why, madeOn, verdict) => {
    expect(packageWorkVerdict([period], madeOn)).toEqual(verdict);
  });

  it('a renewal running on the day keeps the work', () => {
    const renewal = { packageStatus: 1, startDate: '2026-03-10', endDate: '2026-06-10' };
    expect(packageWorkVerdict([period, renewal], '2026-03-12')).toEqual({ kept: true });
    expect(packageWorkVerdict([period, renewal], '2026-03-06')).toEqual({ kept: false, endedOn: '2026-03-03' });
  });

  it('no period of the package at all: not judged here', () => {
    expect(packageWorkVerdict([], '2026-03-04')).toEqual({ kept: true });
  });
});
