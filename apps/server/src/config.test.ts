import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.js';

const dir = mkdtempSync(path.join(tmpdir(), 'esc-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('config', () => {
  it('has defaults that run on one machine, with paths from the repository root', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      loginMaxFailuresPerAccount: 5,
      loginFailureWindowSeconds: 900,
      loginMaxPerAddress: 30,
      seedDemo: true,
      webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(existsInRepo(REPO_ROOT)).toBe(true);
  });

  it('generates the JWT secret once, private to the owner, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('reads numbers and flags, and refuses nonsense', () => {
    const config = loadConfig({ DATA_DIR: dir, PORT: '8080', SEED_DEMO: 'false', ACCESS_TOKEN_TTL_SECONDS: '60' });
    expect(config).toMatchObject({ port: 8080, seedDemo: false, accessTokenTtlSeconds: 60 });
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('is the demo unless production is asked for; production seeds nothing unless asked', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ mode: 'demo', seedDemo: true });
    expect(loadConfig({ DATA_DIR: dir, APP_MODE: 'production' })).toMatchObject({
      mode: 'production',
      seedDemo: false,
    });
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toMatchObject({
      mode: 'production',
      seedDemo: false,
    });
    expect(loadConfig({ DATA_DIR: dir, APP_MODE: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, APP_MODE: 'staging' })).toThrow(/APP_MODE/);
  });
});

function existsInRepo(root: string): boolean {
  return statSync(path.join(root, 'package.json')).isFile();
}
