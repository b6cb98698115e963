import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isFreshWebhookTimestamp, zoomSignatureMessage } from '@esc/domain';
import {
  instant,
  text,
  unreadable,
  unsigned,
  type RecordingTold,
  type RoomEvent,
  type VisitPerson,
} from './room-events.js';

// Zoom's webhooks as its documentation publishes them ("Using webhooks"): a JSON POST of
// { event, event_ts, payload }, signed: x-zm-signature = "v0=" + hex HMAC-SHA256 of
// "v0:{x-zm-request-timestamp}:{raw body}" with the app's secret token. endpoint.url_validation asks
// for { plainToken, encryptedToken = hex HMAC-SHA256(secret token, plainToken) }; it is answered only
// when signed too (unsigned, it would sign any text for whoever asks). The events acted on:
// meeting.participant_joined and _left (room visits), meeting.ended, recording.completed.

export interface ZoomDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  timestamp: string | undefined;
}

interface Participant {
  user_id?: unknown;
  id?: unknown;
  participant_uuid?: unknown;
  registrant_id?: unknown;
  email?: unknown;
  join_time?: unknown;
  leave_time?: unknown;
}

interface RecordingFile {
  id?: unknown;
  file_type?: unknown;
  recording_type?: unknown;
  play_url?: unknown;
  status?: unknown;
  recording_start?: unknown;
  recording_end?: unknown;
}

interface ZoomObject {
  id?: unknown;
  uuid?: unknown;
  duration?: unknown;
  share_url?: unknown;
  participant?: Participant;
  recording_files?: unknown;
}

const hmacHex = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

function matches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The speaker-view MP4 where Zoom made one, else any MP4 that is ready. */
function recordingOf(object: ZoomObject, meetingUuid: string): RecordingTold | null {
  const files = (Array.isArray(object.recording_files) ? object.recording_files : []) as RecordingFile[];
  const mp4 = files.filter(
    (f) => f.file_type === 'MP4' && text(f.play_url, 2000) && (f.status ?? 'completed') === 'completed',
  );
  const file = mp4.find((f) => f.recording_type === 'shared_screen_with_speaker_view') ?? mp4[0];
  const url = text(file?.play_url, 2000) ?? text(object.share_url, 2000);
  if (!url) return null;
  const from = instant(file?.recording_start);
  const to = instant(file?.recording_end);
  const minutes = typeof object.duration === 'number' && object.duration >= 0 ? object.duration : null;
  const seconds =
    from && to ? Math.round((Date.parse(to) - Date.parse(from)) / 1000) : minutes === null ? null : minutes * 60;
  return { external_id: meetingUuid, playback_url: url, duration_seconds: seconds };
}

export function createZoomWebhookReader({ secretToken, clock }: { secretToken: string; clock: () => number }) {
  function verify(delivery: ZoomDelivery): void {
    const timestamp = delivery.timestamp?.trim() ?? '';
    const signature = delivery.signature?.trim() ?? '';
    if (!timestamp || !signature) throw unsigned('x-zm-signature and x-zm-request-timestamp are required');
    if (!isFreshWebhookTimestamp(timestamp, clock())) throw unsigned('x-zm-request-timestamp is not recent');
    const message = zoomSignatureMessage(timestamp, delivery.rawBody.toString('utf8'));
    if (!matches(signature, `v0=${hmacHex(secretToken, message)}`))
      throw unsigned('x-zm-signature does not match the body');
  }

  function participantEvent(event: string, object: ZoomObject, meetingUuid: string): RoomEvent {
    const p = object.participant ?? {};
    const joining = event === 'meeting.participant_joined';
    const at = instant(joining ? p.join_time : p.leave_time);
    if (!at) throw unreadable(`payload.object.participant.${joining ? 'join_time' : 'leave_time'}`, 'is not a time');
    const who = text(p.participant_uuid, 200) ?? text(p.user_id, 200) ?? text(p.id, 200) ?? 'unknown';
    const person: VisitPerson = {
      uuid: null,
      registrantId: text(p.registrant_id, 200),
      email: text(p.email, 320),
    };
    const key = `zoom:${meetingUuid}:${who}:${at}`;
    return {
      kind: 'visits',
      mode: joining ? 'join' : 'leave',
      eventId: `zoom:${event}:${meetingUuid}:${who}:${at}`,
      type: event,
      roomRef: text(String(object.id ?? ''), 100),
      visits: [{ person, key, joinedAt: joining ? at : null, leftAt: joining ? null : at }],
    };
  }

  /** The delivery's event, verified; 401 when its signature does not prove Zoom sent it. */
  function read(delivery: ZoomDelivery): RoomEvent {
    verify(delivery);
    let body: { event?: unknown; payload?: { plainToken?: unknown; object?: ZoomObject } };
    try {
      body = JSON.parse(delivery.rawBody.toString('utf8')) as typeof body;
    } catch {
      throw unreadable('body', 'is not JSON');
    }
    const event = text(body?.event, 100);
    if (!event) throw unreadable('event', 'is missing');
    if (event === 'endpoint.url_validation') {
      const plainToken = text(body.payload?.plainToken, 200);
      if (!plainToken) throw unreadable('payload.plainToken', 'is missing');
      return { kind: 'validation', plainToken, encryptedToken: hmacHex(secretToken, plainToken) };
    }
    const object = body.payload?.object ?? {};
    const meetingUuid = text(object.uuid, 200);
    const roomRef = object.id === undefined ? null : text(String(object.id), 100);
    // Events this product does not act on are stored by a digest of the body: a retry counts once.
    const other = () => {
      const digest = createHash('sha256').update(delivery.rawBody).digest('hex');
      return { kind: 'other' as const, eventId: `zoom:${event}:${digest}`, type: event, roomRef };
    };
    if (!meetingUuid) return other();
    switch (event) {
      case 'meeting.participant_joined':
      case 'meeting.participant_left':
        return participantEvent(event, object, meetingUuid);
      case 'meeting.ended':
        return { kind: 'ended', eventId: `zoom:meeting.ended:${meetingUuid}`, type: event, roomRef };
      case 'recording.completed':
        return {
          kind: 'recording',
          eventId: `zoom:recording.completed:${meetingUuid}`,
          type: event,
          roomRef,
          recording: recordingOf(object, meetingUuid),
        };
      default:
        return other();
    }
  }

  return { read };
}
