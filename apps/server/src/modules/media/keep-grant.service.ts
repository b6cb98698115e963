import {
  KEEP_GRANT_LIFETIME_SECONDS,
  KEEP_ITEMS_MAX,
  type AccessDecision,
  type KeepCheckData,
  type KeepGrantItem,
  type KeepGrantsData,
  type KeptFile,
  type KeptFileRole,
} from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Storage } from '../../platform/storage/storage.js';
import { NOT_IN_SYLLABUS, type AccessService } from '../access/access.module.js';
import type { ContentRow, ContentStoreService, ViewerSchools } from '../catalogue/catalogue.module.js';
import type { MediaSigner } from './signed-url.js';

export type KeepGrantService = ReturnType<typeof createKeepGrantService>;

/** Who the keep is for: the caller, or (a parent) the linked child the uuid names. */
interface KeepFor {
  uuid?: string;
}

/** The files the player loads for a content, by kind (content-details.service.ts decides the same links). */
export function keptFilesOf(row: Pick<ContentRow, 'content_kind' | 'media_key' | 'transcoded_key'>) {
  const files: { key: string; role: KeptFileRole }[] = [];
  const media = row.media_key;
  // A Flash file no browser plays (the player says so, spec 002 §8) is not worth the phone's storage.
  if (media?.toLowerCase().endsWith('.swf')) return files;
  switch (row.content_kind) {
    case 'video': {
      // The transcoder's rendition is the smallest it makes (at most 1280 px); an mp4 original otherwise.
      const key = row.transcoded_key ?? (media?.toLowerCase().endsWith('.mp4') ? media : null);
      if (key) files.push({ key, role: 'video' });
      break;
    }
    case 'pdf':
    case 'study_notes':
      if (media) files.push({ key: media, role: 'document' });
      break;
    case 'html':
    case 'game':
      if (media) files.push({ key: media, role: 'activity' });
      break;
    case 'interactive':
      // The player reads the lesson through the API (/content/interactiveLesson/:id); its size is the file's.
      if (media) files.push({ key: media, role: 'lesson' });
      break;
    case 'practice_test':
      break;
  }
  return files;
}

/**
 * Keep grants: which content a learner, or a parent for a linked child, may keep on
 * the device, with its files, sizes and links to download them now. The access gate decides as the
 * player does, for the whole set at once; a look is not an open, so an item that would use one of a
 * free learner's free items is not granted (open it first). Another school's own content is not found.
 * The check of the next sync asks the gate again: what it refuses now (a package ended) is removed.
 */
