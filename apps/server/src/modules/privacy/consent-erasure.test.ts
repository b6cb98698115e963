import type { Kysely } from 'kysely';
import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPersonal, type PersonalTable, type TablePrivacy } from '../../platform/privacy/personal-data.js';
import { PLATFORM_LAYER_REGISTRY } from '../../platform/privacy/platform-layer.personal-data.js';
import { tokenFor } from '../../test/content-factories.js';
import { makeBoardAndClass, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { withCode } from '../../test/sign-up-kit.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { MODULES } from '../modules.js';
import { createConsentErasure } from './consent-erasure.service.js';

// A parent's withdrawal or refusal of a child's consent sets the child's account to be erased 30 days
// on. A daily job then erases, through the same request and job as an approved erasure, every child
// whose day has come and whom no parent has agreed for since; the request says why. A child whose
// day has not come, or whose parent agreed again, keeps everything; a second run erases nobody.

const C = '/api/privacy/consent';
const R = '/api/privacy/erasure-requests';
const DAY = 86_400_000;
const start = Date.now();
const clock = testClock(new Date(start).toISOString());
const at = (days: number) => clock.set(new Date(start + days * DAY).toISOString());

let t: TestApp;
let cbse7: { boardId: number; classId: number };
const parents: Record<'mother' | 'father' | 'editor', { uuid: string; email: string }> = {} as never;
const token = (who: keyof typeof parents) => tokenFor(t.app, parents[who].email, TEST_PASSWORD);

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  cbse7 = await makeBoardAndClass(t.db, { board: 'CBSE', class: 'Class 7' });
  for (const who of ['mother', 'father'] as const) {
    const p = await makeUser(t.db, { userTypeId: UserType.Parent, email: `${who}@due-erasure.example` });
    parents[who] = { uuid: p.uuid, email: p.email! };
  }
  const editor = await makeUser(t.db, { userTypeId: UserType.Teacher, email: 'editor@due-erasure.example' });
  await t.db
    .insertInto('platform_editors')
    .values({ uuid: editor.uuid, granted_at: new Date(start).toISOString(), granted_by: editor.uuid })
    .execute();
  parents.editor = { uuid: editor.uuid, email: editor.email! };
});
afterAll(() => t.close());

