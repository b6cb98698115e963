import { IconListDetails } from '@tabler/icons-react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useChildList } from '../api/child-list.api';
import { idParam } from '../api/tree-scope';
import { ListEmpty, ListSkeleton } from '../components/list-states.component';
import { NodeLinkList } from '../components/node-link-list.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import { topicListPath } from '../utils/syllabus-paths';

/** /syllabus/:boardId/:subjectId/:subjectName: the chapters of a subject. */
export function ChapterListRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const boardId = idParam(params.boardId);
  const subjectId = idParam(params.subjectId);
  const chapters = useChildList(boardId, subjectId);
  const title = chapters.data?.parent?.name ?? params.subjectName;
  const list = chapters.isError ? [] : (chapters.data?.child_list ?? []);
  return (
    <SyllabusPage title={title} breadcrumbsFor={subjectId}>
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
        {chapters.isPending && subjectId !== null ? (
          <ListSkeleton />
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
    </SyllabusPage>
  );
}
