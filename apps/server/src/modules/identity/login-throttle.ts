import type { ThrottleGate, ThrottleService } from './throttle.service.js';

export interface LoginThrottlePolicy {
  /** Failures of one account from one address before each further one makes that pair wait. */
  freeFailures: number;
  /** The longest wait of a pair, in seconds. */
  maxDelaySeconds: number;
  /** A pair's failures are forgotten after this long without a new one. */
  failureWindowSeconds: number;
  /** Failures from one address, over every account, within ADDRESS_WINDOW_SECONDS. */
  addressFreeFailures: number;
}

/** The window of an address's budget of failures. */
export const ADDRESS_WINDOW_SECONDS = 900;
/** The first wait of a pair after its free failures; each failure after it doubles the wait. */
const FIRST_DELAY_SECONDS = 5;

/**
 * Sign-in throttling by account and address. One address failing on an account makes
 * only that pair wait, longer each time; an address failing on many accounts spends its own budget.
 * The owner, signing in from an address without failures, is never kept out by someone else.
 */
export function createLoginThrottle(throttle: ThrottleService, policy: LoginThrottlePolicy) {
  const pairKey = (account: string, address: string) => `login:pair:${account}|${address}`;
  const addressKey = (address: string) => `login:address:${address}`;

  function gates(account: string, address: string): ThrottleGate[] {
    return [
      {
        key: pairKey(account, address),
        message: (wait) => `Too many failed sign-in attempts for this account. Please wait ${wait} and try again.`,
      },
      {
        key: addressKey(address),
        message: (wait) => `Too many failed sign-in attempts from this network. Please wait ${wait} and try again.`,
      },
    ];
  }

  return {
    assertOpen: (account: string, address: string) => throttle.assertOpen(gates(account, address)),
    async failed(account: string, address: string): Promise<void> {
      await throttle.failure(
        pairKey(account, address),
        {
          freeFailures: policy.freeFailures,
          firstDelaySeconds: FIRST_DELAY_SECONDS,
          maxDelaySeconds: policy.maxDelaySeconds,
        },
        policy.failureWindowSeconds,
      );
      await throttle.failureAgainstBudget(addressKey(address), {
        max: policy.addressFreeFailures,
        windowSeconds: ADDRESS_WINDOW_SECONDS,
      });
    },
    /** A success clears the pair; the address keeps its count (its other failures still happened). */
    succeeded: (account: string, address: string) => throttle.clear(pairKey(account, address)),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
