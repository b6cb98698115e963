// The meeting rooms of live classes. A class names its provider; the class's service asks the
// provider for the room when the class is scheduled or changed, for a person's own way in when they
// join (a moderator's for the presenter), and ends the room when the class is cancelled. The
// providers are the meeting-rooms module's, which fills the extension point "live-classes.rooms".

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

export interface MeetingRooms {
  (provider: string): MeetingRoomProvider;
  /** The providers this server has, 'link' first: what a school may choose. */
  readonly names: readonly string[];
}
