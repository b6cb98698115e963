import { errors as joseErrors, jwtVerify } from 'jose';
import type { BbbRecording } from './bbb-xml.js';
import type { BbbRooms } from './meeting-rooms-bbb.js';
import {
  asUuid,
  instant,
  text,
  unreadable,
  unsigned,
  type RecordingTold,
  type RoomEvent,
  type VisitTold,
} from './room-events.js';

// BigBlueButton's three callbacks, each as its documentation and scripts send it, to the URLs the
// create call passed (meeting-rooms-bbb.ts), which say which one it is (?event=):
// - ended: meta_endCallbackUrl, a plain GET (our URL's token proves it is the URL we gave), plus
//   recordingmarks=true|false; confirmed with isMeetingRunning before the class is closed;
// - recording-ready: meta_bbb-recording-ready-url, a POST form with signed_parameters, a JWT (HS256,
//   the shared secret) of { meeting_id, record_id };
// - analytics: meta_analytics-callback-url, a POST of JSON { version, meeting_id, internal_meeting_id,
//   data: { attendees: [{ ext_user_id, name, moderator, joins, leaves, duration, ... }] } } with
//   Authorization: Bearer <JWT of { exp }, HS512 with the shared secret>.

export interface BbbDelivery {
  query: Record<string, string | undefined>;
  rawBody: Buffer;
  contentType: string;
  authorization: string | undefined;
}

const ALGORITHMS = ['HS256', 'HS384', 'HS512'];

async function verifiedJwt(
  token: string,
  secret: string,
  what: string,
  nowMs: number,
): Promise<Record<string, unknown>> {
  try {
    // The server's clock judges an expiry, like every other time rule.
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ALGORITHMS,
      currentDate: new Date(nowMs),
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw unsigned(`${what} is not signed with the shared secret`);
    throw error;
  }
}

type BbbFormat = BbbRecording['formats'][number];

/** The recording's playback: BigBlueButton's video format where it has one, else the presentation. */
function playbackOf(found: BbbRecording | undefined): BbbFormat | undefined {
  if (!found) return undefined;
  return (
    ['video', 'presentation'].map((t) => found.formats.find((f) => f.type === t && f.url)).find(Boolean) ??
    found.formats.find((f) => f.url)
  );
}

function recordingOf(found: BbbRecording, format: BbbFormat): RecordingTold {
  const seconds =
    found.startMs !== null && found.endMs !== null && found.endMs > found.startMs
      ? Math.round((found.endMs - found.startMs) / 1000)
      : format.lengthMinutes !== null
        ? format.lengthMinutes * 60
        : null;
  return { external_id: found.recordId, playback_url: format.url, duration_seconds: seconds };
}

/** An attendee's joins and leaves, paired in order: a join without its leave stays open. */
function attendeeVisits(internalMeetingId: string, attendee: Record<string, unknown>): VisitTold[] {
  const uuid = asUuid(attendee.ext_user_id);
  if (!uuid || attendee.moderator === true) return [];
  const joins = Array.isArray(attendee.joins) ? attendee.joins.slice(0, 500) : [];
  const leaves = Array.isArray(attendee.leaves) ? attendee.leaves.slice(0, 500) : [];
  return joins.map((join, i) => ({
    person: { uuid },
    key: `bbb:${internalMeetingId}:${uuid}:${i}`,
    joinedAt: instant(join),
    leftAt: instant(leaves[i]),
  }));
}

export function createBbbCallbackReader(bbb: BbbRooms, clock: () => number) {
  async function ended(query: BbbDelivery['query']): Promise<RoomEvent> {
    const meetingId = text(query.meetingID, 256);
    const token = text(query.token, 128);
    if (!meetingId || !token || !bbb.endedTokenMatches(meetingId, token)) throw unsigned('the token does not match');
    // The URL travels with the meeting's metadata: only BigBlueButton's own word that it ended counts.
    if (await bbb.isMeetingRunning(meetingId)) return { kind: 'premature', type: 'meeting-ended' };
    return { kind: 'ended', eventId: `bbb:ended:${meetingId}`, type: 'meeting-ended', roomRef: meetingId };
  }

  async function recordingReady(delivery: BbbDelivery): Promise<RoomEvent> {
    const signed = new URLSearchParams(delivery.rawBody.toString('utf8')).get('signed_parameters');
    if (!signed) throw unsigned('signed_parameters is missing');
    const payload = await verifiedJwt(signed, bbb.sharedSecret, 'signed_parameters', clock());
    const meetingId = text(payload.meeting_id, 256);
    const recordId = text(payload.record_id, 256);
    if (!meetingId) throw unreadable('signed_parameters.meeting_id', 'is missing');
    if (!recordId) throw unreadable('signed_parameters.record_id', 'is missing');
    const [found] = await bbb.recordings({ recordId });
    const format = playbackOf(found);
    // BigBlueButton publishes each playback format on its own and calls this URL after each (the
    // presentation within minutes, the video after its rendering): the event is the recording in the
    // format chosen now, so a later, better format refreshes the link while a repeat counts once.
    return {
      kind: 'recording',
      eventId: `bbb:recording-ready:${recordId}:${format?.type ?? 'none'}`,
      type: 'recording-ready',
      roomRef: meetingId,
      recording: found && format ? recordingOf(found, format) : null,
    };
  }

  async function analytics(delivery: BbbDelivery): Promise<RoomEvent> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(delivery.authorization ?? '')?.[1];
    if (!bearer) throw unsigned('the Authorization bearer token is missing');
    await verifiedJwt(bearer, bbb.sharedSecret, 'the bearer token', clock());
    let body: { meeting_id?: unknown; internal_meeting_id?: unknown; data?: { attendees?: unknown } };
    try {
      body = JSON.parse(delivery.rawBody.toString('utf8')) as typeof body;
    } catch {
      throw unreadable('body', 'is not JSON');
    }
    const meetingId = text(body?.meeting_id, 256);
    const internalId = text(body?.internal_meeting_id, 256);
    if (!meetingId) throw unreadable('meeting_id', 'is missing');
    if (!internalId) throw unreadable('internal_meeting_id', 'is missing');
    const attendees = Array.isArray(body.data?.attendees) ? (body.data.attendees as unknown[]).slice(0, 5000) : [];
    const visits = attendees.flatMap((a) =>
      a && typeof a === 'object' ? attendeeVisits(internalId, a as Record<string, unknown>) : [],
    );
    return {
      kind: 'visits',
      mode: 'whole',
      eventId: `bbb:analytics:${internalId}`,
      type: 'analytics',
      roomRef: meetingId,
      visits,
    };
  }

  /** The delivery's event, verified; 401 when it does not prove BigBlueButton sent it. */
  async function read(delivery: BbbDelivery): Promise<RoomEvent> {
    switch (delivery.query.event) {
      case 'ended':
        return ended(delivery.query);
      case 'recording-ready':
        return recordingReady(delivery);
      case 'analytics':
        return analytics(delivery);
      default:
        throw unreadable('event', 'must be ended, recording-ready or analytics');
    }
  }

  return { read };
}
