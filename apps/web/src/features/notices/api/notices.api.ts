import type {
  MarkNoticeReadBody,
  MarkNoticeReadData,
  MyNoticesBody,
  SaveNoticeBody,
  SearchNoticesBody,
} from '@esc/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { appOutbox } from '../../../lib/outbox.app';
import { onOutboxSettled, sendThroughOutbox } from '../../../lib/outbox-call';
import { readSession } from '../../../lib/session';

const N = '/live-class/notices' as const;
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

/** The outbox's kind of notice reads. */
const NOTICE_READ_TAG = 'notice-read';

/**
 * A notice read, through the app's outbox (read offline, it is sent when the link returns). The
 * server keeps one read per notice and reader, and the id names the notice: a resend counts once.
 * Resolves with the server's answer, or null while the read waits for the link.
 */
async function markNoticeRead(noticeId: number): Promise<MarkNoticeReadData | null> {
  const owner = readSession()?.uuid;
  if (!owner) throw new ApiError({ status: 401, errorCode: 'UNAUTHENTICATED', message: 'Not signed in' });
  const outcome = await sendThroughOutbox<MarkNoticeReadData>(appOutbox, {
    id: `notice-read:${owner}:${noticeId}`,
    tag: NOTICE_READ_TAG,
    owner,
    path: `${N}/markNoticeRead`,
    body: { notice_ids: [noticeId] } satisfies MarkNoticeReadBody,
  });
  return outcome.status === 'acknowledged' ? outcome.data : null;
}

/** Read receipts: opening a notice marks it read; every notice list is read again. */
export function useMarkNoticeRead() {
  const client = useQueryClient();
  // A read made offline reaches the server later: the lists read it then.
  useEffect(
    () =>
      onOutboxSettled(appOutbox, NOTICE_READ_TAG, () => void client.invalidateQueries({ queryKey: noticeKeys.all })),
    [client],
  );
  return useMutation({
    networkMode: 'always',
    mutationFn: markNoticeRead,
    onSuccess: (data) => {
      if (data) void client.invalidateQueries({ queryKey: noticeKeys.all });
    },
  });
}

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNoticeBody) => api.call(`POST ${TN}/saveNotice`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
