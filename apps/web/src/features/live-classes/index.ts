import { lazy } from '../../lib/lazy-with-words';

/** Public face of the live classes feature: its screen loads on demand. */
export const LiveClassesRoute = lazy(() =>
  import('./routes/live-classes.route').then((m) => ({ default: m.LiveClassesRoute })),
);
export type { LiveClassesStrings } from './live-classes.strings';

/** Recordings of live classes: the list by subject, the player and the notes. */
export const RecordedLecturesRoute = lazy(() =>
  import('./routes/recorded-lectures.route').then((m) => ({ default: m.RecordedLecturesRoute })),
);
export const RecordingPlayerRoute = lazy(() =>
  import('./routes/recording-player.route').then((m) => ({ default: m.RecordingPlayerRoute })),
);
export const LectureNoteRoute = lazy(() =>
  import('./routes/lecture-note.route').then((m) => ({ default: m.LectureNoteRoute })),
);
export { LECTURE_NOTE_PATH, PLAY_LIVE_CLASS_PATH, VIDEO_PLAYER_PATH } from './recordings-paths';
export type { RecordingsStrings } from './recordings.strings';
export * from './first-screen';
