import { describe, expect, it } from 'vitest';
import { judgeLateSync, syncedFromOffline, type LateSyncCase } from './late-sync.js';

// An answer or submit arriving after deadline + grace (a minute) is
// taken when the attempt was started online, the paper is not online only, it arrives within 72 hours
// of the deadline and before results are released, its elapsed time is within the allowed time plus the
// minute, not beyond the server's wall time since the start, and does not run back as seq rises.

const MIN = 60_000;
const HOUR = 60 * MIN;
const start = Date.UTC(2026, 10, 29, 10, 0, 0);
// A 30-minute paper.
const base: LateSyncCase = {
  nowMs: start + 3 * HOUR,
  startedAtMs: start,
  deadlineMs: start + 30 * MIN,
  startedOnline: true,
  onlineOnly: false,
  resultsReleased: false,
  elapsedMs: 20 * MIN,
  elapsedBefore: 19 * MIN,
  elapsedAfter: null,
};

const cases: [string, Partial<LateSyncCase>, ReturnType<typeof judgeLateSync>][] = [
  ['on time by the server’s clock: taken as always', { nowMs: start + 20 * MIN }, { accepted: true, late: false }],
  [
    'on time within the minute of grace, even on an online-only paper',
    { nowMs: start + 31 * MIN, onlineOnly: true },
    { accepted: true, late: false },
  ],
  ['made offline at 20 minutes, synced three hours later', {}, { accepted: true, late: true }],
  ['made at the last moment (30 minutes), synced late', { elapsedMs: 30 * MIN }, { accepted: true, late: true }],
  ['made within the minute of grace', { elapsedMs: 31 * MIN }, { accepted: true, late: true }],
  [
    'made after the time (and its grace) was up',
    { elapsedMs: 31 * MIN + 1 },
    { accepted: false, reason: 'made_after_deadline' },
  ],
  ['an online-only paper arriving late', { onlineOnly: true }, { accepted: false, reason: 'online_only' }],
  ['no attempt grant from the server', { startedOnline: false }, { accepted: false, reason: 'not_started_online' }],
  ['the results were released', { resultsReleased: true }, { accepted: false, reason: 'results_released' }],
  ['just inside 72 hours after the deadline', { nowMs: start + 30 * MIN + 72 * HOUR }, { accepted: true, late: true }],
  [
    'more than 72 hours after the deadline',
    { nowMs: start + 30 * MIN + 72 * HOUR + 1 },
    { accepted: false, reason: 'sync_window_over' },
  ],
  ['an old client sending no elapsed time', { elapsedMs: null }, { accepted: false, reason: 'no_elapsed_time' }],
  [
    'elapsed beyond the server’s wall time since the start (tampered)',
    { elapsedMs: 4 * HOUR },
    { accepted: false, reason: 'elapsed_beyond_wall_time' },
  ],
  [
    'a later seq with a smaller elapsed than an earlier one (tampered)',
    { elapsedMs: 18 * MIN, elapsedBefore: 19 * MIN },
    { accepted: false, reason: 'elapsed_out_of_order' },
  ],
  [
    'an earlier seq with a larger elapsed than a later one (tampered)',
    { elapsedMs: 25 * MIN, elapsedBefore: null, elapsedAfter: 22 * MIN },
    { accepted: false, reason: 'elapsed_out_of_order' },
  ],
  ['the same elapsed as the seq before it', { elapsedMs: 19 * MIN }, { accepted: true, late: true }],
];

describe('judgeLateSync', () => {
  it.each(cases)('%s', (_name, change, expected) => {
    expect(judgeLateSync({ ...base, ...change })).toEqual(expected);
  });
});

describe('syncedFromOffline: what the teacher sees as "completed offline"', () => {
  const deadlineMs = start + 30 * MIN;
  const cases: [string, { nowMs: number; elapsedMs: number | null }, boolean][] = [
    [
      'made at 29 minutes, arriving 40 s after the deadline (within the grace)',
      { nowMs: deadlineMs + 40_000, elapsedMs: 29 * MIN },
      true,
    ],
    ['made at the deadline, arriving 30 s later', { nowMs: deadlineMs + 30_000, elapsedMs: 30 * MIN }, true],
    [
      'made at the deadline, arriving 2 s later (an engine online)',
      { nowMs: deadlineMs + 2_000, elapsedMs: 30 * MIN },
      false,
    ],
    ['made offline at 10 minutes, arriving before the deadline', { nowMs: deadlineMs - 1, elapsedMs: 10 * MIN }, false],
    [
      'made at 20 minutes, synced three hours later (the late rule)',
      { nowMs: start + 3 * HOUR, elapsedMs: 20 * MIN },
      true,
    ],
    ['an old client sending no elapsed time', { nowMs: deadlineMs + 40_000, elapsedMs: null }, false],
  ];
  it.each(cases)('%s', (_name, c, expected) => {
    expect(syncedFromOffline({ ...c, startedAtMs: start, deadlineMs })).toBe(expected);
  });
});
