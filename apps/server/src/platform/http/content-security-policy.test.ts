import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mediaOriginsFor } from './security-headers.js';

// The Content-Security-Policy of every answer (docs/no-tracking.md): the page may load scripts and
// call only its own origin (and the media origin the operator configured), never run inline
// script, and never be framed; so no third-party script, analytics or advertising can run or send.

const MEDIA = 'https://media.school-cdn.test';
const INDEX_HTML = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/index.html');
let t: TestApp;

let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'csp-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ESC+</title><div id="root"></div>');
  t = await createTestApp({ config: { mediaBaseUrl: `${MEDIA}/files`, webDist: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the Content-Security-Policy', () => {
  it('is sent with the app’s page and with API answers alike', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/profile' });
    const api = await t.app.inject({ method: 'GET', url: '/api/platform/health' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(api.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('allows scripts and calls only from the product’s own origin, never inline script, and no framing', async () => {
    const csp = directives((await t.app.inject({ method: 'GET', url: '/profile' })).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", MEDIA]);
  });

  it('adds the configured media origin where media load, and no other origin anywhere', async () => {
    const csp = directives((await t.app.inject({ method: 'GET', url: '/profile' })).headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', MEDIA]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', MEDIA]);
    const origins = [...csp.values()].flat().filter((v) => /^https?:/.test(v));
    expect(new Set(origins)).toEqual(new Set([MEDIA]));
  });

  it('names no origin but the product’s own when media stay on it (the default)', () => {
    expect(mediaOriginsFor('')).toEqual({});
    expect(mediaOriginsFor('/media')).toEqual({});
  });

  it('has nothing to allow in the page itself: every script of index.html is a file of this origin', () => {
    const html = readFileSync(INDEX_HTML, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^/]/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
});
