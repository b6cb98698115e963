import { randomUUID } from 'node:crypto';
import { UserType } from '@esc/domain';
import { unzipSync } from 'fflate';
import { DEMO_PASSWORD } from '../seed/demo-seed.js';
import { tokenFor } from './content-factories.js';
import { seedDemoWorldFor } from './demo-world.js';
import { makeSchool, makeUser, TEST_PASSWORD } from './factories.js';
import { upload } from './media-factories.js';
import type { TestApp } from './test-app.js';

// The demo world for a person's data out: Aarav (student@demo.school) and his brother Ishaan
// (child2@demo.school), each given rows with their own marker values, their parent, the teacher who
// marks their registers, and a parent and a teacher of another school.

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export interface Markers {
  bookmark: string;
  notification: string;
  answer: string;
  remark: string;
  upload: string;
}

const markersOf = (who: string): Markers => ({
  bookmark: `${who}-bookmark-title`,
  notification: `${who}-notification-title`,
  answer: `${who}-answer-text`,
  remark: `${who}-attendance-remark`,
  upload: `${who}-upload-bytes`,
});

export const AARAV = markersOf('AaravMarker');
export const ISHAAN = markersOf('IshaanMarker');

async function uuidOf(t: TestApp, email: string): Promise<string> {
  const row = await t.db.selectFrom('users').select('uuid').where('email', '=', email).executeTakeFirstOrThrow();
  return row.uuid;
}

async function markBookmarkAndNotification(t: TestApp, uuid: string, m: Markers, at: string) {
  await t.db
    .insertInto('bookmarks')
    .values({ id: randomUUID(), uuid, kind: 'content', item_id: '1', title: m.bookmark, created_at: at } as never)
    .execute();
  await t.db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      event_id: randomUUID(),
      recipient_uuid: uuid,
      kind: 'notice',
      title: m.notification,
      body: m.notification,
      created_at: at,
    } as never)
    .execute();
}

/** Aarav's first attempt, copied for Ishaan with one answer, so both have answers with their own text. */
async function markAnswers(t: TestApp, aarav: string, ishaan: string) {
  const { attempt_id: aaravAttempt, ...attempt } = await t.db
    .selectFrom('attempts')
    .selectAll()
    .where('uuid', '=', aarav)
    .orderBy('attempt_id')
    .executeTakeFirstOrThrow();
  const answer = await t.db
    .selectFrom('attempt_answers')
    .selectAll()
    .where('attempt_id', '=', aaravAttempt)
    .orderBy('question_id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('attempt_answers')
    .set({ response: JSON.stringify({ text: AARAV.answer }) })
    .where('attempt_id', '=', aaravAttempt)
    .where('question_id', '=', answer.question_id)
    .execute();
  const copy = await t.db
    .insertInto('attempts')
    .values({ ...attempt, uuid: ishaan } as never)
    .returning('attempt_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('attempt_answers')
    .values({
      ...answer,
      attempt_id: copy.attempt_id,
      client_answer_id: randomUUID(),
      response: JSON.stringify({ text: ISHAAN.answer }),
    } as never)
    .execute();
}

async function markRemark(t: TestApp, uuid: string, remark: string) {
  const mark = await t.db
    .selectFrom('attendance_marks')
    .select('register_id')
    .where('learner_uuid', '=', uuid)
    .orderBy('register_id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('attendance_marks')
    .set({ remark })
    .where('register_id', '=', mark.register_id)
    .where('learner_uuid', '=', uuid)
    .execute();
}

async function uploadPhoto(t: TestApp, token: string, marker: string) {
  const res = await upload(
    t.app,
    '/api/upload/doubtPhoto',
    token,
    {},
    {
      field: 'file',
      name: 'sum.png',
      type: 'image/png',
      data: Buffer.concat([PNG, Buffer.from(marker)]),
    },
  );
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
}

export async function makePrivacyWorld(t: TestApp) {
  await seedDemoWorldFor(t);
  const at = new Date(t.services.clock()).toISOString();
  const uuids = {
    aarav: await uuidOf(t, 'student@demo.school'),
    ishaan: await uuidOf(t, 'child2@demo.school'),
    teacher: await uuidOf(t, 'teacher@demo.school'),
  };
  const other = await makeSchool(t.db, { school_name: 'Far Away School' });
  const otherParent = await makeUser(t.db, { userTypeId: UserType.Parent, schoolId: other.school_id });
  const otherTeacher = await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: other.school_id });
  const signIn = async () => ({
    aarav: await tokenFor(t.app, 'student@demo.school', DEMO_PASSWORD),
    ishaan: await tokenFor(t.app, 'child2@demo.school', DEMO_PASSWORD),
    parent: await tokenFor(t.app, 'parent@demo.school', DEMO_PASSWORD),
    otherParent: await tokenFor(t.app, otherParent.email!, TEST_PASSWORD),
    otherTeacher: await tokenFor(t.app, otherTeacher.email!, TEST_PASSWORD),
  });
  const tokens = await signIn();
  await markBookmarkAndNotification(t, uuids.aarav, AARAV, at);
  await markBookmarkAndNotification(t, uuids.ishaan, ISHAAN, at);
  await markAnswers(t, uuids.aarav, uuids.ishaan);
  await markRemark(t, uuids.aarav, AARAV.remark);
  await markRemark(t, uuids.ishaan, ISHAAN.remark);
  await uploadPhoto(t, tokens.aarav, AARAV.upload);
  await uploadPhoto(t, tokens.ishaan, ISHAAN.upload);
  return { uuids, tokens, signIn };
}

/** The zip's files by name, each as text (uploads' bytes read as latin1, so markers in them show). */
export function unzipped(body: Buffer): Map<string, string> {
  const files = unzipSync(new Uint8Array(body));
  return new Map(
    Object.entries(files).map(([name, bytes]) => [
      name,
      Buffer.from(bytes).toString(name.startsWith('uploads/') ? 'latin1' : 'utf8'),
    ]),
  );
}
