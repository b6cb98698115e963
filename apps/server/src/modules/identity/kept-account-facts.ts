import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createKeptUnderVersion } from '../../platform/cache/kept-under-version.js';

/**
 * The cache version moved, in the writer's transaction, by every write that changes what the guard
 * asks of an account: its erasure (privacy) and any change of a child's parental consent (identity).
 */
export const ACCOUNTS_CACHE = 'identity.accounts';
/** How long an account's facts are reused at most: bounds only a change made around the product (SQL). */
export const ACCOUNT_FACTS_TTL_MS = 5000;
const ACCOUNTS_KEPT = 20_000;

export interface AccountFacts {
  waitingForConsent: boolean;
}

/**
 * The guard's facts of an account (it exists, it waits for a parent's consent), asked by every
 * signed-in call: kept per person under the accounts' version, so an erased account or a consent
 * given or withdrawn is seen on the very next call in every process, and read otherwise. An account
 * not found is not kept: its token is refused on every call.
 */
export function createKeptAccountFacts({
  read,
  versions,
  now = () => performance.now(),
}: {
  read: (uuid: string) => Promise<AccountFacts | undefined>;
  versions: Pick<CacheVersions, 'current'>;
  now?: () => number;
}) {
  const kept = createKeptUnderVersion<AccountFacts>({
    version: () => versions.current(ACCOUNTS_CACHE),
    maxAgeMs: ACCOUNT_FACTS_TTL_MS,
    maxEntries: ACCOUNTS_KEPT,
    now,
  });
  return Object.assign((uuid: string): Promise<AccountFacts | undefined> => kept(uuid, () => read(uuid)), {
    /** The facts kept for the account while they hold, without a read (undefined: ask). */
    peek: (uuid: string): AccountFacts | undefined => kept.peek(uuid),
  });
}