export function createKeepGrantService(deps: {
  access: Pick<AccessService, 'decideMany'>;
  contentStore: ContentStoreService;
  viewerSchools: ViewerSchools;
  storage: Storage;
  signer: MediaSigner;
}) {
  const { access, contentStore, viewerSchools, storage, signer } = deps;

  /** The gate's decisions for the ids, for the caller or the child named (NOT_LINKED_CHILD otherwise). */
  async function decisions(auth: AuthContext, ids: readonly number[], forWhom: KeepFor) {
    const outcomes = await access.decideMany(auth, 'content', ids, { uuid: forWhom.uuid ?? null });
    const out = new Map<number, AccessDecision>();
    for (const id of ids) {
      const outcome = outcomes.get(String(id));
      out.set(
        id,
        !outcome || outcome instanceof AppError ? NOT_IN_SYLLABUS : { ...outcome.decision, freemium: outcome.freemium },
      );
    }
    return out;
  }

  /** The rows the learner sees (the child's schools for a parent): another school's own content is absent. */
  async function visibleRows(auth: AuthContext, ids: readonly number[], forWhom: KeepFor) {
    const person =
      forWhom.uuid && forWhom.uuid.toLowerCase() !== auth.uuid
        ? { uuid: forWhom.uuid.toLowerCase(), userTypeId: null }
        : auth;
    const schools = await viewerSchools.of(person);
    return { rows: await contentStore.byIds(ids, schools), schools };
  }

  const keepable = (decision: AccessDecision) => decision.allowed && decision.reason !== 'freemium-available';

  async function filesFor(row: ContentRow): Promise<KeptFile[]> {
    const files: KeptFile[] = [];
    for (const file of keptFilesOf(row)) {
      const info = await storage.stat(file.key);
      if (!info) continue;
      files.push({
        key: file.key,
        role: file.role,
        url: signer.signKey(file.key).url,
        size: info.size,
        content_type: info.contentType,
      });
    }
    return files;
  }

  async function idsToKeep(
    auth: AuthContext,
    body: { content_ids?: number[]; syllabus_id?: number },
    forWhom: KeepFor,
  ) {
    if (body.content_ids?.length) return { ids: body.content_ids, fromChapter: false };
    if (body.syllabus_id === undefined) {
      throw new AppError(
        'VALIDATION_FAILED',
        { reason: 'media.nameContentToKeep' },
        {
          errors: [{ field: 'content_ids', reason: 'media.nameContentToKeepField', params: { other: 'syllabus_id' } }],
        },
      );
    }
    const { schools } = await visibleRows(auth, [], forWhom);
    const { ids } = await contentStore.idsUnder({
      schoolIds: schools,
      syllabusId: body.syllabus_id,
      offset: 0,
      limit: KEEP_ITEMS_MAX,
    });
    return { ids, fromChapter: true };
  }

  /** POST /media/keep-grants: each item with the gate's decision, its files and sizes; the total of those granted. */
  async function grants(
    auth: AuthContext,
    body: { content_ids?: number[]; syllabus_id?: number } & KeepFor,
  ): Promise<KeepGrantsData> {
    const forWhom = { uuid: body.uuid };
    const { ids, fromChapter } = await idsToKeep(auth, body, forWhom);
    const decided = await decisions(auth, ids, forWhom);
    const { rows } = await visibleRows(auth, ids, forWhom);
    const byId = new Map(rows.map((row) => [row.content_id, row]));
    const items: KeepGrantItem[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) continue;
      const decision = decided.get(id)!;
      const files = keepable(decision) ? await filesFor(row) : [];
      // A chapter keeps what can be kept; items with nothing to keep (a practice test) are left out.
      if (fromChapter && files.length === 0 && keepable(decision)) continue;
      items.push({
        content_id: row.content_id,
        content_title: row.content_title,
        content_kind: row.content_kind,
        granted: files.length > 0,
        access: decision,
        files,
        size: files.reduce((sum, f) => sum + f.size, 0),
      });
    }
    if (items.length === 0 && !fromChapter) throw new AppError('NOT_FOUND', { reason: 'media.noSuchContent' });
    return {
      keep_until: signer.nowSeconds() + KEEP_GRANT_LIFETIME_SECONDS,
      items,
      total_size: items.filter((i) => i.granted).reduce((sum, i) => sum + i.size, 0),
    };
  }

  /** POST /media/keep-grants/check: which kept items may stay (the gate allows them now), and the renewed grant. */
  async function check(auth: AuthContext, body: { content_ids: number[] } & KeepFor): Promise<KeepCheckData> {
    const forWhom = { uuid: body.uuid };
    const decided = await decisions(auth, body.content_ids, forWhom);
    const { rows } = await visibleRows(auth, body.content_ids, forWhom);
    const seen = new Set(rows.map((row) => row.content_id));
    return {
      keep_until: signer.nowSeconds() + KEEP_GRANT_LIFETIME_SECONDS,
      items: body.content_ids.map((id) => {
        const decision = decided.get(id)!;
        if (!seen.has(id)) return { content_id: id, may_keep: false, reason: 'not-found' };
        return { content_id: id, may_keep: keepable(decision), reason: keepable(decision) ? null : decision.reason };
      }),
    };
  }

  return { grants, check };
}
