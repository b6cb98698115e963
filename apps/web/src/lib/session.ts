import { useSyncExternalStore } from 'react';
import type { GuestLoginData, LoginData } from '@esc/contracts';
import { readRaw, subscribeKey, writeRaw } from './storage';

/** localStorage key of the signed-in session (one JSON object). */
export const SESSION_STORAGE_KEY = 'esc.session';

export interface StoredSession {
  access_token: string;
  refresh_token: string;
  /** Epoch milliseconds when the access token expires. */
  expires_at: number;
  username: string;
  uuid: string;
  user_type_id: number;
  /** A guest session (spec 000 §6): no refresh token; a new guest token is fetched when it expires. */
  guest?: boolean;
  /** Epoch milliseconds of the last refresh: its result is reused for 90000 ms (spec 001 §9). */
  refreshed_at?: number;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.access_token === 'string' &&
    typeof v.refresh_token === 'string' &&
    typeof v.expires_at === 'number' &&
    typeof v.username === 'string' &&
    typeof v.uuid === 'string' &&
    typeof v.user_type_id === 'number' &&
    (v.guest === undefined || typeof v.guest === 'boolean') &&
    (v.refreshed_at === undefined || typeof v.refreshed_at === 'number')
  );
}

// useSyncExternalStore needs the same object back while the stored text is unchanged.
let cachedRaw: string | null = null;
let cachedSession: StoredSession | null = null;

export function readSession(): StoredSession | null {
  const raw = readRaw(SESSION_STORAGE_KEY);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    cachedSession = isStoredSession(parsed) ? parsed : null;
  } catch {
    cachedSession = null;
  }
  return cachedSession;
}

/** True for a guest session: it may use only the guest-allowed reads. */
export function isGuestSession(session: StoredSession | null | undefined): boolean {
  return session?.guest === true;
}

export function writeSession(session: StoredSession): void {
  writeRaw(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function sessionFromLogin(data: LoginData, username: string, nowMs: number): StoredSession {
  return {
    access_token: data.access_token,
    refresh_token: data.refresh_token,
    expires_at: nowMs + data.expires_in * 1000,
    username,
    uuid: data.uuid,
    user_type_id: data.user_type_id,
  };
}

/** A guest session from the guest login answer; it has no refresh token and no username. */
export function sessionFromGuestLogin(data: GuestLoginData, nowMs: number): StoredSession {
  return {
    access_token: data.access_token,
    refresh_token: '',
    expires_at: nowMs + data.expires_in * 1000,
    username: '',
    uuid: data.uuid,
    user_type_id: data.user_type_id,
    guest: true,
  };
}

const clearListeners = new Set<() => void>();

/** Signing out on purpose: forget the session and everything kept for it. */
export function clearSession(): void {
  writeRaw(SESSION_STORAGE_KEY, null);
  clearListeners.forEach((listener) => listener());
}

/** Runs when a session is cleared (sign-out or an ended session), e.g. to forget the active child. */
export function onSessionCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => {
    clearListeners.delete(listener);
  };
}

const endedListeners = new Set<() => void>();

/** The server refused the refresh (spec 001 §4: a failed refresh with 401 ends the session). */
export function endSession(): void {
  clearSession();
  endedListeners.forEach((listener) => listener());
}

export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => {
    endedListeners.delete(listener);
  };
}

export function subscribeSession(listener: () => void): () => void {
  return subscribeKey(SESSION_STORAGE_KEY, listener);
}

/** The current session; re-renders on sign-in, sign-out, refresh and changes made in other tabs. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
