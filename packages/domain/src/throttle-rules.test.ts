import { describe, expect, it } from 'vitest';
import { describeWait, throttleDelaySeconds } from './throttle-rules.js';

// Sign-in throttling: growing delays per account and address, and a message that says the real wait.
const policy = { freeFailures: 3, firstDelaySeconds: 5, maxDelaySeconds: 900 };

describe('throttleDelaySeconds: free failures, then a doubling wait up to a ceiling', () => {
  it.each([
    [0, 0],
    [1, 0],
    [3, 0],
    [4, 5],
    [5, 10],
    [6, 20],
    [7, 40],
    [8, 80],
    [11, 640],
    [12, 900],
    [50, 900],
    [10_000, 900],
  ])('after %i failures the wait is %i s', (failures, seconds) => {
    expect(throttleDelaySeconds(failures, policy)).toBe(seconds);
  });
});

describe('describeWait: the wait in words, never shorter than it is', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [5, '5 seconds'],
    [39.1, '40 seconds'],
    [40, '40 seconds'],
    [89, '89 seconds'],
    [90, '2 minutes'],
    [120, '2 minutes'],
    [121, '3 minutes'],
    [900, '15 minutes'],
    [3600, '60 minutes'],
    [7200, '2 hours'],
    [7201, '3 hours'],
  ])('%s s reads "%s"', (seconds, words) => {
    expect(describeWait(seconds)).toBe(words);
  });
});
