import { LearnListItemType } from '@esc/domain';
import type { Db } from '../db/database.js';
import { DEMO_HOMEWORK_LIST } from './demo-learnlists.js';
import { SUNRISE, type SeedSchool } from './seed-school.js';

/**
 * Yesterday's recorded class goes into the 10-A homework (homework beyond content): the homework then holds
 * content, study notes, a task, a paper and a recorded lecture, each of which opens from it. Kavya, who
 * did everything, watched it too. Runs after the recordings seed; nothing when either is missing.
 */
export async function seedDemoHomeworkRecording(
  db: Db,
  now: number,
  recordingTitle: string,
  school: SeedSchool = SUNRISE,
): Promise<void> {
  const [list, recording] = await Promise.all([
    db
      .selectFrom('learnlists')
      .select('learnlist_id')
      .where('school_id', '=', school.schoolId)
      .where('learnlist_name', '=', DEMO_HOMEWORK_LIST)
      .executeTakeFirst(),
    db
      .selectFrom('live_recordings')
      .select('recording_id')
      .where('school_id', '=', school.schoolId)
      .where('title', '=', recordingTitle)
      .executeTakeFirst(),
  ]);
  if (!list || !recording) return;
  const at = new Date(now - 86_400_000).toISOString();
  const { item_row_id } = await db
    .insertInto('learnlist_items')
    .values({
      learnlist_id: list.learnlist_id,
      item_type: LearnListItemType.RecordedLecture,
      item_id: String(recording.recording_id),
      syllabus_id: null,
      syllabus_mapping_id: null,
      group_id: null,
      item_order: 7,
      task_text: null,
      created_at: at,
    })
    .returning('item_row_id')
    .executeTakeFirstOrThrow();
  const kavya = await db
    .selectFrom('users as u')
    .innerJoin('learnlist_completions as c', 'c.uuid', 'u.uuid')
    .select(['c.assign_id', 'u.uuid'])
    .where('u.email', '=', school.people.kavya.email)
    .executeTakeFirst();
  if (!kavya) return;
  await db
    .insertInto('learnlist_completions')
    .values({
      assign_id: kavya.assign_id,
      uuid: kavya.uuid,
      item_row_id,
      completed_on: at,
      first_opened_at: at,
      last_opened_at: at,
    })
    .execute();
}
