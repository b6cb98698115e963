import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error.component';
import { useNoticeBoard } from '../api/notices.api';
import { NoticeItem } from './notice-item.component';
import '../notices.strings';

const PAGE = 20;

/** The reader's notice board: unread first (or newest first), unread marked, a page at a time. */
export function NoticeBoard({ openNoticeId }: { openNoticeId: number | null }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<'unread_first' | 'newest'>('unread_first');
  const [pages, setPages] = useState(1);
  const board = useNoticeBoard({ order, page_size: PAGE * pages });
  const notices = board.data?.notices ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text aria-live="polite">{t('notices.unreadCount', { count: board.data?.unread_count ?? 0 })}</Text>
        <SegmentedControl
          aria-label={t('notices.order')}
          value={order}
          onChange={(value) => setOrder(value === 'newest' ? 'newest' : 'unread_first')}
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
          {(board.data?.total ?? 0) > notices.length && (
            <Button variant="light" onClick={() => setPages((p) => p + 1)} loading={board.isFetching}>
              {t('notices.showMore')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
