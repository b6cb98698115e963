import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { DEMO_RECORDING, recordingMediaKeys } from './demo-recording-media.js';
import { SUNRISE, uuidsOf, type SeedSchool } from './seed-school.js';
import type { SeedServices } from './seed-services.js';

const HOUR = 3600_000;

/**
 * Yesterday's completed class of 10-A gets its teacher's recording, so learners have a past class to
 * watch: the video and PDF notes recorded as her uploads to the school (their files are made with the
 * demo media at start-up), the recording ready to watch. Through the media and recordings modules' seeding
 * entries, in the seed's transaction. Nothing when the class or the teacher is missing.
 */
export async function seedDemoRecordings(
  db: Db,
  services: SeedServices,
  now: number,
  school: SeedSchool = SUNRISE,
): Promise<void> {
  const { teacher } = await uuidsOf(db, school, ['teacher']);
  const classes = await services['live-classes'].seeding.classesOfSchools(
    [school.schoolId],
    new Date(now - 48 * HOUR).toISOString(),
    new Date(now).toISOString(),
    db,
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
  await services.media.seeding.recordUploads(
    [
      upload(keys.videoKey, 'video/mp4', 'light-class.mp4'),
      upload(keys.notesKey, 'application/pdf', 'light-class-notes.pdf'),
    ],
    db,
  );
  await services.recordings.seeding.insertRecording(
    {
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
    },
    db,
  );
}
