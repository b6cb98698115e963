import { UserType } from '@esc/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAttendanceWorld, type AttendanceWorld } from '../../test/attendance-factories.js';
import { tokenFor } from '../../test/content-factories.js';
import { linkParent, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call } from '../../test/test-app.js';
import { createDirectoryRepository } from '../identity/directory.repository.js';
import { createDirectoryService } from '../identity/directory.service.js';
import { createNotificationCentre } from './notification-centre.service.js';
import { createNotificationsRepository } from './notifications.repository.js';

// A notification that names a person follows the person: a parent told of Asha's absence reads her
// name as it is when they read it, corrected when she corrects it, and "Former learner" in their own
// language once she is erased, as does her teacher; no notification row keeps her name at all. The
// names of a page are looked up together, in one query, however many people it names.

const AUTH = '/api/cognito-login-service/auth';
const ERASURE = '/api/privacy/erasure-requests';
const LIST = '/api/notifications/list';

let a: AttendanceWorld;
let hindiParent: { uuid: string; email: string };

interface Told {
  id: string;
  kind: string;
  title: string;
  body: string;
}

async function centreOf(token: string): Promise<Told[]> {
  await a.t.services.jobs.drain();
  const res = await call(a.t.app, 'POST', LIST, { token, body: {} });
  expect(res.status).toBe(200);
  return res.body.data.notifications as Told[];
}

const hindiToken = () => tokenFor(a.t.app, hindiParent.email, TEST_PASSWORD);
const bodiesOf = (told: Told[], kind: string) => told.filter((n) => n.kind === kind).map((n) => n.body);

beforeAll(async () => {
  // Thursday 19 November 2026, 09:30 in India.
  a = await makeAttendanceWorld('2026-11-19T04:00:00Z');
  const parent = await makeUser(a.t.db, { userTypeId: UserType.Parent });
  await linkParent(a.t.db, parent.uuid, a.world.people.a1.uuid);
  hindiParent = { uuid: parent.uuid, email: parent.email! };
  const chosen = await call(a.t.app, 'POST', `${AUTH}/updateProfile`, {
    token: await hindiToken(),
    body: { preferred_language: 'hi' },
  });
  expect(chosen.status).toBe(200);
});
afterAll(() => a.t.close());

