import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Behind a load balancer the server learns the client's address from X-Forwarded-For. As the probe
// found, trusting the left-most entry let a client write any address it liked and escape every limit
// kept per address. With TRUST_PROXY=1 (one proxy) the address the proxy saw counts, whatever the
// client wrote before it; without TRUST_PROXY the header counts for nothing.

const LOGIN = '/api/cognito-login-service/auth/login';
const PROXY = '10.0.0.5';

let behindProxy: TestApp;
let direct: TestApp;

beforeAll(async () => {
  behindProxy = await createTestApp({ config: { trustProxy: 1, loginFreeFailures: 3 } });
  direct = await createTestApp({ config: { loginFreeFailures: 3 } });
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

function login(t: TestApp, username: string, password: string, forwardedFor: string, remoteAddress = PROXY) {
  return t.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { username, password },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
}

describe('the client address behind a proxy', () => {
  it('is the one the proxy saw: a forged address before it changes nothing', async () => {
    const user = await makeUser(behindProxy.db);
    const client = '203.0.113.50';
    // Four guesses, each claiming another address; the proxy appends the address it saw.
    for (let i = 1; i <= 4; i += 1) {
      const res = await login(behindProxy, user.email!, 'guess', `198.18.0.${i}, ${client}`);
      expect(res.statusCode).toBe(401);
    }
    // Three failures are free for an account and address: the fourth made this client wait.
    const refused = await login(behindProxy, user.email!, TEST_PASSWORD, `198.18.0.99, ${client}`);
    expect(refused.statusCode).toBe(429);
    // Another client behind the same proxy is someone else.
    expect((await login(behindProxy, user.email!, TEST_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
  });

  it('without a trusted proxy, the header is not read at all', async () => {
    const user = await makeUser(direct.db);
    const socket = '203.0.113.60';
    for (let i = 1; i <= 4; i += 1) {
      expect((await login(direct, user.email!, 'guess', `198.18.1.${i}`, socket)).statusCode).toBe(401);
    }
    expect((await login(direct, user.email!, TEST_PASSWORD, '198.18.1.99', socket)).statusCode).toBe(429);
  });
});
