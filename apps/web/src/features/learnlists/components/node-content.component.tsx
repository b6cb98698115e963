import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useNodeContent } from '../api/teaching-tree.api';
import type { TeachingList } from '../hooks/use-teaching-list.hook';
import { Disclosure } from './disclosure.component';
import classes from './learnlists.module.css';
import { TeachItemRow } from './teach-item-row.component';
import { TopicQuestions } from './teach-sources.component';

/**
 * The content under a topic (or a chapter without topics), ten at a time, each with its add button,
 * and the topic's bank questions below, opened on demand.
 */
export function NodeContent({ syllabusId, name, list }: { syllabusId: number; name: string; list: TeachingList }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <NodeContentList syllabusId={syllabusId} name={name} list={list} />
      <Disclosure label={t('teachSources.questionsOf', { name })} level={4}>
        <TopicQuestions syllabusId={syllabusId} name={name} list={list} />
      </Disclosure>
    </Stack>
  );
}

function NodeContentList({ syllabusId, name, list }: { syllabusId: number; name: string; list: TeachingList }) {
  const { t } = useTranslation();
  const content = useNodeContent(syllabusId);
  if (content.isPending) return <Skeleton h={48} aria-label={t('common.loading')} role="status" />;
  if (!content.data) {
    return (
      <QueryError
        title={t('learnlists.teach.contentError')}
        error={content.error}
        onRetry={() => void content.refetch()}
      />
    );
  }
  const items = content.data.pages.flatMap((page) => page.content_list);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('learnlists.teach.noContent')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <ul className={classes.plainList} aria-label={t('learnlists.teach.contentOf', { name })}>
        {items.map((item) => (
          <TeachItemRow key={`${item.content_id}-${item.syllabus_mapping_id}`} content={item} list={list} />
        ))}
      </ul>
      {content.isFetchNextPageError && (
        <QueryError
          title={t('learnlists.teach.contentError')}
          error={content.error}
          onRetry={() => void content.fetchNextPage()}
        />
      )}
      {content.hasNextPage && (
        <Button
          variant="default"
          w="fit-content"
          loading={content.isFetchingNextPage}
          onClick={() => void content.fetchNextPage()}
          aria-label={t('learnlists.teach.moreOf', { name })}
        >
          {t('learnlists.teach.more')}
        </Button>
      )}
    </Stack>
  );
}
