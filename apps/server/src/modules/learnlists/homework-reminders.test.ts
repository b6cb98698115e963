import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DUE_TOMORROW_JOB, dueTomorrowEvents, nextDueTomorrowRun } from './homework-reminders.js';
import { t as say, type MessageParams } from '../../platform/i18n/message-renderer.js';
import type { NotificationText } from '../notifications/notifications.module.js';

/** What an event says to a reader of English (these reminders name nobody: their values are plain). */
const inEnglish = (text: NotificationText) =>
  'text' in text ? text.text : say('en', text.key, text.params as MessageParams | undefined);

// The due-tomorrow reminder's schedule and its events' words and ids. What reaches people's
// notification centres, through the real homework, is homework-notices.test.ts.

let t: TestApp;
const now = Date.UTC(2026, 10, 25, 12, 30);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

describe('the due-tomorrow job', () => {
  it('tells learners and, once each, their parents; a new due day (an extension) is a new event', () => {
    const homework = {
      assignId: 42,
      title: 'Fractions',
      dueDate: '2026-11-26',
      link: '/learnlist?assignId=42',
      learners: [
        { uuid: 'aarav', parentUuids: ['parent'] },
        { uuid: 'diya', parentUuids: ['parent'] },
      ],
    };
    const [learners, parents] = dueTomorrowEvents(homework);
    expect(learners).toMatchObject({
      kind: 'homework_due_tomorrow',
      recipients: ['aarav', 'diya'],
      link: '/learnlist?assignId=42',
      data: { assign_id: 42, due_date: '2026-11-26' },
    });
    expect(inEnglish(learners!.title)).toBe('Homework due tomorrow');
    expect(inEnglish(learners!.body)).toBe('“Fractions” is due tomorrow.');
    expect(parents).toMatchObject({ recipients: ['parent'] });
    expect(inEnglish(parents!.body)).toBe('Your child’s homework “Fractions” is due tomorrow.');
    const later = dueTomorrowEvents({ ...homework, dueDate: '2026-11-27' });
    expect(later.map((e) => e.id)).not.toContain(learners!.id);
    expect(dueTomorrowEvents(homework).map((e) => e.id)).toEqual([learners!.id, parents!.id]);
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
    await t.services.learnlists.reminders.scheduleNext();
    await t.services.learnlists.reminders.scheduleNext();
    expect(await waiting()).toEqual([{ singleton_key: '2026-11-26' }]);
  });
});
