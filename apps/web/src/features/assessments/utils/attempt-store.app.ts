import { createAttemptStore } from './attempt-store';

/** The app's store of attempts kept on the device (IndexedDB 'esc-attempts'). */
export const attemptStore = createAttemptStore();
