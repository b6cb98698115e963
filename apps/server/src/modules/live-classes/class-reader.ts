import type { ClassReadsRepository } from './class-reads.repository.js';
import type { LiveClassesRepository } from './live-classes.repository.js';

export type ClassReader = ReturnType<typeof createClassReader>;

/**
 * The classes as the recordings and meeting-rooms modules read them: by id, by the room a provider
 * names, their times and join registrations, a teacher's held classes and who joined them, and the
 * classes as a table a recordings query joins. Their own repositories never read the classes' tables.
 */
export function createClassReader(classes: Pick<LiveClassesRepository, 'byIds'>, reads: ClassReadsRepository) {
  return {
    byIds: classes.byIds,
    byRoom: reads.byRoom,
    times: reads.times,
    joinsOf: reads.joinsOf,
    startedPage: reads.startedPage,
    attendeeCounts: reads.attendeeCounts,
    joinable: reads.joinable,
  };
}
