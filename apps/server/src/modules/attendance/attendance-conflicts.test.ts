import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAttendanceWorld, OFFLINE, type AttendanceWorld } from '../../test/attendance-factories.js';

// docs/offline-conflicts.md, rule 1: one learner's mark changed by two teachers, one of them offline.
// The mark made later, by the time it was made on the device (never later than the server received
// it), is kept; the teacher whose mark was not kept is told whose mark stands and when it was made.

// 09:30 in India (the test school's zone) on Wednesday 25 November.
let a: AttendanceWorld;
beforeAll(async () => {
  a = await makeAttendanceWorld('2026-11-25T04:00:00Z');
});
afterAll(() => a.t.close());

const TODAY = '2026-11-25';

function save(
  who: 'teacher' | 'admin',
  clientMarkId: string,
  marks: { uuid: string; mark: string }[],
  madeAt?: string,
) {
  return a.post(`${OFFLINE}/v2/markAttendance`, who, {
    section_id: a.world.sectionA.section_id,
    date: TODAY,
    client_mark_id: clientMarkId,
    marks,
    ...(madeAt ? { made_at: madeAt } : {}),
  });
}

async function markOf(uuid: string): Promise<string> {
  const res = await a.register('teacher');
  return res.body.data.learners.find((l: { uuid: string }) => l.uuid === uuid).mark;
}

describe('an attendance mark changed by two teachers, one offline', () => {
  it('an offline mark made before the online one arrives later and is not kept; its ack says whose stands', async () => {
    const { a1, a2, admin } = a.world.people;
    // Tara marks Asha absent and Bala late at 09:30 with no connection; the save waits on her phone.
    // At 09:40 the admin, online, marks Asha present.
    await a.at('2026-11-25T04:10:00Z');
    const online = await save('admin', 'admin-save-0001', [{ uuid: a1.uuid, mark: 'present' }]);
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect(online.body.data.replaced).toEqual([]);

    // Tara's phone comes back at 10:00 and sends the save made at 09:30.
    await a.at('2026-11-25T04:30:00Z');
    const late = await save(
      'teacher',
      'tara-offline-0001',
      [
        { uuid: a1.uuid, mark: 'absent' },
        { uuid: a2.uuid, mark: 'late' },
      ],
      '2026-11-25T04:00:00.000Z',
    );
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.data.replayed).toBe(false);
    expect(late.body.data.replaced).toEqual([
      {
        uuid: a1.uuid,
        name: 'Asha Rao',
        your_mark: 'absent',
        kept_mark: 'present',
        kept_by: { uuid: admin.uuid, name: `${admin.first_name} ${admin.last_name}` },
        kept_made_at: '2026-11-25T04:10:00.000Z',
      },
    ]);
    // Bala had only the present-by-default mark of the admin's save: Tara's mark is kept.
    const learners = late.body.data.learners.map((l: { name: string; mark: string }) => [l.name, l.mark]);
    expect(learners).toEqual([
      ['Asha Rao', 'present'],
      ['Bala Nair', 'late'],
    ]);
    expect(late.body.data.counts).toEqual({ present: 1, absent: 0, late: 1, excused: 0 });
  });

  it('the same save sent again counts once and says the same', async () => {
    const { a1, a2 } = a.world.people;
    await a.at('2026-11-25T04:31:00Z');
    const again = await save(
      'teacher',
      'tara-offline-0001',
      [
        { uuid: a1.uuid, mark: 'absent' },
        { uuid: a2.uuid, mark: 'late' },
      ],
      '2026-11-25T04:00:00.000Z',
    );
    expect(again.status).toBe(200);
    expect(again.body.data.replayed).toBe(true);
    expect(again.body.data.replaced.map((r: { uuid: string }) => r.uuid)).toEqual([a1.uuid]);
    expect(again.body.data.counts).toEqual({ present: 1, absent: 0, late: 1, excused: 0 });
  });

  it('an offline mark made after the online one is kept when it arrives', async () => {
    const { a1 } = a.world.people;
    await a.at('2026-11-25T04:50:00Z');
    const res = await save('teacher', 'tara-offline-0002', [{ uuid: a1.uuid, mark: 'absent' }], '2026-11-25T04:40:00Z');
    expect(res.status).toBe(200);
    expect(res.body.data.replaced).toEqual([]);
    expect(await markOf(a1.uuid)).toBe('absent');
  });

  it('a device clock set ahead cannot win the future: its mark counts as made when it arrived', async () => {
    const { a1, teacher } = a.world.people;
    // Tara's phone says 11:30 (06:00Z) while the server receives the save at 10:30 (05:00Z).
    await a.at('2026-11-25T05:00:00Z');
    const ahead = await save(
      'teacher',
      'tara-ahead-0001',
      [{ uuid: a1.uuid, mark: 'excused' }],
      '2026-11-25T06:00:00Z',
    );
    expect(ahead.body.data.replaced).toEqual([]);
    // The admin marks Asha late online at 10:40: made later than 10:30, so the admin's mark stands.
    await a.at('2026-11-25T05:10:00Z');
    const online = await save('admin', 'admin-save-0002', [{ uuid: a1.uuid, mark: 'late' }]);
    expect(online.body.data.replaced).toEqual([]);
    expect(await markOf(a1.uuid)).toBe('late');
    // Tara's same save sent again now still counts as made at 10:30: it is told the admin's mark stands.
    const again = await save(
      'teacher',
      'tara-ahead-0001',
      [{ uuid: a1.uuid, mark: 'excused' }],
      '2026-11-25T06:00:00Z',
    );
    expect(again.body.data.replayed).toBe(true);
    expect(again.body.data.replaced).toMatchObject([{ your_mark: 'excused', kept_mark: 'late' }]);
    expect(again.body.data.replaced[0].kept_by.uuid).not.toBe(teacher.uuid);
  });

  it('refuses a made_at that is not a time, naming the field', async () => {
    const res = await save('teacher', 'tara-bad-0001', [], 'half past nine');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('made_at');
  });
});
