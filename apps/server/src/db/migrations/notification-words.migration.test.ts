import { describe, expect, it } from 'vitest';
import { makeSection, makeSchool, makeUser } from '../../test/factories.js';
import { useMigrationDb } from '../../test/migration-db.js';

// Teachers' notifications of a doubt quote the learner's words: the migration names the learner of
// each (through its doubt) so that erasing them empties the quote, and empties at once the quote of a
// doubt already gone (erased with its learner before); other notifications are left as they were.
const { db, migrator } = useMigrationDb();

describe('migration 2026-12-10-notification-words', () => {
  it('names whose words a doubt notification quotes, and empties one whose doubt is gone', async () => {
    expect((await migrator().migrateTo('2026-12-09-notification-names')).error).toBeUndefined();
    const school = await makeSchool(db());
    const section = await makeSection(db(), school.school_id, { name: '7-A' });
    const learner = (await makeUser(db(), { schoolId: school.school_id, sectionIds: [section.section_id] })).uuid;
    const teacher = (await makeUser(db(), { userTypeId: 3, schoolId: school.school_id })).uuid;
    const { doubt_id } = await db()
      .insertInto('doubts')
      .values({
        learner_uuid: learner,
        school_id: school.school_id,
        section_id: section.section_id,
        subject_id: 1,
        about: 'chapter',
        syllabus_id: 1,
        about_title: 'Speed',
        doubt_text: 'Why is speed a scalar?',
        photo_keys: '[]',
        asked_at: '2026-11-19T04:00:00Z',
      } as never)
      .returning('doubt_id')
      .executeTakeFirstOrThrow();
    const row = (id: string, kind: string, body: string, data: unknown) => ({
      id,
      event_id: id,
      recipient_uuid: teacher,
      kind,
      title: 'A doubt about Speed',
      body,
      title_key: null,
      body_key: null,
      message_params: null,
      link: '/ask-a-doubt',
      data: JSON.stringify(data),
      push_state: null,
      read_at: null,
      created_at: '2026-11-19T04:00:00Z',
    });
    await db()
      .insertInto('notifications')
      .values([
        row('doubt_asked:kept', 'doubt_asked', 'Why is speed a scalar?', { doubt_id }),
        row('doubt_asked:gone', 'doubt_asked', 'Words of an erased learner', { doubt_id: doubt_id + 1000 }),
        row('notice:1', 'notice_published', 'The school is closed on Friday.', { notice_id: 4 }),
      ] as never)
      .execute();

    expect((await migrator().migrateTo('2026-12-10-notification-words')).error).toBeUndefined();
    const after = await db().selectFrom('notifications').select(['id', 'body', 'words_of']).orderBy('id').execute();
    expect(after).toEqual([
      { id: 'doubt_asked:gone', body: '', words_of: null },
      { id: 'doubt_asked:kept', body: 'Why is speed a scalar?', words_of: learner },
      { id: 'notice:1', body: 'The school is closed on Friday.', words_of: null },
    ]);
  });
});
