import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useMigrationDb } from '../../test/migration-db.js';

// Notifications written before people were named by reference kept the name's words; the migration
// turns each into a reference to the person the row says it names (its data, the end of its event
// id), with the English stored text saying who they are to the reader instead of the name; a row
// that says nowhere whose name it holds is deleted; rows naming nobody stay as they were.
const { db, migrator } = useMigrationDb();

const person = (uuid: string, userTypeId: number, firstName: string) => ({
  uuid,
  user_type_id: userTypeId,
  first_name: firstName,
  last_name: 'Rao',
  country_iso: 'IN',
  created_at: '2026-11-01T00:00:00Z',
});

describe('migration 2026-12-09-notification-names', () => {
  it('rewrites names kept as words into references, and drops a row that cannot say whose name it holds', async () => {
    expect((await migrator().migrateTo('2026-12-08-school-export-language')).error).toBeUndefined();
    const [child, parent, teacher] = [randomUUID(), randomUUID(), randomUUID()];
    await db()
      .insertInto('users')
      .values([person(child, 1, 'Asha'), person(parent, 2, 'Priya'), person(teacher, 3, 'Tara')] as never)
      .execute();
    const row = (id: string, recipient: string, fields: Record<string, unknown>) => ({
      id,
      event_id: id,
      recipient_uuid: recipient,
      title_key: null,
      link: null,
      data: null,
      push_state: null,
      read_at: null,
      created_at: '2026-11-19T04:00:00Z',
      ...fields,
    });
    const rows = [
      row(`attendance_absent:7:${child}`, parent, {
        kind: 'attendance_absent',
        title: 'Absent today',
        body: 'Asha was marked absent today, 7-A (Thu, 19 Nov).',
        body_key: 'notifications.attendanceAbsent.body',
        message_params: JSON.stringify({ child: 'Asha', section: '7-A', date: '2026-11-19' }),
      }),
      row('warning:staff', teacher, {
        kind: 'attendance_absence_warning',
        title: 'Absent three days in a row',
        body: 'Asha Rao of 7-A was absent on Thu, 19 Nov.',
        body_key: 'notifications.absenceWarning.bodyStaff',
        message_params: JSON.stringify({ learner: 'Asha Rao', section: '7-A', days: ['2026-11-19'] }),
        data: JSON.stringify({ learner_uuid: child, section_id: 7 }),
      }),
      row('handin_received:999', teacher, {
        kind: 'handin_received',
        title: 'Work handed in',
        body: 'Asha handed in work.',
        body_key: 'notifications.handinReceived.bodyNoTask',
        message_params: JSON.stringify({ learner: 'Asha' }),
        data: JSON.stringify({ handin_id: 999 }),
      }),
      row('results:learners', child, {
        kind: 'assessment_results_published',
        title: 'Results are out',
        body: 'The results of “Motion” are out.',
        body_key: 'notifications.results.bodyLearners',
        message_params: JSON.stringify({ title: 'Motion' }),
      }),
    ];
    // One row at a time: a multi-row insert on SQLite writes NULL for a column that some rows leave out.
    for (const r of rows)
      await db()
        .insertInto('notifications')
        .values(r as never)
        .execute();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const after = await db()
      .selectFrom('notifications')
      .select(['id', 'title', 'body', 'message_params'])
      .orderBy('id')
      .execute();
    const byId = new Map(after.map((r) => [r.id, { ...r, message_params: JSON.parse(r.message_params!) }]));
    expect(byId.get(`attendance_absent:7:${child}`)).toMatchObject({
      body: 'Your child was marked absent today, 7-A (Thu, 19 Nov).',
      message_params: { child: { person: child, part: 'first' }, section: '7-A', date: '2026-11-19' },
    });
    expect(byId.get('warning:staff')).toMatchObject({
      body: 'A learner of 7-A was absent on Thu, 19 Nov.',
      message_params: { learner: { person: child, part: 'full' }, section: '7-A', days: ['2026-11-19'] },
    });
    // Its hand-in is not there to say whose work it was: the row goes rather than keep the name.
    expect(byId.has('handin_received:999')).toBe(false);
    expect(byId.get('results:learners')).toMatchObject({
      body: 'The results of “Motion” are out.',
      message_params: { title: 'Motion' },
    });
    for (const r of after) expect(`${r.title} ${r.body} ${r.message_params}`).not.toMatch(/Asha|Rao/);
  });
});
