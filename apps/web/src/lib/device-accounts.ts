import { useSyncExternalStore } from 'react';
import { readRaw, subscribeKey, writeJson } from './storage';

/**
 * The accounts this device has signed in with (a family's shared phone), for /my-accounts and
 * /choose-profile. Security decision: only who they are is kept (uuid, username, name, role), never a
 * password or a token of an account that is not the one signed in. A refresh token kept for another
 * account would let anyone holding the phone open that account without its password (a child opening
 * a parent's, a sibling a sibling's); so switching to another adult's or learner's account signs the
 * current one out (its refresh token revoked on the server) and asks that account's password, with
 * its username filled in. A parent acts for a linked child without a password through their own
 * session (the active child): the server checks the link on every call.
 */
export const DEVICE_ACCOUNTS_STORAGE_KEY = 'esc.deviceAccounts';

/** At most this many accounts are remembered; the least recently used is forgotten first. */
export const DEVICE_ACCOUNTS_MAX = 6;

export interface DeviceAccount {
  uuid: string;
  username: string;
  name: string;
  user_type_id: number;
  /** Epoch milliseconds when the account was last used on this device. */
  last_used_at: number;
}

function isDeviceAccount(value: unknown): value is DeviceAccount {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.uuid === 'string' &&
    typeof v.username === 'string' &&
    typeof v.name === 'string' &&
    typeof v.user_type_id === 'number' &&
    typeof v.last_used_at === 'number'
  );
}

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let cachedRaw: string | null = null;
let cachedAccounts: DeviceAccount[] = [];

export function readDeviceAccounts(): DeviceAccount[] {
  const raw = readRaw(DEVICE_ACCOUNTS_STORAGE_KEY);
  if (raw === cachedRaw) return cachedAccounts;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    cachedAccounts = Array.isArray(parsed) ? parsed.filter(isDeviceAccount) : [];
  } catch {
    cachedAccounts = [];
  }
  return cachedAccounts;
}

/** The accounts with this one first (the most recently used), at most DEVICE_ACCOUNTS_MAX. */
export function withAccount(accounts: readonly DeviceAccount[], account: DeviceAccount): DeviceAccount[] {
  const others = accounts.filter((a) => a.uuid !== account.uuid);
  // Only the named fields are kept, whatever else the caller's object carries (a token must never be stored here).
  const { uuid, username, name, user_type_id, last_used_at } = account;
  return [{ uuid, username, name, user_type_id, last_used_at }, ...others].slice(0, DEVICE_ACCOUNTS_MAX);
}

export function rememberDeviceAccount(account: DeviceAccount): void {
  const current = readDeviceAccounts();
  const same = current[0];
  // Nothing to write when this account is already first with the same details (every screen load calls this).
  if (same && same.uuid === account.uuid && same.name === account.name && same.username === account.username) return;
  writeJson(DEVICE_ACCOUNTS_STORAGE_KEY, withAccount(current, account));
}

export function forgetDeviceAccount(uuid: string): void {
  writeJson(
    DEVICE_ACCOUNTS_STORAGE_KEY,
    readDeviceAccounts().filter((a) => a.uuid !== uuid),
  );
}

const subscribe = (listener: () => void) => subscribeKey(DEVICE_ACCOUNTS_STORAGE_KEY, listener);

export function useDeviceAccounts(): DeviceAccount[] {
  return useSyncExternalStore(subscribe, readDeviceAccounts, () => []);
}

/** Router state that fills the sign-in screen's username (switching to a remembered account). */
export interface SignInUsernameState {
  username?: string;
}

// The username to fill in on the sign-in screen after leaving an account: kept in memory only (the
// sign-in guard replaces the router state when the session ends, so the state alone does not carry it).
let signInPrefill = '';

export function setSignInPrefill(username: string): void {
  signInPrefill = username.slice(0, 254);
}

/** The username waiting for the sign-in screen (the screen keeps it in its state, then clears it here). */
export function signInPrefillValue(): string {
  return signInPrefill;
}

export function usernameOfSignInState(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const username = (state as SignInUsernameState).username;
  return typeof username === 'string' ? username.slice(0, 254) : '';
}
