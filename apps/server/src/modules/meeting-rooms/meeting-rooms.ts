import type { MeetingRoomProvider, MeetingRooms } from '../live-classes/live-classes.module.js';
import { invalid } from './meeting-rooms-ports.js';

// The meeting-room providers of live classes (the interface is live-classes' meeting-room-port.ts).
// 'link': the school pastes a Google Meet, Zoom or Jitsi link and everyone is sent to it.
// 'bbb' (meeting-rooms-bbb.ts) and 'zoom' (meeting-rooms-zoom.ts) exist only when configured; their
// callbacks (provider-callbacks.service.ts) feed room visits, recordings and the meeting's end.

export type {
  MeetingRoomProvider,
  MeetingRooms,
  PreparedRoom,
  RoomClass,
  RoomPerson,
  RoomPlan,
  RoomRole,
} from '../live-classes/live-classes.module.js';

/** Hosts the schools paste: Google Meet, Zoom, Jitsi (and self-hosted Jitsi under a jitsi. name). */
const KNOWN_HOSTS = [/^meet\.google\.com$/, /(^|\.)zoom\.us$/, /^meet\.jit\.si$/, /^jitsi\.[a-z0-9.-]+$/];
/** The hosts above as a person knows them: product names, in every language. */
const KNOWN_HOST_NAMES = 'Google Meet, Zoom, Jitsi';
/** The scheme a room link starts with, written as typed (the same in every language). */
const HTTPS = { scheme: 'https://' } as const;

/** A pasted room link: https, a known meeting host, no credentials; else 400 naming room_link. */
export function checkedRoomLink(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) throw invalid('room_link', { reason: 'meetingRooms.roomLinkMissing', params: HTTPS });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('room_link', { reason: 'meetingRooms.roomLinkInvalid' });
  }
  if (url.protocol !== 'https:')
    throw invalid('room_link', { reason: 'meetingRooms.roomLinkNotSecure', params: HTTPS });
  if (url.username || url.password) throw invalid('room_link', { reason: 'meetingRooms.roomLinkCredentials' });
  const host = url.hostname.toLowerCase();
  if (!KNOWN_HOSTS.some((h) => h.test(host))) {
    throw invalid('room_link', { reason: 'meetingRooms.roomLinkHost', params: { hosts: KNOWN_HOST_NAMES } });
  }
  if (url.pathname === '/' || url.pathname === '')
    throw invalid('room_link', { reason: 'meetingRooms.roomLinkNoRoom' });
  return url.toString();
}

/** The link adapter: the class's pasted link is its room, and everyone's way in; it tells joins only. */
export const linkRooms: MeetingRoomProvider = {
  name: 'link',
  reportsLeaves: false,
  prepareRoom: async (plan) => ({ room_link: checkedRoomLink(plan.room_link), room_ref: null }),
  joinUrl: async (live) => live.room_link,
  end: async () => undefined,
};

/** The provider of a class by its name; 400 naming `provider` for one this server does not have. */
export function createMeetingRooms(providers: readonly MeetingRoomProvider[] = [linkRooms]): MeetingRooms {
  const byName = new Map(providers.map((p) => [p.name, p]));
  const lookup = (name: string) => {
    const provider = byName.get(name);
    if (!provider)
      throw invalid('provider', {
        reason: 'meetingRooms.unknownProvider',
        params: { provider: name, providers: [...byName.keys()].join(', ') },
      });
    return provider;
  };
  return Object.assign(lookup, { names: [...byName.keys()] });
}
