import type { LiveClassesDeps } from './live-classes-ports.js';

export type ClassReader = ReturnType<typeof createClassReader>;

/**
 * The classes as the recordings and meeting-rooms modules read them: by id, by the room a provider
 * names, their times and join registrations, a teacher's held classes and who joined them, and the
 * classes as a table a recordings query joins. Their own repositories never read the classes' tables.
 */
export function createClassReader({ repos }: Pick<LiveClassesDeps, 'repos'>) {
  const classes = repos.liveClasses;
  return {
    byIds: classes.byIds,
    byRoom: classes.byRoom,
    times: classes.times,
    joinsOf: classes.joinsOf,
    startedPage: classes.startedPage,
    attendeeCounts: classes.attendeeCounts,
    joinable: classes.joinable,
  };
}
