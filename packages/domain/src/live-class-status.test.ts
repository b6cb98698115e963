import { describe, expect, it } from 'vitest';
import { canMoveLiveClass, isLiveClassOpen, LiveClassStatus } from './live-class-status.js';

// live_class_status: 1 scheduled, 2 started, 3 completed, 4 cancelled, 5 expired (spec 001 §4 "4 and
// 5 are shown as expired"; 002 §4.1 "2 or 3 ... Completed").

describe('live class status', () => {
  it('names the codes', () => {
    expect(LiveClassStatus).toEqual({ Scheduled: 1, Started: 2, Completed: 3, Cancelled: 4, Expired: 5 });
  });

  const allowed: [number, number, string][] = [
    [1, 2, 'its presenter starts it'],
    [1, 4, 'the school cancels it before it starts'],
    [1, 3, 'it ends with learners having joined'],
    [1, 5, 'its time passed and nobody joined'],
    [2, 3, 'a started class ends'],
  ];
  it.each(allowed)('%d -> %d is allowed: %s', (from, to) => {
    expect(canMoveLiveClass(from, to)).toBe(true);
  });

  it('allows no other move: completed, cancelled and expired are final', () => {
    for (let from = 0; from <= 6; from++) {
      for (let to = 0; to <= 6; to++) {
        const listed = allowed.some(([f, t]) => f === from && t === to);
        expect(canMoveLiveClass(from, to), `${from} -> ${to}`).toBe(listed);
      }
    }
  });

  it.each([
    [1, true],
    [2, true],
    [3, false],
    [4, false],
    [5, false],
  ])('status %d is open (not over): %s', (status, open) => {
    expect(isLiveClassOpen(status)).toBe(open);
  });
});
