import {
  TOP_NOTICES,
  type MarkNoticeReadBody,
  type MarkNoticeReadData,
  type MyNoticesBody,
  type NoticeCountBody,
  type NoticeCountData,
  type NoticeListData,
} from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { wireId } from '../../platform/http/wire-ids.js';
import { iso, notFound, type NoticesDeps } from './notices-ports.js';
import { reaches, type NoticeAudienceService, type ReaderContext } from './notice-audience.js';
import { noticeEventId } from './notice-publish.job.js';
import type { NoticeViews } from './notice-views.js';
import type { NoticeRow } from './notices.repository.js';

type Deps = NoticesDeps & { audience: NoticeAudienceService; views: NoticeViews };

export type NoticeBoard = ReturnType<typeof createNoticeBoard>;

/**
 * The reader's side: the notices a learner, parent or member of staff is in the audience of, once
 * published (the server's clock), newest first; unread counts and read receipts, one per reader.
 */
export function createNoticeBoard({ repos, clock, audience, views, readEvents }: Deps) {
  /** The reader's published notices, newest first, and the caller's read times of them. */
  async function boardOf(reader: ReaderContext): Promise<{ rows: NoticeRow[]; reads: Map<number, string> }> {
    const candidates = await repos.notices.ofSchools([...reader.schools], { publishedBy: iso(clock()) });
    const rows = candidates.filter((r) => reaches(r, reader));
    const reads = await repos.notices.readsBy(
      reader.readerUuid,
      rows.map((r) => r.notice_id),
    );
    return { rows, reads };
  }

  async function top(caller: AuthContext, uuid?: string): Promise<NoticeListData> {
    const { rows, reads } = await boardOf(await audience.readerOf(caller, uuid));
    return {
      notices: await views.views(rows.slice(0, TOP_NOTICES), reads),
      total: rows.length,
      unread_count: rows.filter((r) => !reads.has(r.notice_id)).length,
    };
  }

  async function list(caller: AuthContext, body: MyNoticesBody): Promise<NoticeListData> {
    const { rows, reads } = await boardOf(await audience.readerOf(caller, body.uuid));
    const unread = rows.filter((r) => !reads.has(r.notice_id));
    let ordered = body.unread_only ? unread : rows;
    if (!body.unread_only && body.order !== 'newest') {
      ordered = [...unread, ...rows.filter((r) => reads.has(r.notice_id))];
    }
    const pageSize = body.page_size ?? 20;
    const start = ((body.page_no ?? 1) - 1) * pageSize;
    return {
      notices: await views.views(ordered.slice(start, start + pageSize), reads),
      total: ordered.length,
      unread_count: unread.length,
    };
  }

  async function count(caller: AuthContext, body: NoticeCountBody): Promise<NoticeCountData> {
    const { rows, reads } = await boardOf(await audience.readerOf(caller, body.uuid));
    return { unread_count: rows.filter((r) => !reads.has(r.notice_id)).length, total: rows.length };
  }

  /** Read receipts: each notice must be published and the caller's (else 404); a second mark keeps the first time. */
  async function markRead(caller: AuthContext, body: MarkNoticeReadBody): Promise<MarkNoticeReadData> {
    const ids = [...new Set(body.notice_ids.map((id) => wireId(id, 'notice')))];
    const reader = await audience.readerOf(caller, body.uuid);
    const rows = new Map((await repos.notices.byIds(ids)).map((r) => [r.notice_id, r]));
    const now = iso(clock());
    for (const id of ids) {
      const row = rows.get(id);
      if (!row || row.publish_at > now || !reaches(row, reader)) throw notFound('notice');
    }
    const newlyRead = await repos.notices.markRead(ids, reader.readerUuid, now);
    // The bell's items of these notices are read too (the caller's: a parent reading for a child was told themselves).
    await readEvents(caller.uuid, ids.map(noticeEventId));
    return { notice_ids: ids, newly_read: newlyRead };
  }

  return { top, list, count, markRead };
}
