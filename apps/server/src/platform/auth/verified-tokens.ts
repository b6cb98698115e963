/** What a token said when its signature was checked, and whether it has expired since. */
export type KnownToken<T> = { value: T; expired: boolean };

/**
 * Signed tokens (access tokens, attempt grants) whose signature was checked once: a token's claims
 * never change, only its expiry moves, so the same token sent again (every call of a person, every
 * save of an attempt) is answered from memory by the clock alone. The oldest leaves first past
 * `maxEntries`; an expired one leaves when it is asked for.
 */
export function createVerifiedTokens<T>({ maxEntries, clock }: { maxEntries: number; clock: () => number }) {
  const verified = new Map<string, { value: T; expiresAtMs: number }>();

  /** Keeps a token verified just now; one without an expiry (seconds since the epoch) is not kept. */
  function remember(token: string, value: T, exp: number | undefined): void {
    if (exp === undefined) return;
    if (verified.size >= maxEntries) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { value, expiresAtMs: exp * 1000 });
  }

  /** The token's claims when it was verified before (expired or not); undefined when it never was. */
  function known(token: string): KnownToken<T> | undefined {
    const found = verified.get(token);
    if (!found) return undefined;
    const expired = clock() >= found.expiresAtMs;
    if (expired) verified.delete(token);
    return { value: found.value, expired };
  }

  return { remember, known };
}
