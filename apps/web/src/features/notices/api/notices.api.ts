import type { MyNoticesBody, SaveNoticeBody, SearchNoticesBody } from '@esc/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const N = '/live-class/notices';
const TN = '/live-class/teacher/notices';

export const noticeKeys = {
  all: ['notices'] as const,
  top: (uuid: string | null) => [...noticeKeys.all, 'top', uuid] as const,
  board: (body: MyNoticesBody) => [...noticeKeys.all, 'board', body] as const,
  sent: (body: SearchNoticesBody) => [...noticeKeys.all, 'sent', body] as const,
  receipts: (noticeId: number) => [...noticeKeys.all, 'receipts', noticeId] as const,
};

/** The three newest notices of the caller (a parent: the active child's and theirs). */
export function topNoticesQueryOptions(childUuid: string | null) {
  return queryOptions({
    queryKey: noticeKeys.top(childUuid),
    queryFn: ({ signal }) =>
      api.call(`GET ${N}/getTopThreeNotices`, { query: { uuid: childUuid ?? undefined } }, { signal }),
  });
}

export function useNoticeBoard(body: MyNoticesBody) {
  return useQuery({
    queryKey: noticeKeys.board(body),
    queryFn: ({ signal }) => api.call(`POST ${N}/myNotices`, { body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSentNotices(body: SearchNoticesBody) {
  return useQuery({
    queryKey: noticeKeys.sent(body),
    queryFn: ({ signal }) => api.call(`POST ${TN}/searchNoticesUniversity`, { body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNoticeReceipts(noticeId: number | null) {
  return useQuery({
    queryKey: noticeKeys.receipts(noticeId ?? 0),
    queryFn: ({ signal }) => api.call(`POST ${TN}/noticeReceipts`, { body: { notice_id: noticeId! } }, { signal }),
    enabled: noticeId !== null,
  });
}

/** Read receipts: opening a notice marks it read; every notice list is read again. */
export function useMarkNoticeRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: number) => api.call(`POST ${N}/markNoticeRead`, { body: { notice_ids: [noticeId] } }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNoticeBody) => api.call(`POST ${TN}/saveNotice`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
