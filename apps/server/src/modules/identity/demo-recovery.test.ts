import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoardAndClass, makeUser } from '../../test/factories.js';
import { withCode } from '../../test/sign-up-kit.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// As the probe found: on the demo server, forgotPassword for admin@demo.school answered the code to
// whoever asked, handing over any account. The demo shows a reset code on screen only to the browser
// that signed the account up (the proof its sign-up gave it); for every other account the code goes
// where production sends it: the demo's outbox (the server console and DATA_DIR/demo-outbox.jsonl).

const AUTH = '/api/cognito-login-service/auth';

let t: TestApp;
let at: { boardId: number; classId: number };
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  at = await makeBoardAndClass(t.db);
});
afterAll(() => t.close());

const post = (name: string, body: unknown) =>
  call(t.app, 'POST', `${AUTH}/${name}`, { body, remoteAddress: `10.6.0.${(address = (address % 250) + 1)}` });

/** The reset codes the demo's outbox file holds for an address, oldest first. */
function outboxCodes(to: string): string[] {
  const file = path.join(t.dataDir, 'demo-outbox.jsonl');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === to)
    .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? '');
}

/** The codes of an address once `count` of them are in the outbox file (the notifier writes after the answer). */
async function codesOnceThere(to: string, count: number): Promise<string[]> {
  await expect.poll(() => outboxCodes(to).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return outboxCodes(to);
}

describe('forgot password on the demo server', () => {
  it('does not show the code of an account this browser did not sign up; the outbox has it', async () => {
    const admin = await makeUser(t.db, { email: 'admin@demo.test' });
    const asked = await post('forgotPassword', { username: admin.email });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ sent: true, expires_in: 600 });
    // A made-up proof changes nothing.
    const forged = await post('forgotPassword', { username: admin.email, demo_recovery_proof: 'x'.repeat(43) });
    expect(forged.body.data.otp).toBeUndefined();
    // Two codes were sent; the second replaced the first. Their lines may land in either order under
    // load, so the newest is found by trying them from the last line back: one of them resets.
    const codes = await codesOnceThere(admin.email!, 2);
    codes.forEach((code) => expect(code).toMatch(/^\d{6}$/));
    const statuses: number[] = [];
    for (const code of codes.reverse()) {
      const reset = await post('resetPassword', { username: admin.email, otp: code, new_password: 'Owner2026pw' });
      statuses.push(reset.status);
      if (reset.status === 200) break;
    }
    expect(statuses).toContain(200);
  });

  it('shows it to the browser that signed the account up, and to no one with another account’s proof', async () => {
    const body = await withCode(t.app, {
      role: 'student',
      first_name: 'Nila',
      last_name: 'Das',
      email: 'nila@signup.test',
      mobile: '+91 9876501234',
      country_iso: 'IN',
      password: 'Learn2024',
      board_id: at.boardId,
      class_id: at.classId,
      date_of_birth: '2000-01-01',
    });
    const signedUp = await post('signUp', body);
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
    const proof = signedUp.body.data.demo_recovery_proof as string;
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const own = await post('forgotPassword', { username: 'nila@signup.test', demo_recovery_proof: proof });
    expect(own.body.data.otp).toMatch(/^\d{6}$/);
    const other = await makeUser(t.db, { email: 'someone.else@demo.test' });
    const borrowed = await post('forgotPassword', { username: other.email, demo_recovery_proof: proof });
    expect(borrowed.body.data.otp).toBeUndefined();
  });
});
