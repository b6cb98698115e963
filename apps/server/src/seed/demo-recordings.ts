import { randomUUID } from 'node:crypto';
import { createClassReadsRepository } from '../modules/live-classes/class-reads.repository.js';
import { createLiveClassesRepository } from '../modules/live-classes/live-classes.repository.js';
import { createRecordingsRepository } from '../modules/recordings/recordings.repository.js';
import { createMediaRepository } from '../modules/media/media.repository.js';
import type { Db } from '../db/database.js';
import { DEMO_RECORDING, recordingMediaKeys } from './demo-recording-media.js';
import { SUNRISE, uuidsOf, type SeedSchool } from './seed-school.js';

const HOUR = 3600_000;

/**
 * Yesterday's completed class of 10-A gets its teacher's recording: the video and PDF
 * notes recorded as her uploads to the school (their files are made with the demo media at start-up),
 * the recording ready to watch. Nothing when the class or the teacher is missing.
 */
export async function seedDemoRecordings(db: Db, now: number, school: SeedSchool = SUNRISE): Promise<void> {
  const { teacher } = await uuidsOf(db, school, ['teacher']);
  const classes = await createLiveClassesRepository(db).ofSchools(
    [school.schoolId],
    new Date(now - 48 * HOUR).toISOString(),
    new Date(now).toISOString(),
  );
  const live = classes.find((c) => c.title === DEMO_RECORDING.classTitle);
  if (!teacher || !live) return;
  const keys = recordingMediaKeys(school.schoolId);
  const at = new Date(Date.parse(live.start_at) + (live.duration_minutes + 30) * 60_000).toISOString();
  const upload = (key: string, type: string, name: string) => ({
    id: randomUUID(),
    storage_key: key,
    folder_path: 'recordings',
    original_name: name,
    content_type: type,
    size_bytes: 0,
    school_id: school.schoolId,
    uploaded_by: teacher,
    created_at: at,
    transcode_status: null,
  });
  const media = createMediaRepository(db);
  await media.insertUpload(upload(keys.videoKey, 'video/mp4', 'light-class.mp4'));
  await media.insertUpload(upload(keys.notesKey, 'application/pdf', 'light-class-notes.pdf'));
  await createRecordingsRepository(db, createClassReadsRepository(db)).insertUpload({
    sch_id: live.sch_id,
    school_id: school.schoolId,
    source: 'upload',
    external_id: null,
    media_key: keys.videoKey,
    playback_url: null,
    notes_key: keys.notesKey,
    title: DEMO_RECORDING.title,
    duration_seconds: DEMO_RECORDING.durationMs / 1000,
    state: 'ready',
    created_by: teacher,
    created_at: at,
    updated_at: at,
  });
}
