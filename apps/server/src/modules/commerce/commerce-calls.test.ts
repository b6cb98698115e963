import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePackage, makeSubscription } from '../../test/commerce-factories.js';
import { linkParent, makeBoardAndClass, makeSchoolWorld, makeUser } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { movableClock, signIn } from './commerce-test-kit.js';

const time = movableClock();
let t: TestApp;
let board: number;
let cls: number;

const AUTH = '/api/cognito-login-service/auth';
const post = (path: string, body: unknown, token: string) => call(t.app, 'POST', `${AUTH}${path}`, { token, body });

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  ({ boardId: board, classId: cls } = await makeBoardAndClass(t.db));
});
afterAll(() => t.close());

describe('packageList', () => {
  it('lists the packages of the board and class in INR with the current one marked; a parent lists for the child', async () => {
    const self = await makePackage(t.db, {
      entity_name: 'class',
      price_paise: 2_499_00,
      classes: [{ boardId: board, classId: cls }],
    });
    const elite = await makePackage(t.db, {
      entity_name: 'elite_class',
      price_paise: 7_999_00,
      services: ['learn', 'live_classes'],
      classes: [{ boardId: board, classId: cls }],
    });
    await makePackage(t.db, { classes: [{ boardId: board, classId: cls + 999_999 }] });
    const learner = await makeUser(t.db);
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
    await linkParent(t.db, parent.uuid, learner.uuid);
    await makeSubscription(t.db, {
      uuid: learner.uuid,
      packageId: elite.package_id,
      entityName: 'elite_class',
      boardId: board,
      classId: cls,
      start: '2026-06-01',
      end: '2026-12-31',
    });
    const body = {
      board_id: board,
      class_id: String(cls),
      uuid: learner.uuid,
      currency: 'INR',
      recommended_entity_name: 'elite_class',
      apikey: 'x',
      checksum: 'y',
    };
    for (const token of [await signIn(t.app, learner), await signIn(t.app, parent)]) {
      const res = await post('/packages/packageList', body, token);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(1);
      const { packages, currency } = res.body.data;
      expect(currency).toBe('INR');
      expect(packages.map((p: { package_id: number }) => p.package_id)).toEqual([self.package_id, elite.package_id]);
      expect(packages[1]).toMatchObject({
        entity_name: 'elite_class',
        price_paise: 7_999_00,
        currency: 'INR',
        is_current: 1,
        is_recommended: 1,
        student_subscribed_services: ['learn', 'live_classes'],
        current_subscription: { subscription_state: 'active', package_end_date: '2026-12-31' },
      });
      expect(packages[0]).toMatchObject({ is_current: 0, current_subscription: null });
    }
    const filtered = await post(
      '/packages/packageList',
      { ...body, entity_name: 'class' },
      await signIn(t.app, learner),
    );
    expect(filtered.body.data.packages).toHaveLength(1);
  });

  it('package_flag JEE / NEET lists the exam packages; a stranger parent is refused', async () => {
    const jee = await makePackage(t.db, { package_flag: 'JEE', classes: [{ boardId: 596, classId: 1111 }] });
    await makePackage(t.db, { package_flag: 'NEET', classes: [{ boardId: 606, classId: 1611 }] });
    const learner = await makeUser(t.db);
    const token = await signIn(t.app, learner);
    const res = await post('/packages/packageList', { package_flag: 'JEE' }, token);
    expect(res.body.data).toMatchObject({ board_id: 596, package_flag: 'JEE' });
    expect(res.body.data.packages.map((p: { package_id: number }) => p.package_id)).toEqual([jee.package_id]);
    const stranger = await makeUser(t.db, { userTypeId: UserType.Parent });
    const refused = await post('/packages/packageList', { uuid: learner.uuid }, await signIn(t.app, stranger));
    expect(refused.status).toBe(403);
  });
});

