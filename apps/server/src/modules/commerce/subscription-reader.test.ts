import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePackage, makeSubscription } from '../../test/commerce-factories.js';
import { makeBoardAndClass, makeSchool, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { movableClock } from './commerce-test-kit.js';

const time = movableClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

describe('the subscription reader (for the access gate)', () => {
  it('active package, free trial ended, B2B packages, all by the clock', async () => {
    const reader = t.services.commerce.subscriptions;
    const { boardId, classId } = await makeBoardAndClass(t.db);
    const learner = await makeUser(t.db);
    const trial = await makePackage(t.db, { price_paise: 0, free_trial_days: 7, services: ['learn'] });
    const paid = await makePackage(t.db, { services: ['learn', 'live_classes'] });
    const at = { uuid: learner.uuid, boardId, classId };
    await makeSubscription(t.db, {
      ...at,
      packageId: trial.package_id,
      start: '2026-06-10',
      end: '2026-06-16',
      isFreeTrial: true,
    });
    expect(await reader.activePackageFor(learner.uuid, boardId, classId)).toEqual({
      packageId: trial.package_id,
      isFreeTrial: true,
      services: ['learn'],
      endDate: '2026-06-16',
    });
    expect(await reader.freeTrialEndedFor(learner.uuid, boardId, classId)).toBe(false);
    time.advanceDays(2);
    expect(await reader.activePackageFor(learner.uuid, boardId, classId)).toBeNull();
    expect(await reader.freeTrialEndedFor(learner.uuid, boardId, classId)).toBe(true);
    await makeSubscription(t.db, { ...at, packageId: paid.package_id, start: '2026-06-17', end: '2026-07-16' });
    expect(await reader.activePackageFor(learner.uuid, boardId, classId)).toMatchObject({
      packageId: paid.package_id,
      isFreeTrial: false,
    });
    expect(await reader.freeTrialEndedFor(learner.uuid, boardId, classId)).toBe(false);
    expect(await reader.activePackageFor(learner.uuid, boardId, classId + 1)).toBeNull();
    time.advanceDays(-2);

    const school = await makeSchool(t.db);
    expect(await reader.hasB2bPackageFor(school.school_id, boardId, classId)).toBe(false);
    await makePackage(t.db, { package_id: 3, school_id: school.school_id, classes: [{ boardId, classId }] });
    expect(await reader.hasB2bPackageFor(school.school_id, boardId, classId)).toBe(true);
    expect(await reader.hasB2bPackageFor(null, boardId, classId)).toBe(true);
    expect(await reader.hasB2bPackageFor(school.school_id + 1, boardId, classId)).toBe(false);
  });
});

describe('the gate’s active package is the domain’s rule: package_status 1 and today within its dates', () => {
  it('counts the first and the last day, not the day after, and never a package with status 0', async () => {
    const reader = t.services.commerce.subscriptions;
    const { boardId, classId } = await makeBoardAndClass(t.db);
    const learner = await makeUser(t.db);
    const pkg = await makePackage(t.db, { services: ['learn'] });
    const at = { uuid: learner.uuid, boardId, classId, packageId: pkg.package_id };
    // Today is 2026-06-15 (India).
    await makeSubscription(t.db, { ...at, start: '2026-06-15', end: '2026-06-15' });
    expect(await reader.activePackageFor(learner.uuid, boardId, classId)).toMatchObject({ endDate: '2026-06-15' });
    time.advanceDays(1);
    try {
      expect(await reader.activePackageFor(learner.uuid, boardId, classId)).toBeNull();
    } finally {
      time.advanceDays(-1);
    }
    const other = await makeUser(t.db);
    await makeSubscription(t.db, { ...at, uuid: other.uuid, start: '2026-06-01', end: '2026-06-30', packageStatus: 0 });
    expect(await reader.activePackageFor(other.uuid, boardId, classId)).toBeNull();
  });
});
