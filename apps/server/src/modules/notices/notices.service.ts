import {
  NOTICE_SEARCH_LIMIT,
  type NoticeReceiptsBody,
  type NoticeReceiptsData,
  type SaveNoticeBody,
  type SaveNoticeData,
  type SearchNoticesBody,
  type SearchNoticesData,
} from '@esc/contracts';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { wireId } from '../../platform/http/wire-ids.js';
import { staffActor } from '../../platform/auth/staff-actor.js';
import { invalid, iso, notFound, type NoticesDeps } from './notices-ports.js';
import { idsOf, type NoticeAudienceService } from './notice-audience.js';
import { checkedFields, type NoticeFields } from './notice-fields.js';
import type { NoticePublishing } from './notice-publish.job.js';
import type { NoticeViews } from './notice-views.js';
import type { NoticeRow } from './notices.repository.js';
import type { NoticesPolicy } from './notices.policy.js';
import type { StaffScope } from '../institutes/institutes.module.js';

type Deps = NoticesDeps & {
  audience: NoticeAudienceService;
  views: NoticeViews;
  publishing: NoticePublishing;
  policy: NoticesPolicy;
};

const optionalId = (value: number | string | null | undefined, what: string): number | null =>
  value === undefined || value === null || value === '' ? null : wireId(value, what);

export type NoticesService = ReturnType<typeof createNoticesService>;

/**
 * The writer's side of notices: a school's teacher or admin writes one; its author (or an admin of the
 * school) changes or removes it; the school's staff search them; the author and admins read receipts.
 * Another school's notice is answered as absent (404).
 */
