import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../seed/demo-seed.js';
import { tokenFor } from './content-factories.js';
import { seedDemoWorldFor } from './demo-world.js';
import { makeSchoolWorld, TEST_PASSWORD } from './factories.js';
import type { TestApp } from './test-app.js';

// Two schools for a school's export: the demo school, whose records get marker values of their own,
// and a school far away with one record of each kind carrying its own markers, so an export can be
// read for what it must hold and for what it must never hold.

export interface SchoolMarkers {
  comment: string;
  remark: string;
  list: string;
  progress: string;
  notice: string;
  upload: string;
  photo: string;
}

const markersOf = (who: string): SchoolMarkers => ({
  comment: `${who}-teacher-comment`,
  remark: `${who}-attendance-remark`,
  list: `${who}-homework-list`,
  progress: `${who}-progress-category`,
  notice: `${who}-notice-text`,
  upload: `${who}-notice-attachment-bytes`,
  photo: `${who}-answer-photo-bytes`,
});

/** A written answer with one photo in storage holding the marker's bytes, as the response column keeps it. */
async function answerWithPhoto(t: TestApp, schoolId: number, m: SchoolMarkers): Promise<string> {
  const key = `uploads/${schoolId}/answers/${randomUUID()}-page.jpg`;
  await t.services.media.storage.put(key, Buffer.from(`JFIF ${m.photo}`), 'image/jpeg');
  return JSON.stringify({ type: 'subjective', text: 'See the photo', imageKeys: [key] });
}

export const DEMO_SCHOOL = markersOf('DemoSchoolMarker');
export const FAR_SCHOOL = markersOf('FarSchoolMarker');

async function schoolOfAdmin(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_uuid', 'u.uuid')
    .select('m.school_id')
    .where('u.email', '=', 'admin@demo.school')
    .executeTakeFirstOrThrow();
  return row.school_id;
}

