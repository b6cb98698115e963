import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useContentList } from '../api/content-list.api';
import { ContentItemRow } from './content-item.component';

interface GroupContentProps {
  syllabusId: number;
  groupId: number;
  groupName: string;
  version: number;
  /** The medium filter: only content in this medium; undefined for every medium. */
  mediumId?: number;
}

/** A group's content under a node, ten at a time, with "Show more" while the server has more. */
export function GroupContent({ syllabusId, groupId, groupName, version, mediumId }: GroupContentProps) {
  const { t } = useTranslation();
  const content = useContentList({ syllabusId, groupId, version, mediumId });
  if (content.isPending) return <Skeleton h={48} aria-hidden />;
  // A failed first page: the error alone. A failed next page keeps what was shown (below).
  if (!content.data) {
    return (
      <QueryError title={t('syllabus.contentError')} error={content.error} onRetry={() => void content.refetch()} />
    );
  }
  const items = content.data.pages.flatMap((page) => page.content_list);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('syllabus.noContent')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Stack component="ul" gap={0} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={groupName}>
        {items.map((item, i) => (
          <ContentItemRow
            key={`${item.content_id}-${item.syllabus_mapping_id}`}
            item={item}
            syllabusId={syllabusId}
            divided={i > 0}
          />
        ))}
      </Stack>
      {content.isFetchNextPageError && (
        <QueryError
          title={t('syllabus.contentError')}
          error={content.error}
          onRetry={() => void content.fetchNextPage()}
        />
      )}
      {content.hasNextPage && (
        <Button
          variant="light"
          w="fit-content"
          loading={content.isFetchingNextPage}
          onClick={() => void content.fetchNextPage()}
          aria-label={t('syllabus.loadMoreOf', { group: groupName })}
        >
          {t('syllabus.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
