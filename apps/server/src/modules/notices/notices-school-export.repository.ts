import type { Db } from '../../db/database.js';
import {
  childPages,
  keysetPages,
  keysInJsonList,
  type SchoolExportSource,
} from '../../platform/exports/school-export-source.js';

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

/** A page of reads is one notice's readers: a notice to a school of 2,000 and their parents may have 4,000. */
const NOTICES_PER_PAGE = 1;

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

  const noticeIds = (schoolId: number) => async (after: number | null, limit: number) =>
    (await noticePage(schoolId)(after, limit)).map((r) => r.notice_id);

  const readsOf = (ids: readonly number[]) =>
    db
      .selectFrom('notice_reads')
      .select(READ_COLUMNS)
      .where('notice_id', 'in', ids)
      .orderBy('notice_id')
      .orderBy('uuid')
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
        pages: () => childPages(noticeIds(schoolId), readsOf, NOTICES_PER_PAGE),
      });
      for await (const page of keysetPages(noticePage(schoolId), (r) => r.notice_id)) {
        for (const notice of page) {
          for (const key of keysInJsonList(notice.attachment_keys)) await out.upload(key, 'a notice’s attachment');
        }
      }
    },
  };
}
