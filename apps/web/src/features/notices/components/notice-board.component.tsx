import { Group, Pagination, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useNoticeBoard } from '../api/notices.api';
import { NoticeItem } from './notice-item.component';
import '../notices.strings';

const PAGE = 20;

/** The reader's notice board: unread first (or newest first), unread marked, a page at a time. */
export function NoticeBoard({ openNoticeId }: { openNoticeId: number | null }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<'unread_first' | 'newest'>('unread_first');
  const [page, setPage] = useState(1);
  const board = useNoticeBoard({ order, page_no: page, page_size: PAGE });
  const pages = Math.ceil((board.data?.total ?? 0) / PAGE);
  const notices = board.data?.notices ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text aria-live="polite">{t('notices.unreadCount', { count: board.data?.unread_count ?? 0 })}</Text>
        <SegmentedControl
          aria-label={t('notices.order')}
          value={order}
          onChange={(value) => {
            setOrder(value === 'newest' ? 'newest' : 'unread_first');
            setPage(1);
          }}
          data={[
            { value: 'unread_first', label: t('notices.orderUnreadFirst') },
            { value: 'newest', label: t('notices.orderNewest') },
          ]}
        />
      </Group>
      {board.isError ? (
        <QueryError title={t('notices.loadError')} error={board.error} onRetry={() => void board.refetch()} />
      ) : board.isPending ? (
        <Skeleton h={160} role="status" aria-label={t('common.loading')} />
      ) : notices.length === 0 ? (
        <Text c="dimmed">{t('notices.empty')}</Text>
      ) : (
        <Stack gap="sm" component="section" aria-label={t('notices.boardTitle')}>
          {notices.map((n) => (
            <NoticeItem key={n.notice_id} notice={n} initiallyOpen={n.notice_id === openNoticeId} />
          ))}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`notices.page.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('notices.page.number', { n }) })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
