/** Full consumption threshold when the media time is unknown (00:00:00): spec 000 §4, §9. */
export const FULL_CONSUMPTION_THRESHOLD_MS = 120_000;

export const ProgressSource = { WebDesktop: 1, MobileWeb: 2, App: 3, Esc: 4 } as const;
export const PROGRESS_SOURCES: readonly number[] = Object.values(ProgressSource);

const MEDIA_TIME = /^(\d{2,}):([0-5]\d):([0-5]\d)$/;

/** 'HH:MM:SS' to milliseconds; null when the text is not such a time. */
export function mediaTimeToMs(text: string): number | null {
  const match = MEDIA_TIME.exec(text.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000;
}

/**
 * Content is complete when media time is 00:00:00 and consumption reaches 120 s, or otherwise when
 * consumption reaches the media time. A record that was complete stays complete.
 */
export function isContentComplete(consumptionMs: number, mediaMs: number, wasComplete = false): boolean {
  if (wasComplete) return true;
  const needed = mediaMs === 0 ? FULL_CONSUMPTION_THRESHOLD_MS : mediaMs;
  return consumptionMs >= needed;
}