/** A notice of the school with one attachment in storage holding the marker's bytes. */
async function noticeWithAttachment(t: TestApp, schoolId: number, author: string, m: SchoolMarkers) {
  const key = `uploads/${schoolId}/notices/${randomUUID()}-letter.pdf`;
  await t.services.media.storage.put(key, Buffer.from(`%PDF-1.4 ${m.upload}`), 'application/pdf');
  const at = new Date(t.services.clock()).toISOString();
  await t.db
    .insertInto('notices')
    .values({
      school_id: schoolId,
      author_uuid: author,
      notice_title: 'Sports day',
      notice_text: m.notice,
      audience: 'school',
      attachment_keys: JSON.stringify([key]),
      publish_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Marks the demo school's first answer, mark, list and progress row with its markers. */
async function markDemoSchool(t: TestApp, schoolId: number) {
  const answer = await t.db
    .selectFrom('attempt_answers as aa')
    .innerJoin('attempts as a', 'a.attempt_id', 'aa.attempt_id')
    .select(['aa.attempt_id', 'aa.question_id'])
    .where('a.school_id', '=', schoolId)
    .orderBy('aa.attempt_id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('attempt_answers')
    .set({ teacher_comment: DEMO_SCHOOL.comment, response: await answerWithPhoto(t, schoolId, DEMO_SCHOOL) })
    .where('attempt_id', '=', answer.attempt_id)
    .where('question_id', '=', answer.question_id)
    .execute();
  const mark = await t.db
    .selectFrom('attendance_marks as m')
    .innerJoin('attendance_registers as r', 'r.register_id', 'm.register_id')
    .select(['m.register_id', 'm.learner_uuid'])
    .where('r.school_id', '=', schoolId)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('attendance_marks')
    .set({ remark: DEMO_SCHOOL.remark })
    .where('register_id', '=', mark.register_id)
    .where('learner_uuid', '=', mark.learner_uuid)
    .execute();
  const list = await t.db
    .selectFrom('learnlist_assignments')
    .select('learnlist_id')
    .where('school_id', '=', schoolId)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('learnlists')
    .set({ learnlist_name: DEMO_SCHOOL.list })
    .where('learnlist_id', '=', list.learnlist_id)
    .execute();
  const progress = await t.db
    .selectFrom('learning_progress')
    .select('id')
    .where('enrolled_school_id', '=', schoolId)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('learning_progress')
    .set({ group_category_name: DEMO_SCHOOL.progress })
    .where('id', '=', progress.id)
    .execute();
}

/** One record of each kind for the far school, copied from the demo school's with the far school's markers. */
async function markFarSchool(t: TestApp, demoSchoolId: number, far: Awaited<ReturnType<typeof makeSchoolWorld>>) {
  const schoolId = far.school.school_id;
  const at = new Date(t.services.clock()).toISOString();
  const { attempt_id: demoAttempt, ...attempt } = await t.db
    .selectFrom('attempts')
    .selectAll()
    .where('school_id', '=', demoSchoolId)
    .orderBy('attempt_id')
    .executeTakeFirstOrThrow();
  const answer = await t.db
    .selectFrom('attempt_answers')
    .selectAll()
    .where('attempt_id', '=', demoAttempt)
    .executeTakeFirstOrThrow();
  const copy = await t.db
    .insertInto('attempts')
    .values({ ...attempt, uuid: far.student.uuid, school_id: schoolId, section_id: far.section.section_id } as never)
    .returning('attempt_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('attempt_answers')
    .values({
      ...answer,
      attempt_id: copy.attempt_id,
      client_answer_id: randomUUID(),
      teacher_comment: FAR_SCHOOL.comment,
      response: await answerWithPhoto(t, schoolId, FAR_SCHOOL),
    } as never)
    .execute();
  const register = await t.db
    .insertInto('attendance_registers')
    .values({
      school_id: schoolId,
      section_id: far.section.section_id,
      register_date: at.slice(0, 10),
      marked_by: far.teacher.uuid,
      marked_at: at,
      updated_by: far.teacher.uuid,
      updated_at: at,
      absence_notice_at: null,
    })
    .returning('register_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('attendance_marks')
    .values({
      register_id: register.register_id,
      learner_uuid: far.student.uuid,
      mark: 'absent',
      remark: FAR_SCHOOL.remark,
      source: 'teacher',
      marked_by: far.teacher.uuid,
      marked_at: at,
    })
    .execute();
  await t.db
    .insertInto('learnlists')
    .values({
      school_id: schoolId,
      owner_uuid: far.teacher.uuid,
      learnlist_name: FAR_SCHOOL.list,
      board_id: null,
      class_id: null,
      subject_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const { id: _id, ...progress } = await t.db
    .selectFrom('learning_progress')
    .selectAll()
    .where('enrolled_school_id', '=', demoSchoolId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('learning_progress')
    .values({
      ...progress,
      id: randomUUID(),
      uuid: far.student.uuid,
      enrolled_school_id: schoolId,
      group_category_name: FAR_SCHOOL.progress,
    } as never)
    .execute();
  await noticeWithAttachment(t, schoolId, far.admin.uuid, FAR_SCHOOL);
}

export async function makeSchoolExportWorld(t: TestApp) {
  await seedDemoWorldFor(t);
  const schoolId = await schoolOfAdmin(t);
  const far = await makeSchoolWorld(t.db);
  const adminUuid = (
    await t.db.selectFrom('users').select('uuid').where('email', '=', 'admin@demo.school').executeTakeFirstOrThrow()
  ).uuid;
  await markDemoSchool(t, schoolId);
  await noticeWithAttachment(t, schoolId, adminUuid, DEMO_SCHOOL);
  await markFarSchool(t, schoolId, far);
  const signIn = async () => ({
    admin: await tokenFor(t.app, 'admin@demo.school', DEMO_PASSWORD),
    teacher: await tokenFor(t.app, 'teacher@demo.school', DEMO_PASSWORD),
    parent: await tokenFor(t.app, 'parent@demo.school', DEMO_PASSWORD),
    student: await tokenFor(t.app, 'student@demo.school', DEMO_PASSWORD),
    farAdmin: await tokenFor(t.app, far.admin.email!, TEST_PASSWORD),
  });
  return { schoolId, farSchoolId: far.school.school_id, tokens: await signIn(), signIn };
}
