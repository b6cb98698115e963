import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { AppError } from '../errors/app-error.js';

/**
 * scrypt from node:crypto: no native dependency, memory-hard. N=2^17, r=8, p=1 is the current
 * advice (OWASP's password storage sheet); the cost is stored in each hash, so older hashes keep
 * verifying and are redone at the next successful sign-in (needsRehash).
 */
export const DEFAULT_SCRYPT_N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Stored costs above this are refused rather than run (a tampered hash must not exhaust memory). */
const MAX_SCRYPT_N = 2 ** 20;

/**
 * Hashes run at most as many at once as the machine has cores (at 2^17 each takes 128 MiB and a core
 * for about a fifth of a second); more wait in line, and past HASHES_WAITING_AT_MOST waiting, the call
 * is answered 503 with Retry-After: a flood of sign-ins costs the server neither its memory nor the
 * threads its files and other work run on.
 */
const hashing = pLimit(Math.max(1, Math.min(4, availableParallelism())));
const HASHES_WAITING_AT_MOST = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  if (hashing.pendingCount >= HASHES_WAITING_AT_MOST) {
    return Promise.reject(
      new AppError('SERVICE_UNAVAILABLE', { reason: 'auth.manySigningIn' }, { headers: { 'retry-after': '2' } }),
    );
  }
  return hashing(() => scryptOnce(password, salt, options, keyLength));
}

function scryptOnce(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  const n = options.N ?? DEFAULT_SCRYPT_N;
  const r = options.r ?? R;
  // scrypt needs 128 * N * r bytes (128 MiB at 2^17); Node's default ceiling is 32 MiB.
  const maxmem = 2 * 128 * n * r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Stored as scrypt$N$r$p$salt$hash (base64url), so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string, n: number = DEFAULT_SCRYPT_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: n, r: R, p: P }, KEY_LENGTH);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parseStored(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const cost = { n: Number(n), r: Number(r), p: Number(p) };
  if (!Number.isInteger(cost.n) || cost.n < 2 || cost.n > MAX_SCRYPT_N) return null;
  if (
    !Number.isInteger(cost.r) ||
    cost.r < 1 ||
    cost.r > 32 ||
    !Number.isInteger(cost.p) ||
    cost.p < 1 ||
    cost.p > 16
  ) {
    return null;
  }
  return { ...cost, salt: Buffer.from(saltText, 'base64url'), hash: Buffer.from(hashText, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const key = await derive(password, parsed.salt, { N: parsed.n, r: parsed.r, p: parsed.p }, parsed.hash.length);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** True when a stored hash is cheaper than the server's cost now: redo it while the password is at hand. */
export function needsRehash(stored: string, n: number = DEFAULT_SCRYPT_N): boolean {
  const parsed = parseStored(stored);
  return !parsed || parsed.n < n || parsed.r < R || parsed.hash.length < KEY_LENGTH;
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Checks a password against a hash nobody knows, at the server's cost. Used when the account does
 * not exist, so an unknown username costs the same time as a wrong password and does not reveal
 * who has an account.
 */
export async function verifyAgainstDummy(password: string, n: number = DEFAULT_SCRYPT_N): Promise<false> {
  let dummy = dummyHashes.get(n);
  if (!dummy) dummyHashes.set(n, (dummy = hashPassword(randomBytes(16).toString('hex'), n)));
  await verifyPassword(password, await dummy);
  return false;
}
