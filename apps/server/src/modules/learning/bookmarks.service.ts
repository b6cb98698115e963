import { BookmarkState } from '@esc/domain';
import type {
  BookmarkItem,
  BookmarkKind,
  BookmarkListData,
  BookmarkStateData,
  BookmarkedPaperListData,
} from '@esc/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import type { ContentBriefs, NodeLookup, SchoolsPerson, ViewerSchools } from '../catalogue/catalogue.module.js';
import type { BookmarkFields, BookmarkListFilter, BookmarksRepository } from './bookmarks.repository.js';

export type BookmarksService = ReturnType<typeof createBookmarksService>;

/** true or 1 sets, false or 0 unsets, absent toggles (spec 000 §4). */
export type DesiredState = boolean | 0 | 1 | undefined;

export interface BookmarkWrite {
  kind: BookmarkKind;
  itemId: string;
  state: DesiredState;
  /** Title, syllabus and group as the client sent them; missing titles are filled from the catalogue. */
  fields: Omit<BookmarkFields, 'details'>;
  /** The rest of the payload, kept as JSON for lists (undefined values dropped). */
  details: Record<string, unknown>;
  /** The client's id of this write (the offline outbox's): a resend of it changes nothing. */
  clientWriteId?: string;
}

/** An item id as stored: digits without leading zeros ('007' and 7 are '7'); other text as it is. */
function canonicalItemId(id: string | number): string {
  const text = String(id).trim();
  return /^\d+$/.test(text) ? String(Number(text)) : text;
}

function detailsJson(details: Record<string, unknown>): string | null {
  const kept = Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined));
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

