import { Group, Stack, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { AskDoubtEntry } from '../../../components/ask-doubt/ask-doubt.context';
import { BookmarkButton } from '../../../components/bookmark';
import { KeepOfflineButton } from '../../../components/keep-offline';
import { QueryError } from '../../../components/query-error.component';
import { useChildList } from '../api/child-list.api';
import { idParam } from '../api/tree-scope';
import { ChapterStudyLinks } from '../components/chapter-study-links.component';
import { ListEmpty, ListSkeleton } from '../components/list-states.component';
import { NodeLinkList } from '../components/node-link-list.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import { topicDetailPath } from '../utils/syllabus-paths';
import '../syllabus.strings';

/** /student-syllabus/:chapterId: the topics of a chapter. */
export function TopicListRoute() {
  const { t } = useTranslation();
  const chapterId = idParam(useParams().chapterId);
  const topics = useChildList(null, chapterId);
  const chapter = topics.data?.parent ?? null;
  const list = topics.isError ? [] : (topics.data?.child_list ?? []);
  return (
    <SyllabusPage
      title={chapter?.name}
      breadcrumbsFor={chapterId}
      actions={
        chapter && (
          <>
            <AskDoubtEntry target={{ about: 'chapter', syllabusId: chapter.syllabus_id, title: chapter.name }} />
            <BookmarkButton
              kind="syllabus"
              itemId={chapter.syllabus_id}
              title={chapter.name}
              syllabusId={chapter.syllabus_id}
              compact
            />
          </>
        )
      }
    >
      {chapter && <ChapterStudyLinks chapter={chapter} />}
      {chapter && (
        // Below the heading, not among its actions: on a phone the heading keeps its width.
        <Group>
          <KeepOfflineButton
            target={{ syllabus_id: chapter.syllabus_id }}
            source={{ type: 'chapter', name: chapter.name }}
          />
        </Group>
      )}
      <Stack gap="sm" component="section" aria-label={t('syllabus.topicsHeading')}>
        <Title order={2} size="h3">
          {t('syllabus.topicsHeading')}
        </Title>
        {topics.isError && (
          <QueryError title={t('syllabus.topicsError')} error={topics.error} onRetry={() => void topics.refetch()} />
        )}
        {topics.isPending && chapterId !== null ? (
          <ListSkeleton />
        ) : list.length === 0 && !topics.isError ? (
          <ListEmpty
            icon={<IconListDetails aria-hidden />}
            title={t('syllabus.noTopicsTitle')}
            text={t('syllabus.noTopicsText')}
          />
        ) : (
          <NodeLinkList
            label={t('syllabus.topicsHeading')}
            testId="topic-link"
            items={list.map((topic) => ({
              id: topic.syllabus_id,
              to: topicDetailPath(chapterId ?? 0, topic.syllabus_id),
              name: topic.name,
            }))}
          />
        )}
      </Stack>
    </SyllabusPage>
  );
}
