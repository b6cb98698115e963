import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannon } from './load-generator.js';

// A compressed answer is bytes, not text: the load generator must still read and count every one of
// them, and a bench that checks bodies must still be able to.

const BODY = randomBytes(10_000);
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' });
    response.end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the load generator', () => {
  it('reads and counts every byte of every answer', async () => {
    const result = await cannon({ url, connections: 2, amount: 200 });
    expect(result.errors + result.non2xx).toBe(0);
    expect(result.requests.total).toBe(200);
    expect(result.throughput.total).toBeGreaterThanOrEqual(200 * BODY.length);
  });

  it('still hands the body to a bench that checks it', async () => {
    const result = await cannon({ url, connections: 1, amount: 20, expectBody: 'another answer' });
    expect(result.mismatches).toBe(20);
  });
});
