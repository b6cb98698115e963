import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

const SEND = '/api/cognito-login-service/auth/sendOtp';
const VERIFY = '/api/cognito-login-service/auth/verifyOtp';

let t: TestApp;
let clockMs = Date.parse('2026-01-05T10:00:00Z');

beforeAll(async () => {
  // The development flow: OTP_ECHO=1 returns the code (read once, when the server starts).
  vi.stubEnv('OTP_ECHO', '1');
  t = await createTestApp({ clock: () => clockMs });
  vi.unstubAllEnvs();
});
afterAll(() => t.close());

const send = (mobile: string, country_iso = 'IN') => call(t.app, 'POST', SEND, { body: { mobile, country_iso } });
const verify = (mobile: string, otp: string, country_iso = 'IN') =>
  call(t.app, 'POST', VERIFY, { body: { mobile, country_iso, otp } });

describe('development OTP flow (/verify-otp)', () => {
  it('sends a 6-digit code valid for 10 minutes and verifies it once', async () => {
    const sent = await send('+91 98765 43210');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ sent: true, expires_in: 600, mobile: '+91-9876543210' });
    expect(sent.body.data.otp).toMatch(/^\d{6}$/);
    // The same number typed another way finds the same code.
    const ok = await verify('09876543210', sent.body.data.otp);
    expect(ok.body.data).toEqual({ verified: true, attempts_left: 0 });
    const again = await verify('9876543210', sent.body.data.otp);
    expect(again.body.data.verified).toBe(false);
  });

  it('a wrong code is refused and counts a try', async () => {
    const sent = await send('9876500001');
    const wrong = sent.body.data.otp === '000000' ? '111111' : '000000';
    const res = await verify('9876500001', wrong);
    expect(res.body.data).toEqual({ verified: false, attempts_left: 4 });
    expect((await verify('9876500001', sent.body.data.otp)).body.data.verified).toBe(true);
  });

  it('allows at most 5 tries per code', async () => {
    const sent = await send('9876500002');
    const wrong = sent.body.data.otp === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1, 0]) {
      expect((await verify('9876500002', wrong)).body.data).toEqual({ verified: false, attempts_left: left });
    }
    // The sixth try fails even with the right code; a new code starts again.
    expect((await verify('9876500002', sent.body.data.otp)).body.data).toEqual({ verified: false, attempts_left: 0 });
    const fresh = await send('9876500002');
    expect((await verify('9876500002', fresh.body.data.otp)).body.data.verified).toBe(true);
  });

  it('a code expires after 10 minutes', async () => {
    const sent = await send('501234567', 'AE');
    expect(sent.body.data.mobile).toBe('+971-501234567');
    clockMs += 10 * 60_000 + 1;
    expect((await verify('0501234567', sent.body.data.otp, 'AE')).body.data).toEqual({
      verified: false,
      attempts_left: 0,
    });
    const fresh = await send('501234567', 'AE');
    clockMs += 9 * 60_000;
    expect((await verify('+971 50 123 4567', fresh.body.data.otp, 'AE')).body.data.verified).toBe(true);
  });

  it('a new code replaces the old one', async () => {
    const first = await send('9876500003');
    const second = await send('9876500003');
    if (first.body.data.otp !== second.body.data.otp) {
      expect((await verify('9876500003', first.body.data.otp)).body.data.verified).toBe(false);
    }
    expect((await verify('9876500003', second.body.data.otp)).body.data.verified).toBe(true);
  });

  it('without a pending code nothing verifies; a malformed number is 400 naming mobile', async () => {
    expect((await verify('9876500099', '123456')).body.data).toEqual({ verified: false, attempts_left: 0 });
    const bad = await send('12345');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'mobile', message: expect.any(String) }]);
  });

  it('returns no code without OTP_ECHO', async () => {
    const quiet = await createTestApp();
    try {
      const res = await call(quiet.app, 'POST', SEND, { body: { mobile: '9876500004', country_iso: 'IN' } });
      expect(res.status).toBe(200);
      expect(res.body.data.otp).toBeUndefined();
    } finally {
      await quiet.close();
    }
  });
});
