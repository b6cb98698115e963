import { InstituteStatus, localDateTimeToMs, UserType } from '@esc/domain';
import type { Db } from '../db/database.js';
import { insertPaperQuestions } from './demo-assessments.js';
import { demoSchoolDays } from './demo-attendance.js';
import { lessonQuestionIds } from './demo-lesson-refs.js';
import type { DemoQuestion } from './demo-questions/index.js';
import { HINDI_CLASS_10_MATHEMATICS } from './demo-questions/hindi-class-10-mathematics.js';
import { insertPerson, sectionRow } from './school-story.js';
import { academicYear, SUNRISE, uuidsOf, type SchoolPerson, type StoryPerson } from './seed-school.js';
import type { SeedServices } from './seed-services.js';

// Sunrise Public School's Hindi-medium section 10-C: a learner and her parent who read Hindi, the
// demo teacher teaching its mathematics, the Hindi text of class 10 mathematics questions, and a
// Hindi practice paper given to the section. Its learners read the catalogue in Hindi first (the
// Hindi concept videos and notes of class 10 mathematics, demo-catalogue.ts), English where no
// Hindi exists.

const CBSE = 101;
const CLASS_10 = 1010;
const HINDI = 2;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const HINDI_MEDIUM_SECTION = { id: 5003, name: '10-C', batchNumber: 85003 } as const;

/** 10-C's people: a learner and her parent, both with Hindi as their language. */
export const HINDI_MEDIUM_PEOPLE: Readonly<Record<'student' | 'parent', StoryPerson & SchoolPerson>> = {
  student: {
    first: 'Aditi',
    last: 'Yadav',
    type: UserType.Student,
    sections: [],
    email: 'hindistudent@demo.school',
    mobile: '9800000008',
  },
  parent: {
    first: 'Sunita',
    last: 'Yadav',
    type: UserType.Parent,
    sections: [],
    email: 'hindiparent@demo.school',
    mobile: '9800000009',
  },
};

export const HINDI_PRACTICE_PAPER = 'गणित अभ्यास प्रश्नपत्र — वास्तविक संख्याएँ, बहुपद और द्विघात समीकरण';

/** After Sunrise's story (its teacher, subjects, registers and licence exist) and the demo bank. */
export async function seedHindiMediumSection(
  trx: Db,
  services: SeedServices,
  now: number,
  options: { passwordHash: string; questions: readonly DemoQuestion[] },
): Promise<void> {
  const learner = await seedSectionAndPeople(trx, now, options.passwordHash);
  const { teacher } = await uuidsOf(trx, SUNRISE, ['teacher']);
  const mathematics = await classTenMathematics(trx);
  if (!teacher || !mathematics) return;
  await trx
    .insertInto('teacher_assignments')
    .values({ user_uuid: teacher, section_id: HINDI_MEDIUM_SECTION.id, subject_id: mathematics })
    .execute();
  await seedRegisters(trx, services, now, { teacher, learner });
  const hindiIds = await seedHindiTexts(trx, options.questions);
  // The lessons' own questions stay out: a running test would hold them from learners.
  const reserved = new Set(lessonQuestionIds(options.questions).values());
  const questionIds = hindiIds.filter((id) => !reserved.has(id));
  await seedHindiPaper(trx, now, { teacher, subjectId: mathematics, questionIds });
}

/** 10-C (medium 2), its learner placed in it and her parent linked, both reading Hindi; answers the learner. */
async function seedSectionAndPeople(trx: Db, now: number, passwordHash: string): Promise<string> {
  const createdAt = new Date(now).toISOString();
  const { validFrom, validUntil } = academicYear(now);
  const section = HINDI_MEDIUM_SECTION;
  await trx
    .insertInto('sections')
    .values({
      ...sectionRow(section.id, SUNRISE.schoolId, CLASS_10, section.name, validFrom, validUntil),
      section_master_website_id: section.batchNumber,
      batch_type: 1,
      language_id: HINDI,
    })
    .execute();
  const { student, parent } = HINDI_MEDIUM_PEOPLE;
  const learner = await insertPerson(trx, student, passwordHash, createdAt, {
    school: SUNRISE.schoolId,
    sections: [section.id],
  });
  const parentUuid = await insertPerson(trx, parent, passwordHash, createdAt, { school: 0, sections: [] });
  await trx.updateTable('users').set({ preferred_language: 'hi' }).where('uuid', 'in', [learner, parentUuid]).execute();
  await trx
    .insertInto('parent_child_links')
    .values({ parent_uuid: parentUuid, child_uuid: learner, created_at: createdAt })
    .execute();
  await trx
    .insertInto('interests')
    .values({
      uuid: learner,
      board_id: CBSE,
      class_id: CLASS_10,
      school_id: SUNRISE.schoolId,
      parent_uuid: null,
      institute_status: InstituteStatus.Active,
      subscription_type_id: 1,
      created_at: createdAt,
    })
    .execute();
  // The school's licence counted its learners before 10-C had one.
  await trx
    .updateTable('licences')
    .set((eb) => ({ consumed_student_license: eb('consumed_student_license', '+', 1) }))
    .where('school_id', '=', SUNRISE.schoolId)
    .execute();
  return learner;
}

