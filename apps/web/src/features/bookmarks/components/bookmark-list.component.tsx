import type { BookmarkKind } from '@esc/contracts';
import { Divider, EmptyState, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { BOOKMARK_PAGE_SIZE, bookmarkListQueryOptions } from '../api/bookmark-list.api';
import { BookmarkItemRow } from './bookmark-item.component';

interface BookmarkListProps {
  kind: BookmarkKind;
  page: number;
  onPageChange: (page: number) => void;
}

/** One tab of /my-bookmarks: the list, its pages, and its loading, error and empty states. */
export function BookmarkList({ kind, page, onPageChange }: BookmarkListProps) {
  const { t } = useTranslation();
  const list = useQuery(bookmarkListQueryOptions(kind, page));

  if (list.isError) {
    return <QueryError title={t('bookmarks.loadError')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) {
    return (
      <Stack gap="sm" aria-busy aria-label={t('common.loading')} data-testid="bookmarks-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={48} />
        ))}
      </Stack>
    );
  }
  const { items, total_count: total } = list.data;
  const pages = Math.max(1, Math.ceil(total / BOOKMARK_PAGE_SIZE));
  if (items.length === 0 && page > 1) return <PageBack page={page} onPageChange={onPageChange} />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconBookmark aria-hidden />}
        withIndicatorBackground
        title={t(`bookmarks.empty.${kind}`)}
        description={t('bookmarks.emptyText')}
        size="sm"
        data-testid="bookmarks-empty"
      />
    );
  }
  const opensLater = kind === 'question' || kind === 'paper';
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('bookmarks.count', { count: total })}
        {opensLater ? ` · ${t('bookmarks.opensLater')}` : ''}
      </Text>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-busy={list.isFetching || undefined}>
        {items.map((item, i) => (
          <Fragment key={`${item.kind}-${item.item_id}`}>
            {i > 0 && <Divider component="li" role="presentation" />}
            <BookmarkItemRow item={item} />
          </Fragment>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          mt="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('bookmarks.previousPage') : t('bookmarks.nextPage'),
          })}
          aria-label={t('bookmarks.pages')}
        />
      )}
    </Stack>
  );
}

/** The last item of a page was removed (or the page no longer exists): show the page before. */
function PageBack({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  useEffect(() => onPageChange(page - 1), [page, onPageChange]);
  return null;
}
