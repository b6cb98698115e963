import { describe, expect, it } from 'vitest';
import { PASS_THROUGH_ERROR_CODE, shouldRefresh, shouldRetry } from './session-policy.js';

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
