import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
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
      loginFreeFailures: 3,
      loginAccountFreeFailures: 10,
      loginAddressFreeFailures: 100,
      loginMaxDelaySeconds: 900,
      loginFailureWindowSeconds: 3600,
      loginMaxPerAddress: 1000,
      passwordScryptN: 131072,
      notify: { smtp: null, msg91: null, publicUrl: null },
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

  it('serves metrics with METRICS_TOKEN; without one, a token kept in the data dir in the demo and none in production', () => {
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'operators-own-token-1' }).metricsToken).toBe(
      'operators-own-token-1',
    );
    const demo = loadConfig({ DATA_DIR: dir }).metricsToken;
    expect(demo?.length).toBeGreaterThanOrEqual(16);
    // Kept, so a restart (or a second process on the same data dir) scrapes with the same token.
    expect(loadConfig({ DATA_DIR: dir }).metricsToken).toBe(demo);
    expect(readFileSync(path.join(dir, 'metrics-token'), 'utf8').trim()).toBe(demo);
    expect(statSync(path.join(dir, 'metrics-token')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, APP_MODE: 'production' }).metricsToken).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'has a space in it, long' })).toThrow(/METRICS_TOKEN/);
  });

  it('trusts no proxy unless told which: a number of hops or their addresses, never any hop at all', () => {
    const trust = (value?: string) => loadConfig({ DATA_DIR: dir, TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
    expect(trust('fd00::/8')).toEqual(['fd00::/8']);
    // Every hop trusted: any client could write its own address and escape the limits kept per address.
    expect(() => trust('true')).toThrow(/TRUST_PROXY=true would let any client choose its own address/);
    expect(() => trust('11')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/33')).toThrow(/got "10.0.0.0\/33"/);
    expect(() => trust('proxy.internal')).toThrow(/got "proxy.internal"/);
  });

  it('sends lag-tolerant reads to DATABASE_REPLICA_URL only beside a PostgreSQL primary, within 1 s by default', () => {
    const primary = 'postgres://app@127.0.0.1:55432/esc';
    const replicaOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env }).replica;
    expect(replicaOf({ DATABASE_URL: primary })).toBeNull();
    expect(replicaOf({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'postgres://app@127.0.0.1:55433/esc' })).toEqual({
      url: 'postgres://app@127.0.0.1:55433/esc',
      maxLagMs: 1000,
    });
    const replica = 'postgres://app@127.0.0.1:55433/esc';
    expect(
      replicaOf({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica, REPLICA_MAX_LAG_MS: '250' })?.maxLagMs,
    ).toBe(250);
    expect(() => replicaOf({ DATABASE_REPLICA_URL: replica })).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
    expect(() => replicaOf({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://x/y' })).toThrow(
      /DATABASE_REPLICA_URL must start with postgres/,
    );
    for (const lag of ['10', '60001', 'soon']) {
      expect(() =>
        replicaOf({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica, REPLICA_MAX_LAG_MS: lag }),
      ).toThrow(/REPLICA_MAX_LAG_MS/);
    }
  });

  it('reads the scrypt cost: 2^17 by default, a power of two from 2^14', () => {
    expect(loadConfig({ DATA_DIR: dir, PASSWORD_SCRYPT_N: '262144' }).passwordScryptN).toBe(262144);
    expect(() => loadConfig({ DATA_DIR: dir, PASSWORD_SCRYPT_N: '8192' })).toThrow(/PASSWORD_SCRYPT_N/);
    expect(() => loadConfig({ DATA_DIR: dir, PASSWORD_SCRYPT_N: '100000' })).toThrow(/PASSWORD_SCRYPT_N/);
  });

  it('reads SMTP and MSG91 settings for the notifier', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      SMTP_HOST: 'mail.example.test',
      SMTP_PORT: '465',
      SMTP_USER: 'mailer',
      SMTP_PASS: 'secret',
      SMTP_FROM: 'ESC <no-reply@example.test>',
      MSG91_AUTH_KEY: 'key',
      MSG91_SENDER_ID: 'ESCLRN',
      MSG91_TEMPLATE_OTP: 'tpl-otp',
      PUBLIC_URL: 'https://learn.example.test/',
    });
    expect(config.notify).toEqual({
      smtp: {
        url: undefined,
        host: 'mail.example.test',
        port: 465,
        secure: undefined,
        user: 'mailer',
        pass: 'secret',
        from: 'ESC <no-reply@example.test>',
      },
      msg91: { authKey: 'key', senderId: 'ESCLRN', templates: { otp: 'tpl-otp' }, baseUrl: undefined },
      publicUrl: 'https://learn.example.test',
    });
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://x' })).toThrow(/SMTP_FROM/);
  });
});

function existsInRepo(root: string): boolean {
  return statSync(path.join(root, 'package.json')).isFile();
}
