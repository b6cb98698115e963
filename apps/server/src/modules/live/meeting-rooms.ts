import { invalid } from './live-ports.js';

// Meeting rooms of live classes (issue 10 §3). A class names its provider; the service asks the
// provider for the room when the class is scheduled or changed, for a person's own way in when they
// join (a moderator's for the presenter), and ends the room when the class is cancelled.
// 'link': the school pastes a Google Meet, Zoom or Jitsi link and everyone is sent to it.
// 'bbb' (meeting-rooms-bbb.ts) and 'zoom' (meeting-rooms-zoom.ts) exist only when configured; their
// callbacks (provider-callbacks.service.ts) feed room visits, recordings and the meeting's end.

export type RoomRole = 'presenter' | 'attendee';

export interface RoomPerson {
  uuid: string;
  name: string;
  /** The presenter (moderator) or an attendee. */
  role: RoomRole;
}

/** A class as a provider sees it. */
export interface RoomClass {
  sch_id: number;
  title: string;
  start_at: string;
  duration_minutes: number;
  room_link: string;
  /** The provider's reference to the room (BigBlueButton meetingID, Zoom meeting id); null for a link. */
  room_ref: string | null;
}

/** A class being scheduled or changed. */
export interface RoomPlan {
  title: string;
  start_at: string;
  duration_minutes: number;
  /** What the teacher pasted (the link provider's room); other providers make their own. */
  room_link?: string | null;
}

/** What is stored on the class: the link shown to its staff ('' when the provider hands each person their own) and the provider's reference. */
export interface PreparedRoom {
  room_link: string;
  room_ref: string | null;
}

export interface MeetingRoomProvider {
  readonly name: string;
  /** True when the provider tells each person's leave too, so its visits, not our joins, are the attendance. */
  readonly reportsLeaves: boolean;
  /** The room of a class being scheduled; `current` is the class's room when it is changed (same provider). */
  prepareRoom(plan: RoomPlan, current: PreparedRoom | null): Promise<PreparedRoom>;
  /** Where this person goes to join the class's room. */
  joinUrl(live: RoomClass, person: RoomPerson): Promise<string>;
  /**
   * Closes the room of a cancelled class. A class whose time is over keeps its room: one running over
   * is not cut off, and the provider ends an empty room by itself.
   */
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

/** The link adapter: the class's pasted link is its room, and everyone's way in; it tells joins only. */
export const linkRooms: MeetingRoomProvider = {
  name: 'link',
  reportsLeaves: false,
  prepareRoom: async (plan) => ({ room_link: checkedRoomLink(plan.room_link), room_ref: null }),
  joinUrl: async (live) => live.room_link,
  end: async () => undefined,
};

export interface MeetingRooms {
  (provider: string): MeetingRoomProvider;
  /** The providers this server has, 'link' first: what a school may choose. */
  readonly names: readonly string[];
}

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
