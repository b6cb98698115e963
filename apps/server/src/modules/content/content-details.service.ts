import { MAX_DB_INTEGER, type ContentDetail, type ContentDetailList, type SearchContentData } from '@esc/contracts';
import { DEFAULT_LANGUAGE_ID, formatMediaTime, pageRange } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { explanationIn, type ContentAccess, type ContentGate } from '../access/access.module.js';
import type { ContentStoreService, Viewer } from '../catalogue/catalogue.module.js';
import type { MediaSigner } from '../media/media.module.js';
import type { ContentBundle, ContentBundleCache } from './content-bundle-cache.js';

/**
 * Ids as JSON lists or comma text; blanks and what is no id (not a number, or outside 1 to
 * MAX_DB_INTEGER, which PostgreSQL refuses to compare with an id: '1e308' was a 500) are dropped,
 * duplicates kept once.
 */
export function parseIds(input: readonly (number | string)[] | string): number[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  const ids = parts
    .map((p) => Number(String(p).trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_DB_INTEGER);
  return [...new Set(ids)].slice(0, 200);
}

export function parseTextIds(input: readonly string[] | string): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  return [...new Set(parts.map((p) => p.trim()).filter((p) => p.length > 0 && p.length <= 100))].slice(0, 200);
}

const isSignedIn = (auth: AuthContext | null): auth is AuthContext => !!auth && !auth.guest;

export type ContentDetailsService = ReturnType<typeof createContentDetailsService>;

/** Where the player opens the content from (picks among its places), when it says. */
export interface DetailOptions {
  groupId?: number;
  /** An open rather than a look: default when exactly one id is asked; lists and searches never open. */
  open?: boolean;
  /** The homework the player opens from (assign_id): the gate reads the assignment. */
  assignId?: number | null;
}

/**
 * Content details for the player (spec 002 §3), each with the access gate's decision (`access`), so
 * the player needs one call. Guests may read them (spec 000 §6) but get metadata only: every media
 * URL is withheld and requires_sign_in tells the client to ask them to sign in. The gate decides for
 * the whole set at once (decideMany: one query per fact, not per item); refused items keep their
 * metadata but no media URL. Asking for exactly one item opens it: a 17250 learner's free item is
 * used and recorded then; in a list, an item that would use a free item gets no URLs until opened.
 * Signed URLs live at least 3600 s: expiries are rounded up to a 5-minute boundary (signed-url.ts),
 * so answers within one window share signatures; url_expires_in says the guaranteed 3600.
 * Every read takes the viewer: another school's own content is missing (404 for one asked by CRS id),
 * and a placement is one the viewer sees (never another school's rack).
 */
