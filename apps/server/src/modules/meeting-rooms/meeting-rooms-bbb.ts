import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { bbbChecksumSource, bbbQueryString, type BbbChecksumAlgorithm } from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BbbSettings } from '../../meeting-room-config.js';
import { AppError } from '../../platform/errors/app-error.js';
import { bbbOutcome, bbbRecordings, xmlText, type BbbRecording } from './bbb-xml.js';
import type { MeetingRoomProvider, RoomClass, RoomPerson } from './meeting-rooms.js';

// BigBlueButton as its API reference documents it: every call a GET to <server>/bigbluebutton/api/
// <call>?<query>&checksum=<digest of call + query + shared secret>, answered in XML. `create` is
// idempotent (the same meetingID), so it is called before every join; the join URL itself is signed
// and handed to the person (moderator for the presenter, viewer for attendees, userID our uuid).

/** Where BigBlueButton calls back: this server's provider callback route. */
export const BBB_CALLBACK_PATH = '/api/live-class/provider/bbb/callback';
export type BbbCallbackEvent = 'ended' | 'recording-ready' | 'analytics';

/** BigBlueButton's limits on create: name 2-64 characters, meetingID 2-256 without commas. */
const NAME_MAX = 64;
/** BigBlueButton's name in a refusal's words: a product name, the same in every language. */
const BBB = { provider: 'BigBlueButton' } as const;
const TIMEOUT_MS = 10_000;

export interface BbbRooms extends MeetingRoomProvider {
  isMeetingRunning(meetingId: string): Promise<boolean>;
  recordings(query: { meetingId?: string; recordId?: string }): Promise<BbbRecording[]>;
  /** The token the meeting-ended callback URL carries (that callback is a plain GET, unsigned by BigBlueButton). */
  endedToken(meetingId: string): string;
  endedTokenMatches(meetingId: string, token: string): boolean;
  readonly sharedSecret: string;
}

export function bbbChecksum(algorithm: BbbChecksumAlgorithm, call: string, query: string, secret: string): string {
  return createHash(algorithm)
    .update(bbbChecksumSource(call, query, secret))
    .digest('hex');
}

