import type {
  BookmarkKind,
  BookmarkStateData,
  ContentBookmarkBody,
  PaperBookmarkBody,
  QuestionBookmarkBody,
  RecordedLectureBookmarkBody,
  SyllabusBookmarkBody,
} from '@esc/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { PostPath } from '../../lib/api-calls';
import { ApiError, ClientErrorCode } from '../../lib/api-error';
import { appOutbox } from '../../lib/outbox.app';
import { newClientId, sendThroughOutbox } from '../../lib/outbox-call';
import { readSession } from '../../lib/session';
import { bookmarkKeys } from './bookmark.keys';
import { loadBookmarkStatus } from './bookmark-status.loader';

/** What is bookmarked, with the payload fields the calls carry (spec 000 §3). */
export interface BookmarkTarget {
  kind: BookmarkKind;
  itemId: string;
  title?: string | null;
  syllabusId?: number | null;
  groupId?: number | null;
  groupName?: string | null;
}

/** The outbox's kind of bookmark writes: they go in the order they were made. */
export const BOOKMARK_TAG = 'bookmark';

/** Kinds whose status the button can ask the server for. */
export type StatusKind = Extract<BookmarkKind, 'content' | 'syllabus' | 'recorded_lecture'>;

/** Bookmark calls reject when the answer is not a bookmark state (spec 000 §8: status code not 200). */
function checked(data: BookmarkStateData | undefined, expected: boolean): BookmarkStateData {
  if (!data || (data.is_bookmarked !== 0 && data.is_bookmarked !== 1) || data.is_bookmarked !== (expected ? 1 : 0)) {
    throw new ApiError({ status: 200, errorCode: ClientErrorCode.BadResponse, message: 'Bookmark not saved' });
  }
  return data;
}

const positive = (value: number | null | undefined) => (value != null && value > 0 ? value : undefined);

/** The bookmark call of the target's kind: each kind has its own call and payload (spec 000 §3). */
function callOf(target: BookmarkTarget, state: boolean, clientWriteId: string): { path: PostPath; body: unknown } {
  const id = target.itemId;
  const client_write_id = clientWriteId;
  switch (target.kind) {
    case 'content':
      return {
        path: '/mis/v2/bookmarkContentUniversity',
        body: {
          contentId: Number(id),
          contentTitle: target.title ?? null,
          groupId: target.groupId ?? null,
          groupName: target.groupName ?? null,
          syllabusId: positive(target.syllabusId),
          setBookmarkState: state,
          client_write_id,
        } satisfies ContentBookmarkBody,
      };
    case 'syllabus':
      return {
        path: '/syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0',
        body: {
          syllabusId: Number(id),
          contentTitle: target.title ?? null,
          setBookmarkState: state,
          client_write_id,
        } satisfies SyllabusBookmarkBody,
      };
    case 'question':
      return {
        path: '/question-msa-test/question/bookmarkQuestionUniversity',
        body: { question_id: id, setBookmarkState: state, client_write_id } satisfies QuestionBookmarkBody,
      };
    case 'paper':
      return {
        path: '/paperCreation/bookmarkUnbookmarkPaperUniversity',
        body: { paper_id: Number(id), setBookmarkState: state, client_write_id } satisfies PaperBookmarkBody,
      };
    case 'recorded_lecture':
      return {
        path: '/live-class/student/bookmarkRecordedLectureUniversity',
        body: { video_id: id, set_bookmark_state: state, client_write_id } satisfies RecordedLectureBookmarkBody,
      };
  }
}

/**
 * Sets or unsets a bookmark of any kind through the app's outbox (a bookmark made offline is kept and
 * sent when the link returns, once: it carries its client id). Resolves with the state the server
 * kept, or, while the write waits for the link, with the state asked for.
 */
export async function setBookmark(target: BookmarkTarget, state: boolean): Promise<BookmarkStateData> {
  const owner = readSession()?.uuid;
  if (!owner) throw new ApiError({ status: 401, errorCode: 'UNAUTHENTICATED', message: 'Not signed in' });
  const id = newClientId();
  const outcome = await sendThroughOutbox<BookmarkStateData | undefined>(appOutbox, {
    id,
    tag: BOOKMARK_TAG,
    owner,
    ...callOf(target, state, id),
  });
  if (outcome.status === 'waiting') {
    return { kind: target.kind, item_id: target.itemId, is_bookmarked: state ? 1 : 0, bookmarked_on: null };
  }
  return checked(outcome.data, state);
}

/** Whether the signed-in person bookmarked an item; asked together with the rest of the list. */
export function fetchBookmarkStatus(kind: StatusKind, itemId: string): Promise<boolean> {
  return loadBookmarkStatus(kind, itemId);
}

export function bookmarkStatusQueryOptions(kind: StatusKind, itemId: string) {
  return queryOptions({
    queryKey: bookmarkKeys.status(kind, itemId),
    queryFn: () => fetchBookmarkStatus(kind, itemId),
  });
}
