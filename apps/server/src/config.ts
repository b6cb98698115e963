import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { bbbSettings, zoomSettings, type BbbSettings, type ZoomSettings } from './meeting-room-config.js';
import { gstSupplierSettings, type GstSupplier } from './gst-supplier-config.js';
import { notifyConfigFromEnv, type NotifyConfig } from './platform/notify/notify.factory.js';
import { KNOWN_PUSH_ORIGINS } from './platform/push/push-endpoints.js';
import { loadOrCreateVapidKeys } from './platform/push/vapid-keys.js';
import type { WebPushSettings } from './platform/push/web-push.sender.js';

/**
 * demo: `npm start` — the demo world is seeded, test providers (payments, messages) exist and codes
 * are shown. production: nothing is seeded unless asked, no test provider exists, codes and secrets
 * are never logged (APP_MODE=production).
 */
export type AppMode = 'demo' | 'production';

/** The Razorpay account payments go through in production (keys from the dashboard). */
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  /** Signs the webhooks (X-Razorpay-Signature); without it the webhook route refuses every call. */
  webhookSecret: string | null;
  /** The Orders API origin; a different one only for a proxy or a local stand-in in tests. */
  apiBaseUrl: string;
}

/** Every setting of the server. buildApp takes one of these, so tests set their own values. */
export interface AppConfig {
  mode: AppMode;
  port: number;
  host: string;
  /** unset: SQLite file under dataDir; postgres://...: PostgreSQL. */
  databaseUrl: string | null;
  /**
   * A streaming replica of DATABASE_URL for the reads that tolerate lag (DATABASE_REPLICA_URL), and the
   * most lag they are served with (REPLICA_MAX_LAG_MS): db/replica-reads.ts. Absent: every read is the primary's.
   */
  replica?: ReplicaSettings | null;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Failed sign-ins of one account from one address before each further one makes it wait. */
  loginFreeFailures: number;
  /** Failed sign-ins of one account over every address before it waits (not at addresses it signed in from). */
  loginAccountFreeFailures: number;
  /** Failed sign-ins from one address, over every account, before the address waits. */
  loginAddressFreeFailures: number;
  /** The longest wait one account and address pair is given; an address waits up to four times as long. */
  loginMaxDelaySeconds: number;
  /** Failures are forgotten after this long without a new one. */
  loginFailureWindowSeconds: number;
  /** Sign-in calls per address per minute (a flood guard of each process). */
  loginMaxPerAddress: number;
  /** scrypt cost of new password hashes (a power of two, at least 2^14); older hashes are redone at sign-in. */
  passwordScryptN: number;
  /** Where codes and invitations go (SMTP, MSG91); absent: no adapter configured. */
  notify?: NotifyConfig;
  seedDemo: boolean;
  webDist: string;
  logLevel: string;
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY): none, a hop count, or their addresses. */
  trustProxy: TrustProxy;
  /** Where media files are stored (local disk); default DATA_DIR/media. */
  storageDir: string;
  /**
   * Secret of signed media URLs and cookies (MEDIA_SIGNING_SECRET); null derives one from jwtSecret
   * with a distinct label, so a media signature can never pass as a token signature or the reverse.
   */
  mediaSigningSecret: string | null;
  /** Prefix of the media URLs handed out: '' keeps them on this origin (/api/media/file/...); a CDN origin otherwise. */
  mediaBaseUrl: string;
  /** Largest upload accepted, in bytes. */
  uploadMaxBytes: number;
  /** Razorpay keys (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET); null when unset. Used in production. */
  razorpay: RazorpaySettings | null;
  /** Web push: VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, else generated once into DATA_DIR), subject, push services. */
  webPush: WebPushSettings;
  /** Seconds between heartbeats of an open notification stream (proxies close quiet connections). */
  notifyStreamHeartbeatSeconds: number;
  /** The longest a notification stream stays open before the browser opens a new one with a new ticket. */
  notifyStreamMaxSeconds: number;
  /** Web-gate flag IOS_WALLET_ENABLE (spec 002 §7.2): the wallet payment path of the iOS app; off unless set. */
  iosWalletEnabled: boolean;
  /** Zoom's public SDK key for live classes (ZOOM_SDK_KEY), shown in /static/zoomSettings.json; null: Zoom off. */
  zoomSdkKey: string | null;
  /** BigBlueButton rooms (BBB_URL, BBB_SECRET, BBB_CHECKSUM_ALGORITHM); absent or null: no 'bbb' provider. */
  bbb?: BbbSettings | null;
  /** Zoom meetings (ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_WEBHOOK_SECRET_TOKEN); absent or null: no 'zoom' provider. */
  zoom?: ZoomSettings | null;
  /**
   * The seller on GST invoices (GST_SUPPLIER_*, gst-supplier-config.ts). null: nothing can be bought;
   * absent: the demo's supplier in demo mode, none in production.
   */
  gstSupplier?: GstSupplier | null;
  /**
   * The platform's grievance officer, who answers people who signed up alone (GRIEVANCE_OFFICER_NAME,
   * GRIEVANCE_OFFICER_EMAIL); absent: a generic name and no contact, which production should not run with.
   */
  grievanceOfficer?: { name: string; email: string };
  /**
   * The bearer token GET /metrics asks for (METRICS_TOKEN). Absent or null: /metrics answers 404 and
   * no request is measured. The demo makes one at each start and prints it; production has none unless set.
   */
  metricsToken?: string | null;
}

