import { useSyncExternalStore } from 'react';
import { readRaw, writeRaw } from './storage';

/**
 * Chromium's install prompt (beforeinstallprompt): caught as the app starts (main.tsx), kept until a dashboard offers "Install ESC+ on this device", forgotten once the app is
 * installed (appinstalled) or the person says no (remembered on this device).
 */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** localStorage key: the person dismissed the offer on this device. */
export const INSTALL_DISMISSED_KEY = 'esc.install-dismissed';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Whether the offer may show: the browser can install the app and the person has not said no. */
export function canOfferInstall(): boolean {
  return deferred !== null && readRaw(INSTALL_DISMISSED_KEY) === null;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribeInstallOffer, canOfferInstall, () => false);
}

/** Opens the browser's own install dialog; the offer goes whatever the answer (it is asked once). */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
  if (choice.outcome === 'dismissed') writeRaw(INSTALL_DISMISSED_KEY, '1');
}

/** The person said "Not now": remembered on this device. */
export function dismissInstallOffer(): void {
  writeRaw(INSTALL_DISMISSED_KEY, '1');
  notify();
}

/** Keeps the browser's offer (main.tsx catches it as the app starts) until a dashboard shows it. */
export function keepInstallOffer(event: Event): void {
  deferred = event as BeforeInstallPromptEvent;
  notify();
}

if (typeof window !== 'undefined') {
  // Installed (from our offer or the browser's menu): the offer goes.
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}