describe('a child named in their parents’ and teacher’s notifications', () => {
  it('a parent told of the absence reads the child’s name, in their language', async () => {
    const marked = await a.mark('teacher', '2026-11-19', [{ uuid: a.world.people.a1.uuid, mark: 'absent' }]);
    expect(marked.status).toBe(200);
    expect(bodiesOf(await centreOf(a.token().parentA1), 'attendance_absent')).toEqual([
      'Asha was marked absent today, 7-A (Thu, 19 Nov). Open Attendance to see the day.',
    ]);
    expect(bodiesOf(await centreOf(await hindiToken()), 'attendance_absent')).toEqual([
      'Asha को आज 7-A में अनुपस्थित दर्ज किया गया (गुरु, 19 नव॰)। पूरा दिन देखने के लिए उपस्थिति खोलें।',
    ]);
  });

  it('after the child corrects her first name, the same notification reads the new one', async () => {
    const before = (await centreOf(a.token().parentA1)).filter((n) => n.kind === 'attendance_absent');
    const corrected = await call(a.t.app, 'POST', `${AUTH}/updateProfile`, {
      token: a.token().a1,
      body: { first_name: 'Ashwini' },
    });
    expect(corrected.status).toBe(200);
    const after = (await centreOf(a.token().parentA1)).filter((n) => n.kind === 'attendance_absent');
    expect(after.map((n) => n.id)).toEqual(before.map((n) => n.id));
    expect(after.map((n) => n.body)).toEqual([
      'Ashwini was marked absent today, 7-A (Thu, 19 Nov). Open Attendance to see the day.',
    ]);
  });

  it('the teacher warned of three absences in a row reads her full name', async () => {
    for (const [at, day] of [
      ['2026-11-20T04:00:00Z', '2026-11-20'],
      ['2026-11-23T04:00:00Z', '2026-11-23'],
    ] as const) {
      await a.at(at);
      expect((await a.mark('teacher', day, [{ uuid: a.world.people.a1.uuid, mark: 'absent' }])).status).toBe(200);
    }
    expect(bodiesOf(await centreOf(a.token().teacher), 'attendance_absence_warning')).toEqual([
      'Ashwini Rao of 7-A was absent on Thu, 19 Nov, Fri, 20 Nov and Mon, 23 Nov.',
    ]);
  });

  it('once she is erased, everyone reads "Former learner" in their language and no row keeps her name', async () => {
    const asked = await call(a.t.app, 'POST', ERASURE, {
      token: a.token().parentA1,
      body: { uuid: a.world.people.a1.uuid },
    });
    expect(asked.status).toBe(200);
    const approved = await call(a.t.app, 'POST', `${ERASURE}/${asked.body.data.request_id}/decision`, {
      token: a.token().admin,
      body: { approve: true },
    });
    expect(approved.status).toBe(200);
    await a.t.services.jobs.drain();
    const erased = await a.t.db
      .selectFrom('users')
      .select('erased_at')
      .where('uuid', '=', a.world.people.a1.uuid)
      .executeTakeFirstOrThrow();
    expect(erased.erased_at).not.toBeNull();

    const parent = await centreOf(a.token().parentA1);
    expect(bodiesOf(parent, 'attendance_absent')).toEqual(
      ['Mon, 23 Nov', 'Fri, 20 Nov', 'Thu, 19 Nov'].map(
        (day) => `Former learner was marked absent today, 7-A (${day}). Open Attendance to see the day.`,
      ),
    );
    expect(bodiesOf(parent, 'attendance_absence_warning')).toEqual([
      expect.stringMatching(/^Former learner was absent from 7-A on Thu, 19 Nov, Fri, 20 Nov and Mon, 23 Nov\./),
    ]);
    expect(bodiesOf(await centreOf(await hindiToken()), 'attendance_absent').at(-1)).toBe(
      'पूर्व विद्यार्थी को आज 7-A में अनुपस्थित दर्ज किया गया (गुरु, 19 नव॰)। पूरा दिन देखने के लिए उपस्थिति खोलें।',
    );
    expect(bodiesOf(await centreOf(a.token().teacher), 'attendance_absence_warning')).toEqual([
      'Former learner of 7-A was absent on Thu, 19 Nov, Fri, 20 Nov and Mon, 23 Nov.',
    ]);
    // The teacher reading in Hindi reads the Hindi words, not the English ones.
    await call(a.t.app, 'POST', `${AUTH}/updateProfile`, {
      token: a.token().teacher,
      body: { preferred_language: 'hi' },
    });
    const [inHindi] = bodiesOf(await centreOf(a.token().teacher), 'attendance_absence_warning');
    expect(inHindi).toContain('पूर्व विद्यार्थी');
    expect(inHindi).not.toContain('Former');

    const rows = await a.t.db.selectFrom('notifications').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      for (const text of Object.values(row)) {
        if (typeof text !== 'string') continue;
        for (const name of ['Asha', 'Ashwini', 'Rao']) expect(text, `${row.id}: ${text}`).not.toContain(name);
      }
    }
  });
});

describe('the names of a page', () => {
  it('are looked up in one query for the whole page, whoever each notification names', async () => {
    const reader = await makeUser(a.t.db, { userTypeId: UserType.Parent });
    const { a1, a2, b1 } = a.world.people;
    for (const child of [a1, a2, b1]) {
      await a.t.services.notifications.publish({
        id: `names-page:${child.uuid}`,
        kind: 'attendance_absent',
        recipients: [reader.uuid],
        title: { key: 'notifications.attendanceAbsent.title' },
        body: {
          key: 'notifications.attendanceAbsent.body',
          params: { child: { person: child.uuid, part: 'first' }, section: '7-A', date: '2026-11-23' },
        },
      });
    }
    await a.t.services.jobs.drain();

    const counter = { calls: 0, queries: 0 };
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        counter.queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const directory = createDirectoryService({ repo: createDirectoryRepository(a.t.db.withPlugin(counting)) });
    const centre = createNotificationCentre({
      repo: createNotificationsRepository(a.t.db),
      tickets: a.t.services.notifications.tickets,
      signals: a.t.services.notifications.signals,
      clock: a.clock.now,
      languageOf: async () => 'en',
      namesOf: (uuids) => {
        counter.calls += 1;
        return directory.namesOf(uuids);
      },
    });
    const page = await centre.list(reader.uuid, {});
    expect(page.notifications.map((n) => n.body.split(' ')[0]).sort()).toEqual(['Bala', 'Chitra', 'Former']);
    expect(counter).toEqual({ calls: 1, queries: 1 });
  });

  it('a name given as words where a person is meant is refused before anything is queued', async () => {
    await expect(
      a.t.services.notifications.publish({
        id: 'names-words',
        kind: 'attendance_absent',
        recipients: [a.world.people.parentB1.uuid],
        title: { key: 'notifications.attendanceAbsent.title' },
        // A publisher's mistake the types refuse; JSON from elsewhere is checked at run time as well.
        body: { key: 'notifications.attendanceAbsent.body', params: { child: 'Chitra' } as never },
      }),
    ).rejects.toThrow(/child must name a person by reference/);
  });
});
