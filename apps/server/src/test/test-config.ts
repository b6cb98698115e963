import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { AppConfig } from '../config.js';
import { KNOWN_PUSH_ORIGINS } from '../platform/push/push-endpoints.js';
import { generateVapidKeys } from '../platform/push/vapid-keys.js';

/** Where a test server keeps its data, and what it shares with another process of the same deployment. */
export interface TestConfigBase {
  dataDir: string;
  databaseUrl: string | null;
  /** Another process of the same deployment: the same JWT secret and VAPID keys. */
  sharing?: AppConfig;
}

/**
 * The password cost of the test apps and of the people the factories make: below the floor the
 * server takes from its environment (2^14, config.ts), which this config does not pass through. At
 * 2^14 each sign-in cost 44 ms of CPU and 16 MiB, and the API suite signs in about 1,750 times a run
 * on each engine: a third of its CPU. No test here is about the cost: password.test.ts checks the
 * default and password-rehash.test.ts the production cost, and config.test.ts the floor.
 */
export const TEST_SCRYPT_N = 2 ** 10;

/** A test server's settings: the demo mode over a database of its own, quick password hashing, no outside services. */
export function testConfig(
  { dataDir, databaseUrl, sharing }: TestConfigBase,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  return {
    mode: 'demo',
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dataDir,
    jwtSecret: sharing?.jwtSecret ?? randomBytes(32).toString('hex'),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 30,
    loginFreeFailures: 3,
    loginAccountFreeFailures: 10,
    loginAddressFreeFailures: 20,
    loginMaxDelaySeconds: 900,
    loginFailureWindowSeconds: 3600,
    loginMaxPerAddress: 1000,
    passwordScryptN: TEST_SCRYPT_N,
    seedDemo: false,
    webDist: path.join(dataDir, 'no-web-dist'),
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    trustProxy: false,
    storageDir: path.join(dataDir, 'media'),
    mediaSigningSecret: null,
    mediaBaseUrl: '',
    uploadMaxBytes: 5 * 1024 * 1024,
    razorpay: null,
    webPush: sharing?.webPush ?? {
      ...generateVapidKeys(),
      subject: 'mailto:tests@esc-platform.invalid',
      endpointOrigins: KNOWN_PUSH_ORIGINS,
    },
    notifyStreamHeartbeatSeconds: 25,
    notifyStreamMaxSeconds: 900,
    iosWalletEnabled: false,
    zoomSdkKey: null,
    ...overrides,
  };
}
