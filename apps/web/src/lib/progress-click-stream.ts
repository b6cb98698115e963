import { readJson, writeJson } from './storage';

/**
 * The stored click-stream data: per content, what has been watched since the last acknowledged
 * progress post. `unsent` seconds are measured but not yet handed to the outbox; `pending` holds
 * the seconds of each post waiting in the outbox, by client_event_id. An acknowledged post removes
 * its pending seconds; a post that fails for good resets the whole store to an empty object
 * (spec 000 §8).
 */
export const CLICK_STREAM_STORAGE_KEY = 'esc.progress.clickStream';

export interface ClickStreamEntry {
  unsent: number;
  pending: Record<string, number>;
  /** Last known play head, seconds (videos). */
  resume_position: number | null;
  updated_at: number;
}

export type ClickStream = Record<string, ClickStreamEntry>;

export function readClickStream(): ClickStream {
  const value = readJson(CLICK_STREAM_STORAGE_KEY);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ClickStream) : {};
}

function writeClickStream(stream: ClickStream): void {
  writeJson(CLICK_STREAM_STORAGE_KEY, stream);
}

function entryOf(stream: ClickStream, contentId: number): ClickStreamEntry {
  return stream[String(contentId)] ?? { unsent: 0, pending: {}, resume_position: null, updated_at: 0 };
}

/** Adds measured seconds (and the play head) to a content's unsent time. */
export function addWatched(contentId: number, seconds: number, resumePosition: number | null, now: number): void {
  const stream = readClickStream();
  const entry = entryOf(stream, contentId);
  stream[String(contentId)] = {
    ...entry,
    unsent: entry.unsent + Math.max(0, seconds),
    resume_position: resumePosition ?? entry.resume_position,
    updated_at: now,
  };
  writeClickStream(stream);
}

export type SecondsRounding = 'floor' | 'round' | 'ceil';

/** Whole seconds of a measured time (tolerant of floating-point dust: 11.9999999 floors to 12). */
export function wholeSeconds(seconds: number, rounding: SecondsRounding): number {
  if (rounding === 'floor') return Math.floor(seconds + 1e-6);
  if (rounding === 'ceil') return Math.ceil(seconds - 1e-6);
  return Math.round(seconds);
}

/**
 * Moves the whole seconds of the unsent time into a post; the fraction stays for the next one
 * (`floor`), or is rounded in for the last post of a viewing (`round`, and `ceil` at the end of a
 * video: watching a whole video reaches its media time).
 */
export function takeUnsent(
  contentId: number,
  eventId: string,
  now: number,
  rounding: SecondsRounding = 'floor',
): number {
  const stream = readClickStream();
  const entry = entryOf(stream, contentId);
  const whole = wholeSeconds(entry.unsent, rounding);
  stream[String(contentId)] = {
    ...entry,
    unsent: Math.max(0, entry.unsent - whole),
    pending: { ...entry.pending, [eventId]: whole },
    updated_at: now,
  };
  writeClickStream(stream);
  return whole;
}

/** The server acknowledged a post: its seconds are no longer "since the last acknowledged post". */
export function acknowledgeWatched(contentId: number, eventId: string): void {
  const stream = readClickStream();
  const entry = stream[String(contentId)];
  if (!entry) return;
  const pending = { ...entry.pending };
  delete pending[eventId];
  if (entry.unsent < 1 && Object.keys(pending).length === 0) delete stream[String(contentId)];
  else stream[String(contentId)] = { ...entry, pending };
  writeClickStream(stream);
}

/** A post failed for good: the stored click-stream data becomes an empty object (spec 000 §8). */
export function resetClickStream(): void {
  writeClickStream({});
}

/** Seconds watched since the last acknowledged post (unsent and pending together). */
export function watchedSinceAcknowledged(contentId: number): number {
  const entry = readClickStream()[String(contentId)];
  if (!entry) return 0;
  return entry.unsent + Object.values(entry.pending).reduce((sum, s) => sum + s, 0);
}

/**
 * The play head of posts the server has not acknowledged yet (left in the outbox when the page
 * closed, or still on their way): newer than what the server answers for resuming. Null if none.
 */
export function unacknowledgedResumePosition(contentId: number): number | null {
  return readClickStream()[String(contentId)]?.resume_position ?? null;
}
