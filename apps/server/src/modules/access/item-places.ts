import { isSeenBySchools, type GateItemKind } from '@esc/domain';
import { AppError, type ErrorReason } from '../../platform/errors/app-error.js';
import type { MessageParams } from '../../platform/i18n/message-renderer.js';
import type { AccessFactsRepository, ContentPlaceRow } from './access-facts.repository.js';

/** Where the item sits in the catalogue. */
export interface ItemPlace {
  /** The real content id (old ids resolved); null for other kinds. */
  contentId: number | null;
  boardId: number;
  classId: number;
  subjectId: number | null;
  groupName: string | null;
  isOnlineOnly: boolean;
}

/** What the caller says about where they open the items: picks among a content's places, or places other kinds. */
export interface PlaceContext {
  boardId?: number | null;
  classId?: number | null;
  groupId?: number | null;
}

/** Per item id as asked: its place, or why it has none (404 unknown, 400 a place the request must give). */
export type PlaceResult = ItemPlace | AppError;

/** Why the request must give a board or class: the sentence of the message, and the field's own short words. */
const OUTSIDE_CATALOGUE = ['access.outsideCatalogue', 'access.outsideCatalogueField'] as const;
const PAPER_WITHOUT_CLASS = ['access.paperWithoutClass', 'access.paperWithoutClassField'] as const;
const OF_KIND = ['access.placeOfKind', 'access.placeOfKindField'] as const;

/** 400 naming the board or class the request must give: "Board is required for ...", the field "is required for ...". */
function placeMissing(
  field: 'board_id' | 'class_id',
  [sentence, words]: readonly [ErrorReason, ErrorReason],
  params?: MessageParams,
): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    { reason: sentence, params },
    { errors: [{ field, reason: words, params }] },
  );
}

/** A content's place among its mappings: the class asked (and its group) first, then the group, then the first. */
function contentPlace(rows: readonly ContentPlaceRow[], ctx: PlaceContext, groupName: string | null): PlaceResult {
  const first = rows[0]!;
  const mapped = rows.filter((r) => r.board_id !== null && r.class_id !== null);
  const sameClass = mapped.filter((r) => r.board_id === ctx.boardId && r.class_id === ctx.classId);
  const pick =
    sameClass.find((r) => r.group_id === ctx.groupId) ??
    sameClass[0] ??
    mapped.find((r) => r.group_id === ctx.groupId) ??
    mapped[0];
  const boardId = pick?.board_id ?? ctx.boardId;
  const classId = pick?.class_id ?? ctx.classId;
  if (!boardId) return placeMissing('board_id', OUTSIDE_CATALOGUE);
  if (!classId) return placeMissing('class_id', OUTSIDE_CATALOGUE);
  return {
    contentId: first.content_id,
    boardId,
    classId,
    subjectId: pick?.subject_id ?? null,
    groupName: pick ? pick.group_name : groupName,
    isOnlineOnly: first.is_online_only === 1,
  };
}

/**
 * The rows of content the learner's schools see (isSeenBySchools, packages/domain): another school's
 * own content is dropped (not found), and a mapping in another school's rack is no place (as if the
 * content were not mapped there).
 */
function seenPlaces(rows: readonly ContentPlaceRow[], schoolIds: readonly number[]): ContentPlaceRow[] {
  return rows
    .filter((r) => isSeenBySchools(r.owner_school_id, schoolIds))
    .map((r) =>
      isSeenBySchools(r.mapping_school_id, schoolIds)
        ? r
        : { ...r, board_id: null, class_id: null, subject_id: null, group_id: null, group_name: null },
    );
}

/**
 * The places of items of one kind, in a fixed number of queries whatever their count: content by id
 * (then by old content id for ids not found, spec 002 §7.1), papers by id; other kinds have no table
 * yet and are placed by the request. Content is placed only as the learner's schools see it.
 */
export async function placesOf(
  repo: AccessFactsRepository,
  kind: GateItemKind,
  itemIds: readonly string[],
  ctx: PlaceContext,
  schoolIds: readonly number[],
): Promise<Map<string, PlaceResult>> {
  const out = new Map<string, PlaceResult>();
  const contextGroup = ctx.groupId ? await repo.groupName(ctx.groupId) : null;
  if (kind === 'content') {
    const numeric = itemIds.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    const byId = groupBy(seenPlaces(await repo.contentPlacesByIds(numeric), schoolIds), (r) => String(r.content_id));
    const unknown = itemIds.filter((id) => !byId.has(id));
    const byOldId = groupBy(
      seenPlaces(await repo.contentPlacesByOldIds(unknown), schoolIds),
      (r) => r.old_content_id ?? '',
    );
    for (const id of itemIds) {
      const rows = byId.get(id) ?? byOldId.get(id);
      out.set(
        id,
        rows ? contentPlace(rows, ctx, contextGroup) : new AppError('NOT_FOUND', { reason: 'access.noContent' }),
      );
    }
    return out;
  }
  if (kind === 'paper') {
    for (const id of itemIds) {
      const paper = /^\d{1,9}$/.test(id) ? await repo.paperPlace(Number(id)) : undefined;
      if (!paper) {
        out.set(id, new AppError('NOT_FOUND', { reason: 'access.noPaper' }));
        continue;
      }
      const boardId = paper.board_id ?? paper.node_board_id ?? ctx.boardId;
      const classId = paper.class_id ?? paper.node_class_id ?? ctx.classId;
      if (!boardId) out.set(id, placeMissing('board_id', PAPER_WITHOUT_CLASS));
      else if (!classId) out.set(id, placeMissing('class_id', PAPER_WITHOUT_CLASS));
      else
        out.set(id, {
          contentId: null,
          boardId,
          classId,
          subjectId: null,
          groupName: paper.group_name,
          isOnlineOnly: false,
        });
    }
    return out;
  }
  // Learn-lists, questions, recorded lectures and Olympiads have no table yet: the request places them.
  for (const id of itemIds) {
    if (!ctx.boardId) out.set(id, placeMissing('board_id', OF_KIND, { kind }));
    else if (!ctx.classId) out.set(id, placeMissing('class_id', OF_KIND, { kind }));
    else {
      out.set(id, {
        contentId: null,
        boardId: ctx.boardId,
        classId: ctx.classId,
        subjectId: null,
        groupName: contextGroup,
        isOnlineOnly: false,
      });
    }
  }
  return out;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
