import { lazy } from 'react';

/** Public face of the live classes feature: its screen loads on demand. */
export const LiveClassesRoute = lazy(() =>
  import('./routes/live-classes.route').then((m) => ({ default: m.LiveClassesRoute })),
);
export { LIVE_CLASS_PATH, MY_SCHEDULE_PATH } from './live-classes-path';
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
/** The teacher dashboard's library and attendee counts (the app hands them to the dashboard). */
export const TeacherCounts = lazy(() =>
  import('./components/teacher-counts.component').then((m) => ({ default: m.TeacherCounts })),
);
export {
  LECTURE_NOTE_PATH,
  PLAY_LIVE_CLASS_PATH,
  VIDEO_PLAYER_PATH,
  VIEW_ALL_RECORDED_LECTURE_PATH,
} from './recordings-paths';
export type { RecordingsStrings } from './recordings.strings';