export function createBbbRooms(
  settings: BbbSettings,
  { log, fetchImpl = fetch }: { log: Pick<FastifyBaseLogger, 'warn'>; fetchImpl?: typeof fetch },
): BbbRooms {
  const { apiUrl, sharedSecret, checksumAlgorithm } = settings;
  const hmac = (text: string) => createHmac('sha256', sharedSecret).update(text).digest('hex');
  // Passwords for servers before 2.4 (which read the role from them): derived, so nothing is stored.
  const passwordOf = (meetingId: string, role: 'moderator' | 'attendee') => hmac(`${meetingId}:${role}`).slice(0, 20);

  function signedUrl(call: string, params: [string, string][]): string {
    const query = bbbQueryString(params);
    const checksum = bbbChecksum(checksumAlgorithm, call, query, sharedSecret);
    return `${apiUrl}/${call}?${query ? `${query}&` : ''}checksum=${checksum}`;
  }

  async function callApi(call: string, params: [string, string][]): Promise<string> {
    let text: string;
    try {
      const res = await fetchImpl(signedUrl(call, params), { signal: AbortSignal.timeout(TIMEOUT_MS) });
      text = await res.text();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (cause) {
      log.warn({ call, err: String(cause) }, 'BigBlueButton could not be reached');
      throw new AppError('SERVICE_UNAVAILABLE', { reason: 'meetingRooms.roomUnreachable' }, { cause });
    }
    return text;
  }

  function callbackUrl(event: BbbCallbackEvent, meetingId: string): string | null {
    if (!settings.callbackBaseUrl) return null;
    const query = new URLSearchParams({ event, meetingID: meetingId });
    if (event === 'ended') query.set('token', endedToken(meetingId));
    return `${settings.callbackBaseUrl}${BBB_CALLBACK_PATH}?${query}`;
  }

  /** create: the meeting of the class, made on the first call and answered SUCCESS on every later one. */
  async function create(live: RoomClass): Promise<void> {
    const meetingId = refOf(live);
    const name = live.title.length >= 2 ? live.title.slice(0, NAME_MAX) : `Class ${live.sch_id}`;
    const params: [string, string][] = [
      ['name', name],
      ['meetingID', meetingId],
      ['moderatorPW', passwordOf(meetingId, 'moderator')],
      ['attendeePW', passwordOf(meetingId, 'attendee')],
      ['record', 'true'],
      ['autoStartRecording', 'false'],
      ['allowStartStopRecording', 'true'],
    ];
    const callbacks: [string, BbbCallbackEvent][] = [
      ['meta_endCallbackUrl', 'ended'],
      ['meta_bbb-recording-ready-url', 'recording-ready'],
      ['meta_analytics-callback-url', 'analytics'],
    ];
    for (const [name, event] of callbacks) {
      const url = callbackUrl(event, meetingId);
      if (url) params.push([name, url]);
    }
    // The analytics callback reads the meeting's events, which are kept only when asked.
    if (settings.callbackBaseUrl) params.push(['meetingKeepEvents', 'true']);
    const outcome = bbbOutcome(await callApi('create', params));
    if (!outcome.ok) {
      log.warn({ meetingId, messageKey: outcome.messageKey }, 'BigBlueButton refused to create the meeting');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        outcome.message
          ? { reason: 'meetingRooms.roomRefused', params: { detail: outcome.message } }
          : { reason: 'meetingRooms.roomRefusedUnsaid' },
      );
    }
  }

  function refOf(live: Pick<RoomClass, 'room_ref' | 'sch_id'>): string {
    if (!live.room_ref) throw new AppError('CONFLICT', { reason: 'meetingRooms.noBbbRoom', params: BBB });
    return live.room_ref;
  }

  async function joinUrl(live: RoomClass, person: RoomPerson): Promise<string> {
    await create(live);
    const meetingId = refOf(live);
    const moderator = person.role === 'presenter';
    return signedUrl('join', [
      ['fullName', person.name.trim() || 'Guest'],
      ['meetingID', meetingId],
      ['role', moderator ? 'MODERATOR' : 'VIEWER'],
      ['password', passwordOf(meetingId, moderator ? 'moderator' : 'attendee')],
      ['userID', person.uuid],
    ]);
  }

  async function end(live: RoomClass): Promise<void> {
    if (!live.room_ref) return;
    const outcome = bbbOutcome(
      await callApi('end', [
        ['meetingID', live.room_ref],
        ['password', passwordOf(live.room_ref, 'moderator')],
      ]),
    );
    // notFound: the meeting had ended already (or never started): nothing left to end.
    if (!outcome.ok && outcome.messageKey !== 'notFound') {
      log.warn({ meetingId: live.room_ref, messageKey: outcome.messageKey }, 'BigBlueButton did not end the meeting');
    }
  }

  async function isMeetingRunning(meetingId: string): Promise<boolean> {
    const xml = await callApi('isMeetingRunning', [['meetingID', meetingId]]);
    return bbbOutcome(xml).ok && xmlText(xml, 'running') === 'true';
  }

  async function recordings(query: { meetingId?: string; recordId?: string }): Promise<BbbRecording[]> {
    const params: [string, string][] = query.recordId
      ? [['recordID', query.recordId]]
      : [['meetingID', query.meetingId ?? '']];
    const xml = await callApi('getRecordings', params);
    return bbbOutcome(xml).ok ? bbbRecordings(xml) : [];
  }

  function endedToken(meetingId: string): string {
    return hmac(`ended:${meetingId}`);
  }

  function endedTokenMatches(meetingId: string, token: string): boolean {
    const expected = Buffer.from(endedToken(meetingId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return {
    name: 'bbb',
    reportsLeaves: true,
    // The meetingID is made once, when the class is scheduled, and kept through its changes.
    prepareRoom: async (_plan, current) => ({
      room_link: '',
      room_ref: current?.room_ref ?? `esc-${randomBytes(12).toString('base64url')}`,
    }),
    joinUrl,
    end: (live) => end(live),
    isMeetingRunning,
    recordings,
    endedToken,
    endedTokenMatches,
    sharedSecret,
  };
}
