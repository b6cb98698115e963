import { describe, expect, it } from 'vitest';
import { readAttemptClock, resumeAnchor, serverNowFrom } from './attempt-timer.js';

// The timer counts from the server's start and deadline, not the device clock; a device
// clock moved during the test changes nothing.

const MIN = 60_000;
const HOUR = 60 * MIN;
// The server started a 30-minute attempt at 10:00:00 UTC; the device's clock reads 09:57:00 (3 minutes slow).
const start = Date.UTC(2026, 10, 29, 10, 0, 0);
const times = { startedAtMs: start, deadlineMs: start + 30 * MIN };
const deviceAtStart = start - 3 * MIN;
// performance.now() read 5,000 ms when the start arrived.
const anchor = { serverMs: start, monoMs: 5_000 };

/** The device as a test moves it: its wall clock and its monotonic clock apart. */
function device(wallMs: number, monoMs: number) {
  return { wallMs, monoMs };
}

describe('the attempt clock counts the server’s time by the monotonic clock', () => {
  it('counts ten minutes after ten minutes, whatever the device clock reads', () => {
    const d = device(deviceAtStart + 10 * MIN, 5_000 + 10 * MIN);
    const reading = readAttemptClock(times, anchor, d.monoMs);
    expect(reading.elapsedMs).toBe(10 * MIN);
    expect(reading.leftMs).toBe(20 * MIN);
    expect(reading.timeUp).toBe(false);
  });

  it('changes nothing when the device clock is moved forward an hour mid-test', () => {
    const before = readAttemptClock(times, anchor, 5_000 + 10 * MIN);
    const moved = device(deviceAtStart + 10 * MIN + HOUR, 5_000 + 10 * MIN);
    const after = readAttemptClock(times, anchor, moved.monoMs);
    expect(after).toEqual(before);
    expect(after.leftMs).toBe(20 * MIN);
  });

  it('changes nothing when the device clock is moved back ten minutes mid-test', () => {
    const moved = device(deviceAtStart + 10 * MIN - 10 * MIN, 5_000 + 10 * MIN);
    const reading = readAttemptClock(times, anchor, moved.monoMs);
    expect(reading.elapsedMs).toBe(10 * MIN);
    expect(reading.leftMs).toBe(20 * MIN);
  });

  it('is up at the server’s deadline: thirty minutes after the start', () => {
    expect(readAttemptClock(times, anchor, 5_000 + 30 * MIN - 1).timeUp).toBe(false);
    const up = readAttemptClock(times, anchor, 5_000 + 30 * MIN);
    expect(up.timeUp).toBe(true);
    expect(up.leftMs).toBe(0);
  });

  it('never counts back when the monotonic reading is below the anchor', () => {
    expect(serverNowFrom(anchor, 4_000)).toBe(start);
  });
});

describe('resuming after a reload offline', () => {
  // Written at 10:12 by the server's count, when the device read 10:09.
  const checkpoint = { serverMs: start + 12 * MIN, deviceMs: deviceAtStart + 12 * MIN };

  it('adds the device time since the checkpoint to the checkpoint’s server time', () => {
    const anchored = resumeAnchor(checkpoint, checkpoint.deviceMs + 2 * MIN, 300);
    expect(readAttemptClock(times, anchored, 300).elapsedMs).toBe(14 * MIN);
    expect(readAttemptClock(times, anchored, 300 + MIN).elapsedMs).toBe(15 * MIN);
  });

  it('gives no time back when the device clock was moved back ten minutes before the reload', () => {
    const anchored = resumeAnchor(checkpoint, checkpoint.deviceMs - 10 * MIN, 300);
    expect(readAttemptClock(times, anchored, 300).elapsedMs).toBe(12 * MIN);
  });

  it('counts the time up when the device clock ran an hour forward before the reload (the learner gains nothing)', () => {
    const anchored = resumeAnchor(checkpoint, checkpoint.deviceMs + HOUR, 300);
    expect(readAttemptClock(times, anchored, 300).timeUp).toBe(true);
  });
});
