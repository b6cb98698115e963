import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { chooseEncoding, compressedBody } from './response-compression.js';

// The study page's lists travelled as plain JSON on a 750 kbit/s link.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compressed API answers', () => {
  it('sends a large JSON answer as brotli to a browser that accepts it, and the same JSON comes out', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('uses gzip where brotli is not accepted, and sends plain JSON to a client that asks for none', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toMatch(/^3\./);
    const none = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().openapi).toMatch(/^3\./);
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/platform/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.statusCode).toBe(200);
  });
});

describe('a kept answer', () => {
  const json = Buffer.from(
    JSON.stringify({ students: Array.from({ length: 400 }, (_, i) => ({ i, name: `L ${i}` })) }),
  );

  it('is compressed once per encoding while the same Buffer is sent again', async () => {
    const first = await compressedBody(json, 'br');
    expect(await compressedBody(json, 'br')).toBe(first);
    expect(brotliDecompressSync(first).equals(json)).toBe(true);
    const gz = await compressedBody(json, 'gzip');
    expect(gunzipSync(gz).equals(json)).toBe(true);
    expect(await compressedBody(json, 'br')).toBe(first);
  });

  it('is compressed afresh when it is another Buffer or a string, even with the same bytes', async () => {
    const first = await compressedBody(json, 'br');
    expect(await compressedBody(Buffer.from(json), 'br')).not.toBe(first);
    const fromText = await compressedBody(json.toString(), 'br');
    expect(brotliDecompressSync(fromText).equals(json)).toBe(true);
  });
});

describe('choosing the encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    [undefined, null],
  ])('Accept-Encoding %s answers %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
