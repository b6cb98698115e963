import { useSyncExternalStore } from 'react';

/**
 * Whether a timed test runs on this page: the test engine sets it while an attempt is open, and the
 * "A new version is ready" prompt waits until it is false (a new version is never swapped in, nor
 * offered, under a learner in a test).
 */
let inProgress = false;
const listeners = new Set<() => void>();

export function setTestInProgress(value: boolean): void {
  if (inProgress === value) return;
  inProgress = value;
  listeners.forEach((listener) => listener());
}

export function isTestInProgress(): boolean {
  return inProgress;
}

export function subscribeTestInProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTestInProgress(): boolean {
  return useSyncExternalStore(subscribeTestInProgress, isTestInProgress, () => false);
}
