import { createHmac, timingSafeEqual } from 'node:crypto';

export type DemoRecoveryProofs = ReturnType<typeof createDemoRecoveryProofs>;

/**
 * Demo mode only: a browser's proof that it made an account by its own sign-up. No message leaves a
 * demo server, so the demo shows a reset code on screen, but only to the browser that made the
 * account; for any other account (the seeded ones, an imported learner) the code goes where production
 * sends it, the demo's outbox on the server console, so nobody takes over admin@demo.school by asking.
 * An HMAC of the account's uuid, with a key derived for this purpose only.
 */
export function createDemoRecoveryProofs(secret: string) {
  const key = createHmac('sha256', secret).update('demo-recovery-proof').digest();
  const proofOf = (uuid: string) => createHmac('sha256', key).update(uuid).digest('base64url');
  return {
    proofOf,
    matches(uuid: string, proof: string | undefined): boolean {
      if (!proof) return false;
      const [a, b] = [Buffer.from(proofOf(uuid)), Buffer.from(proof)];
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
