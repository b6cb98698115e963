import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/content-factories.js';
import { linkParent, makeUser } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import type { DueHomework, DueHomeworkSource } from './homework-due.port.js';
import { DUE_TOMORROW_JOB, nextDueTomorrowRun } from './homework-reminders.js';

// The due-tomorrow reminder against a fake of the learn-lists port (the real one is connected when
// learn-lists merges): learners and their parents are told once, however often the job runs.

let t: TestApp;
const now = Date.UTC(2026, 10, 25, 12, 30);
let due: DueHomework[] = [];
const asked: number[] = [];
const fakeSource: DueHomeworkSource = {
  dueTomorrow: async (nowMs) => {
    asked.push(nowMs);
    return due;
  },
};

async function person(userTypeId?: number) {
  const user = await makeUser(t.db, { userTypeId });
  return { uuid: user.uuid, token: await tokenFor(t.app, user.email!, user.password) };
}

const centre = async (token: string) =>
  (await call(t.app, 'POST', '/api/notifications/list', { token, body: {} })).body.data;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  t.services.notifications.connect({ dueHomework: fakeSource });
});
afterAll(() => t.close());

describe('the due-tomorrow job', () => {
  it('tells each learner and each parent once, even when it runs twice', async () => {
    const [aarav, diya, parent] = [await person(), await person(), await person(2)];
    await linkParent(t.db, parent.uuid, aarav.uuid);
    await linkParent(t.db, parent.uuid, diya.uuid);
    due = [
      {
        assignId: 42,
        title: 'Fractions',
        dueDate: '2026-11-26',
        link: '/homework/42',
        learners: [
          { uuid: aarav.uuid, parentUuids: [parent.uuid] },
          { uuid: diya.uuid, parentUuids: [parent.uuid] },
        ],
      },
    ];
    for (let run = 0; run < 2; run++) {
      await t.services.jobs.enqueue(DUE_TOMORROW_JOB, {});
      await t.services.jobs.drain();
    }
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.every((ms) => ms === now)).toBe(true);

    const learner = await centre(aarav.token);
    expect(learner.notifications).toEqual([
      expect.objectContaining({
        kind: 'homework_due_tomorrow',
        title: 'Homework due tomorrow',
        body: '“Fractions” is due tomorrow.',
        link: '/homework/42',
        data: { assign_id: 42, due_date: '2026-11-26' },
      }),
    ]);
    expect((await centre(diya.token)).total).toBe(1);
    const parentCentre = await centre(parent.token);
    expect(parentCentre.total).toBe(1);
    expect(parentCentre.notifications[0].body).toContain('Your child');
  });

  it('tells again for a new due day (an extension), and nobody when nothing is due', async () => {
    const learner = await person();
    due = [
      {
        assignId: 7,
        title: 'Essay',
        dueDate: '2026-11-26',
        link: '/homework/7',
        learners: [{ uuid: learner.uuid, parentUuids: [] }],
      },
    ];
    await t.services.notifications.reminders.run();
    due = [{ ...due[0]!, dueDate: '2026-11-27' }];
    await t.services.notifications.reminders.run();
    await t.services.jobs.drain();
    expect((await centre(learner.token)).total).toBe(2);
    due = [];
    expect(await t.services.notifications.reminders.run()).toBe(0);
  });

  it('runs daily at 12:30 UTC, the same calendar day in every school time zone the product serves', () => {
    expect(new Date(nextDueTomorrowRun(Date.UTC(2026, 10, 25, 9, 0))).toISOString()).toBe('2026-11-25T12:30:00.000Z');
    expect(new Date(nextDueTomorrowRun(Date.UTC(2026, 10, 25, 12, 30))).toISOString()).toBe('2026-11-26T12:30:00.000Z');
    expect(new Date(nextDueTomorrowRun(Date.UTC(2026, 10, 25, 12, 31))).toISOString()).toBe('2026-11-26T12:30:00.000Z');
  });

  it('keeps one waiting run per day, however many processes ask at start', async () => {
    // On PostgreSQL the queue is pg-boss (its own tables); the jobs table shows it on SQLite.
    if (t.services.jobs.engine !== 'local') return;
    const waiting = () =>
      t.db
        .selectFrom('jobs')
        .select('singleton_key')
        .where('name', '=', DUE_TOMORROW_JOB)
        .where('state', '=', 'created')
        .execute();
    await t.services.notifications.reminders.scheduleNext();
    await t.services.notifications.reminders.scheduleNext();
    expect(await waiting()).toEqual([{ singleton_key: '2026-11-26' }]);
  });
});