describe('entity subscriptions', () => {
  it('checkEntitySubscription answers per name with current_time; more than 5 names is 400 naming entity_name', async () => {
    const learner = await makeUser(t.db);
    const token = await signIn(t.app, learner);
    const pkg = await makePackage(t.db, {
      entity_name: 'live_classes_only',
      services: ['live_classes', 'doubt_solving'],
    });
    await makeSubscription(t.db, {
      uuid: learner.uuid,
      packageId: pkg.package_id,
      entityName: 'live_classes_only',
      boardId: board,
      classId: cls,
      start: '2026-06-01',
      end: '2026-06-30',
    });
    const res = await post(
      '/checkEntitySubscription',
      { uuid: learner.uuid, entity_name: 'doubt_solving, test_series,live_classes_only' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.current_time).toBe(new Date(time.clock()).toISOString());
    const subs = res.body.data.subscriptions;
    expect(subs.map((s: { entity_name: string; is_subscribed: number }) => [s.entity_name, s.is_subscribed])).toEqual([
      ['doubt_solving', 1],
      ['test_series', 0],
      ['live_classes_only', 1],
    ]);
    expect(subs[0].package_details[0]).toMatchObject({
      package_id: pkg.package_id,
      package_status: 1,
      is_free_trial: 0,
      package_start_date: '2026-06-01',
      package_end_date: '2026-06-30',
      purchased_by: null,
      entity_feature_list: [{ syllabus_id: cls, features: ['live_classes', 'doubt_solving'] }],
    });
    const array = await post('/checkEntitySubscription', { entity_name: ['a', 'b', 'c', 'd', 'e'] }, token);
    expect(array.status).toBe(200);
    const tooMany = await post('/checkEntitySubscription', { entity_name: 'a,b,c,d,e,f' }, token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error_code).toBe('VALIDATION_FAILED');
    expect(tooMany.body.errors[0].field).toBe('entity_name');
  });

  it('entitySubscriptionStatus?v=2: status 1, package_details, merged subscriptions carry CES-00001', async () => {
    const learner = await makeUser(t.db);
    const a = await makePackage(t.db, { entity_name: 'elite_class', services: ['learn'] });
    const b = await makePackage(t.db, { entity_name: 'elite_class', services: ['live_classes'] });
    const c = await makePackage(t.db, { entity_name: 'class' });
    const sub = { uuid: learner.uuid, boardId: board, classId: cls };
    await makeSubscription(t.db, {
      ...sub,
      packageId: a.package_id,
      entityName: 'elite_class',
      start: '2026-01-01',
      end: '2026-07-31',
    });
    await makeSubscription(t.db, {
      ...sub,
      packageId: b.package_id,
      entityName: 'elite_class',
      start: '2026-08-01',
      end: '2027-07-31',
    });
    await makeSubscription(t.db, {
      ...sub,
      packageId: c.package_id,
      entityName: 'class',
      start: '2025-01-01',
      end: '2025-12-31',
    });
    const res = await post('/entitySubscriptionStatus?v=2', { uuid: learner.uuid }, await signIn(t.app, learner));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const details = res.body.data.package_details;
    const elite = details.find((d: { entity_name: string }) => d.entity_name === 'elite_class');
    expect(elite).toMatchObject({
      code: 'CES-00001',
      package_id: a.package_id,
      package_status: 1,
      package_start_date: '2026-01-01',
      package_end_date: '2027-07-31',
      merged_package_ids: [a.package_id, b.package_id],
    });
    expect(elite.entity_feature_list[0].features.sort()).toEqual(['learn', 'live_classes']);
    const single = details.find((d: { entity_name: string }) => d.entity_name === 'class');
    expect(single).toMatchObject({ package_status: 0, subscription_state: 'expired' });
    expect(single.code).toBeUndefined();
  });
});

describe('usersubscriptionstatus', () => {
  it('computes active, expired and free-trial-ended from the server clock', async () => {
    const learner = await makeUser(t.db);
    const paid = await makePackage(t.db);
    const trial = await makePackage(t.db, { free_trial_days: 7, price_paise: 0 });
    const sub = { uuid: learner.uuid, boardId: board, classId: cls };
    const today = new Date(time.clock()).toISOString().slice(0, 10);
    await makeSubscription(t.db, { ...sub, packageId: paid.package_id, start: '2026-06-01', end: '2026-06-20' });
    await makeSubscription(t.db, {
      ...sub,
      packageId: trial.package_id,
      start: today,
      end: '2026-06-21',
      isFreeTrial: true,
    });
    const read = async () =>
      (await post('/usersubscriptionstatus', {}, await signIn(t.app, learner))).body.data as {
        has_active_package: number;
        subscriptions: {
          package_id: number;
          subscription_state: string;
          free_trial_state: string;
          days_left: number;
        }[];
      };
    const before = await read();
    expect(before.has_active_package).toBe(1);
    const byPkg = (d: typeof before, id: number) => d.subscriptions.find((s) => s.package_id === id)!;
    expect(byPkg(before, paid.package_id)).toMatchObject({
      subscription_state: 'active',
      free_trial_state: 'none',
      days_left: 6,
    });
    expect(byPkg(before, trial.package_id)).toMatchObject({ subscription_state: 'active', free_trial_state: 'active' });
    time.advanceDays(7);
    const after = await read();
    time.advanceDays(-7);
    expect(after.has_active_package).toBe(0);
    expect(byPkg(after, paid.package_id)).toMatchObject({
      subscription_state: 'expired',
      package_status: 0,
      days_left: 0,
    });
    expect(byPkg(after, trial.package_id)).toMatchObject({
      subscription_state: 'free_trial_ended',
      free_trial_state: 'ended',
    });
  });
});

describe('b2bPackageList', () => {
  it('answers packages 3 and 4 of the school to its staff; other schools 404; learners 403', async () => {
    const world = await makeSchoolWorld(t.db);
    const other = await makeSchoolWorld(t.db);
    const { board_id: boardId, class_id: classId } = world.section;
    const existing = await t.db.selectFrom('packages').select('package_id').where('package_id', 'in', [3, 4]).execute();
    expect(existing).toEqual([]);
    await makePackage(t.db, { package_id: 3, school_id: world.school.school_id, classes: [{ boardId, classId }] });
    await makePackage(t.db, { package_id: 4, school_id: world.school.school_id, classes: [{ boardId, classId }] });
    const body = { school_id: world.school.school_id, syllabus_details: [{ board_id: boardId, class_id: classId }] };
    const res = await post('/b2bPackageList?v=3', body, await signIn(t.app, world.admin));
    expect(res.status).toBe(200);
    expect(res.body.data.packages.map((p: { package_id: number }) => p.package_id)).toEqual([3, 4]);
    expect(res.body.data.packages[0].assigned_syllabus_details).toEqual([
      { board_id: boardId, class_details: [{ class_id: classId }] },
    ]);
    expect((await post('/b2bPackageList?v=3', body, await signIn(t.app, other.teacher))).status).toBe(404);
    expect((await post('/b2bPackageList?v=3', body, await signIn(t.app, world.student))).status).toBe(403);
  });
});
