import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// On a slow link the study page waited for 973 KB, the app's files sent uncompressed.
// The build writes .br and .gz copies; the server sends the one the browser accepts.

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const PAGE = '<!doctype html><title>ESC</title><div id="root"></div>' + '<!-- padding -->'.repeat(200);
let web: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'esc-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, body: string) => {
    writeFileSync(path.join(dist, name), body);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(body));
  };
  write('assets/app-abc123.js', SCRIPT);
  write('index.html', PAGE);
  web = await createTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await web.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app’s files, compressed', () => {
  it('sends the brotli copy to a browser that accepts it, still cached for ever', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends gzip where brotli is not accepted, and the file itself where nothing is', async () => {
    const gzipped = await web.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await web.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the page the app routes fall back to', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/study-syllabus/10018',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
  });
});
