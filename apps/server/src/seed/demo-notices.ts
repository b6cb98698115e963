import type { Db } from '../db/database.js';
import { SUNRISE, uuidsOf, type SeedSchool } from './seed-school.js';

// The demo school's notices: five from the demo teacher and admin to 10-A, the whole
// school and the parents, published over the last days; the demo student has read two of the three
// addressed to them before today, so two stay unread (the newest ones).

interface DemoNotice {
  by: 'teacher' | 'admin';
  title: string;
  text: string;
  audience: 'school' | 'sections' | 'parents';
  /** To 10-A. */
  toTenA?: true;
  hoursAgo: number;
  /** Read by the demo student. */
  readByStudent?: boolean;
}

const NOTICES: DemoNotice[] = [
  {
    by: 'admin',
    title: 'Winter break',
    text: 'The school is closed from 24 December to 1 January. Classes start again on 2 January.',
    audience: 'school',
    hoursAgo: 96,
    readByStudent: true,
  },
  {
    by: 'teacher',
    title: 'Science project groups',
    text: 'Project groups for the acids and bases project are up on the class board. Bring one household indicator to the next lab.',
    audience: 'sections',
    toTenA: true,
    hoursAgo: 72,
    readByStudent: true,
  },
  {
    by: 'admin',
    title: 'Parent–teacher meeting',
    text: 'Parents of all classes are invited to meet the teachers on Saturday from 10:00 to 13:00 in the main hall.',
    audience: 'parents',
    hoursAgo: 48,
  },
  {
    by: 'teacher',
    title: 'Mathematics test on Friday',
    text: 'A 30-minute test on quadratic equations on Friday in the first period. Revise exercises 4.1 to 4.3.',
    audience: 'sections',
    toTenA: true,
    hoursAgo: 20,
  },
  {
    by: 'admin',
    title: 'Annual day rehearsal',
    text: 'Rehearsals for the annual day begin on Monday after school. Learners taking part stay until 16:30.',
    audience: 'school',
    hoursAgo: 3,
  },
];

/** The five demo notices, already told (no notification is queued for the seed). */
export async function seedDemoNotices(db: Db, now: number, school: SeedSchool = SUNRISE): Promise<void> {
  const { student, ...authors } = await uuidsOf(db, school, ['student', 'teacher', 'admin']);
  if (!student || !authors.teacher || !authors.admin) return;
  for (const n of NOTICES) {
    const at = new Date(now - n.hoursAgo * 3600_000).toISOString();
    const made = await db
      .insertInto('notices')
      .values({
        school_id: school.schoolId,
        author_uuid: authors[n.by]!,
        notice_title: n.title,
        notice_text: n.text,
        audience: n.audience,
        class_ids: '[]',
        section_ids: JSON.stringify(n.toTenA ? [school.tenA] : []),
        attachment_keys: '[]',
        publish_at: at,
        notified_at: at,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    if (n.readByStudent) {
      const readAt = new Date(now - (n.hoursAgo - 2) * 3600_000).toISOString();
      await db
        .insertInto('notice_reads')
        .values({ notice_id: made.notice_id, uuid: student, read_at: readAt })
        .execute();
    }
  }
}