function bornYearsAgo(years: number): string {
  const d = new Date(start - 45 * DAY);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

let n = 0;
/** A 12-year-old signs up alone and names a parent by e-mail: the consent request, and the code sent. */
async function childAsking(firstName: string, parent: keyof typeof parents) {
  n += 1;
  const person = {
    role: 'student',
    first_name: firstName,
    last_name: 'Nair',
    email: `${firstName.toLowerCase()}@due-erasure.example`,
    mobile: `+91 96${String(n).padStart(8, '0')}`,
    country_iso: 'IN',
    password: 'Learn2024',
    board_id: cbse7.boardId,
    class_id: cbse7.classId,
    date_of_birth: bornYearsAgo(12),
  };
  const signed = await call(t.app, 'POST', '/api/cognito-login-service/auth/signUp', {
    body: await withCode(t.app, person),
  });
  expect(signed.status).toBe(200);
  const child = { uuid: signed.body.data.uuid as string, email: person.email };
  const asked = await askParent(child, parent);
  const row = await t.db
    .selectFrom('parental_consents')
    .select('id')
    .where('child_uuid', '=', child.uuid)
    .executeTakeFirstOrThrow();
  return { ...child, consentId: row.id, otp: asked };
}

/** The child (signed in now: the clock moves) names a parent; the code sent, as the demo shows it. */
async function askParent(child: { email: string }, parent: keyof typeof parents): Promise<string> {
  const childToken = await tokenFor(t.app, child.email, 'Learn2024');
  const named = await call(t.app, 'POST', `${C}/parent`, { token: childToken, body: { email: parents[parent].email } });
  expect(named.status).toBe(200);
  return named.body.data.otp as string;
}

async function answer(parent: keyof typeof parents, verb: 'give' | 'refuse', consentId: string, otp: string) {
  const body = { consent_id: consentId, otp, adult_and_parent: true, notice_version: '2026-12' };
  const res = await call(t.app, 'POST', `${C}/${verb}`, { token: await token(parent), body });
  expect(res.status).toBe(200);
}

async function withdraw(parent: keyof typeof parents, childUuid: string) {
  const res = await call(t.app, 'POST', `${C}/withdraw`, { token: await token(parent), body: { uuid: childUuid } });
  expect(res.status).toBe(200);
}

const account = (uuid: string) => t.db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst();

/** Every declared personal table of the registry, as the privacy module reads it. */
const registryTables = (): [string, PersonalTable][] =>
  [...MODULES, ...PLATFORM_LAYER_REGISTRY].flatMap((m) =>
    m.tables.flatMap((table): [string, PersonalTable][] => {
      const privacy = (m.personalData as Readonly<Partial<Record<string, TablePrivacy>>> | undefined)?.[table];
      return privacy && isPersonal(privacy) ? [[table, privacy]] : [];
    }),
  );

/** The registry's tables and columns that still name the person, but for what a law keeps and rows declared kept. */
async function namedIn(uuid: string): Promise<string[]> {
  const db = t.db as unknown as AnyDb;
  const left: string[] = [];
  for (const [table, privacy] of registryTables()) {
    if ('years' in privacy.kept) continue;
    for (const [column, onErasure] of Object.entries(privacy.people)) {
      if (onErasure === 'keep') continue;
      const rows = await db.selectFrom(table).select(column).where(column, '=', uuid).execute();
      if (rows.length > 0) left.push(`${table}.${column}`);
    }
  }
  return left;
}

describe('erasure after a parent’s consent ended', () => {
  let withdrawn: Awaited<ReturnType<typeof childAsking>>;
  let refused: Awaited<ReturnType<typeof childAsking>>;
  let agreedAgain: Awaited<ReturnType<typeof childAsking>>;
  let late: Awaited<ReturnType<typeof childAsking>>;

  beforeAll(async () => {
    at(0);
    withdrawn = await childAsking('Anaya', 'mother');
    await answer('mother', 'give', withdrawn.consentId, withdrawn.otp);
    await withdraw('mother', withdrawn.uuid);
    refused = await childAsking('Rohan', 'mother');
    await answer('mother', 'refuse', refused.consentId, refused.otp);
    agreedAgain = await childAsking('Tara', 'mother');
    await answer('mother', 'refuse', agreedAgain.consentId, agreedAgain.otp);
    late = await childAsking('Vihaan', 'father');
    await answer('father', 'give', late.consentId, late.otp);
    // Tara asks her father a day later, and he agrees: her erasure day is gone.
    at(1);
    await answer('father', 'give', agreedAgain.consentId, await askParent(agreedAgain, 'father'));
    // Vihaan's father withdraws ten days in: his day is 40 days from the start.
    at(10);
    await withdraw('father', late.uuid);
  }, 60_000);

  it('erases nobody before the day', async () => {
    at(29);
    expect(await t.services.privacy.consentErasure.run()).toEqual({ started: 0, failed: 0 });
    await t.services.jobs.drain();
    expect((await account(withdrawn.uuid))?.erased_at).toBeNull();
    expect((await account(refused.uuid))?.erased_at).toBeNull();
  });

  it('past the day, erases the withdrawn and the refused child as an approved request would', async () => {
    at(31);
    expect(await t.services.privacy.consentErasure.run()).toEqual({ started: 2, failed: 0 });
    await t.services.jobs.drain();
    for (const child of [withdrawn, refused]) {
      const user = await account(child.uuid);
      expect(user).toMatchObject({ first_name: '', last_name: '', email: null, mobile: null, password_hash: null });
      expect(user?.erased_at).not.toBeNull();
      expect(await namedIn(child.uuid)).toEqual([]);
      const login = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
        body: { username: child.email, password: 'Learn2024' },
      });
      expect(login.status).toBe(401);
    }
  });

  it('says why in the platform’s decisions list, naming them "Former learner"', async () => {
    const listed = await call(t.app, 'GET', `${R}/to-decide`, { token: await token('editor') });
    expect(listed.status).toBe(200);
    const ofChild = (uuid: string) =>
      listed.body.data.requests.filter((r: { subject_uuid: string }) => r.subject_uuid === uuid);
    expect(ofChild(withdrawn.uuid)).toEqual([
      expect.objectContaining({ state: 'erased', grounds: 'consent_withdrawn', subject_name: 'Former learner' }),
    ]);
    expect(ofChild(refused.uuid)).toEqual([
      expect.objectContaining({ state: 'erased', grounds: 'consent_refused', subject_name: 'Former learner' }),
    ]);
    const hindi = await call(t.app, 'GET', `${R}/to-decide`, { token: await token('editor'), language: 'hi' });
    const one = hindi.body.data.requests.find((r: { subject_uuid: string }) => r.subject_uuid === refused.uuid);
    expect(one.subject_name).toBe('पूर्व विद्यार्थी');
  });

  it('leaves the child whose parent agreed again, and the one whose day has not come', async () => {
    for (const child of [agreedAgain, late]) {
      const user = await account(child.uuid);
      expect(user?.erased_at).toBeNull();
      expect(user?.first_name).not.toBe('');
    }
    const consent = await t.db
      .selectFrom('parental_consents')
      .selectAll()
      .where('child_uuid', '=', agreedAgain.uuid)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ state: 'given', erase_after: null });
    const requests = await t.db
      .selectFrom('erasure_requests')
      .select('id')
      .where('subject_uuid', 'in', [agreedAgain.uuid, late.uuid])
      .execute();
    expect(requests).toEqual([]);
  });

  it('a second run erases nothing again', async () => {
    const before = await t.db.selectFrom('erasure_requests').selectAll().orderBy('id').execute();
    expect(await t.services.privacy.consentErasure.run()).toEqual({ started: 0, failed: 0 });
    await t.services.jobs.drain();
    expect(await t.db.selectFrom('erasure_requests').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('the late child is erased once their own day has come, by the daily job', async () => {
    at(41);
    await t.services.jobs.enqueue('privacy.erase-without-consent', {});
    await t.services.jobs.drain();
    expect((await account(late.uuid))?.erased_at).not.toBeNull();
    expect(await namedIn(late.uuid)).toEqual([]);
    expect((await account(agreedAgain.uuid))?.erased_at).toBeNull();
  });

  it('one child whose erasure cannot start leaves the others to go on; the next run takes it', async () => {
    at(41);
    const stuck = await childAsking('Kabir', 'mother');
    await answer('mother', 'give', stuck.consentId, stuck.otp);
    await withdraw('mother', stuck.uuid);
    const other = await childAsking('Meher', 'mother');
    await answer('mother', 'give', other.consentId, other.otp);
    await withdraw('mother', other.uuid);
    const real = t.services.identity.consent;
    // The identity module's consents as they are, but the last look at Kabir's fails (a lost connection).
    const failing = createConsentErasure({
      db: t.db,
      jobs: t.services.jobs,
      clock: clock.now,
      registry: () => MODULES,
      directory: t.services.identity.directory,
      schoolsOf: t.services.identity.identity.tenantSchoolIds,
      log: { info: () => undefined, error: () => undefined },
      consent: {
        erasureDue: real.erasureDue,
        stillDueForErasure: async (uuid) => {
          if (uuid === stuck.uuid) throw new Error('connection lost');
          return real.stillDueForErasure(uuid);
        },
      },
    });
    // Moved just before the run: no queued run of the day can take them first.
    at(72);
    expect(await failing.run()).toEqual({ started: 1, failed: 1 });
    const requested = async () =>
      (
        await t.db
          .selectFrom('erasure_requests')
          .select('subject_uuid')
          .where('subject_uuid', 'in', [stuck.uuid, other.uuid])
          .execute()
      ).map((r) => r.subject_uuid);
    expect(await requested()).toEqual([other.uuid]);
    // The next run starts Kabir's (Meher's, if not erased yet, is only queued again): one request each.
    expect((await t.services.privacy.consentErasure.run()).failed).toBe(0);
    expect((await requested()).sort()).toEqual([stuck.uuid, other.uuid].sort());
    await t.services.jobs.drain();
    expect((await account(other.uuid))?.erased_at).not.toBeNull();
    expect((await account(stuck.uuid))?.erased_at).not.toBeNull();
  });
});
