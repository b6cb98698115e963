import type { RoomVisit } from '@esc/domain';
import type { ClassReader, ClassVisits } from '../live-classes/live-classes.module.js';
import type { MeetingRoomsRepository } from './meeting-rooms.repository.js';
import type { MeetingRooms } from './meeting-rooms.js';

// Room visits: each person's time in a class's meeting room, for the classes' live attendance.
// The live-classes module reads them through its extension point "live-classes.rooms" (never this
// module's tables): visitsOf gives, per class and per person, the visits the domain's timeInClassMs
// and isPresentLive take.
//
// Where they come from: a provider that tells leaves (BigBlueButton's analytics callback, Zoom's
// participant_joined and _left webhooks) gives whole visits; our own join registration
// (addImpartusUserUniversity, every provider) gives joins alone, each counting to the class's end. A
// person's provider visits, once there are any, replace their join registrations (which would
// otherwise count them present to the end however early they left); before the provider has told
// anything, and for a pasted link, the join registrations are the record.

export type RoomVisits = ReturnType<typeof createRoomVisits>;

const msOrNull = (at: string | null) => (at === null ? null : Date.parse(at));

export function createRoomVisits({
  rooms,
  classes,
  providers,
}: {
  rooms: MeetingRoomsRepository;
  classes: Pick<ClassReader, 'times' | 'joinsOf'>;
  providers: MeetingRooms;
}) {
  function tellsLeaves(provider: string): boolean {
    return providers.names.includes(provider) ? providers(provider).reportsLeaves : provider !== 'link';
  }

  /** Per class and per person (uuid), their visits; a class without any is absent from the map. */
  async function visitsOf(schIds: readonly number[]): Promise<ClassVisits> {
    const ids = [...new Set(schIds)];
    const [times, told, joins] = await Promise.all([classes.times(ids), rooms.visitsOf(ids), classes.joinsOf(ids)]);
    const leaves = new Map(times.map((c) => [c.sch_id, tellsLeaves(c.provider)]));
    const out: ClassVisits = new Map();
    const add = (schId: number, uuid: string, visit: RoomVisit) => {
      const people = out.get(schId) ?? new Map<string, RoomVisit[]>();
      out.set(schId, people);
      people.set(uuid, [...(people.get(uuid) ?? []), visit]);
    };
    const byProvider = new Set<string>();
    for (const v of told) {
      if (!leaves.get(v.sch_id)) continue;
      byProvider.add(`${v.sch_id}:${v.uuid}`);
      add(v.sch_id, v.uuid, { joinMs: msOrNull(v.joined_at), leaveMs: msOrNull(v.left_at) });
    }
    for (const j of joins) {
      if (byProvider.has(`${j.sch_id}:${j.uuid}`)) continue;
      add(j.sch_id, j.uuid, { joinMs: Date.parse(j.joined_at), leaveMs: null });
    }
    return out;
  }

  return { visitsOf, tellsLeaves };
}
