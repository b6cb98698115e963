import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHaproxyConfig } from './haproxy-config.js';

const plan = {
  serverPorts: [3101, 3102, 3103],
  frontPort: 8080,
  statsPort: 8404,
  statsSocket: '/srv/esc/.cluster/haproxy.sock',
  streamHeartbeatSeconds: 25,
  streamMaxSeconds: 900,
  maxConnections: 9000,
};
const config = renderHaproxyConfig(plan);
const lines = config.split('\n').map((line) => line.trim());
const section = (name: string) => {
  const start = lines.indexOf(name);
  const end = lines.findIndex((line, i) => i > start && /^(frontend|backend|defaults|global)\b/.test(line));
  return lines.slice(start, end < 0 ? undefined : end);
};

describe('the rendered HAProxy configuration', () => {
  it('fronts the cluster on 127.0.0.1:8080 in http mode and balances by the fewest connections', () => {
    expect(section('frontend web')).toContain('bind 127.0.0.1:8080');
    expect(section('defaults')).toContain('mode http');
    expect(section('backend app')).toContain('balance leastconn');
  });

  it('has one checked server line per process port, all on loopback', () => {
    const servers = section('backend app').filter((line) => line.startsWith('server '));
    expect(servers).toEqual([
      'server app1 127.0.0.1:3101 check',
      'server app2 127.0.0.1:3102 check',
      'server app3 127.0.0.1:3103 check',
    ]);
  });

  it('checks each process with GET /api/platform/ready every second, down after 2 failures, up after 2 passes', () => {
    const backend = section('backend app');
    expect(backend).toContain('option httpchk');
    expect(backend).toContain('http-check send meth GET uri /api/platform/ready');
    expect(backend).toContain('http-check expect status 200');
    expect(backend).toContain('default-server inter 1s fall 2 rise 2');
  });

  it('retries only a connection that failed, on another server, so a POST that reached a server is never sent twice', () => {
    const retryOn = lines.filter((line) => line.startsWith('retry-on'));
    expect(retryOn).toEqual(['retry-on conn-failure']);
    expect(lines.some((line) => /^option redispatch\b/.test(line))).toBe(true);
    expect(lines.some((line) => /^retries [1-9]$/.test(line))).toBe(true);
  });

  it('passes the client address on and keeps connections to the servers alive', () => {
    expect(lines).toContain('option forwardfor');
    expect(lines).toContain('option http-keep-alive');
    expect(lines).toContain('http-reuse safe');
  });

  it('gives each request an id unless it brings a well-formed one, and logs that id', () => {
    const front = section('frontend web');
    const setId = front.find((line) => line.startsWith('http-request set-header X-Request-Id'));
    expect(setId).toMatch(/^http-request set-header X-Request-Id %\[uuid\(\)\] unless \{ req\.hdr\(x-request-id\) -m /);
    expect(front).toContain('http-request capture req.hdr(x-request-id) len 64');
    expect(lines.find((line) => line.startsWith('log-format'))).toContain('request_id=%[capture.req.hdr(0)]');
  });

  it('names the answering server and serves stats on loopback with a socket for status', () => {
    expect(section('backend app')).toContain('http-response set-header X-Served-By %s');
    expect(section('frontend stats')).toContain('bind 127.0.0.1:8404');
    expect(lines).toContain('stats socket /srv/esc/.cluster/haproxy.sock mode 600 level admin');
  });

  it('keeps a notification stream open past its 25 s heartbeat and its 900 s time limit', () => {
    const seconds = (name: string) => Number(lines.find((line) => line.startsWith(name))?.match(/(\d+)s$/)?.[1]);
    expect(seconds('timeout server')).toBeGreaterThan(25);
    expect(seconds('timeout tunnel')).toBeGreaterThan(900);
  });

  it('keeps files read by signed links in its memory, small ones only, and looks up nothing else', () => {
    const back = section('backend app');
    const use = back.find((line) => line.startsWith('http-request cache-use'));
    expect(use).toMatch(/ if \{ path_beg \/api\/media\/file\/ \} \{ url_param\(sig\) -m found \}$/);
    const cacheName = use!.split(' ')[2]!;
    expect(back).toContain(`http-response cache-store ${cacheName}`);
    const cache = section(`cache ${cacheName}`);
    // At most 1 MB a file (a figure, never a video) and never past a link's 3600 s lifetime.
    expect(Number(cache.find((l) => l.startsWith('max-object-size'))?.split(' ')[1])).toBeLessThanOrEqual(1024 * 1024);
    expect(Number(cache.find((l) => l.startsWith('max-age'))?.split(' ')[1])).toBeLessThanOrEqual(3600);
  });

  it('is a configuration HAProxy accepts (haproxy -c)', () => {
    // `npm test` installs HAProxy before any test runs (its pretest, scripts/ensure-haproxy.sh: an
    // install takes longer than a test may), as the cluster's launcher does; without it this fails, never skips.
    const dir = mkdtempSync(path.join(tmpdir(), 'esc-haproxy-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, renderHaproxyConfig({ ...plan, statsSocket: path.join(dir, 'haproxy.sock') }));
      expect(() => execFileSync('haproxy', ['-c', '-q', '-f', file], { stdio: 'pipe' })).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