export function createContentDetailsService(deps: {
  repo: ContentStoreService;
  signer: MediaSigner;
  bundles: ContentBundleCache;
  gate: ContentGate;
}) {
  const { repo, signer, bundles, gate } = deps;

  /**
   * The gate's decisions for the ids found; an open records the free item it uses (and, from homework
   * the learner holds, stamps the item opened).
   */
  function decisionsFor(
    auth: AuthContext | null,
    ids: readonly number[],
    open: boolean,
    where: Pick<DetailOptions, 'groupId' | 'assignId'> = {},
  ) {
    return gate.decisions(auth, ids, { recordOpen: open, groupId: where.groupId, assignId: where.assignId });
  }

  function toDetail(
    { row, place, tags }: ContentBundle,
    viewer: Viewer,
    decided: ContentAccess,
    opened: boolean,
  ): ContentDetail {
    const signedIn = isSignedIn(viewer.auth);
    const access = { ...decided, explanation: explanationIn(viewer.language ?? 'en', decided) };
    const signed = signedIn && access.allowed && (opened || access.reason !== 'freemium-available');
    const locked = signedIn && !access.allowed;
    const sign = (key: string | null) => (signed && key ? signer.signKeyShared(key).url : null);
    const isVideo = row.content_kind === 'video';
    const isPdf = row.content_kind === 'pdf' || row.content_kind === 'study_notes';
    const mainUrl = sign(row.media_key);
    const transcodedUrl = sign(row.transcoded_key);
    const mp4Url = isVideo && row.media_key?.toLowerCase().endsWith('.mp4') ? mainUrl : null;
    return {
      content_id: row.content_id,
      content_title: row.content_title,
      content_kind: row.content_kind,
      language_id: row.language_id,
      version: row.version,
      crs_id: row.crs_id,
      old_content_id: row.old_content_id,
      content_url: mainUrl,
      content_url_mp4: mp4Url ?? (isVideo ? transcodedUrl : null),
      content_transcoded_url: transcodedUrl,
      video_path: isVideo ? (transcodedUrl ?? mp4Url) : null,
      thumbnail: sign(row.thumbnail_key),
      lecture_path: isPdf ? mainUrl : null,
      recorded_lecture_path: null,
      interactive_lesson_path:
        row.content_kind === 'interactive' ? `/api/content/interactiveLesson/${row.content_id}` : null,
      group_id: place?.group_id ?? null,
      group_category_id: place?.group_category_id ?? null,
      group_name: place?.group_name ?? null,
      syllabus_id: place?.syllabus_id ?? null,
      syllabus_mapping_id: place?.syllabus_mapping_id ?? null,
      board_id: place?.board_id ?? null,
      class_id: place?.class_id ?? null,
      level2_name: place?.subject_name ?? null,
      video_id: isVideo ? (row.crs_id ?? String(row.content_id)) : null,
      template_id: row.template_id,
      service_name: row.service_name,
      total_media_time: formatMediaTime(row.total_media_time_ms),
      content_size: row.content_size,
      is_flash: !!row.media_key?.toLowerCase().endsWith('.swf'),
      is_online_only: row.is_online_only === 1,
      requires_sign_in: !signedIn,
      locked,
      lock_explanation: locked ? access.explanation : null,
      url_expires_in: signed ? signer.lifetime : null,
      access,
      tag_data: tags.map(({ tag_id, tag_name, tag_value_id, tag_value }) => ({
        tag_id,
        tag_name,
        tag_value_id,
        tag_value,
      })),
    };
  }

  /** Details by content id (the hot path: bundles come from the cache), in the order given. */
  async function byIds(viewer: Viewer, ids: number[], options: DetailOptions = {}): Promise<ContentDetailList> {
    const { auth } = viewer;
    const found = await bundles.byIds(ids, viewer.schoolIds);
    const open = (options.open ?? true) && ids.length === 1;
    const decisions = await decisionsFor(auth, [...found.keys()], open, options);
    return {
      content_details: ids.flatMap((id) => {
        const bundle = found.get(id);
        return bundle ? [toDetail(bundle, viewer, decisions.get(id)!, open)] : [];
      }),
      missing_ids: ids.filter((id) => !found.has(id)).map(String),
    };
  }

  async function byOldIds(
    viewer: Viewer,
    oldIds: string[],
    options: Pick<DetailOptions, 'assignId'> = {},
  ): Promise<ContentDetailList> {
    const { auth, schoolIds } = viewer;
    const loaded = await bundles.load(await repo.byOldIds(oldIds, schoolIds), schoolIds);
    const byOld = new Map([...loaded.values()].map((b) => [b.row.old_content_id!, b]));
    const open = oldIds.length === 1;
    const decisions = await decisionsFor(auth, [...loaded.keys()], open, options);
    return {
      content_details: oldIds.flatMap((id) => {
        const bundle = byOld.get(id);
        return bundle ? [toDetail(bundle, viewer, decisions.get(bundle.row.content_id)!, open)] : [];
      }),
      missing_ids: oldIds.filter((id) => !byOld.has(id)),
    };
  }

  async function byCrsId(viewer: Viewer, crsId: string): Promise<ContentDetail> {
    const { auth, schoolIds } = viewer;
    const row = await repo.byCrsId(crsId, schoolIds);
    if (!row) throw new AppError('NOT_FOUND', { reason: 'content.crsNotFound' });
    const bundle = (await bundles.load([row], schoolIds)).get(row.content_id)!;
    const decisions = await decisionsFor(auth, [row.content_id], true);
    return toDetail(bundle, viewer, decisions.get(row.content_id)!, true);
  }

  async function all(
    viewer: Viewer,
    options: { syllabusId?: number; groupId?: number; ids?: number[]; startIndex?: number; endIndex?: number },
  ): Promise<ContentDetailList> {
    if (options.ids?.length) return byIds(viewer, options.ids, { open: false });
    if (options.syllabusId === undefined && options.groupId === undefined) {
      throw new AppError(
        'VALIDATION_FAILED',
        { reason: 'content.nameAScope' },
        { errors: [{ field: 'syllabus_id', reason: 'content.scopeField', params: { idsField: 'content_ids' } }] },
      );
    }
    const range = pageRange('default', options.startIndex, options.endIndex);
    const { ids } = await repo.idsUnder({
      schoolIds: viewer.schoolIds,
      syllabusId: options.syllabusId,
      groupId: options.groupId,
      offset: range.startIndex - 1,
      limit: range.endIndex - range.startIndex + 1,
    });
    return byIds(viewer, ids, { open: false });
  }

  /** Title search within a syllabus node (spec 000 §9: range 1-10; stages and role_id are the client's defaults). */
  async function search(
    viewer: Viewer,
    options: { syllabusId: number; text?: string; startIndex?: number; endIndex?: number },
  ): Promise<SearchContentData> {
    const range = pageRange('default', options.startIndex, options.endIndex);
    const { ids, total } = await repo.idsUnder({
      schoolIds: viewer.schoolIds,
      syllabusId: options.syllabusId,
      title: options.text?.trim() || undefined,
      offset: range.startIndex - 1,
      limit: range.endIndex - range.startIndex + 1,
    });
    const { content_details } = await byIds(viewer, ids, { open: false });
    return { content_details, total_count: total, start_index: range.startIndex, end_index: range.endIndex };
  }

  return { byIds, byOldIds, byCrsId, all, search, defaultLanguageId: DEFAULT_LANGUAGE_ID };
}
