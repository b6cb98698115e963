import { addCalendarDays, localDate, localDateTimeToMs } from '@esc/domain';
import type { Db } from '../apps/server/src/db/database.js';
import type { NewLiveClass } from '../apps/server/src/modules/live-classes/live-classes.repository.js';
import type { Services } from '../apps/server/src/modules/composition-root.js';
import { LL_SCHOOL_ID, LL_TEACHER } from './learnlist-data.js';

// The homework bench school's timetable (for the live classes' speed target): every section has six live classes each
// school day (Monday to Friday, 08:00 to 13:00 in India) from a month back to a month ahead, about
// 9,000 classes, so a learner's week is read among the school's many.

const PERIODS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00'];
const DAYS_EACH_WAY = 31;

export interface LiveBench {
  /** Classes of the school. */
  classes: number;
}

/** Makes the school's classes once (kept while any exists); answers how many there are. */
export async function prepareLiveBench(
  db: Db,
  services: Pick<Services, 'live-classes'>,
  subjectId: number,
): Promise<LiveBench> {
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('live_classes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('school_id', '=', LL_SCHOOL_ID)
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await count()) > 0) return { classes: await count() };
  const started = Date.now();
  process.stdout.write('  live classes of the homework school (6 a school day a section, 2 months)...');
  const teacher = await db.selectFrom('users').select('uuid').where('email', '=', LL_TEACHER).executeTakeFirstOrThrow();
  const sections = await db
    .selectFrom('sections')
    .select('section_id')
    .where('school_id', '=', LL_SCHOOL_ID)
    .orderBy('section_id')
    .execute();
  const now = new Date().toISOString();
  const today = localDate(Date.now(), 'IN');
  const rows: NewLiveClass[] = [];
  for (let d = -DAYS_EACH_WAY; d <= DAYS_EACH_WAY; d++) {
    const day = addCalendarDays(today, d);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const { section_id } of sections) {
      for (const [p, time] of PERIODS.entries()) {
        const start = new Date(localDateTimeToMs(day, time, 'IN')).toISOString();
        rows.push({
          school_id: LL_SCHOOL_ID,
          section_ids: JSON.stringify([section_id]),
          subject_id: subjectId,
          subject_name: `Period ${p + 1}`,
          title: `Period ${p + 1}`,
          start_at: start,
          duration_minutes: 45,
          presenter_uuid: teacher.uuid,
          lecture_mode: 1,
          lecture_type: 1,
          provider: 'link',
          room_link: `https://meet.jit.si/bench-${section_id}-${p + 1}`,
          live_class_status: d < 0 ? 3 : 1,
          reminded_at: d < 0 ? start : null,
          created_by: teacher.uuid,
          updated_by: teacher.uuid,
          created_at: now,
          updated_at: now,
        });
      }
    }
  }
  // Through the live-classes module's seeding entry (it keeps each class's section rows with it).
  for (let i = 0; i < rows.length; i += 500)
    await services['live-classes'].seeding.insertClasses(rows.slice(i, i + 500));
  console.log(` ${rows.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { classes: rows.length };
}
