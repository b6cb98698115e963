import type { ThrottleGate, ThrottleService } from './throttle.service.js';

export interface LoginThrottlePolicy {
  /** Failures of one account from one address before each further one makes that pair wait. */
  freeFailures: number;
  /** Failures of one account over every address before each further one makes the account wait. */
  accountFreeFailures: number;
  /** The longest wait of a pair or an account, in seconds. */
  maxDelaySeconds: number;
  /** A pair's or an account's failures are forgotten after this long without a new one. */
  failureWindowSeconds: number;
  /** Failures from one address, over every account, within ADDRESS_WINDOW_SECONDS. */
  addressFreeFailures: number;
}

/** The window of an address's budget of failures. */
export const ADDRESS_WINDOW_SECONDS = 900;
/** How long an address an account signed in from is remembered as the account's own. */
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;
/** The first wait of a pair or an account after its free failures; each failure after it doubles the wait. */
const FIRST_DELAY_SECONDS = 5;

/**
 * Sign-in throttling by failures only (a correct password never spends anything):
 * - one address failing on an account makes that pair wait, longer each time;
 * - an account failing from many addresses waits, longer each time, but not at the addresses it
 *   signed in from in the last 30 days: a stranger guessing from elsewhere cannot keep the owner
 *   out at home or at school;
 * - an address failing on many accounts (guessing one password across a school) spends a budget
 *   per 15 minutes; once spent, it waits, except for the accounts that signed in from it before, so
 *   a school network whose pupils mistype keeps letting them in.
 */
export function createLoginThrottle(
  throttle: ThrottleService,
  policy: LoginThrottlePolicy,
  /** Told of every failure (the security events a breach investigation reads). */
  onFailure: (account: string, address: string) => Promise<void> = async () => {},
) {
  const pairKey = (account: string, address: string) => `login:pair:${account}|${address}`;
  const accountKey = (account: string) => `login:account:${account}`;
  const addressKey = (address: string) => `login:address:${address}`;
  const knownKey = (account: string, address: string) => `login:known:${account}|${address}`;

  function gates(account: string, address: string, known: boolean): ThrottleGate[] {
    const pair: ThrottleGate = {
      key: pairKey(account, address),
      reason: 'signIn.tooManyForAccount',
    };
    if (known) return [pair];
    return [
      pair,
      {
        key: accountKey(account),
        reason: 'signIn.tooManyForAccountEverywhere',
      },
      {
        key: addressKey(address),
        reason: 'signIn.tooManyFromNetwork',
      },
    ];
  }

  const growing = { freeFailures: policy.freeFailures, firstDelaySeconds: FIRST_DELAY_SECONDS };

  return {
    async assertOpen(account: string, address: string): Promise<void> {
      const keys = [pairKey(account, address), accountKey(account), addressKey(address), knownKey(account, address)];
      const waits = await throttle.until(keys);
      await throttle.assertOpen(gates(account, address, waits.has(knownKey(account, address))), waits);
    },
    async failed(account: string, address: string): Promise<void> {
      await onFailure(account, address);
      const window = policy.failureWindowSeconds;
      await throttle.failure(
        pairKey(account, address),
        { ...growing, maxDelaySeconds: policy.maxDelaySeconds },
        window,
      );
      await throttle.failure(
        accountKey(account),
        { ...growing, freeFailures: policy.accountFreeFailures, maxDelaySeconds: policy.maxDelaySeconds },
        window,
      );
      await throttle.failureAgainstBudget(addressKey(address), {
        max: policy.addressFreeFailures,
        windowSeconds: ADDRESS_WINDOW_SECONDS,
      });
    },
    /** A success clears the pair and remembers the address as the account's; the counts of others stay. */
    async succeeded(account: string, address: string): Promise<void> {
      await throttle.clear(pairKey(account, address));
      await throttle.remember(knownKey(account, address), KNOWN_ADDRESS_SECONDS);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
