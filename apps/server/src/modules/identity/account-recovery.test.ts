import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { createRecordingNotifier } from '../../test/recording-notifier.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Account recovery by calls-chosen.tsv (module identity): forgotPassword ("same answer whether or not the
// account exists"), resetPassword ("revokes every refresh-token family of the account"),
// changePassword ("signed in"), updateProfile ("a changed email or mobile is verified by a code
// before it is used").

const AUTH = '/api/cognito-login-service/auth';

let t: TestApp;
let clockMs = Date.parse('2026-04-01T09:00:00Z');
const inbox = createRecordingNotifier();

beforeAll(async () => {
  // Production-like: messages go to an adapter (recorded here), the answers never show a code.
  t = await createTestApp({ clock: () => clockMs, config: { mode: 'production' }, notifier: inbox.notifier });
});
afterAll(() => t.close());

let address = 0;
const post = (path: string, body: unknown, token?: string) =>
  call(t.app, 'POST', `${AUTH}/${path}`, { body, token, remoteAddress: `10.3.0.${(address = (address % 250) + 1)}` });
const signIn = (username: string, password: string) => post('login', { username, password });
const codeSentTo = (to: string) => inbox.last(to, 'otp')?.variables.code;

/** The code a reset sent: the message goes out after the answer (its timing tells nothing), so wait for it. */
const sentCode = (to: string) =>
  vi.waitFor(() => {
    const code = codeSentTo(to);
    if (!code) throw new Error(`no code sent to ${to} yet`);
    return code;
  });

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and sends a code only to an account', async () => {
    const user = await makeUser(t.db, { email: 'forgetful@example.com' });
    const sentBefore = inbox.sent.length;
    const known = await post('forgotPassword', { username: 'Forgetful@Example.com' });
    const unknown = await post('forgotPassword', { username: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data).toEqual({ sent: true, expires_in: 600 });
    await vi.waitFor(() => expect(inbox.sent.slice(sentBefore).map((m) => m.to)).toEqual([user.email]));
  });

  it('resets with the one-time code, once, and signs the account out everywhere', async () => {
    const user = await makeUser(t.db, { email: 'reset.me@example.com' });
    const phone = await signIn(user.email!, TEST_PASSWORD);
    const laptop = await signIn(user.email!, TEST_PASSWORD);
    await post('forgotPassword', { username: user.email });
    const code = await sentCode(user.email!);
    expect(code).toMatch(/^\d{6}$/);

    const reset = await post('resetPassword', { username: user.email, otp: code, new_password: 'Fresh2026pw' });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ password_changed: true, signed_out_everywhere: true });
    // Every refresh-token family of the account is revoked.
    for (const session of [phone, laptop]) {
      const refreshed = await post('refreshToken', { refresh_token: session.body.data.refresh_token });
      expect(refreshed.status).toBe(401);
    }
    expect((await signIn(user.email!, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email!, 'Fresh2026pw')).status).toBe(200);
    // The code worked once.
    const again = await post('resetPassword', { username: user.email, otp: code, new_password: 'Other2026pw' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      { field: 'otp', message: 'The code is not right or has expired. Ask for a new code.' },
    ]);
  });

  it('resets by mobile too; a wrong code, a weak password and an unknown name are refused in plain words', async () => {
    const user = await makeUser(t.db, { mobile: '9876512345' });
    await post('forgotPassword', { username: '+91 98765 12345' });
    const code = await sentCode('+919876512345');
    const weak = await post('resetPassword', { username: '9876512345', otp: code, new_password: 'short' });
    expect(weak.body.errors).toEqual([
      { field: 'new_password', message: expect.stringContaining('at least 8 characters') },
    ]);
    const wrong = await post('resetPassword', {
      username: '9876512345',
      otp: code === '000000' ? '111111' : '000000',
      new_password: 'Fresh2026pw',
    });
    expect(wrong.body.errors[0].field).toBe('otp');
    expect(
      (await post('resetPassword', { username: '9876512345', otp: code, new_password: 'Fresh2026pw' })).status,
    ).toBe(200);
    expect((await signIn(user.mobile!, 'Fresh2026pw')).status).toBe(200);
    const unknown = await post('resetPassword', {
      username: 'ghost@example.com',
      otp: '123456',
      new_password: 'Fresh2026pw',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('otp');
  });

  it('is throttled per address', async () => {
    const one = '192.0.2.33';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await call(t.app, 'POST', `${AUTH}/forgotPassword`, {
        body: { username: `person${i}@example.com` },
        remoteAddress: one,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('change password', () => {
  it('needs the current password; this device gets new tokens, every other session ends', async () => {
    const user = await makeUser(t.db);
    const other = await signIn(user.email!, TEST_PASSWORD);
    const here = await signIn(user.email!, TEST_PASSWORD);
    const token = here.body.data.access_token;
    const wrong = await post('changePassword', { current_password: 'not-it', new_password: 'Changed2026' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'current_password', message: 'The current password is not correct.' }]);
    const changed = await post(
      'changePassword',
      { current_password: TEST_PASSWORD, new_password: 'Changed2026' },
      token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.password_changed).toBe(true);
    expect((await post('refreshToken', { refresh_token: other.body.data.refresh_token })).status).toBe(401);
    expect((await post('refreshToken', { refresh_token: changed.body.data.refresh_token })).status).toBe(200);
    expect((await signIn(user.email!, 'Changed2026')).status).toBe(200);
  });

  it('is for signed-in people only', async () => {
    expect((await post('changePassword', { current_password: 'a', new_password: 'Changed2026' })).status).toBe(401);
  });
});

describe('update profile', () => {
  it('changes names and the preferred language at once', async () => {
    const user = await makeUser(t.db);
    const token = (await signIn(user.email!, TEST_PASSWORD)).body.data.access_token;
    const res = await post(
      'updateProfile',
      { first_name: ' Anaya  ', last_name: 'Gupta', preferred_language: 'hi' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.pending).toBeNull();
    expect(res.body.data.profile).toMatchObject({
      first_name: 'Anaya',
      last_name: 'Gupta',
      name: 'Anaya Gupta',
      preferred_language: 'hi',
    });
    const bad = await post('updateProfile', { first_name: 'R2D2' }, token);
    expect(bad.body.errors).toEqual([{ field: 'first_name', message: expect.any(String) }]);
    const unknownLanguage = await post('updateProfile', { preferred_language: 'xx' }, token);
    expect(unknownLanguage.status).toBe(400);
  });

  it('uses a new email only after the code sent to it comes back', async () => {
    const user = await makeUser(t.db, { email: 'old.address@example.com' });
    const token = (await signIn(user.email!, TEST_PASSWORD)).body.data.access_token;
    const asked = await post('updateProfile', { email: 'New.Address@example.com' }, token);
    expect(asked.body.data.pending).toEqual({ field: 'email', sent_to: 'new.address@example.com', expires_in: 600 });
    expect(asked.body.data.profile.email).toBe('old.address@example.com');
    const code = codeSentTo('new.address@example.com')!;
    // The code of one address does not confirm another.
    const swapped = await post('updateProfile', { email: 'someone.else@example.com', otp: code }, token);
    expect(swapped.status).toBe(400);
    const done = await post('updateProfile', { email: 'new.address@example.com', otp: code }, token);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ pending: null, profile: { email: 'new.address@example.com' } });
    expect((await signIn('new.address@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('a new mobile is confirmed the same way, and a value the check blocks is refused (409)', async () => {
    const user = await makeUser(t.db, { userTypeId: UserType.Teacher });
    const colleague = await makeUser(t.db, { userTypeId: UserType.Teacher, mobile: '9876598765' });
    const token = (await signIn(user.email!, TEST_PASSWORD)).body.data.access_token;
    // A teacher may not use another teacher's registered mobile (spec 002 §5.1).
    const taken = await post('updateProfile', { mobile: colleague.mobile, country_iso: 'IN' }, token);
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].field).toBe('mobile');
    const asked = await post('updateProfile', { mobile: '050 765 4321', country_iso: 'AE' }, token);
    expect(asked.body.data.pending).toMatchObject({ field: 'mobile', sent_to: '+971-507654321' });
    const code = codeSentTo('+971507654321')!;
    const done = await post('updateProfile', { mobile: '0507654321', country_iso: 'AE', otp: code }, token);
    expect(done.body.data.profile).toMatchObject({ mobile: '507654321', country_iso: 'AE' });
    const both = await post(
      'updateProfile',
      { email: 'x@example.com', mobile: '9876500000', country_iso: 'IN' },
      token,
    );
    expect(both.status).toBe(400);
  });
});

describe('sessions after time passes', () => {
  it('a reset code expires after 10 minutes', async () => {
    const user = await makeUser(t.db, { email: 'slow.reader@example.com' });
    await post('forgotPassword', { username: user.email });
    const code = await sentCode(user.email!);
    clockMs += 10 * 60_000 + 1;
    const late = await post('resetPassword', { username: user.email, otp: code, new_password: 'Fresh2026pw' });
    expect(late.status).toBe(400);
  });
});
