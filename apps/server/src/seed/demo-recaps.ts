import {
  assignmentDueAt,
  assignmentStartsAt,
  classRecapName,
  LearnListItemType,
  LearnListStage,
  localDateTimeOf,
} from '@esc/domain';
import type { Db } from '../db/database.js';
import { SUNRISE, type SeedSchool } from './seed-school.js';

// The demo school's class recap: yesterday's completed class of 10-A, "Light:
// reflection and refraction", has the recap its teacher built while teaching it: a few items of the
// class's subject, published, so 10-A's learners find it under the class on their schedule.

const COUNTRY = 'IN';
export const DEMO_RECAP_CLASS = 'Light: reflection and refraction';
const ITEMS = 3;

/** Class 10 content of the subject, the chapter on light first when the subject has it. */
async function subjectContent(db: Db, subjectId: number) {
  const rows = await db
    .selectFrom('content_mappings as m')
    .innerJoin('contents as c', 'c.content_id', 'm.content_id')
    .innerJoin('syllabus_nodes as n', 'n.syllabus_id', 'm.chapter_id')
    .select(['c.content_id', 'm.syllabus_id', 'm.syllabus_mapping_id', 'm.group_id', 'n.syllabus_name as chapter'])
    .where('m.subject_id', '=', subjectId)
    .where('m.class_id', '=', 1010)
    .where('m.school_id', 'is', null)
    .where('c.language_id', '=', 1)
    .where('c.content_kind', 'in', ['video', 'pdf', 'interactive', 'study_notes'])
    .orderBy('m.syllabus_id')
    .orderBy('m.display_order')
    .limit(200)
    .execute();
  const light = rows.filter((r) => r.chapter.startsWith('Light'));
  const chosen = light.length >= ITEMS ? light : rows;
  return [...new Map(chosen.map((r) => [r.content_id, r])).values()].slice(0, ITEMS);
}

/** The recap of yesterday's 10-A class; nothing when the class or its subject's content is missing. */
export async function seedDemoRecaps(db: Db, now: number, school: SeedSchool = SUNRISE): Promise<void> {
  const live = await db
    .selectFrom('live_classes')
    .selectAll()
    .where('school_id', '=', school.schoolId)
    .where('title', '=', DEMO_RECAP_CLASS)
    .executeTakeFirst();
  if (!live) return;
  const content = await subjectContent(db, live.subject_id);
  if (content.length === 0) return;
  const at = new Date(Date.parse(live.start_at) + live.duration_minutes * 60_000).toISOString();
  const day = localDateTimeOf(Date.parse(live.start_at), COUNTRY).date;
  const { learnlist_id } = await db
    .insertInto('learnlists')
    .values({
      school_id: school.schoolId,
      owner_uuid: live.presenter_uuid,
      learnlist_name: classRecapName(live.title, day),
      stage: LearnListStage.Published,
      is_class_recap: 1,
      from_teaching_screen: 1,
      board_id: 101,
      class_id: 1010,
      subject_id: live.subject_id,
      created_at: live.start_at,
      updated_at: at,
    })
    .returning('learnlist_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('learnlist_items')
    .values(
      content.map((c, i) => ({
        learnlist_id,
        item_type: LearnListItemType.Content,
        item_id: String(c.content_id),
        syllabus_id: c.syllabus_id,
        syllabus_mapping_id: c.syllabus_mapping_id,
        group_id: c.group_id,
        item_order: i + 1,
        task_text: null,
        created_at: live.start_at,
      })),
    )
    .execute();
  // Published: one assignment reaching the class's section, opening with the class's day (not homework).
  const { assign_id } = await db
    .insertInto('learnlist_assignments')
    .values({
      learnlist_id,
      school_id: school.schoolId,
      assigned_by: live.presenter_uuid,
      is_parent_assigned: 0,
      group_id: null,
      learner_uuid: null,
      assigned_as: JSON.stringify([1, 2, 3]),
      country_iso: COUNTRY,
      start_date: day,
      due_date: day,
      starts_at: new Date(assignmentStartsAt(day, COUNTRY)).toISOString(),
      due_at: new Date(assignmentDueAt(day, COUNTRY)).toISOString(),
      created_at: at,
      updated_at: at,
    })
    .returning('assign_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('learnlist_assignment_sections').values({ assign_id, section_id: school.tenA }).execute();
  await db
    .insertInto('live_class_recaps')
    .values({
      sch_id: live.sch_id,
      school_id: school.schoolId,
      learnlist_id,
      attached_by: live.presenter_uuid,
      created_at: live.start_at,
      updated_at: new Date(now).toISOString(),
    })
    .execute();
}
