import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { DEFAULT_SCHOOL_ID, SCHOOL_ADMIN_ROLE, UserType } from '@esc/domain';
import { isPersonal, type PersonalTable, type TablePrivacy } from '../../platform/privacy/personal-data.js';
import { PLATFORM_LAYER_REGISTRY } from '../../platform/privacy/platform-layer.personal-data.js';
import { MODULES } from '../modules.js';
import { createStorage } from '../../platform/storage/storage.factory.js';
import { DEMO_PASSWORD } from '../../seed/demo-seed.js';
import { tokenFor } from '../../test/content-factories.js';
import { linkParent, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { makePrivacyWorld } from '../../test/privacy-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Erasure through the real server: a person (a parent for a linked child) asks; the school admin of
// the person's school approves or refuses with a reason within 30 days; a job then deletes or
// anonymises every row the registry of personal data declares. Afterwards no row names the learner
// except what a law keeps and rows declared kept (their personal columns emptied), the account reads
// "Former learner", cannot sign in and its old token is refused; a class's results still add up.

const R = '/api/privacy/erasure-requests';
const DAY = 86_400_000;
const clock = testClock('2026-07-01T05:00:00Z');
const REPORT = '/api/student-report/teacher';
let t: TestApp;
let world: Awaited<ReturnType<typeof makePrivacyWorld>>;
let tokens: Awaited<ReturnType<typeof makePrivacyWorld>>['tokens'] & Record<string, string>;

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const anyDb = () => t.db as unknown as AnyDb;

async function countWhere(table: string, column: string, value: string): Promise<number> {
  const row = await anyDb()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makePrivacyWorld(t);
  const demoSchool = await t.db
    .selectFrom('memberships')
    .select('school_id')
    .where('user_uuid', '=', world.uuids.aarav)
    .executeTakeFirstOrThrow();
  expect(demoSchool.school_id).not.toBe(DEFAULT_SCHOOL_ID);
  const far = await t.db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.user_uuid', 'users.uuid')
    .select('memberships.school_id')
    .where('users.user_type_id', '=', UserType.Parent)
    .where('memberships.school_id', '!=', demoSchool.school_id)
    .orderBy('users.created_at', 'desc')
    .executeTakeFirst();
  const otherAdmin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: SCHOOL_ADMIN_ROLE,
    schoolId:
      far?.school_id ?? (await t.db.selectFrom('schools').select('school_id').executeTakeFirstOrThrow()).school_id,
  });
  tokens = {
    ...world.tokens,
    admin: await tokenFor(t.app, 'admin@demo.school', DEMO_PASSWORD),
    teacher: await tokenFor(t.app, 'teacher@demo.school', DEMO_PASSWORD),
    otherAdmin: await tokenFor(t.app, otherAdmin.email!, TEST_PASSWORD),
  };
}, 120_000);
afterAll(() => t.close());

describe('a refused request', () => {
  it('is decided by the school’s admin only, needs a reason, shows it, and keeps everything', async () => {
    const asked = await call(t.app, 'POST', R, {
      token: tokens.parent,
      body: { uuid: world.uuids.ishaan, reason: 'We are moving abroad' },
    });
    expect(asked.status).toBe(200);
    const request = asked.body.data;
    expect(request).toMatchObject({
      subject_uuid: world.uuids.ishaan,
      state: 'waiting',
      reason: 'We are moving abroad',
    });
    // The README's period: decided within 30 days.
    expect(Date.parse(request.due_at) - Date.parse(request.requested_at)).toBe(30 * DAY);
    const id = request.request_id;

    const otherList = await call(t.app, 'GET', `${R}/to-decide`, { token: tokens.otherAdmin });
    expect(otherList.body.data.requests.map((r: { request_id: string }) => r.request_id)).not.toContain(id);
    const decision = `${R}/${id}/decision`;
    expect((await call(t.app, 'POST', decision, { token: tokens.otherAdmin, body: { approve: true } })).status).toBe(
      404,
    );
    expect((await call(t.app, 'POST', decision, { token: tokens.teacher, body: { approve: true } })).status).toBe(403);
    const bare = await call(t.app, 'POST', decision, { token: tokens.admin, body: { approve: false } });
    expect(bare.status).toBe(400);

    const bookmarksBefore = await countWhere('bookmarks', 'uuid', world.uuids.ishaan);
    const refused = await call(t.app, 'POST', decision, {
      token: tokens.admin,
      body: { approve: false, refusal: 'Fees are still owed for this term' },
    });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ state: 'refused', refusal: 'Fees are still owed for this term' });
    await t.services.jobs.drain();

    const seen = await call(t.app, 'GET', R, { token: tokens.parent });
    expect(seen.body.data.requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ request_id: id, state: 'refused', refusal: 'Fees are still owed for this term' }),
      ]),
    );
    expect(await countWhere('bookmarks', 'uuid', world.uuids.ishaan)).toBe(bookmarksBefore);
    expect(await tokenFor(t.app, 'child2@demo.school', DEMO_PASSWORD)).toBeTruthy();
    // Decided once: a second decision is refused.
    expect((await call(t.app, 'POST', decision, { token: tokens.admin, body: { approve: true } })).status).toBe(409);
  });
});

