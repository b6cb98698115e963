import type { ClassReadsRepository } from './class-reads.repository.js';
import type { LiveClassAudience } from './live-class-audience.js';
import type { LiveClassesRepository } from './live-classes.repository.js';

export type ClassReader = ReturnType<typeof createClassReader>;

/**
 * The classes as the recordings and meeting-rooms modules read them: by id, by the room a provider
 * names, their times and join registrations, a teacher's held classes and who joined them, and the
 * classes as a table a recordings query joins, and who belongs in a class's room. Their own
 * repositories never read the classes' tables.
 */
export function createClassReader(
  classes: Pick<LiveClassesRepository, 'byIds'>,
  reads: ClassReadsRepository,
  audience: Pick<LiveClassAudience, 'membersOf'>,
) {
  /** Who belongs in the class's room: the learners of its sections, its presenter and its author. */
  async function roomMembersOf(schId: number): Promise<Set<string>> {
    const [row] = await classes.byIds([schId]);
    if (!row) return new Set();
    const members = await audience.membersOf(row);
    return new Set([...members, row.presenter_uuid, row.created_by].filter((u): u is string => !!u));
  }

  return {
    roomMembersOf,
    byIds: classes.byIds,
    byRoom: reads.byRoom,
    times: reads.times,
    joinsOf: reads.joinsOf,
    startedPage: reads.startedPage,
    attendeeCounts: reads.attendeeCounts,
    joinable: reads.joinable,
  };
}
