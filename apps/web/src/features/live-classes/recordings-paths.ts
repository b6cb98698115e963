/** The recorded lectures by subject (spec 002 §2.2). */
export const VIEW_ALL_RECORDED_LECTURE_PATH = '/view-all-recorded-lecture';
/** Opening a live-class recording (spec 001 §2; 002 §2.2 names both). */
export const PLAY_LIVE_CLASS_PATH = '/play-live-class';
export const VIDEO_PLAYER_PATH = '/video-player';
/** PDF notes (spec 001 §2): a recording's (`?video_id=`) or study notes by id (`?note_id=`). */
export const LECTURE_NOTE_PATH = '/lecture-note';

/** The player of one recording; from homework, with the assignment the gate reads. */
export function playRecordingPath(videoId: number, assignId?: number | null): string {
  return `${PLAY_LIVE_CLASS_PATH}?video_id=${videoId}${assignId ? `&assign_id=${assignId}` : ''}`;
}

export const recordingNotesPath = (videoId: number) => `${LECTURE_NOTE_PATH}?video_id=${videoId}`;

export const studyNotesPath = (noteId: number) => `${LECTURE_NOTE_PATH}?note_id=${noteId}`;

/** The recorded lectures of one subject. */
export const subjectRecordingsPath = (subjectId: number) => `${VIEW_ALL_RECORDED_LECTURE_PATH}?subject_id=${subjectId}`;

/** A positive whole number from the address (`?video_id=7`), or null. */
export function idParam(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
