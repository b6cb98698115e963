import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The problem and its fix, as reported: "Five wrong passwords lock the account for 15 minutes, for
// its owner too; one address can keep about 90 accounts locked. Throttle by account and address with growing delays, so that
// the right password from an address with no failures still signs in; the screen's message says
// how long to wait, truthfully."

const LOGIN = '/api/cognito-login-service/auth/login';
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

let t: TestApp;
let clockMs = Date.parse('2026-03-02T08:00:00Z');

beforeAll(async () => {
  // Three free failures per account and address, ten per account over every address; an address
  // may fail 10 times in 15 minutes.
  t = await createTestApp({
    clock: () => clockMs,
    config: {
      loginFreeFailures: 3,
      loginAccountFreeFailures: 10,
      loginAddressFreeFailures: 10,
      loginMaxDelaySeconds: 900,
    },
  });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  call(t.app, 'POST', LOGIN, { body: { username, password }, remoteAddress });

describe('sign-in throttling by account and address', () => {
  it('the owner signs in from an address without failures while an attacker’s address waits', async () => {
    const owner = await makeUser(t.db, { userTypeId: UserType.Student });
    for (let i = 0; i < 6; i += 1) {
      const res = await login(owner.email!, 'wrong-guess', ATTACKER);
      if (res.status !== 401) expect(res.status).toBe(429);
    }
    const blocked = await login(owner.email!, TEST_PASSWORD, ATTACKER);
    expect(blocked.status).toBe(429);

    const fromHome = await login(owner.email!, TEST_PASSWORD, OWNER);
    expect(fromHome.status).toBe(200);
    expect(fromHome.body.data.uuid).toBe(owner.uuid);
    // By mobile too: the same account, another address.
    expect((await login(owner.mobile!, TEST_PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  it('waits grow with each failure, and the message says the real wait', async () => {
    const user = await makeUser(t.db);
    const from = '192.0.2.50';
    // Failures 1-3 are free: each is a plain 401.
    for (let i = 0; i < 3; i += 1) expect((await login(user.email!, 'nope', from)).status).toBe(401);
    // The 4th failure starts a wait of 5 seconds; the 5th, 10; the 6th, 20; the 7th, 40.
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      expect((await login(user.email!, 'nope', from)).status).toBe(401);
      const refused = await login(user.email!, TEST_PASSWORD, from);
      expect(refused.status).toBe(429);
      expect(refused.body.error_code).toBe('RATE_LIMITED');
      const seconds = Number(refused.headers['retry-after']);
      waits.push(seconds);
      expect(refused.body.message).toBe(
        `Too many failed sign-in attempts for this account. Please wait ${seconds} seconds and try again.`,
      );
      clockMs += seconds * 1000;
    }
    expect(waits).toEqual([5, 10, 20, 40]);
    // Once the wait is over the right password works, and clears the pair.
    expect((await login(user.email!, TEST_PASSWORD, from)).status).toBe(200);
    expect((await login(user.email!, 'nope', from)).status).toBe(401);
    expect((await login(user.email!, TEST_PASSWORD, from)).status).toBe(200);
  });

  it('says minutes when the wait is long', async () => {
    const user = await makeUser(t.db);
    const from = '192.0.2.51';
    for (let i = 0; i < 8; i += 1) {
      await login(user.email!, 'nope', from);
      clockMs += 700_000;
    }
    // 6 failures beyond the free ones: 5 * 2^5 = 160 seconds, told as 3 minutes.
    await login(user.email!, 'nope', from);
    const refused = await login(user.email!, TEST_PASSWORD, from);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('160');
    expect(refused.body.message).toContain('Please wait 3 minutes');
  });

  it('an address that fails on many accounts spends its own budget, and other addresses are untouched', async () => {
    const from = '192.0.2.99';
    const victims = await Promise.all(Array.from({ length: 11 }, () => makeUser(t.db)));
    // One failure on each of ten accounts spends the address's budget of ten...
    for (const v of victims.slice(0, 10)) expect((await login(v.email!, 'spray', from)).status).toBe(401);
    // ... the eleventh failure makes the address wait until its 15-minute window ends.
    expect((await login(victims[10]!.email!, 'spray', from)).status).toBe(401);
    const refused = await login(victims[10]!.email!, TEST_PASSWORD, from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many failed sign-in attempts from this network. Please wait 15 minutes and try again.',
    );
    // None of the eleven accounts is kept from its owner.
    for (const v of victims) expect((await login(v.email!, TEST_PASSWORD, OWNER)).status).toBe(200);
  });

  it('limits unknown usernames too, so the limit does not reveal who has an account', async () => {
    const from = '192.0.2.60';
    for (let i = 0; i < 4; i += 1) await login('ghost@test.school', 'x', from);
    const res = await login('ghost@test.school', 'x', from);
    expect(res.status).toBe(429);
    expect(res.body.message).toContain('for this account');
  });

  it('an account guessed at from a hundred addresses is checked eleven times, and its owner still signs in at home', async () => {
    const owner = await makeUser(t.db);
    const home = '198.51.100.77';
    expect((await login(owner.email!, TEST_PASSWORD, home)).status).toBe(200);
    // As the probe found: one guess from each of 100 addresses. Ten failures over every address are
    // free, the eleventh starts the account's wait, and every later guess from a new address waits.
    const answers: number[] = [];
    for (let i = 1; i <= 100; i += 1) answers.push((await login(owner.email!, 'guess', `203.0.113.${i}`)).status);
    expect(answers.filter((s) => s === 401)).toHaveLength(11);
    expect(answers.slice(11).every((s) => s === 429)).toBe(true);
    const elsewhere = await login(owner.email!, TEST_PASSWORD, '192.0.2.200');
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.message).toContain('from several networks');
    expect(elsewhere.body.message).toContain('sign in from a network you have used before');
    // At home, where the owner signed in before, the stranger's guesses change nothing.
    expect((await login(owner.email!, TEST_PASSWORD, home)).status).toBe(200);
  });

  it('a school network whose budget mistypes spent keeps letting in the pupils who signed in from it', async () => {
    const school = '100.64.0.1';
    const [returning, ...others] = await Promise.all(Array.from({ length: 12 }, () => makeUser(t.db)));
    expect((await login(returning!.email!, TEST_PASSWORD, school)).status).toBe(200);
    // Eleven pupils mistype once each: the network's budget of ten is spent.
    for (const pupil of others) expect((await login(pupil.email!, 'mistyped', school)).status).toBe(401);
    expect((await login(others[0]!.email!, TEST_PASSWORD, school)).status).toBe(429);
    // The pupil who signed in from the school before is not kept out by the others' mistakes.
    expect((await login(returning!.email!, TEST_PASSWORD, school)).status).toBe(200);
  });
});

describe('a school’s morning behind one address, at the default limits', () => {
  // Five hundred sign-ins with their password checks: a minute allowed, for a machine busy with other work
  // (it took 20 s once in a full run beside other suites); what is asserted is who is let through.
  it('lets 500 first sign-ins through, and only failures count', { timeout: 60_000 }, async () => {
    // The flood guard counting every call as the server is configured by default (the test config widens it).
    const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    const school = await createTestApp({ config: { loginMaxPerAddress: defaults.loginMaxPerAddress } });
    try {
      const pupils = await Promise.all(Array.from({ length: 500 }, () => makeUser(school.db)));
      const address = '100.64.9.9';
      const refused: number[] = [];
      for (const pupil of pupils) {
        const res = await call(school.app, 'POST', LOGIN, {
          body: { username: pupil.email!, password: TEST_PASSWORD },
          remoteAddress: address,
        });
        if (res.status !== 200) refused.push(res.status);
      }
      expect(refused).toEqual([]);
    } finally {
      await school.close();
    }
  });
});
