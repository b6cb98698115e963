import { invalid } from './live-ports.js';

// Meeting rooms of live classes. A class names its provider; the service asks the provider for the
// room when the class is scheduled, for a person's way in when they join, and ends it when the class
// is cancelled. Only 'link' exists now: the school pastes a Google Meet, Zoom or Jitsi link and every
// person is sent to it. BigBlueButton ('bbb': create the meeting through its API, a signed join URL
// per attendee or moderator, end on cancel, recordings and join/leave callbacks feeding attendance)
// and Zoom ('zoom': a meeting through the Zoom API, registrants' join URLs, /zoom/createBasicUser of
// spec 001 §7) are further adapters of MeetingRoomProvider registered in createMeetingRooms.

export interface RoomPerson {
  uuid: string;
  name: string;
  /** The presenter (moderator) or an attendee. */
  role: 'presenter' | 'attendee';
}

export interface RoomClass {
  sch_id: number;
  title: string;
  start_at: string;
  duration_minutes: number;
  room_link: string;
}

export interface MeetingRoomProvider {
  readonly name: string;
  /** The room link to store for a class being scheduled (the link adapter: the pasted one, checked). */
  createRoom(live: Omit<RoomClass, 'sch_id' | 'room_link'> & { room_link?: string | null }): Promise<string>;
  /** Where a person goes to join the class's room. */
  joinUrl(live: RoomClass, person: RoomPerson): Promise<string>;
  /** Closes the room (cancelled or ended class); nothing to do for a pasted link. */
  end(live: RoomClass): Promise<void>;
}

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

/** The link adapter: the class's pasted link is its room, and everyone's way in. */
export const linkRooms: MeetingRoomProvider = {
  name: 'link',
  createRoom: async (live) => checkedRoomLink(live.room_link),
  joinUrl: async (live) => live.room_link,
  end: async () => undefined,
};

export type MeetingRooms = (provider: string) => MeetingRoomProvider;

/** The provider of a class by its name (BigBlueButton and Zoom register here when built). */
export function createMeetingRooms(providers: readonly MeetingRoomProvider[] = [linkRooms]): MeetingRooms {
  const byName = new Map(providers.map((p) => [p.name, p]));
  return (name) => {
    const provider = byName.get(name);
    if (!provider) throw invalid('provider', `is not a meeting-room provider (${[...byName.keys()].join(', ')})`);
    return provider;
  };
}
