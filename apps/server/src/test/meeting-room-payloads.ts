import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AppConfig } from '../config.js';
import type { BbbStandIn } from './bbb-stand-in.js';
import { STAND_IN_ZOOM, type ZoomStandIn } from './zoom-stand-in.js';

// The providers' callbacks as their documentation and scripts send them, for tests: BigBlueButton's
// recording-ready form (signed_parameters, a HS256 JWT of { meeting_id, record_id }) and analytics JSON
// (post_events_analytics_callback.rb: Bearer JWT of { exp } in HS512, body { version, meeting_id,
// internal_meeting_id, data: { attendees } } with bbbevents' attendee fields), and Zoom's webhooks
// ({ event, event_ts, payload: { account_id, object } }, signed v0=HMAC-SHA256 of v0:{ts}:{body}).

export const BBB_SECRET = 'stand-in-bbb-shared-secret-0123456789';
export const ZOOM_SECRET_TOKEN = 'stand-in-zoom-secret-token';
export const ZOOM_REGISTRANT_DOMAIN = 'attendees.test.invalid';

/** The app's meeting-room settings pointing at the stand-ins. */
export function roomsConfig(bbb: BbbStandIn | null, zoom: ZoomStandIn | null): Partial<AppConfig> {
  return {
    bbb: bbb && {
      apiUrl: bbb.apiUrl,
      sharedSecret: BBB_SECRET,
      checksumAlgorithm: 'sha1',
      callbackBaseUrl: 'https://esc.test',
    },
    zoom: zoom && {
      ...STAND_IN_ZOOM,
      webhookSecretToken: ZOOM_SECRET_TOKEN,
      apiBaseUrl: zoom.apiBaseUrl,
      oauthUrl: zoom.oauthUrl,
      hostUserId: 'host@school.test',
      registrantEmailDomain: ZOOM_REGISTRANT_DOMAIN,
    },
  };
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function bbbRecordingReady(meetingId: string, recordId: string, secret = BBB_SECRET) {
  const jwt = await new SignJWT({ meeting_id: meetingId, record_id: recordId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key(secret));
  return {
    payload: new URLSearchParams({ signed_parameters: jwt }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export interface AnalyticsAttendee {
  uuid: string;
  name: string;
  moderator?: boolean;
  joins: string[];
  leaves: string[];
}

export async function bbbAnalytics(
  meetingId: string,
  internalId: string,
  attendees: AnalyticsAttendee[],
  secret = BBB_SECRET,
  nowMs = Date.now(),
) {
  const jwt = await new SignJWT({ exp: Math.floor(nowMs / 1000) + 24 * 3600 })
    .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
    .sign(key(secret));
  const body = {
    version: '1.0',
    meeting_id: meetingId,
    internal_meeting_id: internalId,
    data: {
      metadata: { is_breakout: 'false', meeting_name: 'Motion in a straight line' },
      duration: 2700,
      start: '2026-11-25 11:00:00 +0530',
      finish: '2026-11-25 11:45:00 +0530',
      attendees: attendees.map((a) => ({
        ext_user_id: a.uuid,
        name: a.name,
        moderator: a.moderator ?? false,
        joins: a.joins,
        leaves: a.leaves,
        duration: 0,
        recent_talking_time: 0,
        engagement: { chats: 0, talks: 0, raisehand: 0, emojis: 0, poll_votes: 0, talk_time: 0 },
      })),
      files: [],
      polls: [],
    },
  };
  return {
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${jwt}`,
      'user-agent': 'BigBlueButton Analytics Callback',
    },
  };
}

/** A Zoom delivery of `body`, signed with the secret token at `nowMs`. */
export function zoomDelivery(body: unknown, nowMs: number, secret = ZOOM_SECRET_TOKEN) {
  const payload = JSON.stringify(body);
  const timestamp = String(Math.floor(nowMs / 1000));
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${payload}`).digest('hex')}`;
  return {
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-zm-request-timestamp': timestamp,
      'x-zm-signature': signature,
    },
  };
}

const meetingObject = (meetingId: string) => ({
  id: Number(meetingId),
  uuid: `4444AAAiAAAAAiAiAiiAii==${meetingId}`,
  host_id: 'x1yCzABCDEfg23HiJKl4mN',
  topic: 'Motion in a straight line',
  type: 2,
  start_time: '2026-11-25T05:30:00Z',
  timezone: 'UTC',
  duration: 45,
});

/** meeting.participant_joined or _left for a registrant (Zoom's "Meeting participant joined / left"). */
export function zoomParticipant(
  event: 'meeting.participant_joined' | 'meeting.participant_left',
  meetingId: string,
  who: { registrantId: string; email: string; name: string; participantUuid: string },
  at: string,
  nowMs: number,
) {
  const participant = {
    user_id: '16778240',
    user_name: who.name,
    id: '',
    participant_uuid: who.participantUuid,
    email: who.email,
    registrant_id: who.registrantId,
    participant_user_id: '',
    ...(event === 'meeting.participant_joined'
      ? { join_time: at }
      : { leave_time: at, leave_reason: 'left the meeting. Reason : left the meeting' }),
  };
  return {
    event,
    event_ts: nowMs,
    payload: { account_id: STAND_IN_ZOOM.accountId, object: { ...meetingObject(meetingId), participant } },
  };
}

export function zoomMeetingEnded(meetingId: string, nowMs: number) {
  return {
    event: 'meeting.ended',
    event_ts: nowMs,
    payload: {
      account_id: STAND_IN_ZOOM.accountId,
      object: { ...meetingObject(meetingId), end_time: '2026-11-25T06:15:00Z' },
    },
  };
}

export function zoomRecordingCompleted(meetingId: string, nowMs: number) {
  const object = meetingObject(meetingId);
  return {
    event: 'recording.completed',
    event_ts: nowMs,
    payload: {
      account_id: STAND_IN_ZOOM.accountId,
      object: {
        ...object,
        total_size: 529758,
        recording_count: 2,
        share_url: `https://zoom.us/rec/share/${meetingId}`,
        recording_files: [
          {
            id: 'ed6c2f27-2ae7-42f4-b3d0-835b493e4fa8',
            meeting_id: object.uuid,
            recording_start: '2026-11-25T05:31:00Z',
            recording_end: '2026-11-25T06:14:00Z',
            file_type: 'MP4',
            file_size: 264870,
            play_url: `https://zoom.us/rec/play/${meetingId}-mp4`,
            download_url: `https://zoom.us/rec/download/${meetingId}-mp4`,
            status: 'completed',
            recording_type: 'shared_screen_with_speaker_view',
          },
          {
            id: 'a2f19f96-9294-4f51-8134-6f0eea108eb2',
            meeting_id: object.uuid,
            recording_start: '2026-11-25T05:31:00Z',
            recording_end: '2026-11-25T06:14:00Z',
            file_type: 'M4A',
            file_size: 264888,
            play_url: `https://zoom.us/rec/play/${meetingId}-m4a`,
            download_url: `https://zoom.us/rec/download/${meetingId}-m4a`,
            status: 'completed',
            recording_type: 'audio_only',
          },
        ],
      },
    },
    download_token: 'abJhbGciOiJIUzUxMiJ9.eyJpc3MiOiJodHRwczovL2V2ZW50Lnpvb20udXMi',
  };
}

export function zoomUrlValidation(plainToken: string, nowMs: number) {
  return { payload: { plainToken }, event_ts: nowMs, event: 'endpoint.url_validation' };
}