/** 10-C's registers, taken by its teacher on the school days 10-A's and 10-B's were: Aditi present on each. */
async function seedRegisters(
  db: Db,
  services: SeedServices,
  now: number,
  { teacher, learner }: { teacher: string; learner: string },
): Promise<void> {
  for (const day of demoSchoolDays(now)) {
    await services.attendance.seeding.saveRegister(
      {
        clientMarkId: `demo-${HINDI_MEDIUM_SECTION.id}-${day}`,
        schoolId: SUNRISE.schoolId,
        sectionId: HINDI_MEDIUM_SECTION.id,
        date: day,
        by: teacher,
        at: new Date(localDateTimeToMs(day, '09:20', 'IN')).toISOString(),
        given: [],
        defaults: [{ learner_uuid: learner, remark: null, source: 'teacher', mark: 'present' }],
      },
      db,
    );
  }
}

async function classTenMathematics(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('syllabus_nodes')
    .select('syllabus_id')
    .where('parent_id', '=', CLASS_10)
    .where('syllabus_name', '=', 'Mathematics')
    .where('school_id', 'is', null)
    .executeTakeFirst();
  return row?.syllabus_id;
}

/**
 * The Hindi (language 2) text of the demo bank's questions that have one, beside their English
 * text; answers their ids in the Hindi file's order. A question the bank was seeded without is left out.
 */
async function seedHindiTexts(db: Db, questions: readonly DemoQuestion[]): Promise<number[]> {
  const byRef = new Map(questions.map((q) => [q.ref, q]));
  const ids: number[] = [];
  for (const hindi of HINDI_CLASS_10_MATHEMATICS) {
    const english = byRef.get(hindi.ref);
    if (!english) continue;
    const row = await db
      .selectFrom('question_texts as t')
      .innerJoin('questions as q', 'q.question_id', 't.question_id')
      .select(['t.question_id', 't.image_keys'])
      .where('t.language_id', '=', 1)
      .where('t.stem', '=', english.stem)
      .where('q.school_id', 'is', null)
      .where('q.parent_question_id', 'is', null)
      .executeTakeFirst();
    if (!row) continue;
    await db
      .insertInto('question_texts')
      .values({
        question_id: row.question_id,
        language_id: HINDI,
        stem: hindi.stem,
        options: JSON.stringify((hindi.options ?? []).map((o) => ({ option_id: o.id, option_text: o.text }))),
        match_left: '[]',
        explanation: hindi.explanation,
        image_keys: row.image_keys,
      })
      .execute();
    ids.push(row.question_id);
  }
  return ids;
}

/** A Hindi (language 2) practice paper of those questions, open for a week, given to 10-C by its teacher. */
async function seedHindiPaper(
  db: Db,
  now: number,
  { teacher, subjectId, questionIds }: { teacher: string; subjectId: number; questionIds: readonly number[] },
): Promise<void> {
  const at = new Date(now).toISOString();
  const rows = questionIds.length
    ? await db
        .selectFrom('questions')
        .select(['question_id', 'marks', 'negative_marks'])
        .where('question_id', 'in', [...questionIds])
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.question_id, r]));
  const picked = questionIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const { paper_id } = await db
    .insertInto('papers')
    .values({
      paper_name: HINDI_PRACTICE_PAPER,
      syllabus_id: subjectId,
      board_id: CBSE,
      class_id: CLASS_10,
      subject_id: subjectId,
      group_id: null,
      school_id: SUNRISE.schoolId,
      owner_uuid: teacher,
      paper_type: 1,
      paper_time: 30,
      language_id: HINDI,
      total_marks: picked.reduce((sum, q) => sum + q.marks, 0),
      total_questions: picked.length,
      paper_settings: JSON.stringify([
        { setting_id: 10, child_setting_list: [{ child_setting_id: 11 }] },
        { setting_id: 6, child_setting_list: [{ child_setting_id: 39 }] },
      ]),
      instructions: 'हर प्रश्न ध्यान से पढ़िए। वस्तुनिष्ठ प्रश्नों के गलत उत्तर पर ऋणात्मक अंक दिए जाते हैं।',
      created_at: at,
      updated_at: at,
    })
    .returning('paper_id')
    .executeTakeFirstOrThrow();
  await insertPaperQuestions(db, paper_id, { name: 'गणित', subjectId }, picked);
  const { assign_id } = await db
    .insertInto('paper_assignments')
    .values({
      paper_id,
      school_id: SUNRISE.schoolId,
      assigned_by: teacher,
      learner_uuid: null,
      group_id: null,
      title: HINDI_PRACTICE_PAPER,
      paper_start_time: new Date(now - HOUR).toISOString(),
      paper_end_time: new Date(now + 7 * DAY).toISOString(),
      paper_duration: 30,
      created_at: at,
      updated_at: at,
    })
    .returning('assign_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('paper_assignment_sections').values({ assign_id, section_id: HINDI_MEDIUM_SECTION.id }).execute();
}