function parseDetails(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A recording as a bookmark names it (the live module's, for the person who bookmarks it). */
export interface RecordedLectureBrief {
  title: string;
  lecture_id: number;
  board_id: number | null;
  class_id: number | null;
}

/** The recordings a person may watch, by video_id as text: their sections' (a school's staff: the school's). */
export interface RecordedLectureBriefs {
  briefsFor(who: SchoolsPerson, videoIds: readonly string[]): Promise<Map<string, RecordedLectureBrief>>;
}

interface Deps {
  repo: BookmarksRepository;
  /** Runs work in one transaction (a write and its client id are kept together). */
  transaction: <T>(work: (repo: BookmarksRepository) => Promise<T>) => Promise<T>;
  /** The live module's recordings (connected after it is built). */
  recordings: RecordedLectureBriefs;
  /** The catalogue's titles and syllabus places of content items, papers and nodes. */
  catalogue: ContentBriefs;
  nodes: NodeLookup;
  /** A bookmark may name any id: titles come from the catalogue only for what the person sees. */
  schools: ViewerSchools;
  clock: () => number;
}

export function createBookmarksService({ repo, transaction, catalogue, nodes, schools, recordings, clock }: Deps) {
  /**
   * A recorded lecture is bookmarked only when it is a recording the person may watch (404 otherwise);
   * its title, class and lecture are the recording's own, whatever the client sent.
   */
  async function recordedLecture(who: SchoolsPerson, w: BookmarkWrite): Promise<BookmarkWrite> {
    const itemId = canonicalItemId(w.itemId);
    const found = (await recordings.briefsFor(who, [itemId])).get(itemId);
    if (!found) throw new AppError('NOT_FOUND', { reason: 'learning.recordedLectureNotFound' });
    const { title, ...place } = found;
    return { ...w, itemId, fields: { ...w.fields, title }, details: { ...w.details, ...place } };
  }

  /**
   * The catalogue's own title and syllabus when the client left them out. Another school's own
   * content and racks are unknown here: their titles are never written into the bookmark.
   */
  async function completeFields(who: SchoolsPerson, write: BookmarkWrite): Promise<BookmarkWrite['fields']> {
    const fields = { ...write.fields };
    const id = Number(write.itemId);
    if (write.kind === 'content' && !fields.title) {
      fields.title = (await catalogue.contents([id], await schools.of(who))).get(id)?.content_title ?? null;
    } else if (write.kind === 'paper') {
      const paper = (await catalogue.papers([id])).get(id);
      fields.title ??= paper?.paper_name ?? null;
      fields.syllabus_id ??= paper?.syllabus_id ?? null;
    } else if (write.kind === 'syllabus') {
      fields.title ??= await nodes.nameOf(id, await schools.of(who));
      fields.syllabus_id ??= id;
    }
    return fields;
  }

  /** What setting the bookmark writes: checked (a recorded lecture the person may watch) and titled. */
  async function prepareSet(who: SchoolsPerson, w: BookmarkWrite) {
    const checked = w.kind === 'recorded_lecture' ? await recordedLecture(who, w) : w;
    return {
      itemId: checked.itemId,
      fields: { ...(await completeFields(who, checked)), details: detailsJson(checked.details) },
    };
  }

  /** What an earlier write of this client id did, answered again (null: the id is new). */
  async function replay(
    r: BookmarksRepository,
    uuid: string,
    clientWriteId: string,
  ): Promise<BookmarkStateData | null> {
    const done = await r.findWrite(uuid, clientWriteId);
    if (!done) return null;
    const on =
      done.is_bookmarked === 1 ? ((await r.find(uuid, done.kind, [done.item_id])).get(done.item_id) ?? null) : null;
    return {
      kind: done.kind,
      item_id: done.item_id,
      is_bookmarked: done.is_bookmarked === 1 ? 1 : 0,
      bookmarked_on: on,
    };
  }

  /**
   * Sets, unsets or toggles one bookmark; setting or unsetting twice is harmless. A write with a
   * client id is applied once: a resend answers what the first did (a toggle is not undone by its
   * retry), the write and its id kept in one transaction.
   */
  async function write(who: SchoolsPerson, w: BookmarkWrite): Promise<BookmarkStateData> {
    const { uuid } = who;
    const id = w.clientWriteId;
    const earlier = id ? await replay(repo, uuid, id) : null;
    if (earlier) return earlier;
    let set = w.state === undefined ? undefined : w.state === true || w.state === BookmarkState.Set;
    if (set === undefined) set = !(await repo.find(uuid, w.kind, [w.itemId])).has(w.itemId);
    // Catalogue and recordings are asked before the transaction: it holds only this module's writes.
    const prepared = set ? await prepareSet(who, w) : null;
    const now = new Date(clock()).toISOString();
    const apply = async (r: BookmarksRepository): Promise<BookmarkStateData> => {
      if (!prepared) {
        await r.unset(uuid, w.kind, w.itemId);
        return { kind: w.kind, item_id: w.itemId, is_bookmarked: 0, bookmarked_on: null };
      }
      const row = await r.set(uuid, w.kind, prepared.itemId, prepared.fields, now);
      return { kind: w.kind, item_id: prepared.itemId, is_bookmarked: 1, bookmarked_on: row.created_at };
    };
    if (!id) return apply(repo);
    return transaction(async (r) => {
      if (!(await r.claimWrite(uuid, id, w.kind, prepared?.itemId ?? w.itemId, now))) {
        const first = await replay(r, uuid, id);
        if (first) return first;
      }
      const done = await apply(r);
      await r.recordWriteOutcome(uuid, id, done.is_bookmarked);
      return done;
    });
  }

  /** Bookmark flag of each item, in the order asked (duplicates collapse). */
  async function status(uuid: string, kind: BookmarkKind, itemIds: readonly string[]) {
    const ids = [...new Set(itemIds)];
    const found = await repo.find(uuid, kind, ids);
    return ids.map((id) => ({
      id,
      is_bookmarked: (found.has(id) ? 1 : 0) as 0 | 1,
      bookmarked_on: found.get(id) ?? null,
    }));
  }

  /**
   * The flag of many items of any kinds (one query), in the order asked, duplicates collapsed.
   * Numeric ids are read in canonical form ('007' is item 7), as they are stored.
   */
  async function statusOfItems(uuid: string, items: readonly { kind: BookmarkKind; item_id: string | number }[]) {
    const asked = new Map<string, { kind: BookmarkKind; itemId: string }>();
    for (const { kind, item_id } of items) {
      const itemId = canonicalItemId(item_id);
      asked.set(`${kind}:${itemId}`, { kind, itemId });
    }
    const found = await repo.findMany(uuid, [...asked.values()]);
    return [...asked].map(([key, { kind, itemId }]) => ({
      kind,
      item_id: itemId,
      is_bookmarked: (found.has(key) ? 1 : 0) as 0 | 1,
      bookmarked_on: found.get(key) ?? null,
    }));
  }

  async function paperList(
    uuid: string,
    filter: BookmarkListFilter,
    pageNo = 1,
    pageSize = 10,
  ): Promise<BookmarkedPaperListData> {
    const { rows, total } = await repo.list(uuid, 'paper', filter, {
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
    });
    const papers = await catalogue.papers(rows.map((r) => Number(r.item_id)));
    return {
      total_count: total,
      page_no: pageNo,
      page_size: pageSize,
      papers: rows.map((r) => {
        const paper = papers.get(Number(r.item_id));
        return {
          paper_id: Number(r.item_id),
          paper_name: r.title ?? paper?.paper_name ?? null,
          syllabus_id: r.syllabus_id ?? paper?.syllabus_id ?? null,
          l1_syllabus_id: r.l1_syllabus_id,
          board_id: paper?.board_id ?? null,
          class_id: paper?.class_id ?? null,
          bookmarked_on: r.created_at,
        };
      }),
    };
  }

  async function questionCount(uuid: string, syllabusId?: number | null): Promise<number> {
    return repo.count(uuid, 'question', { syllabusId });
  }

  /** The "My bookmarks" screen: one kind, newest first; content rows carry the catalogue's kind and thumbnail. */
  async function list(who: SchoolsPerson, kind: BookmarkKind, pageNo = 1, pageSize = 20): Promise<BookmarkListData> {
    const page = { offset: (pageNo - 1) * pageSize, limit: pageSize };
    const { rows, total } = await repo.list(who.uuid, kind, {}, page);
    const ids = rows.map((r) => Number(r.item_id));
    const found = kind === 'content' ? await catalogue.contents(ids, await schools.of(who)) : new Map();
    const contents = new Map([...found.values()].map((c) => [String(c.content_id), c]));
    const items: BookmarkItem[] = rows.map((r) => {
      const content = contents.get(r.item_id);
      return {
        kind: r.kind,
        item_id: r.item_id,
        title: content?.content_title ?? r.title,
        syllabus_id: r.syllabus_id,
        l1_syllabus_id: r.l1_syllabus_id,
        group_id: r.group_id,
        group_name: r.group_name,
        language_id: r.language_id,
        bookmarked_on: r.created_at,
        content_kind: content?.content_kind ?? null,
        thumbnail_key: content?.thumbnail_key ?? null,
        details: parseDetails(r.details),
      };
    });
    return { kind, total_count: total, page_no: pageNo, page_size: pageSize, items };
  }

  return { write, status, statusOfItems, paperList, questionCount, list };
}