export function createNoticesService(deps: Deps) {
  const { scopes, identity, repos, clock, audience, views, publishing, policy } = deps;

  /** Published now (and not told yet): tell the audience; later: the publish job tells them then. */
  async function announce(noticeId: number): Promise<void> {
    const row = await repos.notices.byId(noticeId);
    if (!row || row.notified_at) return;
    if (row.publish_at <= iso(clock())) await publishing.tell(row);
    else await publishing.runAt(row.publish_at);
  }

  const stored = (f: NoticeFields) => ({
    ...f,
    class_ids: JSON.stringify(f.class_ids),
    section_ids: JSON.stringify(f.section_ids),
    attachment_keys: JSON.stringify(f.attachment_keys),
  });

  /**
   * The publish time asked for, when it had passed by the time the notice arrived (`arrivedAt`): a
   * notice written offline for 10:00 and sent at 11:00 is published at once, and its writer is told.
   */
  function passedPublishAt(body: SaveNoticeBody, arrivedAt: string): string | null {
    if (!body.publish_at) return null;
    const asked = Date.parse(body.publish_at);
    return Number.isFinite(asked) && asked < Date.parse(arrivedAt) ? iso(asked) : null;
  }

  /** A notice already saved under this client-made id: answered as it is now (a removed one stays removed). */
  async function replayOf(caller: AuthContext, body: SaveNoticeBody, row: NoticeRow): Promise<SaveNoticeData> {
    if (row.author_uuid !== caller.uuid) {
      throw new AppError(
        'CONFLICT',
        { reason: 'notices.clientIdReused.message' },
        { errors: [{ field: 'client_notice_id', reason: 'notices.clientIdReused.field' }] },
      );
    }
    const publish_at_passed = passedPublishAt(body, row.created_at);
    if (row.deleted_at) return { notice: null, deleted: true, replayed: true, publish_at_passed };
    return { notice: await viewOf(row.notice_id), deleted: false, replayed: true, publish_at_passed };
  }

  async function create(caller: AuthContext, body: SaveNoticeBody, scope: StaffScope): Promise<SaveNoticeData> {
    if (body.is_deleted) throw notFound('notice');
    const clientId = body.client_notice_id ?? null;
    const twin = clientId ? await repos.notices.byClientId(clientId) : undefined;
    if (twin) return replayOf(caller, body, twin);
    const now = iso(clock());
    const asked = optionalId(body.school_id, 'school');
    const schoolId = scopes.schoolsAsked(scope, asked)[0];
    if (schoolId === undefined) throw new AppError('FORBIDDEN', { reason: 'notices.notStaff' });
    const fields = await checkedFields(deps, schoolId, body);
    const row = {
      ...stored(fields),
      school_id: schoolId,
      author_uuid: caller.uuid,
      notified_at: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      client_notice_id: clientId,
    };
    const noticeId = clientId ? await repos.notices.insertOnce(row) : await repos.notices.insert(row);
    // A twin sent at the same moment committed first: this one is its replay.
    if (noticeId === undefined) return replayOf(caller, body, (await repos.notices.byClientId(clientId!))!);
    await announce(noticeId);
    const notice = await viewOf(noticeId);
    return { notice, deleted: false, replayed: false, publish_at_passed: passedPublishAt(body, now) };
  }

  async function save(caller: AuthContext, body: SaveNoticeBody): Promise<SaveNoticeData> {
    await actingUserFor(caller, body.uuid, identity);
    const scope = await scopes.scopeOf(caller);
    const now = iso(clock());
    if (body.notice_id === undefined) return create(caller, body, scope);
    if (body.client_notice_id !== undefined) throw invalid('client_notice_id', 'notices.clientIdNewOnly');
    const row = await policy.authorizeOne(staffActor(caller, scope), 'change', wireId(body.notice_id, 'notice'));
    const answer = { replayed: false, publish_at_passed: null };
    if (body.is_deleted) {
      await repos.notices.update(row.notice_id, { deleted_at: now, updated_at: now });
      return { notice: null, deleted: true, ...answer };
    }
    const fields = await checkedFields(deps, row.school_id, body, row);
    await repos.notices.update(row.notice_id, { ...stored(fields), updated_at: now });
    await announce(row.notice_id);
    return { notice: await viewOf(row.notice_id), deleted: false, ...answer };
  }

  async function viewOf(noticeId: number) {
    const row = await repos.notices.byId(noticeId);
    return row ? ((await views.views([row], new Map()))[0] ?? null) : null;
  }

  /** Whether a notice addresses the section, class or board asked (school-wide ones reach every one). */
  function addresses(
    row: NoticeRow,
    filter: { sectionId: number | null; classId: number | null; boardId: number | null },
    sectionsById: ReadonlyMap<number, { class_id: number; board_id: number }>,
  ): boolean {
    const sectionIds = idsOf(row.section_ids);
    const classIds = idsOf(row.class_ids);
    if (sectionIds.length === 0 && classIds.length === 0) return true;
    const named = sectionIds.map((id) => sectionsById.get(id)).filter((s) => s !== undefined);
    if (filter.sectionId !== null && !sectionIds.includes(filter.sectionId)) {
      const asked = sectionsById.get(filter.sectionId);
      if (!asked || !classIds.includes(asked.class_id)) return false;
    }
    if (filter.classId !== null && !classIds.includes(filter.classId)) {
      if (!named.some((s) => s.class_id === filter.classId)) return false;
    }
    if (filter.boardId !== null) {
      const boards = new Set([
        ...named.map((s) => s.board_id),
        ...[...sectionsById.values()].filter((s) => classIds.includes(s.class_id)).map((s) => s.board_id),
      ]);
      if (!boards.has(filter.boardId)) return false;
    }
    return true;
  }

  /** The school's notices (list_type 2) or the caller's own (1), newest first, each with read count and audience size. */
  async function search(caller: AuthContext, body: SearchNoticesBody): Promise<SearchNoticesData> {
    await actingUserFor(caller, body.uuid, identity);
    const scope = await scopes.scopeOf(caller);
    const schoolIds = scopes.schoolsAsked(scope, optionalId(body.school_id, 'school'));
    const wholeSchool = body.list_type === 2 || body.list_type === 'school';
    const filter = {
      sectionId: optionalId(body.section_id, 'section'),
      classId: optionalId(body.class_id, 'class'),
      boardId: optionalId(body.board_id, 'board'),
    };
    const rows = await repos.notices.ofSchools(schoolIds, {
      author: wholeSchool ? undefined : caller.uuid,
      text: body.notice_text?.trim() || null,
    });
    const sectionRows = (await Promise.all(schoolIds.map((id) => deps.sections.sectionsOfSchool(id)))).flat();
    const sectionsById = new Map(sectionRows.map((s) => [s.section_id, s]));
    const matching = rows.filter((r) => addresses(r, filter, sectionsById));
    const pageSize = Math.min(body.page_size ?? NOTICE_SEARCH_LIMIT, NOTICE_SEARCH_LIMIT);
    const pageNo = body.page_no ?? 1;
    const page = matching.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    const [shown, reads, members] = await Promise.all([
      views.views(page, new Map()),
      repos.notices.readsOf(page.map((r) => r.notice_id)),
      Promise.all(page.map((r) => audience.membersOf(r))),
    ]);
    const notices = shown.map((n, i) => {
      const audienceUuids = new Set(members[i]!.map((m) => m.uuid));
      const readCount = reads.filter((r) => r.notice_id === n.notice_id && audienceUuids.has(r.uuid)).length;
      return { ...n, read_count: readCount, audience_size: audienceUuids.size };
    });
    return { notices, total: matching.length, page_no: pageNo, page_size: pageSize };
  }

  /** Who of the audience has read the notice and when, and who not (its author and the school's admins). */
  async function receipts(caller: AuthContext, body: NoticeReceiptsBody): Promise<NoticeReceiptsData> {
    await actingUserFor(caller, body.uuid, identity);
    const scope = await scopes.scopeOf(caller);
    const row = await policy.authorizeOne(staffActor(caller, scope), 'change', wireId(body.notice_id, 'notice'));
    const [members, reads] = await Promise.all([audience.membersOf(row), repos.notices.readsOf([row.notice_id])]);
    const readAt = new Map(reads.map((r) => [r.uuid, r.read_at]));
    const list = members.map((m) => ({ ...m, read_at: readAt.get(m.uuid) ?? null }));
    return {
      notice_id: row.notice_id,
      audience_size: list.length,
      read_count: list.filter((m) => m.read_at !== null).length,
      receipts: list,
    };
  }

  return { save, search, receipts };
}
