import { describe, expect, it } from 'vitest';
import {
  PASS_THROUGH_ERROR_CODE,
  REFRESH_LOCK_MS,
  refreshResultCached,
  sendsCrashReport,
  shouldRefresh,
  shouldRetry,
} from './session-policy.js';

describe('token refresh threshold (spec 001 §4)', () => {
  const now = 1_000_000_000;
  it.each([
    [now + 10 * 60_000, false],
    [now + 5 * 60_000 + 1, false],
    [now + 5 * 60_000, true],
    [now + 60_000, true],
    [now - 1, true],
  ])('expiry %i refreshes: %s', (expiresAt, expected) => {
    expect(shouldRefresh(expiresAt, now)).toBe(expected);
  });
});

describe('refresh lock and cached result (spec 001 §9: "refresh lock 2000 ms; result cached 90000 ms")', () => {
  const now = 1_000_000_000;
  const valid = now + 60_000;

  it('waits 2000 ms for another tab’s refresh', () => {
    expect(REFRESH_LOCK_MS).toBe(2000);
  });

  it.each([
    [now, true],
    [now - 89_999, true],
    [now - 90_000, false],
    [now - 200_000, false],
    [undefined, false],
  ])('a refresh made at %s answers again: %s', (refreshedAt, expected) => {
    expect(refreshResultCached(refreshedAt, valid, now)).toBe(expected);
  });

  it('never answers with a token that has expired', () => {
    expect(refreshResultCached(now - 1000, now, now)).toBe(false);
  });
});

describe('bounded retries (spec 001 §7, §8)', () => {
  it.each([
    [{ method: 'GET', status: 500, attempt: 0 }, true],
    [{ method: 'GET', status: 503, attempt: 1 }, true],
    [{ method: 'GET', status: 504, attempt: 0 }, true],
    [{ method: 'GET', status: 504, attempt: 2 }, false],
    [{ method: 'GET', status: 502, attempt: 0 }, false],
    [{ method: 'GET', status: 404, attempt: 0 }, false],
    [{ method: 'POST', status: 500, attempt: 0 }, false],
    [{ method: 'POST', status: 500, attempt: 0, idempotencyKey: true }, true],
    [{ method: 'GET', status: 500, attempt: 0, errorCode: PASS_THROUGH_ERROR_CODE }, false],
  ])('%o retries: %s', (input, expected) => {
    expect(shouldRetry(input)).toBe(expected);
  });
});

describe('crash reports (spec 001 §8: 500, 503, 404, 403 and cancellation)', () => {
  it.each([
    [{ status: 500, cancelled: false }, true],
    [{ status: 503, cancelled: false }, true],
    [{ status: 404, cancelled: false }, true],
    [{ status: 403, cancelled: false }, true],
    [{ status: 0, cancelled: true }, true],
    [{ status: 401, cancelled: false }, false],
    [{ status: 400, cancelled: false }, false],
    [{ status: 504, cancelled: false }, false],
    [{ status: 0, cancelled: false }, false],
  ])('%o sends a crash report: %s', (input, expected) => {
    expect(sendsCrashReport(input)).toBe(expected);
  });
});
