import type { FastifyBaseLogger } from 'fastify';
import type { ZoomSettings } from '../../meeting-room-config.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { MeetingRoomsRepository } from './meeting-rooms.repository.js';
import type { MeetingRoomProvider, RoomClass, RoomPerson, RoomPlan } from './meeting-rooms.js';
import { ZOOM, ZoomApiError, type ZoomApi } from './zoom-api.js';

// Zoom meetings through the Zoom API: a scheduled meeting (type 2) per class, hosted by the account's
// host user, with registration approved automatically, so each attendee is registered once and gets a
// join URL of their own (the participant webhooks then name them by registrant_id). The presenter
// starts it through the meeting's start_url, read fresh at each join (it carries a short-lived token).

/** Zoom's "Create a meeting" answer, the fields used here. */
interface ZoomMeeting {
  id: number | string;
  join_url: string;
  start_url?: string;
}

interface ZoomRegistrant {
  registrant_id: string;
  join_url: string;
}

/** Zoom's topic is at most 200 characters. */
const TOPIC_MAX = 200;

const zoomTime = (iso: string) => `${iso.slice(0, 19)}Z`;

export function createZoomRooms(
  settings: ZoomSettings,
  deps: {
    api: ZoomApi;
    rooms: Pick<MeetingRoomsRepository, 'registrant' | 'saveRegistrant'>;
    clock: () => number;
    log: Pick<FastifyBaseLogger, 'warn'>;
  },
): MeetingRoomProvider {
  const { api, rooms, clock, log } = deps;
  const meetingFields = (plan: RoomPlan) => ({
    topic: plan.title.slice(0, TOPIC_MAX),
    start_time: zoomTime(plan.start_at),
    duration: plan.duration_minutes,
    timezone: 'UTC',
  });

  /** Zoom's refusal to schedule (a host user it does not know, an account without the scope) in words, not a 500. */
  async function scheduleOrRefusal<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ZoomApiError)) throw error;
      log.warn({ status: error.status, code: error.code }, 'Zoom refused to schedule the meeting');
      throw new AppError('SERVICE_UNAVAILABLE', {
        reason: 'meetingRooms.providerRefusedSchedule',
        params: { ...ZOOM, detail: error.message },
      });
    }
  }

  const prepareRoom = (plan: RoomPlan, current: { room_ref: string | null } | null) =>
    scheduleOrRefusal(() => scheduleMeeting(plan, current));

  async function scheduleMeeting(plan: RoomPlan, current: { room_ref: string | null } | null) {
    if (current?.room_ref) {
      await api.request('PATCH', `/meetings/${encodeURIComponent(current.room_ref)}`, meetingFields(plan));
      return { room_link: '', room_ref: current.room_ref };
    }
    const made = await api.request<ZoomMeeting>('POST', `/users/${encodeURIComponent(settings.hostUserId)}/meetings`, {
      ...meetingFields(plan),
      type: 2,
      settings: {
        // 0: registrants are approved automatically; the confirmation mails are not sent.
        approval_type: 0,
        registrants_confirmation_email: false,
        registrants_email_notification: false,
        join_before_host: false,
      },
    });
    return { room_link: '', room_ref: String(made.id) };
  }

  function meetingOf(live: RoomClass): string {
    if (!live.room_ref) throw new AppError('CONFLICT', { reason: 'meetingRooms.noZoomMeeting', params: ZOOM });
    return encodeURIComponent(live.room_ref);
  }

  /** The attendee's own join URL: registered on their first join, kept for later ones. */
  async function attendeeUrl(live: RoomClass, person: RoomPerson): Promise<string> {
    const known = await rooms.registrant(live.sch_id, person.uuid);
    if (known) return known.join_url;
    const [first, ...rest] = (person.name.trim() || 'Learner').split(/\s+/);
    try {
      const made = await api.request<ZoomRegistrant>('POST', `/meetings/${meetingOf(live)}/registrants`, {
        email: `${person.uuid}@${settings.registrantEmailDomain}`,
        first_name: first!.slice(0, 64),
        last_name: rest.join(' ').slice(0, 64),
      });
      const row = await rooms.saveRegistrant({
        sch_id: live.sch_id,
        uuid: person.uuid,
        provider: 'zoom',
        registrant_id: made.registrant_id,
        join_url: made.join_url,
        created_at: new Date(clock()).toISOString(),
      });
      return row.join_url;
    } catch (error) {
      if (!(error instanceof ZoomApiError)) throw error;
      // Registration needs a licensed host; without it everyone shares the meeting's link (joins only).
      log.warn(
        { meeting: live.room_ref, code: error.code },
        'Zoom did not register the attendee; the meeting link is used',
      );
      return (await api.request<ZoomMeeting>('GET', `/meetings/${meetingOf(live)}`)).join_url;
    }
  }

  async function joinUrl(live: RoomClass, person: RoomPerson): Promise<string> {
    try {
      if (person.role === 'attendee') return await attendeeUrl(live, person);
      const meeting = await api.request<ZoomMeeting>('GET', `/meetings/${meetingOf(live)}`);
      return meeting.start_url ?? meeting.join_url;
    } catch (error) {
      if (error instanceof ZoomApiError) {
        log.warn({ meeting: live.room_ref, status: error.status, code: error.code }, 'Zoom refused the join');
        throw new AppError('SERVICE_UNAVAILABLE', {
          reason: 'meetingRooms.providerRefusedJoin',
          params: { ...ZOOM, detail: error.message },
        });
      }
      throw error;
    }
  }

  /** A cancelled class's scheduled meeting is deleted. */
  async function end(live: RoomClass): Promise<void> {
    if (!live.room_ref) return;
    try {
      await api.request('DELETE', `/meetings/${meetingOf(live)}`);
    } catch (error) {
      // A meeting that never started, or is gone already, has nothing to end.
      if (!(error instanceof ZoomApiError)) throw error;
      log.warn({ meeting: live.room_ref, status: error.status, code: error.code }, 'Zoom did not end the meeting');
    }
  }

  return { name: 'zoom', reportsLeaves: true, prepareRoom, joinUrl, end };
}
