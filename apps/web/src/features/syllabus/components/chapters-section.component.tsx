import { Stack, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import type { useChildList } from '../api/child-list.api';
import { topicListPath } from '../utils/syllabus-paths';
import { ListEmpty, ListSkeleton } from './list-states.component';
import { NodeLinkList } from './node-link-list.component';

/** A subject's chapters as a numbered list, with loading, empty and error states (spec 002 §8). */
export function ChaptersSection({
  chapters,
  pending,
  skeletonRows,
}: {
  chapters: ReturnType<typeof useChildList>;
  /** Whether to show the skeleton: callers know when the query has not started yet. */
  pending: boolean;
  skeletonRows?: number;
}) {
  const { t } = useTranslation();
  // A failed fetch shows an empty list beside the error (spec 002 §8).
  const list = chapters.isError ? [] : (chapters.data?.child_list ?? []);
  return (
    <Stack gap="sm" component="section" aria-label={t('syllabus.chaptersHeading')}>
      <Title order={2} size="h3">
        {t('syllabus.chaptersHeading')}
      </Title>
      {chapters.isError && (
        <QueryError
          title={t('syllabus.chaptersError')}
          error={chapters.error}
          onRetry={() => void chapters.refetch()}
        />
      )}
      {pending ? (
        <ListSkeleton rows={skeletonRows} />
      ) : list.length === 0 && !chapters.isError ? (
        <ListEmpty
          icon={<IconListDetails aria-hidden />}
          title={t('syllabus.noChaptersTitle')}
          text={t('syllabus.noChaptersText')}
        />
      ) : (
        <NodeLinkList
          label={t('syllabus.chaptersHeading')}
          testId="chapter-link"
          items={list.map((chapter, i) => ({
            id: chapter.syllabus_id,
            to: topicListPath(chapter.syllabus_id),
            name: chapter.name,
            eyebrow: t('syllabus.chapterNumber', { n: i + 1 }),
            meta: chapter.child_count > 0 ? t('syllabus.topicCount', { count: chapter.child_count }) : undefined,
          }))}
        />
      )}
    </Stack>
  );
}
