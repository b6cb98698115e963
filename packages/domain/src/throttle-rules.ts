/**
 * Growing waits after failures (sign-in, codes, the registration check). A few failures are free;
 * each one after them doubles the wait, up to a ceiling. Pure: the caller keeps the count and the
 * clock (the server keeps both in the database, so every server process agrees).
 */
export interface ThrottlePolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones, in seconds. */
  firstDelaySeconds: number;
  /** The longest wait, in seconds. */
  maxDelaySeconds: number;
}

/** Seconds to wait after the given number of failures (0 while they are free). */
export function throttleDelaySeconds(failures: number, policy: ThrottlePolicy): number {
  const beyond = failures - policy.freeFailures;
  if (beyond <= 0) return 0;
  // 2 ** 30 already exceeds any ceiling; the cap keeps the exponent finite for huge counts.
  const delay = policy.firstDelaySeconds * 2 ** Math.min(beyond - 1, 30);
  return Math.min(delay, policy.maxDelaySeconds);
}

/**
 * A wait in words, never shorter than the real one: "40 seconds" below a minute and a half,
 * else whole minutes rounded up ("2 minutes"), else whole hours rounded up.
 */
export function describeWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 90) return s === 1 ? '1 second' : `${s} seconds`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