/** The repository root, found from this file rather than the working directory (npm -w changes cwd). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export interface ReplicaSettings {
  url: string;
  maxLagMs: number;
}

/** DATABASE_REPLICA_URL beside a PostgreSQL DATABASE_URL, with its lag bound (50 ms to a minute; 1 s by default). */
function replicaSettings(env: Env, databaseUrl: string | null): ReplicaSettings | null {
  const url = env.DATABASE_REPLICA_URL?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_REPLICA_URL must start with postgres://');
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL to name the PostgreSQL primary it replicates');
  }
  const maxLagMs = integer(env, 'REPLICA_MAX_LAG_MS', 1000);
  if (maxLagMs < 50 || maxLagMs > 60_000) {
    throw new Error(`REPLICA_MAX_LAG_MS must be from 50 to 60000 milliseconds, got "${env.REPLICA_MAX_LAG_MS}"`);
  }
  return { url, maxLagMs };
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw);
}

function fromRoot(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(REPO_ROOT, value);
}

/** The demo's metrics token, in DATA_DIR. */
export const METRICS_TOKEN_FILE = 'metrics-token';

/**
 * Without JWT_SECRET a secret is generated once and kept in DATA_DIR, so tokens survive restarts
 * and several processes sharing the data dir agree on it.
 */
export function loadOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process wrote it first; then read theirs.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
  chmodSync(file, 0o600);
  return secret;
}

function mediaSigningSecret(env: Env): string | null {
  const secret = env.MEDIA_SIGNING_SECRET;
  if (!secret) return null;
  if (secret.length < 32) throw new Error('MEDIA_SIGNING_SECRET must be at least 32 characters');
  return secret;
}

/** false: the socket's address is the client's; a number: that many proxy hops; or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.includes(item)) return true;
  const [address, bits, ...rest] = item.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: who may say, in X-Forwarded-For, which address a request came from. Unset: nobody
 * (the socket's address counts). A number: that many proxies in front of the server (1 behind one
 * load balancer): the address the nearest of them saw counts. Or a comma-separated list of the
 * proxies' addresses and ranges (10.0.0.0/8, loopback). "true" is refused: trusting every hop lets
 * a client write its own address and escape every limit kept per address.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  const lower = raw.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its own address: give the number of proxies in front of the ' +
        'server (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new Error(`TRUST_PROXY must be a number of proxy hops from 1 to 10, got "${raw}"`);
    return hops;
  }
  const list = raw.split(',').map((item) => item.trim());
  const wrong = list.find((item) => !isProxyAddress(item));
  if (wrong !== undefined) {
    throw new Error(`TRUST_PROXY must list proxy addresses or ranges (10.0.0.0/8, loopback), got "${wrong}"`);
  }
  return list;
}

/** PASSWORD_SCRYPT_N: a power of two from 2^14; 2^17 by default (current advice for scrypt). */
function scryptCost(env: Env): number {
  const value = integer(env, 'PASSWORD_SCRYPT_N', 2 ** 17);
  if (value < 2 ** 14 || (value & (value - 1)) !== 0) {
    throw new Error(`PASSWORD_SCRYPT_N must be a power of two of at least 16384, got "${env.PASSWORD_SCRYPT_N}"`);
  }
  return value;
}

/**
 * METRICS_TOKEN, at least 16 characters; unset: none in production, and in the demo one made once and
 * kept in DATA_DIR/metrics-token (start-up names the file: a secret is never written to the log).
 */
function metricsToken(env: Env, mode: AppMode, dataDir: string): string | null {
  const raw = env.METRICS_TOKEN?.trim() ?? '';
  if (raw === '') return mode === 'demo' ? loadOrCreateSecret(dataDir, METRICS_TOKEN_FILE) : null;
  if (raw.length < 16 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new Error('METRICS_TOKEN must be at least 16 printable characters without spaces');
  }
  return raw;
}

