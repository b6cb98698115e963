/** Full consumption threshold when the media time is unknown (00:00:00): spec 000 §4, §9. */
export const FULL_CONSUMPTION_THRESHOLD_MS = 120_000;

export const ProgressSource = { WebDesktop: 1, MobileWeb: 2, App: 3, Esc: 4 } as const;
export const PROGRESS_SOURCES: readonly number[] = Object.values(ProgressSource);

/**
 * Content is complete when media time is 00:00:00 and consumption reaches 120 s, or otherwise when
 * consumption reaches the media time. A record that was complete stays complete.
 */
export function isContentComplete(consumptionMs: number, mediaMs: number, wasComplete = false): boolean {
  if (wasComplete) return true;
  const needed = mediaMs === 0 ? FULL_CONSUMPTION_THRESHOLD_MS : mediaMs;
  return consumptionMs >= needed;
}
