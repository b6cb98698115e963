import { DEFAULT_SCHOOL_ID } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePackage, makeSubscription } from '../../test/commerce-factories.js';
import { makeSchool, makeSection, makeUser } from '../../test/factories.js';
import { makeClassWithSubjects, makeLicence } from '../../test/institutes-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { movableClock, signIn } from '../commerce/commerce-test-kit.js';

// A package is active when package_status is 1 and today is within its dates, a rule
// used by institutes too (they used to read package_status alone). Spec 001 §4: "Package status:
// 1 means active." Today is 2026-06-15 in India.

const time = movableClock(Date.parse('2026-06-15T04:30:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

// A fresh sign-in per call: the tests move the clock past the token's lifetime.
const post = async (path: string, as: { email: string | null }, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/cognito-login-service/auth/${path}`, { token: await signIn(t.app, as), body });

describe('institutes count a package only while it is active by its dates', () => {
  it('a default-school learner’s batch carries the package whose dates hold today, not an ended or upcoming one', async () => {
    const { boardId, classId } = await makeClassWithSubjects(t.db, ['Mathematics']);
    await makeSchool(t.db, { school_id: DEFAULT_SCHOOL_ID, school_name: 'ESC', institute_type: null });
    const section = await makeSection(t.db, DEFAULT_SCHOOL_ID, { name: 'B2C 10', boardId, classId });
    const learner = await makeUser(t.db, { schoolId: DEFAULT_SCHOOL_ID, sectionIds: [section.section_id] });
    const ended = await makePackage(t.db, { classes: [{ boardId, classId }] });
    const upcoming = await makePackage(t.db, { classes: [{ boardId, classId }] });
    const at = { uuid: learner.uuid, boardId, classId };
    await makeSubscription(t.db, { ...at, packageId: ended.package_id, start: '2026-05-15', end: '2026-06-14' });
    await makeSubscription(t.db, { ...at, packageId: upcoming.package_id, start: '2026-06-16', end: '2026-07-15' });

    const batch = async () =>
      (await post('classWiseBatchList', learner, { board_id: boardId, class_id: classId })).body.data.batch_list[0];
    const groupPackages = async () =>
      (await post('getBoardClassMappingList', learner, {})).body.data.board_class_list[0].packages.map(
        (p: { package_id: number }) => p.package_id,
      );
    expect(await batch()).toMatchObject({ package_id: null, user_package_id: null });
    expect(await groupPackages()).toEqual([]);

    const current = await makePackage(t.db, { classes: [{ boardId, classId }] });
    const held = await makeSubscription(t.db, {
      ...at,
      packageId: current.package_id,
      start: '2026-06-15',
      end: '2026-06-15',
    });
    expect(await batch()).toMatchObject({ package_id: current.package_id, user_package_id: held.id });
    expect(await groupPackages()).toEqual([current.package_id]);

    // Status 0 within its dates is not active either.
    await t.db.updateTable('subscriptions').set({ package_status: 0 }).where('id', '=', held.id).execute();
    expect(await batch()).toMatchObject({ package_id: null });
  });

  it('an institute’s licence counts through its validity date and not a day after', async () => {
    const { boardId, classId } = await makeClassWithSubjects(t.db, ['Science']);
    const school = await makeSchool(t.db, { school_name: 'Sunrise' });
    const section = await makeSection(t.db, school.school_id, { name: '10-A', boardId, classId });
    const learner = await makeUser(t.db, { schoolId: school.school_id, sectionIds: [section.section_id] });
    const licence = await makeLicence(t.db, school.school_id);
    await t.db.updateTable('licences').set({ valid_until: '2026-06-15' }).where('id', '=', licence.id).execute();
    const batch = async () =>
      (await post('classWiseBatchList', learner, { board_id: boardId, class_id: classId })).body.data.batch_list[0];
    expect(await batch()).toMatchObject({ package_id: licence.package_id, subscription_type_id: 1 });
    time.advanceDays(1);
    try {
      expect(await batch()).toMatchObject({ package_id: null, subscription_type_id: null });
    } finally {
      time.advanceDays(-1);
    }
  });
});
