/// <reference lib="webworker" />

/** Reads of the API kept per person for offline use (the `pwa` branch fills this in). */
export function installApiCache(_sw: ServiceWorkerGlobalScope): void {}
