/// <reference lib="webworker" />

/** Media a person kept for offline use, served from the device (the `keep` branch fills this in). */
export function installKeptMedia(_sw: ServiceWorkerGlobalScope): void {}
