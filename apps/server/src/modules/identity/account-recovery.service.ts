import {
  isAcceptablePassword,
  type ChangePasswordBody,
  type ChangePasswordData,
  type ForgotPasswordBody,
  type ForgotPasswordData,
  type PasswordChangedData,
  type ResetPasswordBody,
} from '@esc/contracts';
import { parseMobile } from '@esc/domain';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, type ReasonRef } from '../../platform/errors/app-error.js';
import type { CodeDelivery } from './code-delivery.js';
import type { DemoRecoveryProofs } from './demo-recovery-proof.js';
import type { IdentityRepository, UserRecord } from './identity.repository.js';
import type { LoginThrottle } from './login-throttle.js';
import type { ContactValue } from './registration.service.js';
import type { SessionService } from './session.service.js';
import { SIGN_UP_MESSAGES } from './sign-up.service.js';
import type { ThrottleService } from './throttle.service.js';
import { findAccounts, parseSignInName } from './username.js';
import type { PersonLanguages } from './person-languages.js';

/** Reset requests and tries from one address: a person who mistypes, not a sweep of accounts. */
export const RESET_BUDGET = { max: 10, windowSeconds: 900 } as const;

/** What recovery says of a field it refuses, as reasons of the catalogue (said in the request's language). */
export const RECOVERY_MESSAGES = {
  username: { reason: 'identity.usernameNeeded' },
  code: { reason: 'validation.code' },
  currentPassword: { reason: 'identity.currentPasswordWrong' },
  samePassword: { reason: 'identity.samePassword' },
} as const satisfies Record<string, ReasonRef>;

function fail(field: string, said: ReasonRef): never {
  throw new AppError('VALIDATION_FAILED', said, { errors: [{ field, ...said }] });
}

export type AccountRecoveryService = ReturnType<typeof createAccountRecoveryService>;

/** Forgot, reset and change of password (calls-chosen.tsv, module identity). */
export function createAccountRecoveryService(deps: {
  repo: IdentityRepository;
  session: SessionService;
  delivery: CodeDelivery;
  throttle: ThrottleService;
  loginThrottle: LoginThrottle;
  passwordScryptN: number;
  /** Demo mode: a reset code is shown on screen only to the browser that signed the account up. */
  proofs: DemoRecoveryProofs | null;
  /** The language of each person's messages. */
  languages: Pick<PersonLanguages, 'languageOf'>;
}) {
  const { repo, session, delivery, throttle, loginThrottle } = deps;

  function spend(address: string) {
    return throttle.spend(
      {
        key: `password-reset:${address}`,
        reason: 'signIn.tooManyResets',
      },
      RESET_BUDGET,
    );
  }

  /**
   * Where a reset code for this name goes, and the key it is kept under. The key depends only on
   * the name and who has it, so forgot and reset agree; a name nobody has gets a key (and a code)
   * of its own, and nothing is sent.
   */
  async function resetTarget(
    username: string,
  ): Promise<{ users: UserRecord[]; target: string; recipient: ContactValue | null }> {
    const name = parseSignInName(username);
    if (!name) fail('username', RECOVERY_MESSAGES.username);
    const users = await findAccounts(repo, username);
    if (name.kind === 'email') {
      return {
        users,
        target: `email:${name.email}`,
        recipient: users.length > 0 ? { kind: 'email', email: name.email } : null,
      };
    }
    const mobile = users[0] ? parseMobile(users[0].mobile ?? '', users[0].country_iso) : null;
    if (!mobile) return { users: [], target: `mobile:${[...name.forms].sort().join('|')}`, recipient: null };
    return { users, target: `mobile:${mobile.e164}`, recipient: { kind: 'mobile', mobile } };
  }

  /** The same answer whether or not an account has this name (the message goes out in the background). */
  async function forgotPassword(body: ForgotPasswordBody, address: string): Promise<ForgotPasswordData> {
    await spend(address);
    const { users, target, recipient } = await resetTarget(body.username);
    // The account's own language, read as the message goes (in the background: the answer's time tells nothing).
    const language = () => deps.languages.languageOf(users[0]?.uuid ?? '');
    const sent = await delivery.send('reset_password', recipient, { target, background: true, language });
    const ownSignUp = users.length === 1 && !!deps.proofs?.matches(users[0]!.uuid, body.demo_recovery_proof);
    return { sent: true, expires_in: sent.expiresIn, ...(sent.demoCode && ownSignUp ? { otp: sent.demoCode } : {}) };
  }

  function assertAcceptable(password: string): void {
    if (!isAcceptablePassword(password)) fail('new_password', SIGN_UP_MESSAGES.password);
  }

  /**
   * A one-time code sets a new password on every account of the name (a shared email or mobile
   * names each of them) and signs them out everywhere: every refresh-token family is revoked.
   */
  async function resetPassword(body: ResetPasswordBody, address: string): Promise<PasswordChangedData> {
    await spend(address);
    assertAcceptable(body.new_password);
    const { users, target } = await resetTarget(body.username);
    const outcome = await delivery.check('reset_password', target, body.otp, 'consume');
    if (!outcome.ok || users.length === 0) fail('otp', RECOVERY_MESSAGES.code);
    const hash = await hashPassword(body.new_password, deps.passwordScryptN);
    await repo.inTransaction((accounts) =>
      accounts.setPasswordHash(
        users.map((u) => u.uuid),
        hash,
      ),
    );
    for (const user of users) await session.endAllSessions(user.uuid);
    return { password_changed: true, signed_out_everywhere: true };
  }

  /**
   * Signed in, with the current password: wrong tries count like sign-in failures. Every other
   * session ends; this device gets a new one.
   */
  async function changePassword(
    caller: AuthContext,
    body: ChangePasswordBody,
    address: string,
  ): Promise<ChangePasswordData> {
    const user = await repo.findUserByUuid(caller.uuid);
    if (!user) throw new AppError('UNAUTHENTICATED', { reason: 'signIn.accountGone' });
    const accountKey = `user:${user.uuid}`;
    await loginThrottle.assertOpen(accountKey, address);
    assertAcceptable(body.new_password);
    const matches = user.password_hash ? await verifyPassword(body.current_password, user.password_hash) : false;
    if (!matches) {
      await loginThrottle.failed(accountKey, address);
      fail('current_password', RECOVERY_MESSAGES.currentPassword);
    }
    if (body.new_password === body.current_password) fail('new_password', RECOVERY_MESSAGES.samePassword);
    const hash = await hashPassword(body.new_password, deps.passwordScryptN);
    await repo.inTransaction((accounts) => accounts.setPasswordHash([user.uuid], hash));
    await session.endAllSessions(user.uuid);
    const fresh = await session.startSession(user.uuid);
    return {
      password_changed: true,
      access_token: fresh.access_token,
      refresh_token: fresh.refresh_token,
      expires_in: fresh.expires_in,
    };
  }

  return { forgotPassword, resetPassword, changePassword };
}
