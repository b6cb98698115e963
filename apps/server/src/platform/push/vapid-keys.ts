import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** The server's VAPID key pair (base64url), which push services check every push against. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function parseKeys(text: string): VapidKeys {
  const value = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof value.publicKey !== 'string' || typeof value.privateKey !== 'string') {
    throw new Error('the VAPID key file holds no publicKey and privateKey');
  }
  return { publicKey: value.publicKey, privateKey: value.privateKey };
}

/**
 * Without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY a pair is generated once and kept in DATA_DIR, like
 * the JWT secret: a browser's subscription is bound to the public key, so a new pair on every start
 * would silently end every subscription. Several processes sharing the data dir agree on one pair.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return parseKeys(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  // 'wx' fails if another process wrote it first; then read theirs.
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch {
    return parseKeys(readFileSync(file, 'utf8'));
  }
  chmodSync(file, 0o600);
  return keys;
}

/** A fresh pair (tests, and the settings of a server that keeps none). */
export function generateVapidKeys(): VapidKeys {
  return webPush.generateVAPIDKeys();
}
