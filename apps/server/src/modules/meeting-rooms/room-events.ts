import { machineRefusal } from '../../platform/errors/app-error.js';

// What a provider's callback says, once verified and read: the provider-neutral events the callback
// service applies (provider-callbacks.service.ts). Each carries the id it is stored by, so a repeat
// delivery finds it and counts once.

/** Who a visit is of: our uuid, or what the provider knows them by (a Zoom registrant). */
export interface VisitPerson {
  uuid: string | null;
  registrantId?: string | null;
  email?: string | null;
}

export interface VisitTold {
  person: VisitPerson;
  /** The provider's name of this join (or leave), unique across its deliveries. */
  key: string;
  joinedAt: string | null;
  leftAt: string | null;
}

export interface RecordingTold {
  external_id: string;
  playback_url: string;
  duration_seconds: number | null;
}

interface Stored {
  eventId: string;
  type: string;
  /** The provider's reference to the room (our room_ref), when the event names one. */
  roomRef: string | null;
}

export type RoomEvent =
  | { kind: 'validation'; plainToken: string; encryptedToken: string }
  /** The meeting ended: the class closes as completed. */
  | (Stored & { kind: 'ended' })
  /** Visits: 'whole' ones (join and leave known), or a single join or leave to pair. */
  | (Stored & { kind: 'visits'; mode: 'whole' | 'join' | 'leave'; visits: VisitTold[] })
  | (Stored & { kind: 'recording'; recording: RecordingTold | null })
  /** Stored and otherwise ignored (an event this product does not act on). */
  | (Stored & { kind: 'other' })
  /** Not stored: the delivery is premature (a meeting-ended call while the meeting still runs). */
  | { kind: 'premature'; type: string };

/** A delivery whose signature or token does not prove the provider sent it: 401, nothing stored. The provider's machine reads it. */
export const unsigned = (what: string) => machineRefusal('UNAUTHENTICATED', `The callback is not signed: ${what}.`);

/** 400 naming the field of a signed delivery that does not read as the provider documents it. */
export const unreadable = (field: string, message: string) =>
  machineRefusal('VALIDATION_FAILED', `${field}: ${message}`, { errors: [{ field, message }] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const asUuid = (value: unknown): string | null =>
  typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;

export const text = (value: unknown, max = 500): string | null =>
  typeof value === 'string' && value !== '' && value.length <= max ? value : null;

/**
 * A time as the providers write it: ISO 8601 (Zoom, ActiveSupport), or Ruby's Time#to_s
 * "2026-11-30 10:00:00 +0530" (BigBlueButton's analytics); null otherwise.
 */
export function instant(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const ruby = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) (?:([+-]\d{2})(\d{2})|UTC)$/.exec(value);
  const iso = ruby ? `${ruby[1]}T${ruby[2]}${ruby[3] ? `${ruby[3]}:${ruby[4]}` : 'Z'}` : value;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(iso)) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
