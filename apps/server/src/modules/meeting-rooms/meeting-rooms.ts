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

/** A pasted room link: https, a known meeting host, no credentials; else 400 naming room_link. */
export function checkedRoomLink(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) throw invalid('room_link', 'must be the https link of the meeting room');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('room_link', 'is not a valid link');
  }
  if (url.protocol !== 'https:') throw invalid('room_link', 'must start with https://');
  if (url.username || url.password) throw invalid('room_link', 'must not carry a user name or password');
  const host = url.hostname.toLowerCase();
  if (!KNOWN_HOSTS.some((h) => h.test(host))) {
    throw invalid('room_link', 'must be a Google Meet, Zoom or Jitsi link');
  }
  if (url.pathname === '/' || url.pathname === '') throw invalid('room_link', 'must name a meeting room');
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
      throw invalid('provider', `is not a meeting-room provider of this server (${[...byName.keys()].join(', ')})`);
    return provider;
  };
  return Object.assign(lookup, { names: [...byName.keys()] });
}
