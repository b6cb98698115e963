import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FieldError, SendOtpData, VerifyOtpData } from '@esc/contracts';
import { joinCodeNumber, parseMobile } from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import { FIELD_MESSAGES } from './registration.service.js';

export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_TRIES = 5;
/** Pending codes kept at most; the oldest go first (a flood of sends cannot grow memory without end). */
const MAX_PENDING = 10_000;

interface PendingCode {
  hash: Buffer;
  expiresAt: number;
  tries: number;
}

export interface OtpServiceDeps {
  clock: () => number;
  log: FastifyBaseLogger;
  /** OTP_ECHO=1: the code comes back in the answer (tests, demos). */
  echo: boolean;
  /** Development: the code is printed in the server log at info level. */
  logCodes: boolean;
}

export type OtpService = ReturnType<typeof createOtpService>;

/**
 * The development OTP flow for /verify-otp (spec 002 §2.2). No SMS gateway is reachable, so a
 * 6-digit code is made, kept hashed (HMAC with a per-process key) in memory for 10 minutes, and
 * printed in the log in development; OTP_ECHO=1 returns it in the answer. At most 5 tries per code.
 *
 * The store is this process's memory: with several server processes behind a load balancer, send
 * and verify may reach different processes, so such a deployment needs a shared store (a table or
 * Redis) behind the same functions, and an SMS gateway in place of the log line.
 */
export function createOtpService({ clock, log, echo, logCodes }: OtpServiceDeps) {
  const key = randomBytes(32);
  const pending = new Map<string, PendingCode>();

  const hashOf = (mobile: string, code: string) => createHmac('sha256', key).update(`${mobile}:${code}`).digest();

  function mobileOf(mobile: string, countryIso: string | undefined) {
    const parsed = parseMobile(mobile, countryIso);
    if (!parsed) {
      const errors: FieldError[] = [{ field: 'mobile', message: FIELD_MESSAGES.mobile }];
      throw new AppError('VALIDATION_FAILED', FIELD_MESSAGES.mobile, { errors });
    }
    return parsed;
  }

  function prune(now: number): void {
    for (const [mobile, entry] of pending) if (entry.expiresAt <= now) pending.delete(mobile);
    while (pending.size >= MAX_PENDING) {
      const oldest = pending.keys().next().value;
      if (oldest === undefined) break;
      pending.delete(oldest);
    }
  }

  /** A new code for the number; it replaces any earlier one (and its tries). */
  function send(mobile: string, countryIso: string | undefined): SendOtpData {
    const parsed = mobileOf(mobile, countryIso);
    const now = clock();
    prune(now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    pending.delete(parsed.e164);
    pending.set(parsed.e164, { hash: hashOf(parsed.e164, code), expiresAt: now + OTP_TTL_SECONDS * 1000, tries: 0 });
    const shown = joinCodeNumber(parsed.callingCode, parsed.national);
    if (logCodes) log.info({ mobile: shown, otp: code }, `development OTP for ${shown}: ${code}`);
    return { sent: true, expires_in: OTP_TTL_SECONDS, mobile: shown, ...(echo ? { otp: code } : {}) };
  }

  function verify(mobile: string, countryIso: string | undefined, otp: string): VerifyOtpData {
    const parsed = mobileOf(mobile, countryIso);
    const entry = pending.get(parsed.e164);
    if (!entry || entry.expiresAt <= clock() || entry.tries >= OTP_MAX_TRIES) {
      pending.delete(parsed.e164);
      return { verified: false, attempts_left: 0 };
    }
    const given = hashOf(parsed.e164, otp.trim());
    if (timingSafeEqual(given, entry.hash)) {
      pending.delete(parsed.e164);
      return { verified: true, attempts_left: 0 };
    }
    entry.tries += 1;
    const left = OTP_MAX_TRIES - entry.tries;
    if (left === 0) pending.delete(parsed.e164);
    return { verified: false, attempts_left: left };
  }

  return { send, verify };
}