/** Every declared personal table of the registry, as the privacy module reads it. */
const registryTables = (): [string, PersonalTable][] =>
  [...MODULES, ...PLATFORM_LAYER_REGISTRY].flatMap((m) =>
    m.tables.flatMap((table): [string, PersonalTable][] => {
      const privacy = (m.personalData as Readonly<Partial<Record<string, TablePrivacy>>> | undefined)?.[table];
      return privacy && isPersonal(privacy) ? [[table, privacy]] : [];
    }),
  );

const isEmpty = (value: unknown) => value === null || value === '' || value === 0 || value === '[]';

describe('an approved request', () => {
  let requestId: string;
  let activityBefore: { total_count: number; students: { uuid: string; name: string; score: number | null }[] };
  let assignId: number;
  let before: { invoices: number; marks: number; uploads: string[] };

  it('is asked once, listed to the school’s admin with its due date, and approved', async () => {
    const asked = await call(t.app, 'POST', R, {
      token: tokens.parent,
      body: { uuid: world.uuids.aarav, reason: 'He has left the school' },
    });
    expect(asked.status).toBe(200);
    requestId = asked.body.data.request_id;
    // One open request per person: his own ask answers his parent's.
    const again = await call(t.app, 'POST', R, { token: tokens.aarav, body: {} });
    expect(again.body.data.request_id).toBe(requestId);
    const listed = await call(t.app, 'GET', `${R}/to-decide`, { token: tokens.admin });
    expect(listed.body.data.requests).toEqual(
      expect.arrayContaining([expect.objectContaining({ request_id: requestId, subject_name: 'Aarav Sharma' })]),
    );

    const attempt = await t.db
      .selectFrom('attempts')
      .select('assign_id')
      .where('uuid', '=', world.uuids.aarav)
      .where('assign_id', 'is not', null)
      .executeTakeFirstOrThrow();
    assignId = attempt.assign_id!;
    const activity = await call(t.app, 'GET', `${REPORT}/studentActivityOnAssignedAssessment?assignId=${assignId}`, {
      token: tokens.teacher,
    });
    expect(activity.status).toBe(200);
    activityBefore = activity.body.data;
    expect(activityBefore.students.map((s) => s.uuid)).toContain(world.uuids.aarav);
    const uploads = await t.db
      .selectFrom('uploads')
      .select('storage_key')
      .where('uploaded_by', '=', world.uuids.aarav)
      .execute();
    before = {
      invoices: await countWhere('invoices', 'learner_uuid', world.uuids.aarav),
      marks: await countWhere('attendance_marks', 'learner_uuid', world.uuids.aarav),
      uploads: uploads.map((u) => u.storage_key),
    };
    expect(before.uploads.length).toBeGreaterThan(0);
    expect(before.invoices).toBeGreaterThan(0);

    const approved = await call(t.app, 'POST', `${R}/${requestId}/decision`, {
      token: tokens.admin,
      body: { approve: true },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.state).toBe('erasing');
    await t.services.jobs.drain();
    const done = await call(t.app, 'GET', `${R}/to-decide`, { token: tokens.admin });
    const erased = done.body.data.requests.find((r: { request_id: string }) => r.request_id === requestId);
    expect(erased).toMatchObject({ state: 'erased', subject_name: 'Former learner' });
    expect(erased.done_steps).toBe(erased.total_steps);
    // The parent who asked still sees it done, though the link to the child went with the erasure.
    const parentView = await call(t.app, 'GET', R, { token: tokens.parent });
    expect(parentView.body.data.requests).toEqual(
      expect.arrayContaining([expect.objectContaining({ request_id: requestId, state: 'erased' })]),
    );
    expect(await countWhere('parent_child_links', 'child_uuid', world.uuids.aarav)).toBe(0);
  });

  it('leaves no row naming him but what a law keeps and rows declared kept, emptied of what is his', async () => {
    const uuid = world.uuids.aarav;
    const remaining: string[] = [];
    for (const [table, privacy] of registryTables()) {
      const byLaw = 'years' in privacy.kept;
      for (const [column, onErasure] of Object.entries(privacy.people)) {
        const rows = await anyDb().selectFrom(table).selectAll().where(column, '=', uuid).execute();
        if (rows.length === 0) continue;
        if (!byLaw && onErasure !== 'keep') remaining.push(`${table}.${column}`);
        // What a kept row says about him (not what he did to others' rows, `*_by`) is emptied.
        if (column.endsWith('_by')) continue;
        for (const row of rows) {
          for (const strip of privacy.strip ?? []) {
            expect(isEmpty(row[strip]), `${table}.${strip}`).toBe(true);
          }
        }
      }
    }
    expect(remaining).toEqual([]);
    // His answers are kept with the attempt (the score counts), but what he wrote is gone.
    const answers = await t.db
      .selectFrom('attempt_answers')
      .innerJoin('attempts', 'attempts.attempt_id', 'attempt_answers.attempt_id')
      .select(['attempt_answers.response', 'attempt_answers.teacher_comment'])
      .where('attempts.uuid', '=', uuid)
      .execute();
    for (const a of answers) expect(isEmpty(a.response) && isEmpty(a.teacher_comment)).toBe(true);
  });

  it('anonymises the account: no name (nor one language’s words for it), contact, photo or password', async () => {
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', world.uuids.aarav)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: '', last_name: '', email: null, mobile: null });
    expect(user.password_hash).toBeNull();
    expect(user.photo_key).toBeNull();
    expect(user.erased_at).not.toBeNull();
    const storage = createStorage(t.config);
    for (const key of before.uploads) expect(await storage.exists(key), key).toBe(false);
  });

  it('ends every session: he cannot sign in, and his old access token is refused', async () => {
    const login = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
      body: { username: 'student@demo.school', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);
    const me = await call(t.app, 'GET', '/api/cognito-login-service/auth/me', { token: tokens.aarav });
    expect(me.status).toBe(401);
  });

  it('keeps the class’s results adding up, with "Former learner" and his score; registers and invoices stay', async () => {
    const activity = await call(t.app, 'GET', `${REPORT}/studentActivityOnAssignedAssessment?assignId=${assignId}`, {
      token: tokens.teacher,
    });
    const after = activity.body.data;
    expect(after.total_count).toBe(activityBefore.total_count);
    const was = activityBefore.students.find((s) => s.uuid === world.uuids.aarav)!;
    const now = after.students.find((s: { uuid: string }) => s.uuid === world.uuids.aarav);
    expect(now).toMatchObject({ name: 'Former learner', score: was.score });
    const total = (rows: { score: number | null }[]) => rows.reduce((sum, s) => sum + (s.score ?? 0), 0);
    expect(total(after.students)).toBe(total(activityBefore.students));
    expect(await countWhere('attendance_marks', 'learner_uuid', world.uuids.aarav)).toBe(before.marks);
    expect(await countWhere('invoices', 'learner_uuid', world.uuids.aarav)).toBe(before.invoices);
  });

  it('names him "Former learner" in the language of whoever reads the class’s results', async () => {
    const inEach = {
      en: 'Former learner',
      hi: 'पूर्व विद्यार्थी',
      mr: 'माजी विद्यार्थी',
      bn: 'প্রাক্তন শিক্ষার্থী',
      ta: 'முன்னாள் மாணவர்',
      ur: 'سابق طالب علم',
    };
    for (const [language, words] of Object.entries(inEach)) {
      const activity = await call(t.app, 'GET', `${REPORT}/studentActivityOnAssignedAssessment?assignId=${assignId}`, {
        token: tokens.teacher,
        language,
      });
      const him = activity.body.data.students.find((s: { uuid: string }) => s.uuid === world.uuids.aarav);
      expect(him?.name, language).toBe(words);
    }
    const decided = await call(t.app, 'GET', `${R}/to-decide`, { token: tokens.admin, language: 'hi' });
    const request = decided.body.data.requests.find((r: { request_id: string }) => r.request_id === requestId);
    expect(request?.subject_name).toBe('पूर्व विद्यार्थी');
  });
});

describe('a person who signed up alone', () => {
  it('is decided by the platform’s editors, not a school admin', async () => {
    const learner = await makeUser(t.db, { schoolId: DEFAULT_SCHOOL_ID });
    const editor = await makeUser(t.db, { userTypeId: UserType.Teacher });
    await t.db
      .insertInto('platform_editors')
      .values({ uuid: editor.uuid, granted_at: new Date(clock.now()).toISOString(), granted_by: editor.uuid })
      .execute();
    const token = await tokenFor(t.app, learner.email!, TEST_PASSWORD);
    const asked = await call(t.app, 'POST', R, { token, body: {} });
    expect(asked.body.data.school_id).toBeNull();
    const id = asked.body.data.request_id;
    const adminList = await call(t.app, 'GET', `${R}/to-decide`, { token: tokens.admin });
    expect(adminList.body.data.requests.map((r: { request_id: string }) => r.request_id)).not.toContain(id);
    const editorToken = await tokenFor(t.app, editor.email!, TEST_PASSWORD);
    const editorList = await call(t.app, 'GET', `${R}/to-decide`, { token: editorToken });
    expect(editorList.body.data.requests.map((r: { request_id: string }) => r.request_id)).toContain(id);
    expect(
      (await call(t.app, 'POST', `${R}/${id}/decision`, { token: tokens.admin, body: { approve: true } })).status,
    ).toBe(404);
    const refused = await call(t.app, 'POST', `${R}/${id}/decision`, {
      token: editorToken,
      body: { approve: false, refusal: 'Please confirm from your registered e-mail' },
    });
    expect(refused.body.data.state).toBe('refused');
  });
});

describe('correction of a child’s name by a parent', () => {
  const UPDATE = '/api/cognito-login-service/auth/updateProfile';

  it('corrects a child who signed up alone; a school’s child is the school’s to correct', async () => {
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
    const child = await makeUser(t.db, { schoolId: DEFAULT_SCHOOL_ID, firstName: 'Miraa' });
    await linkParent(t.db, parent.uuid, child.uuid);
    const token = await tokenFor(t.app, parent.email!, TEST_PASSWORD);
    const fixed = await call(t.app, 'POST', UPDATE, { token, body: { uuid: child.uuid, first_name: 'Mira' } });
    expect(fixed.status).toBe(200);
    const row = await t.db.selectFrom('users').select('first_name').where('uuid', '=', child.uuid).executeTakeFirst();
    expect(row?.first_name).toBe('Mira');
    const contact = await call(t.app, 'POST', UPDATE, { token, body: { uuid: child.uuid, email: 'x@test.school' } });
    expect(contact.status).toBe(400);

    const schools = await call(t.app, 'POST', UPDATE, {
      token: tokens.parent,
      body: { uuid: world.uuids.ishaan, first_name: 'Ishan' },
    });
    expect(schools.status).toBe(403);
    expect(schools.body.message).toBe(
      'Your child’s school keeps their name in its records: ask the school to correct it.',
    );
    const stranger = await call(t.app, 'POST', UPDATE, { token, body: { uuid: world.uuids.ishaan, first_name: 'X' } });
    expect(stranger.status).toBe(403);
  });
});
