import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the notifications stream says, for screens of other features: whether it is open in this tab
 * (a 'ready' seen, no failure since), and a call for each notification that arrives. The notifications
 * feature holds the stream and reports here; a screen that must change at once (the child's waiting
 * screen) listens, and polls only while the stream is down.
 */
export type LiveStreamSignal = 'up' | 'down' | 'notification';

let up = false;
const statusListeners = new Set<() => void>();
const notificationListeners = new Set<() => void>();

export function reportLiveStream(signal: LiveStreamSignal): void {
  if (signal === 'notification') {
    for (const listener of [...notificationListeners]) listener();
    return;
  }
  const next = signal === 'up';
  if (next === up) return;
  up = next;
  for (const listener of [...statusListeners]) listener();
}

function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** True while this tab hears the stream. */
export function useLiveStreamUp(): boolean {
  return useSyncExternalStore(
    subscribeStatus,
    () => up,
    () => false,
  );
}

/** Runs `onNotification` for each notification the stream announces while the component is shown. */
export function useOnLiveNotification(onNotification: () => void): void {
  useEffect(() => {
    notificationListeners.add(onNotification);
    return () => {
      notificationListeners.delete(onNotification);
    };
  }, [onNotification]);
}