function appMode(env: Env): AppMode {
  const raw = (env.APP_MODE ?? '').trim().toLowerCase();
  if (raw === '') return env.NODE_ENV === 'production' ? 'production' : 'demo';
  if (raw === 'demo' || raw === 'production') return raw;
  throw new Error(`APP_MODE must be demo or production, got "${env.APP_MODE}"`);
}

/** Both keys or neither: one without the other is a mistake worth stopping for. */
function razorpaySettings(env: Env): RazorpaySettings | null {
  const keyId = env.RAZORPAY_KEY_ID?.trim() || '';
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() || '';
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim() || null;
  if (!keyId && !keySecret) {
    if (webhookSecret)
      throw new Error('RAZORPAY_WEBHOOK_SECRET is set without RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    return null;
  }
  if (!keyId) throw new Error('RAZORPAY_KEY_SECRET is set without RAZORPAY_KEY_ID');
  if (!keySecret) throw new Error('RAZORPAY_KEY_ID is set without RAZORPAY_KEY_SECRET');
  const apiBaseUrl = (env.RAZORPAY_API_URL?.trim() || 'https://api.razorpay.com').replace(/\/+$/, '');
  return { keyId, keySecret, webhookSecret, apiBaseUrl };
}

/** Both VAPID keys or neither (then a pair is generated once into DATA_DIR). */
function webPushSettings(env: Env, dataDir: string): WebPushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || '';
  if (!publicKey !== !privateKey)
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  const keys = publicKey ? { publicKey, privateKey } : loadOrCreateVapidKeys(dataDir);
  const subject = env.VAPID_SUBJECT?.trim() || 'mailto:notifications@esc-platform.invalid';
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https:// address');
  const origins = env.WEB_PUSH_ENDPOINT_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return { ...keys, subject, endpointOrigins: origins?.length ? origins : KNOWN_PUSH_ORIGINS };
}

/**
 * Where the data lives (DATA_DIR, DATABASE_URL, STORAGE_DIR), read without making anything: the
 * backup and restore commands need the places, not the secrets loadConfig creates on first start.
 */
export function dataPlaces(env: Env = process.env): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'storageDir'> {
  const dataDir = fromRoot(env.DATA_DIR || 'data');
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    storageDir: env.STORAGE_DIR ? fromRoot(env.STORAGE_DIR) : path.join(dataDir, 'media'),
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const mode = appMode(env);
  const { dataDir, databaseUrl, storageDir } = dataPlaces(env);
  const jwtSecret = env.JWT_SECRET || loadOrCreateSecret(dataDir);
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return {
    mode,
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    replica: replicaSettings(env, databaseUrl),
    dataDir,
    jwtSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30),
    loginFreeFailures: integer(env, 'LOGIN_FREE_FAILURES', 3),
    loginAccountFreeFailures: integer(env, 'LOGIN_ACCOUNT_FREE_FAILURES', 10),
    // A school's pupils share one address: its mistyped passwords must not keep the rest out.
    loginAddressFreeFailures: integer(env, 'LOGIN_ADDRESS_FREE_FAILURES', 100),
    loginMaxDelaySeconds: integer(env, 'LOGIN_MAX_DELAY_SECONDS', 900),
    loginFailureWindowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 3600),
    // A flood guard counting every call, wide enough for a school's pupils behind one address to sign
    // in together: guesses are limited by their failures (login-throttle.ts), floods by the hashing queue.
    loginMaxPerAddress: integer(env, 'LOGIN_MAX_PER_ADDRESS', 1000),
    passwordScryptN: scryptCost(env),
    notify: notifyConfigFromEnv(env),
    seedDemo: flag(env, 'SEED_DEMO', mode === 'demo'),
    webDist: fromRoot(env.WEB_DIST || 'apps/web/dist'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env),
    storageDir,
    mediaSigningSecret: mediaSigningSecret(env),
    mediaBaseUrl: (env.MEDIA_BASE_URL || '').replace(/\/+$/, ''),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 200 * 1024 * 1024),
    razorpay: razorpaySettings(env),
    webPush: webPushSettings(env, dataDir),
    notifyStreamHeartbeatSeconds: integer(env, 'NOTIFY_STREAM_HEARTBEAT_SECONDS', 25),
    notifyStreamMaxSeconds: integer(env, 'NOTIFY_STREAM_MAX_SECONDS', 900),
    iosWalletEnabled: flag(env, 'IOS_WALLET_ENABLE', false),
    zoomSdkKey: env.ZOOM_SDK_KEY?.trim() || null,
    bbb: bbbSettings(env),
    zoom: zoomSettings(env),
    gstSupplier: gstSupplierSettings(env, mode),
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME?.trim() || 'ESC+ Grievance Officer',
      email: env.GRIEVANCE_OFFICER_EMAIL?.trim() || '',
    },
    metricsToken: metricsToken(env, mode, dataDir),
  };
}
