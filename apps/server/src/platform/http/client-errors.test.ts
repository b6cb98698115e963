import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// As the probe found, a 20 KB query string got Node's bare 431 outside the API's envelope.

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('a request Node refuses before any route', () => {
  it('a 20 KB query string: 431 in the envelope, naming the address', async () => {
    const res = await fetch(`${base}/api/syllabus-v2/boards?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      status_code: 431,
      status: 0,
      message: 'The address or headers of the request are too long.',
      error_code: 'VALIDATION_FAILED',
      errors: [{ field: 'url', message: 'The address or headers of the request are too long.' }],
    });
  });

  it('the server goes on answering afterwards', async () => {
    expect((await fetch(`${base}/api/openapi.json`)).status).toBe(200);
  });
});
