import type { Db } from '../../db/database.js';
import { keysetPages, keysInJsonList, type SchoolExportSource } from '../../platform/exports/school-export-source.js';

const NOTICE_COLUMNS = [
  'notice_id',
  'school_id',
  'author_uuid',
  'notice_title',
  'notice_text',
  'audience',
  'class_ids',
  'section_ids',
  'attachment_keys',
  'publish_at',
  'created_at',
  'updated_at',
] as const;

const READ_COLUMNS = ['notice_id', 'uuid', 'read_at'] as const;

/** The school's notices (not those it deleted), who read them, and their attachments, for its export. */
export function createNoticesSchoolExport(db: Db): SchoolExportSource {
  const noticePage = (schoolId: number) => (after: number | null, limit: number) =>
    db
      .selectFrom('notices')
      .select(NOTICE_COLUMNS)
      .where('school_id', '=', schoolId)
      .where('deleted_at', 'is', null)
      .$if(after !== null, (q) => q.where('notice_id', '>', after!))
      .orderBy('notice_id')
      .limit(limit)
      .execute();

  const readPage = (schoolId: number) => (after: { notice_id: number; uuid: string } | null, limit: number) =>
    db
      .selectFrom('notice_reads as r')
      .innerJoin('notices as n', 'n.notice_id', 'r.notice_id')
      .select(READ_COLUMNS.map((c) => `r.${c}` as const))
      .where('n.school_id', '=', schoolId)
      .where('n.deleted_at', 'is', null)
      .$if(after !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb('r.notice_id', '>', after!.notice_id),
            eb.and([eb('r.notice_id', '=', after!.notice_id), eb('r.uuid', '>', after!.uuid)]),
          ]),
        ),
      )
      .orderBy('r.notice_id')
      .orderBy('r.uuid')
      .limit(limit)
      .execute();

  return {
    holds: 'notices the school sent, who they were for, who read them, and their attachments (under uploads/).',
    async write({ schoolId }, out) {
      await out.table({
        name: 'notices',
        holds: 'one notice: title, text, audience, when it was published and its attachments’ keys',
        columns: NOTICE_COLUMNS,
        pages: () => keysetPages(noticePage(schoolId), (r) => r.notice_id),
      });
      await out.table({
        name: 'notice_reads',
        holds: 'who read a notice, and when',
        columns: READ_COLUMNS,
        pages: () => keysetPages(readPage(schoolId), (r) => ({ notice_id: r.notice_id, uuid: r.uuid })),
      });
      for await (const page of keysetPages(noticePage(schoolId), (r) => r.notice_id)) {
        for (const notice of page) {
          for (const key of keysInJsonList(notice.attachment_keys)) await out.upload(key, 'a notice’s attachment');
        }
      }
    },
  };
}
