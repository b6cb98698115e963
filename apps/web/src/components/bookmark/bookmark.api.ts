import type { BookmarkKind, BookmarkStateData } from '@esc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ApiError, ClientErrorCode } from '../../lib/api-error';
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
function send(target: BookmarkTarget, state: boolean): Promise<BookmarkStateData> {
  const id = target.itemId;
  switch (target.kind) {
    case 'content':
      return api.call('POST /mis/v2/bookmarkContentUniversity', {
        body: {
          contentId: Number(id),
          contentTitle: target.title ?? null,
          groupId: target.groupId ?? null,
          groupName: target.groupName ?? null,
          syllabusId: positive(target.syllabusId),
          setBookmarkState: state,
        },
      });
    case 'syllabus':
      return api.call('POST /syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0', {
        body: { syllabusId: Number(id), contentTitle: target.title ?? null, setBookmarkState: state },
      });
    case 'question':
      return api.call('POST /question-msa-test/question/bookmarkQuestionUniversity', {
        body: { question_id: id, setBookmarkState: state },
      });
    case 'paper':
      return api.call('POST /paperCreation/bookmarkUnbookmarkPaperUniversity', {
        body: { paper_id: Number(id), setBookmarkState: state },
      });
    case 'recorded_lecture':
      return api.call('POST /live-class/student/bookmarkRecordedLectureUniversity', {
        body: { video_id: id, set_bookmark_state: state },
      });
  }
}

/** Sets or unsets a bookmark of any kind; resolves with the state the server kept. */
export async function setBookmark(target: BookmarkTarget, state: boolean): Promise<BookmarkStateData> {
  return checked(await send(target, state), state);
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
